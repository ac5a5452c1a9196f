import { describe, expect, it } from 'vitest';
import { at, attack, hit, passAll, stage, troopIn } from '../testing/stage.js';

// 002_a36596f8eaed8fcc.txt, A.10.1 (Arrasar: "la tropa golpearía a la tropa enemiga con la que
// combate y la tropa … que ésta tuviera detrás") and A.10.3 (Golpe en Área: "golpea en combate a
// todas las tropas enemigas adyacentes"): neither is limited to the troop that attacks, and a
// struck troop "siempre devuelve golpe" (A.9.3).
const arrasar = (options?: { strikeBackKeywords: boolean }) =>
  stage({
    active: 1,
    troops: [
      { seat: 1, card: 'thr-b-02', at: 'C4' },
      { seat: 0, card: 'thr-b-13', at: 'C3' },
      { seat: 1, card: 'thr-b-01', at: 'C5' },
    ],
    ...(options === undefined ? {} : { options }),
  });
const area = (options?: { strikeBackKeywords: boolean }) =>
  stage({
    active: 1,
    troops: [
      { seat: 1, card: 'thr-b-02', at: 'C4' },
      { seat: 0, card: 'thr-b-14', at: 'C3' },
      { seat: 1, card: 'thr-b-01', at: 'B3', flipped: true },
    ],
    ...(options === undefined ? {} : { options }),
  });

describe('A.10.1 / A.10.3: Arrasar and Golpe en Área work when the troop strikes back', () => {
  // @rule 002:200
  it('A.10.1: a defender with Arrasar striking back also strikes the troop behind its attacker', () => {
    const t = arrasar();
    t.run(attack(1, at(t, 'C4'), hit('C3')));
    passAll(t);
    expect(troopIn(t, 'C5')?.damage ?? 'dead').not.toBe(0);
  });

  // @rule 002:208
  it('A.10.3: a defender with Golpe en Área strikes back every enemy troop next to it, and each of them strikes it back', () => {
    const t = area();
    const from = t.events.length;
    t.run(attack(1, at(t, 'C4'), hit('C3')));
    passAll(t);
    expect(troopIn(t, 'B3')?.damage ?? 'dead').not.toBe(0);
    const squire = t.events
      .slice(from)
      .some((e) => e.type === 'Struck' && e.data.target.kind === 'troop' && e.data.striker !== at(t, 'C3'));
    expect(squire).toBe(true);
  });

  // @rule 002:200 @rule 002:208
  it('with strikeBackKeywords: false (format option) a defender strikes back its attacker only', () => {
    const a = arrasar({ strikeBackKeywords: false });
    a.run(attack(1, at(a, 'C4'), hit('C3')));
    passAll(a);
    expect(troopIn(a, 'C5')?.damage).toBe(0);
    const b = area({ strikeBackKeywords: false });
    b.run(attack(1, at(b, 'C4'), hit('C3')));
    passAll(b);
    expect(troopIn(b, 'B3')?.damage).toBe(0);
  });
});
