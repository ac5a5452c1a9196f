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

const round2 = (published: boolean, ended: boolean, stage = 'swiss') =>
  ({
    number: 2,
    stage,
    published,
    ended,
    label: { es: 'Ronda 2 de 2', en: 'Round 2 of 2' },
    shortLabel: { es: 'Ronda 2', en: 'Round 2' },
  }) as unknown as RoundView;
const withRounds = (more: RoundView[], lang: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(<StandingsSection {...tabs} rounds={[...rounds, ...more]} lang={lang} />);
const covers = (html: string) => /data-testid="standings-covers">([^<]*)</.exec(html)?.[1];

describe('the public standings tabs', () => {
  it('call the live standings current, and say they are those after the last closed round', () => {
    expect(render(false)).toContain('>Actual<');
    expect(covers(render(false))).toBe('Clasificación tras la ronda 1 de 2');
    expect(covers(withRounds([round2(false, false)]))).toBe('Clasificación tras la ronda 1 de 2');
  });

  it('say a published round being played is not counted yet: a win in it shows once the round closes', () => {
    expect(covers(withRounds([round2(true, false)]))).toBe(
      'Clasificación tras la ronda 1 de 2 · Ronda 2 de 2 en juego: sus resultados cuentan al cerrarla.',
    );
    expect(covers(withRounds([round2(true, false)], 'en'))).toBe(
      'Standings after round 1 of 2 · Round 2 of 2 in play: its results count once it closes.',
    );
  });

  it('name no top-cut round in play: the cut changes no standings', () => {
    expect(covers(withRounds([round2(true, false, 'top-cut')]))).toBe('Clasificación tras la ronda 1 de 2');
  });

  it('call them the standings at the end once the event has ended, never current', () => {
    const es = render(true);
    expect(es).not.toContain('Actual');
    expect(es).toContain('>Al terminar<');
    expect(es).toContain('Clasificación suiza al terminar el torneo');
    expect(render(true, 'en')).toContain('Swiss standings at the end of the event');
  });
});
