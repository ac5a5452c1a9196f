import { describe, expect, it } from 'vitest';
import { fillSeats, playModuleBotMatch } from '@cronica/rules-kernel';
import { readyDecks } from '../content/decks.js';
import { keptHeroes } from '../engine/heroes.js';
import { bladesOfAsh } from '../engine/module.js';
import type { BladesEvent } from '../engine/events.js';
import type { BladesState } from '../engine/state.js';
import { hero, list } from './words.js';

const seed = (n: number) => new Uint8Array(32).map((_, i) => (i * 7 + n) % 256);
const names = (text: string) => fillSeats(text, (s) => `Jugador ${s + 1}`);

/** A mirror match: both seats bring the same list, so keeping 3 of 5 each leaves a hero both field. */
function mirrorMatch(n: number) {
  const deck = readyDecks()[n]!.deck;
  return playModuleBotMatch({
    module: bladesOfAsh,
    setup: { decks: [deck, deck] },
    seed: seed(n),
    bots: ['random', 'greedy'],
  });
}

function stateAfter(initial: BladesState, events: readonly BladesEvent[], type: BladesEvent['type']): BladesState {
  let state = initial;
  for (const event of events) {
    state = bladesOfAsh.evolve(state, event);
    if (event.type === type) return state;
  }
  throw new Error(`no ${type}`);
}

describe('a hero named in the log', () => {
  it('carries its player’s name once the picks are revealed when both players field it, and only then', () => {
    for (const n of [0, 1, 2]) {
      const match = mirrorMatch(n);
      const picked = stateAfter(match.initial, match.events, 'HeroesPicked');
      const revealed = stateAfter(match.initial, match.events, 'HeroesRevealed');
      const ids = (seat: 0 | 1) => keptHeroes(revealed, seat).map((i) => revealed.heroes[i]!.def.id);
      const shared = ids(0).filter((id) => ids(1).includes(id));
      expect(shared.length, 'two picks of 3 from one list of 5 share a hero').toBeGreaterThan(0);
      for (const seat of [0, 1] as const)
        for (const index of keptHeroes(revealed, seat)) {
          const { def } = revealed.heroes[index]!;
          const named = hero(revealed, index);
          const expected = shared.includes(def.id) ? `${def.name.es} (Jugador ${seat + 1})` : def.name.es;
          expect(names(named.es)).toBe(expected);
          expect(names(named.en)).toBe(shared.includes(def.id) ? `${def.name.en} (Jugador ${seat + 1})` : def.name.en);
          // Before the reveal the picks are secret: a name says nothing of what the rival kept.
          expect(hero(picked, index)).toEqual(def.name);
        }
    }
  });

  it('tells apart the two copies of a hero when they are paired against each other or act in a clash', () => {
    const match = mirrorMatch(0);
    let state = match.initial;
    const lines: string[] = [];
    for (const event of match.events) {
      const line = bladesOfAsh.describer.event(event, state, { kind: 'judge' });
      if (line !== null && state.revealed) lines.push(names(line.es));
      state = bladesOfAsh.evolve(state, event);
    }
    const revealed = stateAfter(match.initial, match.events, 'HeroesRevealed');
    const sharedName = keptHeroes(revealed, 0)
      .map((i) => revealed.heroes[i]!.def)
      .find((def) => keptHeroes(revealed, 1).some((i) => revealed.heroes[i]!.def.id === def.id))!.name.es;
    const mentions = lines.filter((line) => line.includes(sharedName));
    expect(mentions.length).toBeGreaterThan(0);
    for (const line of mentions)
      expect(
        line
          .split(sharedName)
          .slice(1)
          .every((after) => /^ \(Jugador [12]\)/.test(after)),
        line,
      ).toBe(true);
  });
});

describe('a list of names in the log', () => {
  const names = (...items: string[]) => list(items.map((item) => ({ es: item, en: item })));

  it('reads "a, b y c", and a single name alone', () => {
    expect(names('Velka Garra Negra', 'Sable Ruanegra', 'Nox Mediaseda')).toEqual({
      es: 'Velka Garra Negra, Sable Ruanegra y Nox Mediaseda',
      en: 'Velka Garra Negra, Sable Ruanegra and Nox Mediaseda',
    });
    expect(names('Velka Garra Negra', 'Sable Ruanegra').es).toBe('Velka Garra Negra y Sable Ruanegra');
    expect(names('Sable Ruanegra').es).toBe('Sable Ruanegra');
  });

  it('parts the names with semicolons where one holds a comma, so three heroes never read as four', () => {
    expect(names('Velka Garra Negra', 'Ayranel, Capa de Cuervo', 'Sable Ruanegra')).toEqual({
      es: 'Velka Garra Negra; Ayranel, Capa de Cuervo; y Sable Ruanegra',
      en: 'Velka Garra Negra; Ayranel, Capa de Cuervo; and Sable Ruanegra',
    });
    expect(names('Ayranel, Capa de Cuervo', 'Tobías Campanero').es).toBe('Ayranel, Capa de Cuervo; y Tobías Campanero');
  });
});
