import { describe, expect, it } from 'vitest';
import { at, attackAndResolve, move, stage, troopIn } from '../testing/stage.js';

// 002_a36596f8eaed8fcc.txt, A.9.3.4 (Ángel Guardián): "como el momento de voltear las tropas del
// combate ya habrá pasado, el Ángel golpeará estando en guardia" — the troops of a combat are
// flipped at its declaration, the defender included (RULES-NOTES.md, "Flipping").
const scene = (options?: { defendersFlip: boolean }) =>
  stage({
    troops: [
      { seat: 0, card: 'thr-b-01', at: 'C3' },
      { seat: 1, card: 'slv-b-01', at: 'C4', damage: 0 },
      { seat: 0, card: 'thr-b-02', at: 'B2' },
    ],
    players: { 1: { life: 6 } },
    ...(options === undefined ? {} : { options }),
  });

describe('A.9.3.4: the troops of a combat are flipped, the defender too', () => {
  // @rule 002:148
  it('a defender that fought is flipped and no longer stops a second attacker the same turn', () => {
    const t = scene();
    attackAndResolve(t, 'C3', 'C4');
    expect(troopIn(t, 'C4')?.flipped).toBe(true);
    t.run(move(0, at(t, 'B2'), 'B3'));
    expect(t.refusalCode(move(0, at(t, 'B3'), 'B4'))).toBe('accepted');
  });

  // @rule 002:148
  it('with defendersFlip: false (format option) the defender stays on guard and obliges the next attacker to fight', () => {
    const t = scene({ defendersFlip: false });
    attackAndResolve(t, 'C3', 'C4');
    expect(troopIn(t, 'C4')?.flipped).toBe(false);
    t.run(move(0, at(t, 'B2'), 'B3'));
    expect(t.refusalCode(move(0, at(t, 'B3'), 'B4'))).toBe('wot.bad-strike');
  });

  // @rule 002:148
  it('a match set up before the option existed (no defendersFlip in its options) replays as it was played: defenders stay on guard', () => {
    const t = scene();
    const { defendersFlip: _, ...older } = t.state.options;
    t.state = { ...t.state, options: older as typeof t.state.options };
    attackAndResolve(t, 'C3', 'C4');
    expect(troopIn(t, 'C4')?.flipped).toBe(false);
  });
});
