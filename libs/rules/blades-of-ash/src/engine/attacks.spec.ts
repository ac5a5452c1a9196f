import { describe, expect, it } from 'vitest';
import { isRuleViolation } from '@cronica/rules-kernel';
import type { EventOf } from './events.js';
import { AYRANEL, BELAIN, ability, givenClash, pass, play } from '../testing/stage.js';

const damageOf = (events: readonly { type: string }[]) =>
  events.filter((e): e is EventOf<'DamageDealt'> => e.type === 'DamageDealt').map((e) => e.data);

// 000_7cbcfc9bc47f1014.txt, "Resolviendo Ataques" and "Veámoslo con un ejemplo".
describe('attacks', () => {
  it('holds the worked example: Cuchillada Precisa (3 + Fuerza 3, físico) on Ayranel (Armadura 3) deals 3', () => {
    const t = givenClash({ dice: { 0: [['red', 2], ['blue', 5]] } });
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    const events = t.run(pass(1));
    expect(damageOf(events)).toEqual([{ source: BELAIN, hero: AYRANEL, kind: 'physical', base: 6, mitigation: 3, reduction: 0, amount: 3 }]);
    expect(t.state.heroes[AYRANEL]!.life).toBe(12 - 3);
  });

  it('subtracts Will from a magical attack: Rayo Sombrío (2 + Voluntad 3) on Belain (Voluntad 1) deals 4', () => {
    const t = givenClash({ dice: { 1: [['blue', 1]] }, activation: 1 });
    t.run(ability(1, 'rayo-sombrio', [0], BELAIN));
    t.run(pass(0));
    expect(t.state.heroes[BELAIN]!.life).toBe(14 - 4);
  });

  it('treats Armor as the base calculation: "cannot be reduced" still meets Armor, but skips Barrera', () => {
    // Tajo: 4 + Fuerza physical. Ayranel has Armor 3 and 2 Barrera counters.
    const reducible = givenClash({ hands: { 0: ['tajo'] }, dice: { 0: [['red', 1], ['green', 1]] }, counters: { [AYRANEL]: { barrera: 2 } } });
    reducible.run(play(0, 'tajo', [0, 1], AYRANEL));
    expect(damageOf(reducible.run(pass(1)))[0]).toMatchObject({ base: 7, mitigation: 3, reduction: 2, amount: 2 });
  });

  it('never deals negative damage when Armor exceeds the attack', () => {
    const t = givenClash({ dice: { 0: [['red', 1]] }, counters: { [AYRANEL]: { escudo: 5 } } });
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    expect(damageOf(t.run(pass(1)))[0]).toMatchObject({ base: 6, mitigation: 6, amount: 0 });
    expect(t.state.heroes[AYRANEL]!.life).toBe(12);
  });

  it('refuses an attack on a hero outside its target pool, changing nothing', () => {
    const t = givenClash({ dice: { 0: [['red', 1]] } });
    const before = t.state;
    const refused = t.try(ability(0, 'cuchillada-precisa', [0], 6));
    expect(isRuleViolation(refused) && refused.code).toBe('blades.bad-target');
    expect(t.state).toBe(before);
  });
});
