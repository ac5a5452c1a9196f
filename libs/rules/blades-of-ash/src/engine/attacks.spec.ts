import { describe, expect, it } from 'vitest';
import type { EventOf } from './events.js';
import { AYRANEL, BELAIN, ability, givenClash, pass, play, tajoPlayedAtAyranel } from '../testing/stage.js';
import { card } from '../testing/fixtures.js';

const damageOf = (events: readonly { type: string }[]) =>
  events.filter((e): e is EventOf<'DamageDealt'> => e.type === 'DamageDealt').map((e) => e.data);

// 000_7cbcfc9bc47f1014.txt, "Resolviendo Ataques" and "Veámoslo con un ejemplo".
describe('attacks', () => {
  // @rule 000:141 @rule 000:145 @rule 000:147 @rule 000:153 @rule 000:155
  it('holds the worked example: Cuchillada Precisa (3 + Fuerza 3, físico) on Ayranel (Armadura 3) deals 3', () => {
    const t = givenClash({
      dice: {
        0: 'red 2, blue 5',
      },
    });
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    const events = t.run(pass(1));
    expect(damageOf(events)).toEqual([
      { source: BELAIN, hero: AYRANEL, kind: 'physical', base: 6, mitigation: 3, reduction: 0, amount: 3 },
    ]);
    expect(t.state.heroes[AYRANEL]!.life).toBe(12 - 3);
  });

  // @rule 000:145 @rule 000:147
  it('subtracts Will from a magical attack: Rayo Sombrío (2 + Voluntad 3) on Belain (Voluntad 1) deals 4', () => {
    const t = givenClash({ dice: { 1: 'blue 1' }, activation: 1 });
    t.run(ability(1, 'rayo-sombrio', [0], BELAIN));
    t.run(pass(0));
    expect(t.state.heroes[BELAIN]!.life).toBe(14 - 4);
  });

  it('reduces ordinary damage by Barrera after Armor: Tajo (4 + Fuerza 3) on Ayranel (Armadura 3, 2 Barrera) deals 2', () => {
    const reducible = tajoPlayedAtAyranel({
      dice: {
        0: 'red 1, green 1',
      },
      counters: { [AYRANEL]: { barrera: 2 } },
    });
    expect(damageOf(reducible.run(pass(1)))[0]).toMatchObject({ base: 7, mitigation: 3, reduction: 2, amount: 2 });
  });

  // @rule 000:149
  it('"cannot be reduced" damage still meets Armor (the base calculation) but skips Barrera', () => {
    // The same attack as Tajo, but its damage cannot be reduced: Armor 3 applies, the 2 Barrera do not.
    const golpeCerteroInevitable = card({
      id: 'golpe-inevitable',
      kind: 'attack',
      name: { es: 'Golpe Inevitable', en: 'Inevitable Blow' },
      text: {
        es: '4 + Fuerza de daño físico que no puede ser reducido.',
        en: '4 + Strength physical damage that cannot be reduced.',
      },
      faction: 'mercenarios',
      cost: [{ color: 'red' }, { color: 'any' }],
      target: 'pairedRival',
      effects: [{ op: 'damage', kind: 'physical', base: 4, plus: 'strength', to: 'target', unreducible: true }],
    });
    const t = givenClash({
      cards: [golpeCerteroInevitable],
      hands: { 0: ['golpe-inevitable'] },
      dice: {
        0: 'red 1, green 1',
      },
      counters: { [AYRANEL]: { barrera: 2 } },
    });
    t.run(play(0, 'golpe-inevitable', [0, 1], AYRANEL));
    expect(damageOf(t.run(pass(1)))[0]).toMatchObject({ base: 7, mitigation: 3, reduction: 0, amount: 4 });
    expect(t.state.heroes[AYRANEL]!.life).toBe(12 - 4);
    expect(t.state.heroes[AYRANEL]!.counters[6]).toBe(2);
  });

  it('never deals negative damage when Armor exceeds the attack', () => {
    const t = givenClash({ dice: { 0: 'red 1' }, counters: { [AYRANEL]: { escudo: 5 } } });
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    expect(damageOf(t.run(pass(1)))[0]).toMatchObject({ base: 6, mitigation: 6, amount: 0 });
    expect(t.state.heroes[AYRANEL]!.life).toBe(12);
  });

  it('refuses an attack on a hero outside its target pool, changing nothing', () => {
    const t = givenClash({ dice: { 0: 'red 1' } });
    expect(t.refusalCode(ability(0, 'cuchillada-precisa', [0], 6))).toBe('blades.bad-target');
  });
});
