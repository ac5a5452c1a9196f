/**
 * Ready-made legal decks, three per faction, for demos, simulations and tests; and the step from
 * a deck list to what the engine's setup needs (heroes and one action card per copy).
 */
import { createCardIndex, type DeckList } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { z } from 'zod';
import { LocalizedSchema, SlugSchema, type ActionCard, type Hero } from '../cards/schema.js';
import type { PlayerSetup } from '../engine/state.js';
import { allActions, allHeroes } from './catalog.js';
import { deckSectionOf } from './deck-rules.js';
import data from './data/decks.json' with { type: 'json' };

const ReadyDeckSchema = z.object({
  id: SlugSchema,
  name: LocalizedSchema,
  deck: z.object({
    game: z.literal('blades-of-ash'),
    faction: SlugSchema,
    sections: z.object({
      heroes: z.array(z.object({ card: z.string(), count: z.number().int().positive() })),
      actions: z.array(z.object({ card: z.string(), count: z.number().int().positive() })),
    }),
  }),
});

export interface ReadyDeck {
  readonly id: string;
  readonly name: Localized;
  readonly deck: DeckList & { readonly faction: string };
}

const READY: readonly ReadyDeck[] = z.array(ReadyDeckSchema).parse(data);

export const readyDecks = (): readonly ReadyDeck[] => READY;

export function readyDeckById(id: string): ReadyDeck | undefined {
  return READY.find((d) => d.id === id);
}

const heroIndex = createCardIndex<Hero>(allHeroes());
const actionIndex = createCardIndex<ActionCard>(allActions());

/**
 * The engine's setup for one player from a deck list (resolving ids or names). The list must
 * already be legal (`bladesDeckValidator`); a card that cannot be resolved is a fault here.
 */
export function playerSetupFromDeck(deck: DeckList): PlayerSetup {
  const entries = (section: string) =>
    Object.entries(deck.sections)
      .filter(([key]) => deckSectionOf(key) === section)
      .flatMap(([, list]) => list);
  const heroes = entries('heroes').map((e) => resolveOrThrow(heroIndex, e.card));
  const actions = entries('actions').flatMap((e) =>
    new Array<ActionCard>(e.count).fill(resolveOrThrow(actionIndex, e.card)),
  );
  return { faction: deck.faction ?? '', heroes, actions };
}

function resolveOrThrow<C extends Hero | ActionCard>(
  index: ReturnType<typeof createCardIndex<C>>,
  reference: string,
): C {
  const card = index.resolve(reference);
  if (card === undefined) throw new RangeError(`unknown card in a deck already validated: ${reference}`);
  return card;
}
