import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DeckListData } from '../../graphql/deck-lists';
import { DeckChangeNotice, DeckHistory } from './DeckHistory';

const at = '2026-11-28T10:30:00.000Z';
const ana = { id: 'ana', name: 'Ana', role: 'player' };
const olga = { id: 'olga', name: 'Olga', role: 'organizer' };
const julian = { id: 'julian', name: 'Julián', role: 'judge' };
const deck = (submittedBy: DeckListData['submittedBy']) => ({ submittedAt: at, submittedBy });
const notice = (by: DeckListData['submittedBy'], lang: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(<DeckChangeNotice deck={deck(by)} viewerId="ana" zone="Europe/Madrid" lang={lang} />);

describe('a player is told when staff changed their deck list', () => {
  it('names the organizer, or the judge, and the day and time on the venue’s clock, in both languages', () => {
    // 10:30 UTC is 11:30 in Madrid in November.
    expect(notice(olga)).toContain('La organización cambió tu lista el 28 nov 2026, 11:30');
    expect(notice(olga, 'en')).toContain('The organizer changed your list on 28 Nov 2026, 11:30');
    expect(notice(julian)).toContain('Julián, juez del torneo, cambió tu lista el');
    expect(notice(julian, 'en')).toContain('Julián, a judge of the tournament, changed your list on');
  });

  it('says nothing for the player’s own list, or a list from before submitters were kept', () => {
    expect(notice(ana)).toBe('');
    expect(notice(null)).toBe('');
  });

  it('lists every submission with who made it', () => {
    const html = renderToStaticMarkup(
      <DeckHistory
        history={[
          { hash: 'a'.repeat(64), submittedAt: at, by: ana },
          { hash: 'b'.repeat(64), submittedAt: at, by: julian },
          { hash: 'c'.repeat(64), submittedAt: at, by: null },
        ]}
        zone="America/Bogota"
        lang="es"
      />,
    );
    expect(html).toContain('Historial de la lista');
    // On the venue's clock: Bogotá is five hours behind UTC.
    expect(html).toContain('28 nov 2026, 5:30');
    expect(html).toContain('— Ana');
    expect(html).toContain('— Julián (juez)');
    expect(html).toContain('sin registrar quién');
  });
});
