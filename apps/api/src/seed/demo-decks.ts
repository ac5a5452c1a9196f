import type { GameEntry } from '@cronica/games';
import { writeDeckText, type CardList, type DeckNames, type ReadyDeck } from '@cronica/rules-kernel';
import type { Viewer } from '../auth/viewer.js';
import type { DeckLibraryService } from '../decks/deck-library.service.js';

/** How many of each game's ready-made decks the demo player keeps in My decks. */
export const DEMO_SAVED_DECKS_PER_GAME = 2;

function namesIn(cards: CardList): DeckNames {
  const byId = new Map(cards.cards.map((card) => [card.id, card.name]));
  return {
    faction: (id) => cards.factions.find((faction) => faction.id === id)?.name,
    card: (id) => byId.get(id),
  };
}

/** The first ready-made deck of each faction, so the saved decks differ in what they play. */
function oneOfEachFaction(ready: readonly ReadyDeck[]): ReadyDeck[] {
  const seen = new Set<string>();
  return ready.filter((deck) => {
    const faction = deck.deck.faction ?? '';
    if (seen.has(faction)) return false;
    seen.add(faction);
    return true;
  });
}

/**
 * The demo player's saved decks: of every game played online with a printed card set, a ready-made
 * deck of each of its first factions, as her own («Mi …»), written as the text list a person would
 * paste and saved through the service the «Mis mazos» page uses, so My decks, practice and
 * invitations have decks to offer.
 */
export async function seedDemoDecks(
  library: DeckLibraryService,
  player: Viewer,
  games: readonly GameEntry[],
): Promise<void> {
  for (const game of games) {
    if (!game.module || !game.cardList) continue;
    const names = namesIn(game.cardList());
    for (const ready of oneOfEachFaction(game.module.setup.readyDecks()).slice(0, DEMO_SAVED_DECKS_PER_GAME)) {
      await library.save(player, `demo-deck-${game.id}-${ready.id}`, {
        game: game.id,
        name: `Mi ${ready.name.es}`,
        source: writeDeckText(ready.deck, game.deckSections, names, 'es'),
        deckId: null,
      });
    }
  }
}
