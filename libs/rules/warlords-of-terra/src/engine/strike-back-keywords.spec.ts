import { describe, expect, it } from 'vitest';
import { at, attackAndResolve, stage, troopIn, type TroopGiven } from '../testing/stage.js';
import type { Table } from '../testing/table.js';

// 002_a36596f8eaed8fcc.txt, A.10.1 (Arrasar: "la tropa golpearía a la tropa enemiga con la que
// combate y la tropa … que ésta tuviera detrás") and A.10.3 (Golpe en Área: "golpea en combate a
// todas las tropas enemigas adyacentes"): neither is limited to the troop that attacks, and a
// struck troop "siempre devuelve golpe" (A.9.3).

/** Seat 1's knight in C4 about to attack seat 0's `defender` in C3, with one more troop of seat 1's near. */
const knightAttacking =
  (defender: string, near: TroopGiven) =>
  (options?: { strikeBackKeywords: boolean }): Table =>
    stage({
      active: 1,
      troops: [{ seat: 1, card: 'thr-b-02', at: 'C4' }, { seat: 0, card: defender, at: 'C3' }, near],
      ...(options === undefined ? {} : { options }),
    });
const arrasar = knightAttacking('thr-b-13', { seat: 1, card: 'thr-b-01', at: 'C5' });
const area = knightAttacking('thr-b-14', { seat: 1, card: 'thr-b-01', at: 'B3', flipped: true });

describe('A.10.1 / A.10.3: Arrasar and Golpe en Área work when the troop strikes back', () => {
  // @rule 002:200
  it('A.10.1: a defender with Arrasar striking back also strikes the troop behind its attacker', () => {
    const t = arrasar();
    attackAndResolve(t, 'C4', 'C3');
    expect(troopIn(t, 'C5')?.damage ?? 'dead').not.toBe(0);
  });

  // @rule 002:208
  it('A.10.3: a defender with Golpe en Área strikes back every enemy troop next to it, and each of them strikes it back', () => {
    const t = area();
    const from = t.events.length;
    attackAndResolve(t, 'C4', 'C3');
    expect(troopIn(t, 'B3')?.damage ?? 'dead').not.toBe(0);
    const squire = t.events
      .slice(from)
      .some((e) => e.type === 'Struck' && e.data.target.kind === 'troop' && e.data.striker !== at(t, 'C3'));
    expect(squire).toBe(true);
  });

  // @rule 002:200 @rule 002:208
  it('with strikeBackKeywords: false (format option) a defender strikes back its attacker only', () => {
    const a = arrasar({ strikeBackKeywords: false });
    attackAndResolve(a, 'C4', 'C3');
    expect(troopIn(a, 'C5')?.damage).toBe(0);
    const b = area({ strikeBackKeywords: false });
    attackAndResolve(b, 'C4', 'C3');
    expect(troopIn(b, 'B3')?.damage).toBe(0);
  });
});
