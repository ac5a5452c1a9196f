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
  renderToStaticMarkup(<DeckChangeNotice deck={deck(by)} viewerId="ana" lang={lang} />);

describe('a player is told when staff changed their deck list', () => {
  it('names the organizer, or the judge, and the day, in both languages', () => {
    expect(notice(olga)).toContain('La organización cambió tu lista el 28 nov 2026');
    expect(notice(olga, 'en')).toContain('The organizer changed your list on 28 Nov 2026');
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
        lang="es"
      />,
    );
    expect(html).toContain('Historial de la lista');
    expect(html).toContain('— Ana');
    expect(html).toContain('— Julián (juez)');
    expect(html).toContain('sin registrar quién');
  });
});
