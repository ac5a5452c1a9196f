import {
  createCardIndex,
  resolveDeckSections,
  violation,
  type DeckList,
  type RuleViolation,
} from '@cronica/rules-kernel';
import { sampleWotCatalog, type WotCard } from '../catalog.js';
import { validateWotDeck, WOT_GAME_ID } from '../validator.js';
import type { WotOptions } from './options.js';
import { RULES } from './options.js';
import { sorted } from './update.js';
import type { DeckComposition, PlayerState, WotSetup, WotState } from './state.js';

/**
 * From registered lists to a match: `create` checks the lists (every registration rule, with the
 * match's legendary cap) and that every card can be played; `initialState` lays out the match
 * before the pre-sideboard step of the first game.
 */

const cardIndex = createCardIndex(sampleWotCatalog.cards);

export function createSetup(decks: readonly (DeckList | null)[], options: WotOptions): WotSetup | RuleViolation {
  if (decks.length !== 2 || decks[0] == null || decks[1] == null) {
    return violation('wot.setup.seats', decks, {
      es: 'Una partida de Warlords of Terra es de 2 jugadores, cada uno con su mazo.',
      en: 'A Warlords of Terra match takes 2 players, each with a deck.',
    });
  }
  for (const [seat, deck] of [decks[0], decks[1]].entries()) {
    const refusal = deckRefusal(seat, deck, options);
    if (refusal !== null) return refusal;
  }
  return { decks: [decks[0], decks[1]], options };
}

/** Why a seat's list can't be played: a registration rule it breaks, or a card the catalog can't play. */
function deckRefusal(seat: number, deck: DeckList, options: WotOptions): RuleViolation | null {
  const result = validateWotDeck(
    { ...deck, game: deck.game },
    {
      legendaryLimit: options.legendaryLimit ?? 3,
      friendly: options.legendaryLimit === null,
      fullRegistration: false,
    },
  );
  const errors = [
    ...result.errors,
    ...(deck.game === WOT_GAME_ID
      ? []
      : [{ message: { es: `el mazo es de ${deck.game}`, en: `the deck is for ${deck.game}` } }]),
  ];
  if (errors.length > 0) {
    const list = (lang: 'es' | 'en') =>
      errors
        .slice(0, 5)
        .map((e) => e.message[lang])
        .join(' ');
    return violation('wot.setup.deck', deck, {
      es: `El mazo del jugador ${seat + 1} no es válido: ${list('es')}`,
      en: `Player ${seat + 1}'s deck is not valid: ${list('en')}`,
    });
  }
  const unplayable = cardsOf(deck)
    .filter((card) => card.playType === null)
    .map((card) => card.id);
  if (unplayable.length === 0) return null;
  return violation('wot.setup.unplayable-card', deck, {
    es: `El catálogo no dice cómo se juegan estas cartas: ${unplayable.join(', ')}.`,
    en: `The catalog does not say how these cards play: ${unplayable.join(', ')}.`,
  });
}

function cardsOf(deck: DeckList): WotCard[] {
  const { sections } = resolveDeckSections(deck, cardIndex, 'wot.deck');
  return Object.values(sections)
    .flat()
    .map((e) => e.card);
}

/** The match's own catalog: each card of both lists once, indexed in the order the lists name them. */
class MatchCatalog {
  readonly catalog: WotCard[] = [];
  readonly byId: Record<string, number> = {};

  indexOf(card: WotCard): number {
    let index = this.byId[card.id];
    if (index === undefined) {
      index = this.catalog.length;
      this.catalog.push(card);
      this.byId[card.id] = index;
    }
    return index;
  }

  /** A registered list as catalog indices (hero first, then battle, construction, sideboard). */
  compose(deck: DeckList): DeckComposition {
    const { sections } = resolveDeckSections(deck, cardIndex, 'wot.deck');
    const expand = (key: string) =>
      sorted((sections[key] ?? []).flatMap((e) => new Array<number>(e.count).fill(this.indexOf(e.card))));
    const hero = sections.hero?.[0]?.card;
    if (hero === undefined) throw new RangeError('a registered list without a hero');
    return {
      hero: this.indexOf(hero),
      battle: expand('battle'),
      construction: expand('construction'),
      sideboard: expand('sideboard'),
    };
  }
}

/** A.1: what each game starts every player with: 20 life, no resources, nothing in hand or in play. */
export const GAME_START = {
  life: RULES.startingLife,
  mana: 0,
  gold: 0,
  power: 0,
  hand: [],
  discard: [],
  places: [],
  armory: [],
  mulligan: 'pending',
  heroPoint: false,
  hired: false,
  powersUsed: [],
  abilitiesUsed: [],
} as const satisfies Partial<PlayerState>;

// The decks stay out of the piles until the first game starts (C.3: pre-sideboard swaps come first).
function startingPlayer(deck: DeckComposition): PlayerState {
  return { hero: deck.hero, ...GAME_START, battle: [], construction: [], deck, ready: false };
}

export function initialState(setup: WotSetup): WotState {
  const cards = new MatchCatalog();
  const registered: [DeckComposition, DeckComposition] = [cards.compose(setup.decks[0]), cards.compose(setup.decks[1])];
  return {
    options: setup.options,
    catalog: cards.catalog,
    cardIndex: cards.byId,
    decks: setup.decks,
    registered,
    players: [startingPlayer(registered[0]), startingPlayer(registered[1])],
    troops: [],
    fieldObjects: [],
    phase: 'sideboard',
    step: null,
    turn: 0,
    active: 0,
    first: 0,
    stack: null,
    pending: [],
    combat: null,
    forcing: false,
    time: null,
    game: 1,
    games: [],
    nextUid: 1,
    nextItem: 1,
    random: {},
    result: null,
  };
}
