import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StandingsPageView } from '../../graphql/tournament-page';
import type { RoundStandingsView, RoundView } from '../../graphql/tournament-rounds';
import { StandingsSection } from './StandingsSection';

const page = { rows: [], total: 0, offset: 0, limit: 50, unfilteredTotal: 0 } as unknown as StandingsPageView;
const byRound = [
  { round: 1, label: { es: 'Clasificación tras la ronda 1 de 2', en: 'Standings after round 1 of 2' }, standings: [] },
] as unknown as RoundStandingsView[];
const rounds = [
  { number: 1, label: { es: 'Ronda 1 de 2', en: 'Round 1 of 2' }, shortLabel: { es: 'Ronda 1', en: 'Round 1' } },
] as unknown as RoundView[];

/** An anonymous reader's tabs over one round's standings, with the page open at its start. */
const tabs = { page, byRound, rounds, viewerId: null, view: {} };

const render = (ended: boolean, lang: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(<StandingsSection {...tabs} ended={ended} lang={lang} />);

describe('the public standings tabs', () => {
  it('call the live standings current while the event runs', () => {
    expect(render(false)).toContain('>Actual<');
    expect(render(false)).toContain('Clasificación actual');
  });

  it('call them the standings at the end once the event has ended, never current', () => {
    const es = render(true);
    expect(es).not.toContain('Actual');
    expect(es).toContain('>Al terminar<');
    expect(es).toContain('Clasificación suiza al terminar el torneo');
    expect(render(true, 'en')).toContain('Swiss standings at the end of the event');
  });
});
