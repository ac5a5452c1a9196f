import {
  readsSeatSecrets,
  withJudgeLines,
  type GameDescriber,
  type GameResult,
  type Viewer,
} from '@cronica/rules-kernel';
import { byType, type ByType, type Localized } from '@cronica/util';
import { LINE_NAMES, MANEUVER_NAMES } from '../cards/vocabulary.js';
import { cardOfInstance } from '../engine/evolve-board.js';
import type { EcgCommand } from '../engine/commands.js';
import type { EcgEvent, EventOf } from '../engine/events.js';
import { describeBoardEvent } from './describe-board.js';
import { describeSecret } from './describe-secrets.js';
import { describeDraw } from './describe-draws.js';
import { cardList, cardNamed, instanceName, seatName, t } from './words.js';
import type { EcgState } from '../engine/state.js';

/**
 * One log line per event for a viewer, in Spanish and English. Cards a viewer may not see (the
 * rival's draws and discards from hand: "Descarte y Exilio") are counted, never named.
 */

const plural = (n: number, es: [string, string], en: [string, string]): Localized => ({
  es: `${n} ${n === 1 ? es[0] : es[1]}`,
  en: `${n} ${n === 1 ? en[0] : en[1]}`,
});

/** Why the game ended, in words (004_e0e2bf9ed9dd62bf.txt, the victory paths; RULES-NOTES.md for time and the turn limit). */
export function endReason(reason: string): Localized {
  const REASONS: Record<string, Localized> = {
    battle: t('la moral del héroe de quien perdió llegó a 0', "the loser's hero's morale reached 0"),
    renown: t('alcanzó el renombre necesario', 'reached the renown needed'),
    blessing: t('completó sus Oraciones', 'completed its Prayers'),
    concede: t('quien perdió se rindió', 'the loser conceded'),
    time: t('se acabó el tiempo', 'time ran out'),
    'turn-limit': t('se alcanzó el límite de turnos', 'the turn limit was reached'),
    'battle-both': t('ambos héroes quedaron sin moral', 'both heroes ran out of morale'),
    'renown-both': t('ambos alcanzaron el renombre', 'both reached the renown'),
    'blessing-both': t('ambos completaron sus Oraciones', 'both completed their Prayers'),
    'renown-and-blessing': t('renombre y bendición a la vez', 'renown and blessing at once'),
  };
  return REASONS[reason] ?? t(reason, reason);
}

export function resultWords(result: GameResult): Localized {
  const why = endReason(result.reason);
  if (result.outcome === 'draw') return t(`Empate: ${why.es}.`, `Draw: ${why.en}.`);
  const who = seatName(result.winner);
  return t(`Gana ${who.es}: ${why.es}.`, `${who.en} wins: ${why.en}.`);
}

type CardEvent = EventOf<
  'DeckShuffled' | 'CardsDrawn' | 'ReshuffleDeclined' | 'DrawIgnored' | 'CardsDiscarded' | 'DiscardRequired'
>;
type TurnEvent = EventOf<
  | 'ChooserSet'
  | 'TurnOrderChosen'
  | 'TurnStarted'
  | 'Reinforced'
  | 'Prepared'
  | 'TurnEnded'
  | 'TimeCalled'
  | 'Conceded'
  | 'GameEnded'
>;

