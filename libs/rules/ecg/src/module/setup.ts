import {
  createCardIndex,
  resolveDeckSections,
  violation,
  type DeckList,
  type GameSetupSpec,
  type RuleViolation,
} from '@cronica/rules-kernel';
import { sampleEcgCatalog } from '../content/catalog.js';
import { ecgReadyDecks } from '../content/decks.js';
import { cardDef, type CardDef } from '../engine/cards.js';
import { ecgFormatSchema, type EcgFormat } from '../engine/format.js';
import type { EcgPlayerSetup, EcgSetup } from '../engine/state.js';
import { validateEcgDeck } from '../validator.js';

/**
 * A match's setup from two deck lists (004_e0e2bf9ed9dd62bf.txt, "Construyendo tu Mazo"): each
 * list must be legal against the sample set, whose cards carry everything the engine plays. The
 * setup holds every card it uses, so a match replays without the catalog.
 */

const index = createCardIndex(sampleEcgCatalog.cards);

function refusal(code: string, deck: unknown, es: string, en: string): RuleViolation {
  return violation(code, deck, { es, en });
}

function playerSetup(deck: DeckList, seat: number, defs: Map<string, CardDef>): EcgPlayerSetup | RuleViolation {
  const checked = validateEcgDeck(deck, {});
  if (!checked.valid) {
    const first = checked.errors[0]!;
    return refusal(
      'ecg.setup.invalid-deck',
      deck,
      `El mazo del jugador ${seat + 1} no es válido: ${first.message.es}`,
      `Player ${seat + 1}'s deck is not valid: ${first.message.en}`,
    );
  }
  const { sections } = resolveDeckSections(deck, index, 'ecg.deck');
  const ids: Record<string, string[]> = {};
  for (const [section, entries] of Object.entries(sections)) {
    ids[section] = [];
    for (const { card, count } of entries) {
      const def = cardDef(card);
      if (def === null)
        return refusal(
          'ecg.setup.not-playable',
          deck,
          `La carta ${card.id} no tiene datos de juego.`,
          `Card ${card.id} has no play data.`,
        );
      defs.set(def.id, def);
      for (let k = 0; k < count; k += 1) ids[section]!.push(def.id);
    }
  }
  return { hero: ids.hero![0]!, resource: ids.resource![0]!, deck: ids.main ?? [] };
}

export function createEcgSetup(decks: readonly (DeckList | null)[], format: EcgFormat): EcgSetup | RuleViolation {
  if (decks.length !== 2)
    return refusal('ecg.setup.seats', decks, 'ECG se juega entre 2 jugadores.', 'ECG is played by 2 players.');
  const defs = new Map<string, CardDef>();
  const players: EcgPlayerSetup[] = [];
  for (const [seat, deck] of decks.entries()) {
    if (deck === null)
      return refusal(
        'ecg.setup.no-deck',
        decks,
        `Falta el mazo del jugador ${seat + 1}.`,
        `Player ${seat + 1}'s deck is missing.`,
      );
    const player = playerSetup(deck, seat, defs);
    if ('kind' in player) return player;
    players.push(player);
  }
  const cards = [...defs.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  return { decks: [decks[0]!, decks[1]!], players: [players[0]!, players[1]!], cards, format };
}

export const ecgSetupSpec: GameSetupSpec<EcgSetup, EcgFormat> = {
  seats: { min: 2, max: 2 },
  optionsSchema: ecgFormatSchema,
  create: createEcgSetup,
  deckLists: (setup) => setup.decks,
  readyDecks: ecgReadyDecks,
};
