import { contextFor, isRuleViolation, keysFromMatchSeed, runCommand, type Seat } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { bladesSetup } from '../bots/blades-match.js';
import type { BladesCommand } from '../engine/commands.js';
import type { BladesEvent, EventOf } from '../engine/events.js';
import { bladesOfAsh } from '../engine/module.js';
import type { BladesState } from '../engine/state.js';
import { readyDeckById } from './decks.js';

// 000_7cbcfc9bc47f1014.txt, "Veámoslo con un ejemplo" (001_f8669d75003bf5b9.txt, "Let's see it with an
// example"), played with the shipped cards: Belain Thalier (Fuerza 3) uses Cuchillada Precisa
// (3 + Fuerza, físico) on Ayranel, Capa de Cuervo (Armadura 3) → 6 − 3 = 3 damage.
const BELAIN = 0; // seat 0, first hero of "Filo del Alba"
const AYRANEL = 7; // seat 1, third hero of "Veneno Lento"

function scripted(state: BladesState, seat: Seat, legal: readonly BladesCommand[]): BladesCommand {
  const find = (test: (c: BladesCommand) => boolean) => legal.find(test);
  const clash = state.clash;
  const slash = find(
    (c) => c.type === 'ActivateAbility' && c.data.ability === 'cuchillada-precisa' && c.data.target === AYRANEL,
  );
  return (
    find((c) => c.type === 'PickHeroes' && c.data.keep.join() === '0,1,2') ??
    find((c) => c.type === 'Mulligan' && c.data.discard.length === 0) ??
    find((c) => c.type === 'ChooseRole' && c.data.role === 'attacker') ??
    find((c) => c.type === 'PairHeroes' && [c.data.hero, c.data.rival].sort().join() === `${BELAIN},${AYRANEL}`) ??
    find((c) => c.type === 'KeepDice') ??
    (seat === 0 && clash?.stack.length === 0 ? slash : undefined) ??
    find((c) => c.type === 'Pass') ??
    legal[0]!
  );
}

function playUntilFirstDamage(seed: Uint8Array): { damage: EventOf<'DamageDealt'>; state: BladesState } {
  const decks = [readyDeckById('alba-filo-del-alba')!.deck, readyDeckById('cuervo-veneno-lento')!.deck] as const;
  let state = bladesOfAsh.initialState(bladesSetup(decks));
  const keyFor = keysFromMatchSeed(seed);
  for (let step = 0; step < 500; step += 1) {
    const seat: Seat = bladesOfAsh.legalCommands(state, 0).length > 0 ? 0 : 1;
    const command = scripted(state, seat, bladesOfAsh.legalCommands(state, seat));
    const applied = runCommand(bladesOfAsh, state, command, contextFor(bladesOfAsh, state, keyFor));
    if (isRuleViolation(applied)) throw new Error(applied.code);
    state = applied.state;
    const damage = applied.events.find((e: BladesEvent): e is EventOf<'DamageDealt'> => e.type === 'DamageDealt');
    if (damage !== undefined) return { damage, state };
  }
  throw new Error('no damage was dealt');
}

describe('the rulebook example with the shipped cards', () => {
  // @rule 000:153 @rule 000:155
  it.each([1, 2, 3])(
    'Cuchillada Precisa from Belain Thalier deals exactly 3 to Ayranel, Capa de Cuervo (seed %i)',
    (fill) => {
      const { damage, state } = playUntilFirstDamage(new Uint8Array(32).fill(fill));
      expect(state.heroes[BELAIN]!.def.id).toBe('belain-thalier');
      expect(state.heroes[AYRANEL]!.def.id).toBe('ayranel-capa-de-cuervo');
      expect(damage.data).toMatchObject({
        source: BELAIN,
        hero: AYRANEL,
        kind: 'physical',
        base: 6,
        mitigation: 3,
        amount: 3,
      });
      expect(state.heroes[AYRANEL]!.life).toBe(state.heroes[AYRANEL]!.def.life - 3);
    },
  );
});
