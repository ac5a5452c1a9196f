import { sampleEncounter } from './samples.js';
import {
  validationResult,
  violation,
  type DeckList,
  type DeckTextSpec,
  type DeckValidationError,
  type DeckValidator,
  type GameSetupSpec,
  type ReadyDeck,
  type RuleViolation,
  type Seat,
} from '@cronica/rules-kernel';
import { localized } from '@cronica/util';
import { cardLabel, parseCard, type Card } from './cards.js';
import { placeFigures } from './encounter/initial.js';
import type { AccionSetup } from './encounter/state.js';
import { encounterOptionsSchema, type AccionOptions } from './options.js';

/**
 * Setting up an encounter: seat 0 is the game master (no deck list), seats 1–4 the players.
 * Every player plays a standard 52-card deck (003); the deck list names only the character's
 * identity card (003, "Carga de Mana": "Usar tu Carta identidad vale 5 mana"), e.g.
 * `{ game: 'accion', sections: { identity: [{ card: 'QH', count: 1 }] } }`.
 */

export const GAME_ID = 'accion';
export const MIN_SEATS = 2;
export const MAX_SEATS = 5;

/** Plain-text lists: `Identidad` / `Identity` then `1 Q♥`. */
export const ACCION_DECK_TEXT_SPEC: DeckTextSpec = {
  game: GAME_ID,
  sections: [{ key: 'identity', aliases: ['Identidad', 'Identity', 'Carta identidad', 'Identity card'] }],
  defaultSection: 'identity',
};

/** The identity card a list names, or the errors that keep it from being played. */
export function identityOf(deck: DeckList): { identity: Card } | { errors: DeckValidationError[] } {
  const error = (code: string, es: string, en: string): { errors: DeckValidationError[] } => ({
    errors: [{ code: `accion.deck.${code}`, message: localized(es, en) }],
  });
  if (deck.game !== GAME_ID)
    return error('game', 'La lista no es de La Regla de Acción.', 'The list is not for La Regla de Acción.');
  const extra = Object.keys(deck.sections).filter((k) => k !== 'identity');
  if (extra.length > 0)
    return error('section', `Sección desconocida: ${extra.join(', ')}.`, `Unknown section: ${extra.join(', ')}.`);
  const entries = deck.sections.identity ?? [];
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined || entry.count !== 1) {
    return error('identity-count', 'Nombra exactamente 1 carta identidad.', 'Name exactly 1 identity card.');
  }
  const identity = parseCard(entry.card);
  if (identity === null)
    return error(
      'identity-card',
      `«${entry.card}» no es una carta de una baraja estándar.`,
      `"${entry.card}" is not a card of a standard deck.`,
    );
  return { identity };
}

export const accionDeckValidator: DeckValidator = {
  validate: (deck) => {
    const read = identityOf(deck);
    return validationResult('errors' in read ? read.errors : []);
  },
};

/** A player without a list plays with a default identity card, one per seat. */
const DEFAULT_IDENTITIES: readonly Card[] = ['QS', 'KD', 'JC', 'QH'];

const refuse = (code: string, es: string, en: string, detail: unknown = null): RuleViolation =>
  violation(`accion.setup.${code}`, detail, localized(es, en));

export function createSetup(decks: readonly (DeckList | null)[], options: AccionOptions): AccionSetup | RuleViolation {
  if (decks.length < MIN_SEATS || decks.length > MAX_SEATS) {
    return refuse(
      'seats',
      'Un encuentro tiene un director de juego y de 1 a 4 jugadores.',
      'An encounter has one game master and 1 to 4 players.',
    );
  }
  if (decks[0] !== null && decks[0] !== undefined)
    return refuse('gm-deck', 'El director de juego juega sin lista.', 'The game master plays without a deck list.');
  const players = seatedPlayers(decks);
  if (!Array.isArray(players)) return players;
  if (options.initiator !== null && options.initiator >= decks.length) {
    return refuse(
      'initiator',
      'Quien inició el combate debe ser un jugador del encuentro.',
      'Whoever started the fight must be a player of the encounter.',
    );
  }
  const placed = placeFigures(
    options,
    players.map((p) => p.seat),
  );
  if ('error' in placed)
    return refuse('placement', `No caben las figuras: ${placed.error}.`, `The figures do not fit: ${placed.error}.`);
  return {
    options,
    players: players.map(({ seat, identity }) => ({ seat, identity })),
    decks: [null, ...players.map((p) => p.deck)],
  };
}

type SeatedPlayer = { seat: Seat; identity: Card; deck: DeckList | null };

/** Each player seat with its identity card: from its list, or the seat's default without one. */
function seatedPlayers(decks: readonly (DeckList | null)[]): SeatedPlayer[] | RuleViolation {
  const players: SeatedPlayer[] = [];
  for (let seat = 1; seat < decks.length; seat += 1) {
    const deck = decks[seat] ?? null;
    if (deck === null) {
      players.push({ seat, identity: DEFAULT_IDENTITIES[seat - 1]!, deck: null });
      continue;
    }
    const read = identityOf(deck);
    if ('errors' in read)
      return refuse(
        'deck',
        `Lista del asiento ${seat}: ${read.errors[0]!.message.es}`,
        `Seat ${seat}'s list: ${read.errors[0]!.message.en}`,
        read.errors,
      );
    players.push({ seat, identity: read.identity, deck });
  }
  return players;
}

const ready = (id: string, es: string, en: string, card: Card, aboutEs: string, aboutEn: string): ReadyDeck => ({
  id,
  name: localized(es, en),
  description: localized(
    `${aboutEs} Carta identidad: ${cardLabel(card)}.`,
    `${aboutEn} Identity card: ${cardLabel(card)}.`,
  ),
  deck: { game: GAME_ID, sections: { identity: [{ card, count: 1 }] } },
});

export const READY_DECKS: readonly ReadyDeck[] = [
  ready(
    'espadachina',
    'La espadachina',
    'The duellist',
    'QS',
    'Baraja estándar; combate cuerpo a cuerpo.',
    'Standard deck; close combat.',
  ),
  ready(
    'hechicero',
    'El hechicero',
    'The sorcerer',
    'KD',
    'Baraja estándar; habilidades arcanas.',
    'Standard deck; arcane skills.',
  ),
  ready(
    'exploradora',
    'La exploradora',
    'The scout',
    'JC',
    'Baraja estándar; movimiento y flanqueo.',
    'Standard deck; movement and flanking.',
  ),
  ready(
    'bardo',
    'El bardo',
    'The bard',
    'QH',
    'Baraja estándar; encuentros sociales.',
    'Standard deck; social encounters.',
  ),
];

export const accionSetup: GameSetupSpec<AccionSetup, AccionOptions> = {
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  // Seat 0, the game master, plays without a deck list (RULES-NOTES.md, "Seats and roles").
  decklessSeats: [0],
  optionsSchema: encounterOptionsSchema,
  create: createSetup,
  deckLists: (setup) => setup.decks,
  readyDecks: () => READY_DECKS,
  // RULES-NOTES.md, "Bots and the bench": the default encounter, one hero against a bandit and an
  // archer, is the party's whoever plays the GM; the ambush against one hero is near even.
  benchOptions: () => sampleEncounter('emboscada'),
};
