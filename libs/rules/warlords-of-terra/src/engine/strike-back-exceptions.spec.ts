import { describe, expect, it } from 'vitest';
import { at, attack, attackAndResolve, hit, passAll, stage, troopIn, z } from '../testing/stage.js';
import type { WotOptionsInput } from './options.js';

// 002_a36596f8eaed8fcc.txt, A.9.3 (3): "Una tropa golpeada siempre devuelve golpe, aunque esté
// desactivada (salvo que una regla concreta especifique lo contrario)". The platform excepts a
// ranged shot's target and the troop behind an Arrasar target (RULES-NOTES.md, "Departures");
// a tournament that reads the rule literally turns each exception off with its format option.

/** A ready archer (ATQ 1) at C2 shoots an enemy troop two zones away, at C4. */
const shot = (options: WotOptionsInput = {}) => {
  const t = stage({
    options,
    troops: [
      { seat: 0, card: 'ovl-b-05', at: 'C2' },
      { seat: 1, card: 'hel-b-01', at: 'C4' },
    ],
  });
  t.run({ type: 'RangedAttack', data: { seat: 0, troop: at(t, 'C2'), zone: z('C4') } });
  passAll(t);
  return t;
};

/** An Arrasar troop at C2 attacks C3; at C4, behind the target, stands a troop of `behind`. */
const trample = (behind: 0 | 1, options: WotOptionsInput = {}) => {
  const t = stage({
    options,
    troops: [
      { seat: 0, card: 'thr-b-13', at: 'C2' },
      { seat: 1, card: 'slv-b-01', at: 'C3' },
      { seat: behind, card: 'slv-b-01', at: 'C4' },
    ],
  });
  attackAndResolve(t, 'C2', 'C3');
  return t;
};

describe('A.9.3 (3) "siempre devuelve golpe": the two exceptions and the options that lift them', () => {
  // @rule 002:182 @rule 002:124
  it('the target of a ranged shot does not strike back by default; with rangedTargetStrikesBack it strikes the shooter', () => {
    expect(troopIn(shot(), 'C2')?.damage).toBe(0);
    expect(troopIn(shot({ rangedTargetStrikesBack: true }), 'C2')?.damage ?? 'dead').not.toBe(0);
  });

  // @rule 002:182 @rule 002:200
  it('the enemy troop behind an Arrasar target does not strike back by default; with arrasarBehindStrikesBack it does', () => {
    // The target at C3 strikes back (1 damage) either way; the troop behind adds its strike only with the option.
    expect(troopIn(trample(1), 'C2')?.damage).toBe(1);
    expect(troopIn(trample(1, { arrasarBehindStrikesBack: true }), 'C2')?.damage).toBe(2);
  });

  // @rule 002:200
  it('a friendly troop behind an Arrasar target never strikes back, whatever the option', () => {
    const t = trample(0, { arrasarBehindStrikesBack: true });
    expect(troopIn(t, 'C4')?.damage).toBe(2);
    expect(troopIn(t, 'C2')?.damage).toBe(1);
  });

  // @rule 002:182 @rule 002:188
  it('with arrasarBehindStrikesBack, a troop a Golpe en Área defender strikes back still strikes it back once', () => {
    // Given seat 1 attacking a Golpe en Área defender at C3 that has a second enemy (flipped) at B3
    const t = stage({
      active: 1,
      options: { arrasarBehindStrikesBack: true },
      troops: [
        { seat: 1, card: 'thr-b-02', at: 'C4' },
        { seat: 0, card: 'thr-b-14', at: 'C3' },
        { seat: 1, card: 'thr-b-01', at: 'B3', flipped: true },
      ],
    });
    const from = t.events.length;
    const b3 = at(t, 'B3');
    t.run(attack(1, at(t, 'C4'), hit('C3')));
    passAll(t);
    // Then the troop at B3 strikes the defender exactly once
    expect(t.events.slice(from).filter((e) => e.type === 'Struck' && e.data.striker === b3)).toHaveLength(1);
  });
});
