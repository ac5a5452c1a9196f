import { deckListSchema, type ReadyDeck } from '@cronica/rules-kernel';
import { z } from 'zod';
import { LocalizedSchema, SlugSchema } from '../cards/vocabulary.js';
import data from './data/decks.json' with { type: 'json' };

/**
 * Ready-made registered lists (40 battle + 15 construction + 1 hero + a 10-card pre-sideboard),
 * one or two per realm, for practice, friendly matches, simulations and tests. Each passes the
 * deck validator with the tournament defaults (content/decks.spec.ts).
 */
const ReadyDeckSchema = z.object({
  id: SlugSchema,
  name: LocalizedSchema,
  description: LocalizedSchema,
  deck: deckListSchema,
});

const READY: readonly ReadyDeck[] = z
  .array(ReadyDeckSchema)
  .parse(data)
  .map((d) => ({
    id: d.id,
    name: d.name,
    description: d.description,
    deck: { game: d.deck.game, sections: d.deck.sections },
  }));

export const readyWotDecks = (): readonly ReadyDeck[] => READY;

export const readyWotDeck = (id: string): ReadyDeck | undefined => READY.find((d) => d.id === id);
