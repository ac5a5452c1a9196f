import { createHash } from 'node:crypto';
import { isRuleViolation, playModuleBotMatch, seatReadyDecks, type AnyGameModule } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { describe, expect, it } from 'vitest';
import { gameRegistry } from './registry.js';

// Every event of every game the platform plays has a line in words for a judge, in Spanish and
// English: the audit lists every event, and shows none by its code ("TurnEnded"). The games come
// from the registry; their events from bot matches of each game's own library.
const modules = Object.values(gameRegistry({ testGames: true }).modules());
const SEEDS = ['uno', 'dos', 'tres', 'cuatro'];

function botMatchEvents(module: AnyGameModule, seed: string) {
  const decks = seatReadyDecks(
    module.setup,
    module.setup.seats.min,
    (seat, ready) => ready[(seat + seed.length) % ready.length]!,
  ).map((d) => d?.deck ?? null);
  const setup = module.setup.create(decks, module.setup.optionsSchema.parse({}));
  if (isRuleViolation(setup)) throw new Error(setup.code);
  const bots = decks.map((_, seat) => module.bots[seat % module.bots.length]!.name);
  return playModuleBotMatch({
    module,
    setup,
    seed: createHash('sha256').update(`${module.id}:${seed}`).digest(),
    bots,
  });
}

const isWords = (line: Localized | null, type: string) =>
  line !== null && [line.es, line.en].every((text) => text.trim().length > 0 && !text.includes(type));

describe.each(modules.map((module) => [module.id, module] as const))(
  '%s: the judge reads every event in words',
  (_id, module) => {
    it('gives each event of bot matches a line in Spanish and English for a judge, never its type code', () => {
      const missing = new Set<string>();
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        const match = botMatchEvents(module, seed);
        let state = match.initial;
        for (const event of match.events) {
          seen.add(event.type);
          if (!isWords(module.describer.event(event, state, { kind: 'judge' }), event.type)) missing.add(event.type);
          state = module.evolve(state, event);
        }
      }
      expect(seen.size).toBeGreaterThan(3);
      expect([...missing].sort()).toEqual([]);
    });
  },
);

const isWorded = (text: Localized) => [text.es, text.en].every((t) => t.trim().length > 0);

describe.each(modules.map((module) => [module.id, module] as const))(
  '%s: the judge reads every hidden field in words',
  (_id, module) => {
    it('names each field its secrets hide in bot matches and words its value, in Spanish and English', () => {
      const unworded = new Set<string>();
      let hidden = 0;
      for (const seed of SEEDS) {
        const match = botMatchEvents(module, seed);
        let state = match.initial;
        for (const event of match.events) {
          for (const { path } of module.secrets(event)) {
            hidden += 1;
            const words = module.describer.secret(event, String(path[0]), state);
            if (words === null || !isWorded(words.name) || !isWorded(words.value))
              unworded.add(`${event.type}.${path.join('.')}`);
          }
          state = module.evolve(state, event);
        }
      }
      expect(hidden).toBeGreaterThan(0);
      expect([...unworded].sort()).toEqual([]);
    });
  },
);
