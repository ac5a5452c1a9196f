import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n';
import { EventList, eventRows } from './EventList';

const header = JSON.stringify({ kind: 'header', view: 'public' });
const event = (seq: number) => JSON.stringify({ kind: 'event', seq, type: 'DiceRolled', actor: seq % 2 });
const longMatch = [header, ...Array.from({ length: 650 }, (_, index) => event(index + 1)), '{not json'].join('\n');

describe('a replay’s list of events', () => {
  it('reads every event line of a long match, in order, leaving out the header and unreadable lines', () => {
    const { rows } = eventRows(longMatch);
    expect(rows).toHaveLength(650);
    expect(rows[0]).toEqual({ seq: 1, type: 'DiceRolled', actor: 1 });
    expect(rows.at(-1)).toEqual({ seq: 650, type: 'DiceRolled', actor: 0 });
  });

  it('counts all 650 events while closed and draws none of their lines until a reader opens it', () => {
    const html = renderToStaticMarkup(<EventList jsonl={longMatch} t={translator('es')} />);
    expect(html).toContain('<summary>Eventos (650)</summary>');
    expect(html).not.toContain('<li');
  });

  it('reads the file’s game from its header, to name each event’s seat as that game’s table does', () => {
    const file = [JSON.stringify({ kind: 'header', game: { id: 'accion' } }), event(1)].join('\n');
    expect(eventRows(file).game).toBe('accion');
    expect(eventRows(longMatch).game).toBeNull();
  });

  it('is left out for a file with no events', () => {
    expect(renderToStaticMarkup(<EventList jsonl={header} t={translator('en')} />)).toBe('');
  });
});
