import { describe, expect, it } from 'vitest';
import { seatWords } from '../match/boards/seat-words';
import { replayViewWords } from './view-words';

describe('a replay’s views and seats in words', () => {
  it('names a seat as its game’s table does: «Jugador 1» and the GM where seats have roles, «Asiento N» elsewhere', () => {
    expect(replayViewWords('seat:1', 'accion')).toEqual({ es: 'Jugador 1', en: 'Player 1' });
    expect(replayViewWords('seat:0', 'accion')).toEqual({ es: 'Director de juego (DJ)', en: 'Game master (GM)' });
    expect(replayViewWords('seat:1', 'blades-of-ash')).toEqual({ es: 'Asiento 2', en: 'Seat 2' });
    expect(seatWords(null, 0)).toEqual({ es: 'Asiento 1', en: 'Seat 1' });
  });

  it('names the public and the judge’s views, and leaves a view it does not know as it stands', () => {
    expect(replayViewWords('public', 'accion').es).toBe('Pública');
    expect(replayViewWords('judge', null).en).toBe('Judge');
    expect(replayViewWords('seat:x', null)).toEqual({ es: 'seat:x', en: 'seat:x' });
  });
});
