import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../graphql/match';
import { LANGS } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { turnMessages as tm } from '../../lib/turn-messages';
import { SeatBar } from './SeatBar';

// Before the seeds: no clocks yet, so the line is the seat's name, role and deck alone.
const match = {
  status: 'awaiting-seeds',
  yourSeat: 0,
  seats: [
    { seat: 0, name: 'Kestrel', deckName: '' },
    { seat: 1, name: 'Wren', deckName: 'Guerrera' },
  ],
} as unknown as MatchView;
const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('the seat bar', () => {
  it("names La Regla de Acción's seats by role (the GM seat is not left empty) and drops a missing deck", () => {
    const html = plain(
      renderToStaticMarkup(
        <SeatBar match={{ ...match, game: 'accion' }} seatName={(s) => ['Kestrel', 'Wren'][s]!} t={translator('es')} />,
      ),
    );
    expect(html).toContain('Kestrel · Director de juego (DJ)');
    expect(html).not.toMatch(/DJ\) ·/);
    expect(html).toContain('Wren · Jugador 1 · Guerrera');
  });

  it('keeps numbered seats for a game without roles', () => {
    const html = plain(
      renderToStaticMarkup(
        <SeatBar
          match={{ ...match, game: 'blades-of-ash' }}
          seatName={(s) => ['Kestrel', 'Wren'][s]!}
          t={translator('es')}
        />,
      ),
    );
    expect(html).toContain('Kestrel · Asiento 1');
  });

  it('shows each seat’s time used after a clock, with the words for screen readers, and who plays now, in both languages', () => {
    const live = {
      ...match,
      status: 'live',
      seats: [
        { seat: 0, name: 'Kestrel', deckName: '', timeUsedMs: 65_000, acting: true },
        { seat: 1, name: 'Wren', deckName: 'Guerrera', timeUsedMs: 0, acting: false },
      ],
    } as unknown as MatchView;
    for (const lang of LANGS) {
      const html = renderToStaticMarkup(
        <SeatBar match={live} seatName={(s) => ['Kestrel', 'Wren'][s]!} t={translator(lang)} />,
      );
      const clock = (seat: number) => plain(new RegExp(`data-testid="seat-clock-${seat}".*?</li>`).exec(html)![0]);
      expect(html).toContain(`title="${tm.timeUsed[lang]}"`);
      expect(clock(0)).toContain(`${tm.timeUsed[lang]} 1:05 (${tm.acting[lang]})`);
      expect(clock(1)).not.toContain(tm.acting[lang]);
    }
  });
});
