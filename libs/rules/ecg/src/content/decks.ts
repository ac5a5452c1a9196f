import type { ReadyDeck } from '@cronica/rules-kernel';
import { z } from 'zod';
import { LocalizedSchema } from '../cards/vocabulary.js';
import data from './data/decks.json' with { type: 'json' };

/** Two ready-made legal decks per realm, for practice, friendly matches, simulations and tests. */

const EntrySchema = z.object({ card: z.string().min(1), count: z.number().int().positive() }).strict();
const ReadyDeckSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name: LocalizedSchema,
    description: LocalizedSchema,
    deck: z
      .object({
        game: z.literal('ecg'),
        sections: z
          .object({ hero: z.array(EntrySchema), resource: z.array(EntrySchema), main: z.array(EntrySchema) })
          .strict(),
      })
      .strict(),
  })
  .strict();

const READY: readonly ReadyDeck[] = z.array(ReadyDeckSchema).parse(data);

export const ecgReadyDecks = (): readonly ReadyDeck[] => READY;

export const ecgReadyDeck = (id: string): ReadyDeck | undefined => READY.find((deck) => deck.id === id);