/** Decks, draws and discards: cards from hand named only for who may read them. */
const CARD_LINES: ByType<CardEvent, [EcgState, Viewer], Localized> = {
  DeckShuffled: (event) => {
    const who = seatName(event.data.seat);
    return event.data.from === 'deck'
      ? t(
          `${who.es} baraja su mazo (${event.data.size} cartas).`,
          `${who.en} shuffles their deck (${event.data.size} cards).`,
        )
      : t(
          `${who.es} baraja su descarte como nuevo mazo (${event.data.size} cartas).`,
          `${who.en} shuffles their discard into a new deck (${event.data.size} cards).`,
        );
  },
  CardsDrawn: (event, before, viewer) => {
    const who = seatName(event.data.seat);
    if (readsSeatSecrets(viewer, event.data.seat) && event.data.count > 0) {
      const list = cardList(before, event.data.cards);
      return t(`${who.es} roba: ${list.es}.`, `${who.en} draws: ${list.en}.`);
    }
    const n = plural(event.data.count, ['carta', 'cartas'], ['card', 'cards']);
    return t(`${who.es} roba ${n.es}.`, `${who.en} draws ${n.en}.`);
  },
  ReshuffleDeclined: (event) => {
    const who = seatName(event.data.seat);
    return t(
      `${who.es} no baraja su descarte: sigue sin mazo.`,
      `${who.en} does not shuffle their discard: plays on without a deck.`,
    );
  },
  DrawIgnored: (event) => {
    const who = seatName(event.data.seat);
    return t(
      `${who.es} no tiene mazo: no roba ${event.data.count}.`,
      `${who.en} has no deck: draws ${event.data.count} fewer.`,
    );
  },
  CardsDiscarded: (event, before, viewer) => {
    const who = seatName(event.data.seat);
    const how = event.data.reason === 'random' ? t(' al azar', ' at random') : t('', '');
    if (readsSeatSecrets(viewer, event.data.seat)) {
      const list = cardList(before, event.data.cards);
      return t(`${who.es} descarta${how.es}: ${list.es}.`, `${who.en} discards${how.en}: ${list.en}.`);
    }
    const n = plural(event.data.cards.length, ['carta', 'cartas'], ['card', 'cards']);
    return t(`${who.es} descarta ${n.es}${how.es}.`, `${who.en} discards ${n.en}${how.en}.`);
  },
  DiscardRequired: (event) => {
    const who = seatName(event.data.seat);
    return t(
      `${who.es} debe descartar ${event.data.count} antes de robar.`,
      `${who.en} must discard ${event.data.count} before drawing.`,
    );
  },
};

/** Who starts, turns and the end. */
const TURN_LINES: ByType<TurnEvent, [], Localized> = {
  ChooserSet: (event) => {
    const who = seatName(event.data.seat);
    return event.data.by === 'renown'
      ? t(`${who.es} tiene más renombre y elige quién empieza.`, `${who.en} has more renown and chooses who starts.`)
      : t(
          `Empate de renombre: el sorteo deja a ${who.es} elegir quién empieza.`,
          `Renown tie: the draw lets ${who.en} choose who starts.`,
        );
  },
  TurnOrderChosen: (event) => {
    const [who, first] = [seatName(event.data.seat), seatName(event.data.first)];
    return t(`${who.es} decide que empiece ${first.es}.`, `${who.en} decides that ${first.en} starts.`);
  },
  TurnStarted: (event) => {
    const who = seatName(event.data.seat);
    return t(`Turno ${event.data.turn}: ${who.es}.`, `Turn ${event.data.turn}: ${who.en}.`);
  },
  Reinforced: (event) => {
    const who = seatName(event.data.seat);
    const n = plural(event.data.count, ['carta', 'cartas'], ['card', 'cards']);
    return t(`${who.es} refuerza robando ${n.es}.`, `${who.en} reinforces, drawing ${n.en}.`);
  },
  Prepared: (event) => {
    const who = seatName(event.data.seat);
    return t(`${who.es} prepara sus recursos y tropas.`, `${who.en} readies their resources and troops.`);
  },
  TurnEnded: (event) => t(`Fin del turno ${event.data.turn}.`, `End of turn ${event.data.turn}.`),
  TimeCalled: (event) =>
    t(
      `¡Tiempo! La partida termina tras el turno ${event.data.lastTurn}.`,
      `Time! The game ends after turn ${event.data.lastTurn}.`,
    ),
  Conceded: (event) => {
    const who = seatName(event.data.seat);
    return t(`${who.es} se rinde.`, `${who.en} concedes.`);
  },
  GameEnded: (event) => resultWords(event.data.result),
};

const isCardEvent = (event: EcgEvent): event is CardEvent => Object.hasOwn(CARD_LINES, event.type);
const isTurnEvent = (event: EcgEvent): event is TurnEvent => Object.hasOwn(TURN_LINES, event.type);

/** The line of a card or turn event; undefined for the board's events (described apart). */
function describeCardsOrTurnEvent(event: EcgEvent, before: EcgState, viewer: Viewer): Localized | undefined {
  if (isCardEvent(event)) return byType(CARD_LINES, event, before, viewer);
  if (isTurnEvent(event)) return byType(TURN_LINES, event);
  return undefined;
}

function describeCommand(command: EcgCommand, state: EcgState): Localized {
  return byType(COMMAND_LINES, command, state);
}

