import { describe, expect, it } from 'vitest';
import { at, duel, move, stage, summonedFromHand, troopIn, troopRef, z } from '../testing/stage.js';
import { statsOf } from './stats.js';
import { moveZones, rangedTargets } from './threat.js';

// 002_a36596f8eaed8fcc.txt, A.8 "TROPAS EN PREPARACIÓN".
describe('preparation turn (A.8)', () => {
  // @rule 002:105 @rule 002:107
  it('8.1: a troop has −1 speed on the turn it entered the battlefield, summoned or not', () => {
    const t = summonedFromHand('slv-b-10', 'C1');
    expect(statsOf(t.state, troopIn(t, 'C1')!).speed).toBe(2);
    t.run({ type: 'EndPhase', data: { seat: 0 } });
    const scout = at(t, 'C1');
    t.run(move(0, scout, 'C2'));
    t.run(move(0, scout, 'C3'));
    expect(moveZones(t.state, troopIn(t, 'C3')!)).toEqual([]);
    const later = stage({ turn: 9, troops: [{ seat: 0, card: 'slv-b-10', at: 'C1', entered: 7 }] });
    expect(statsOf(later.state, troopIn(later, 'C1')!).speed).toBe(3);
  });

  // @rule 002:107
  it("8.1: a troop put on the battlefield during the rival's turn moves normally on its controller's turn", () => {
    const t = stage({ turn: 9, troops: [{ seat: 0, card: 'slv-b-10', at: 'C1', entered: 8 }] });
    expect(statsOf(t.state, troopIn(t, 'C1')!).speed).toBe(3);
  });

  // @rule 002:105 @rule 002:109
  it('8.2: a troop that moved on its entry turn cannot flip for its ability; one that stayed still can', () => {
    const still = stage({
      turn: 5,
      troops: [
        { seat: 0, card: 'ovl-b-07', at: 'C1', entered: 5, damage: 0 },
        { seat: 0, card: 'ovl-b-01', at: 'B1', damage: 2 },
      ],
    });
    const shaman = at(still, 'C1');
    const heal = {
      type: 'ActivateAbility',
      data: { seat: 0, source: shaman, ability: 'curar', target: troopRef(at(still, 'B1')) },
    } as const;
    const moved = stage({
      turn: 5,
      troops: [
        { seat: 0, card: 'ovl-b-07', at: 'C1', entered: 5 },
        { seat: 0, card: 'ovl-b-01', at: 'B1', damage: 2 },
      ],
    });
    moved.run(move(0, at(moved, 'C1'), 'C2'));
    expect(
      moved.refusalCode({
        ...heal,
        data: { ...heal.data, source: at(moved, 'C2'), target: troopRef(at(moved, 'B1')) },
      }),
    ).toBe('wot.ability');
    expect(still.refusalCode(heal)).toBe('accepted');
    expect(troopIn(still, 'B1')?.damage).toBe(0);
    expect(troopIn(still, 'C1')?.flipped).toBe(true);
  });

  // @rule 002:105 @rule 002:111
  it('8.3: a troop with Distancia cannot shoot anyone on its preparation turn (and never a player)', () => {
    const fresh = duel({ card: 'ovl-b-02', at: 'C2', entered: 5 }, { card: 'hel-b-01', at: 'C4' }, { turn: 5 });
    expect(rangedTargets(fresh.state, troopIn(fresh, 'C2')!)).toEqual([]);
    expect(fresh.refusalCode({ type: 'RangedAttack', data: { seat: 0, troop: at(fresh, 'C2'), zone: z('C4') } })).toBe(
      'wot.bad-strike',
    );
    const ready = duel({ card: 'ovl-b-02', at: 'C2', entered: 3 }, { card: 'hel-b-01', at: 'C4' }, { turn: 5 });
    expect(ready.refusalCode({ type: 'RangedAttack', data: { seat: 0, troop: at(ready, 'C2'), zone: z('C4') } })).toBe(
      'accepted',
    );
  });
});

// 002_a36596f8eaed8fcc.txt, A.9.1 b: ranged combat.
describe('ranged combat (A.9.1 b)', () => {
  // @rule 002:124 @rule 002:182
  it('a ready troop with Distancia flips to shoot a troop two zones away; the target does not strike back from there', () => {
    const t = duel({ card: 'ovl-b-05', at: 'C2' }, { card: 'hel-b-01', at: 'C4' });
    t.run({ type: 'RangedAttack', data: { seat: 0, troop: at(t, 'C2'), zone: z('C4') } });
    expect(troopIn(t, 'C2')?.flipped).toBe(true);
    t.run({ type: 'Pass', data: { seat: 0 } });
    t.run({ type: 'Pass', data: { seat: 1 } });
    expect(troopIn(t, 'C4')).toBeUndefined();
    expect(troopIn(t, 'C2')?.damage).toBe(0);
  });
});
