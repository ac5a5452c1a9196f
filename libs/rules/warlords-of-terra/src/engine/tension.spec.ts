import { describe, expect, it } from 'vitest';
import { at, attack, attackAndResolve, duel, endPhase, hit, move, stage, troopIn } from '../testing/stage.js';
import { inTension } from './threat.js';

// 002_a36596f8eaed8fcc.txt, A.9.2 "Regla de tensión".
describe('tension (A.9.2)', () => {
  // @rule 002:162 @rule 002:164
  it('1º: a troop put on the battlefield in an active enemy threat area is in tension, not in combat', () => {
    const t = stage({
      phase: 'summoning',
      troops: [{ seat: 1, card: 'hel-b-01', at: 'C2' }],
      players: { 0: { hand: ['ovl-b-01'] } },
    });
    t.run({ type: 'SummonTroop', data: { seat: 0, card: 'ovl-b-01', zone: 2 } });
    expect(t.state.combat).toBeNull();
    expect(inTension(t.state, troopIn(t, 'C1')!)).toBe(true);
  });

  // @rule 002:166
  it('2º: a troop that stopped next to a flipped enemy is in tension once that enemy is active again', () => {
    const t = duel({ card: 'ovl-b-01', at: 'C2' }, { card: 'hel-b-01', at: 'C4', flipped: true }, { turn: 6 });
    t.run(move(0, at(t, 'C2'), 'C3'));
    expect(t.state.combat).toBeNull();
    expect(inTension(t.state, troopIn(t, 'C3')!)).toBe(false);
    // The enemy is readied at the start of its controller's turn; on seat 0's next turn its threat is active.
    t.state = {
      ...t.state,
      turn: 8,
      troops: t.state.troops.map((x) => ({ ...x, flipped: false, moved: 0, fought: false })),
    };
    expect(inTension(t.state, troopIn(t, 'C3')!)).toBe(true);
  });

  // @rule 002:168
  it('is resolved by leaving the zone during the tactical phase', () => {
    const t = duel({ card: 'ovl-b-01', at: 'C3' }, { card: 'hel-b-01', at: 'C4' });
    expect(inTension(t.state, troopIn(t, 'C3')!)).toBe(true);
    t.run(move(0, at(t, 'C3'), 'B3'));
    expect(t.state.combat).toBeNull();
    t.run(endPhase(0));
    expect(t.state.phase).not.toBe('tactical');
  });

  // @rule 002:168 @rule 002:170
  it('declaring the end phase with a troop in tension obliges it to flip and fight', () => {
    const t = duel({ card: 'ovl-b-01', at: 'C3' }, { card: 'hel-b-01', at: 'C4' });
    t.run(endPhase(0));
    expect(t.state.forcing).toBe(true);
    expect(t.legal(0)).toEqual([attack(0, at(t, 'C3'), hit('C4'))]);
    expect(t.refusalCode(move(0, at(t, 'C3'), 'B3'))).toBe('wot.tension');
    expect(t.refusalCode(endPhase(0))).toBe('wot.tension');
    attackAndResolve(t, 'C3', 'C4');
    expect(troopIn(t, 'C4')).toBeUndefined();
    expect(t.state.phase).not.toBe('tactical');
  });

  // @rule 002:170
  it('a troop in tension that can neither move nor attack flips by itself, without attacking', () => {
    const t = duel({ card: 'ovl-b-08', at: 'C3' }, { card: 'hel-b-01', at: 'C4' });
    // Muro de Escudos is a Defensor: it never declares an attack.
    t.run(endPhase(0));
    expect(troopIn(t, 'C3')).toMatchObject({ flipped: true, damage: 0 });
    expect(troopIn(t, 'C4')?.damage).toBe(0);
    expect(t.state.phase).not.toBe('tactical');
  });
});