const noWords = t('', '');
const cardOf = (state: EcgState, card: string) => cardNamed(state, card);
/** " sobre X" for a command aimed at a card instance; nothing without a target. */
function on(state: EcgState, target: number | null | undefined): Localized {
  if (typeof target !== 'number') return noWords;
  const n = instanceName(state, target);
  return t(` sobre ${n.es}`, ` on ${n.en}`);
}

const COMMAND_LINES: ByType<EcgCommand, [EcgState], Localized> = {
  DrawOpeningHand: () => t('Robar la mano inicial', 'Draw the opening hand'),
  ChooseTurnOrder: (command) =>
    command.data.go === 'first' ? t('Empezar el turno 1', 'Take turn 1') : t('Ceder el turno 1', 'Give turn 1 away'),
  Reinforce: (command, state) => {
    // "Cartas en la Mano": with a full hand, the player discards first, and chooses which.
    if (command.data.discard.length === 0)
      return t(`Reforzar: robar ${command.data.draw}`, `Reinforce: draw ${command.data.draw}`);
    const gone = cardList(state, command.data.discard);
    return t(
      `Reforzar: descartar ${gone.es} y robar ${command.data.draw}`,
      `Reinforce: discard ${gone.en} and draw ${command.data.draw}`,
    );
  },
  Reshuffle: (command) =>
    command.data.shuffle
      ? t('Barajar el descarte como mazo nuevo', 'Shuffle the discard into a new deck')
      : t('No barajar el descarte: seguir sin mazo', 'Do not shuffle the discard: play on without a deck'),
  PlayToCourt: (command, state) => {
    const card = cardOf(state, command.data.card);
    return t(`Jugar ${card.es} en la corte`, `Play ${card.en} to the court`);
  },
  Train: (command, state) => {
    const card = cardOf(state, command.data.card);
    return t(
      `Entrenar ${card.es} en ${LINE_NAMES[command.data.line].es}`,
      `Train ${card.en} in ${LINE_NAMES[command.data.line].en}`,
    );
  },
  PlayCard: (command, state) => {
    const [card, o] = [cardOf(state, command.data.card), on(state, command.data.target)];
    return t(`Jugar ${card.es}${o.es}`, `Play ${card.en}${o.en}`);
  },
  UseAbility: (command, state) => {
    const owner = cardOfInstance(state, command.data.seat, command.data.source);
    const name = owner === null ? t('?', '?') : state.catalog[owner]!.name;
    const o = on(state, command.data.target);
    return t(`Usar la habilidad de ${name.es}${o.es}`, `Use ${name.en}'s ability${o.en}`);
  },
  Maneuver: (command, state) => {
    const [troop, m, o] = [
      instanceName(state, command.data.troop),
      MANEUVER_NAMES[command.data.maneuver],
      on(state, command.data.target),
    ];
    return t(`${m.es} con ${troop.es}${o.es}`, `${m.en} with ${troop.en}${o.en}`);
  },
  Pass: () => t('Dejar que se resuelva', 'Let it resolve'),
  EndTurn: () => t('Terminar el turno', 'End the turn'),
  Discard: (command, state) =>
    t(`Descartar ${cardList(state, command.data.cards).es}`, `Discard ${cardList(state, command.data.cards).en}`),
  Concede: () => t('Rendirse', 'Concede'),
  CallTime: () => t('Cantar el tiempo', 'Call time'),
};

/** Bookkeeping events, in words for a judge's audit (the players' log leaves them out). */
const JUDGE_LINES = {
  ItemResolving: { es: 'Empieza a resolverse lo de arriba de la pila', en: 'The top of the stack starts resolving' },
  ItemCancelled: { es: 'Se anula lo de arriba de la pila', en: 'The top of the stack is cancelled' },
  ResolutionFinished: { es: 'Termina la resolución', en: 'The resolution is over' },
} as const;

export const ecgDescriber: GameDescriber<EcgState, EcgCommand, EcgEvent> = {
  event: withJudgeLines((event: EcgEvent, before: EcgState, viewer: Viewer) => {
    const table = describeCardsOrTurnEvent(event, before, viewer);
    return table !== undefined ? table : describeBoardEvent(event, before);
  }, JUDGE_LINES),
  command: describeCommand,
  secret: describeSecret,
  draw: describeDraw,
};
