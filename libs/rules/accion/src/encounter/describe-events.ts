import { readsSeatSecrets, type Viewer } from '@cronica/rules-kernel';
import { byType, type ByType, type Localized } from '@cronica/util';
import { cardLabel } from '../cards.js';
import type { AccionEvent, EventOf, FigureChangeType, Roll } from './events.js';
import { both, cardsText, KIND_NAMES, nameOf, seatName, squareText } from './names.js';
import { controllerOf } from './rules.js';
import type { AccionState } from './state.js';
import type { AccionResult, EndReason } from './result.js';

/**
 * One log line per event as `viewer` may read it (never a card the viewer may not see: drawn
 * cards only for their owner, a lent card only for its owner and borrower; judges read all).
 */

type L = 'es' | 'en';
const dice = (r: Roll) => (r.dice.length === 1 ? `${r.kept}` : `${r.dice.join('/')} → ${r.kept}`);
const drawWord = (n: number, l: L) => (l === 'es' ? (n === 1 ? 'carta' : 'cartas') : n === 1 ? 'card' : 'cards');

interface Ctx {
  readonly n: (id: string) => Localized;
  readonly s: (seat: number) => Localized;
  readonly before: AccionState;
  readonly viewer: Viewer;
}

export function describeEvent(event: AccionEvent, before: AccionState, viewer: Viewer): Localized | null {
  const ctx: Ctx = { n: (id) => nameOf(before, id), s: (seat) => seatName(before, seat), before, viewer };
  return byType(EVENT_LINES, event, ctx);
}

/** Cards drawn, played, given and charged: hidden cards only for who may read them. */
type CardEvent = EventOf<
  | 'EncounterStarted'
  | 'CardsDrawn'
  | 'CardsPlayed'
  | 'MpSpent'
  | 'ManaCharged'
  | 'CardsDiscarded'
  | 'CardRecovered'
  | 'CardDonated'
  | 'HandReset'
  | 'FlankCardLent'
  | 'LentCardReturned'
>;

const CARD_LINES: ByType<CardEvent, [Ctx], Localized | null> = {
  EncounterStarted: (_event, { before }) =>
    both((l) =>
      l === 'es'
        ? `Comienza el encuentro: ${before.options.name.es}. Se barajan los mazos.`
        : `The encounter begins: ${before.options.name.en}. Decks are shuffled.`,
    ),
  CardsDrawn: (event, { n, viewer }) => {
    const e = event.data;
    const seen = readsSeatSecrets(viewer, controllerOf(e.actor));
    const greed = (l: L) =>
      e.greed === undefined
        ? ''
        : l === 'es'
          ? ` (avaricia: ${e.count} de ${e.greed.normal})`
          : ` (greed: ${e.count} of ${e.greed.normal})`;
    return both(
      (l) =>
        `${n(e.actor)[l]} ${l === 'es' ? 'roba' : 'draws'} ${seen && e.count > 0 ? cardsText(e.cards) : `${e.count} ${drawWord(e.count, l)}`}${greed(l)}`,
    );
  },
  CardsPlayed: (event, { n }) =>
    both(
      (l) =>
        `${n(event.data.actor)[l]} ${l === 'es' ? 'juega' : 'plays'} ${cardsText(event.data.cards.map((c) => c.card))}`,
    ),
  MpSpent: (event, { s }) =>
    both((l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'paga' : 'pays'} ${event.data.amount} MP (${event.data.mp})`),
  ManaCharged: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'carga mana con' : 'charges mana with'} ${cardsText(event.data.cards)}: +${event.data.mana} MP`,
    ),
  CardsDiscarded: (event, { n }) =>
    both((l) => `${n(event.data.actor)[l]} ${l === 'es' ? 'descarta' : 'discards'} ${cardsText(event.data.cards)}`),
  CardRecovered: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'devuelve al fondo del mazo' : 'returns to the bottom of the deck'} ${cardLabel(event.data.card)}`,
    ),
  CardDonated: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'dona a la mesa' : 'donates to the table'} ${cardLabel(event.data.card)}`,
    ),
  HandReset: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'reinicia su mano' : 'resets their hand'} (${event.data.returned})`,
    ),
  FlankCardLent: lentLine,
  LentCardReturned: lentLine,
};

/** A card lent on a flank and its return: named only for its owner and borrower. */
function lentLine(event: EventOf<'FlankCardLent' | 'LentCardReturned'>, { s, viewer }: Ctx): Localized {
  const { ally, seat, card } = event.data;
  const seen = readsSeatSecrets(viewer, ally) || readsSeatSecrets(viewer, seat);
  const shown = seen ? cardLabel(card) : '';
  return event.type === 'FlankCardLent'
    ? both((l) => `${s(ally)[l]} ${l === 'es' ? 'presta una carta' : 'lends a card'}${shown && ` (${shown})`}`)
    : both(
        (l) =>
          `${l === 'es' ? 'La carta prestada vuelve a' : 'The lent card returns to'} ${s(ally)[l]}${shown && ` (${shown})`}`,
      );
}

/** Rolls, damage, Effort, moves and conditions. */
type CombatEvent = EventOf<
  | 'ActionTaken'
  | 'CheckRolled'
  | 'EffortAdded'
  | FigureChangeType
  | 'ChargeDeclared'
  | 'InterceptionOffered'
  | 'InterceptionDeclined'
>;

const COMBAT_LINES: ByType<Exclude<CombatEvent, EnemyEvent>, [Ctx], Localized | null> = {
  ActionTaken: () => null,
  CheckRolled: (event, { n }) => {
    const e = event.data;
    return both(
      (l) =>
        `${n(e.actor)[l]}: ${l === 'es' ? 'tirada' : 'roll'} ${KIND_NAMES[e.kind][l]} ${l === 'es' ? 'contra' : 'against'} ${n(e.against)[l]} (${l === 'es' ? 'amenaza' : 'threat'} ${e.threat}, ${e.target}+): ${dice(e.roll)} — ${e.success ? (l === 'es' ? 'éxito' : 'success') : l === 'es' ? 'fallo' : 'miss'}`,
    );
  },
  EffortAdded: (event, { n }) =>
    both(
      (l) =>
        `+${event.data.amount} ${l === 'es' ? 'de Esfuerzo a' : 'Effort to'} ${n(event.data.objective)[l]} (${event.data.progress})`,
    ),
  EnemyDamaged: (event, { n }) =>
    both(
      (l) =>
        `${n(event.data.enemy)[l]} ${l === 'es' ? 'recibe' : 'takes'} ${event.data.amount} (${l === 'es' ? 'PV' : 'HP'} ${event.data.hp})`,
    ),
  EnemyDefeated: (event, { n }) => both((l) => `${n(event.data.enemy)[l]} ${l === 'es' ? 'cae' : 'is defeated'}`),
  Moved: (event, { n }) =>
    both((l) => `${n(event.data.actor)[l]} → ${n(event.data.scene)[l]} ${squareText(event.data.to)}`),
  Prepared: (event, { s }) => both((l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'se prepara' : 'is prepared'}`),
  PreparationUsed: () => null,
  EnemyInterrupted: (event, { n, s }) =>
    both((l) => `${s(event.data.by)[l]} ${l === 'es' ? 'interrumpe a' : 'interrupts'} ${n(event.data.enemy)[l]}`),
  Concentrated: (event, { s }) =>
    both((l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'se concentra' : 'concentrates'}`),
  ConcentrationUsed: () => null,
  ChargeDeclared: (event, { n }) =>
    both((l) => `${n(event.data.actor)[l]} ${l === 'es' ? 'embiste a' : 'charges'} ${n(event.data.target)[l]}`),
  InterceptionOffered: (event, { s }) =>
    both(
      (l) =>
        `${l === 'es' ? 'Pueden interceptar' : 'May intercept'}: ${event.data.eligible.map((x) => s(x)[l]).join(', ')}`,
    ),
  Intercepted: (event, { s }) =>
    both(
      (l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'intercepta en' : 'intercepts at'} ${squareText(event.data.to)}`,
    ),
  InterceptionDeclined: () => null,
};

/** The enemies' attacks, harrying and schemes, and what they do to the players. */
type EnemyEvent = EventOf<
  'EnemyAttacked' | 'EnemyHexed' | 'ThreatAdvanced' | 'PlayerDamaged' | 'PlayerFell' | 'HpRestored'
>;

const ENEMY_LINES: ByType<EnemyEvent, [Ctx], Localized | null> = {
  EnemyAttacked: (event, { n, s }) => {
    const e = event.data;
    return both(
      (l) =>
        `${n(e.enemy)[l]} ${l === 'es' ? (e.instant ? 'ataca al paso a' : 'ataca a') : e.instant ? 'strikes at' : 'attacks'} ${s(e.target)[l]}: ${dice(e.roll)} vs ${e.guard} — ${e.hit ? (l === 'es' ? 'impacta' : 'hit') : l === 'es' ? 'falla' : 'miss'}`,
    );
  },
  EnemyHexed: (event, { n, s }) => {
    const e = event.data;
    return both(
      (l) =>
        `${n(e.enemy)[l]} ${l === 'es' ? 'hostiga a' : 'harries'} ${s(e.target)[l]}: ${dice(e.roll)} vs ${dice(e.resist)} — ${e.success ? (l === 'es' ? 'lo consigue' : 'succeeds') : l === 'es' ? 'no lo consigue' : 'fails'}`,
    );
  },
  ThreatAdvanced: (event, { n }) =>
    both(
      (l) =>
        `${n(event.data.enemy)[l]} ${l === 'es' ? 'trama' : 'schemes'}: +${event.data.amount} (${event.data.progress})`,
    ),
  PlayerDamaged: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'recibe' : 'takes'} ${event.data.amount}${event.data.halved ? (l === 'es' ? ' (a la mitad)' : ' (halved)') : ''} (${l === 'es' ? 'PV' : 'HP'} ${event.data.hp})`,
    ),
  PlayerFell: (event, { s }) => both((l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'cae' : 'falls'}`),
  HpRestored: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'recupera' : 'recovers'} ${event.data.amount} (${l === 'es' ? 'PV' : 'HP'} ${event.data.hp})`,
    ),
};

/** Initiative, turns, rounds and the end. */
type FlowEvent = EventOf<
  | 'InitiativeRevealed'
  | 'InitiativeTied'
  | 'OpenerChosen'
  | 'RoundStarted'
  | 'TurnStarted'
  | 'AidRequested'
  | 'AidRefused'
  | 'InitiativeCeded'
  | 'FlankRequested'
  | 'FlankDeclined'
  | 'TurnEnded'
  | 'RoundEnded'
  | 'InitiativeHandedOff'
  | 'InitiativePassed'
  | 'FlowBroken'
  | 'Conceded'
  | 'TimeCalled'
  | 'EncounterEnded'
>;

const FLOW_LINES: ByType<FlowEvent, [Ctx], Localized | null> = {
  InitiativeRevealed: (event, { n }) => {
    const e = event.data;
    return both(
      (l) =>
        `${l === 'es' ? 'Iniciativa' : 'Initiative'}: ${e.reveals.map((r) => `${n(r.actor)[l]} ${cardLabel(r.card)} (${r.value}${r.bonus > 0 ? ` +${r.bonus}` : ''})`).join(', ')}`,
    );
  },
  InitiativeTied: (event, { n }) =>
    both((l) => `${l === 'es' ? 'Empate entre' : 'Tie between'} ${event.data.actors.map((a) => n(a)[l]).join(', ')}`),
  OpenerChosen: (event, { n, s }) =>
    both(
      (l) => `${s(event.data.by)[l]} ${l === 'es' ? 'elige que abra' : 'chooses to open:'} ${n(event.data.actor)[l]}`,
    ),
  RoundStarted: (event) => both((l) => `${l === 'es' ? 'Ronda' : 'Round'} ${event.data.round}`),
  TurnStarted: (event, { n }) =>
    both(
      (l) =>
        `${l === 'es' ? 'Turno de' : 'Turn of'} ${n(event.data.actor)[l]} (${event.data.actions} ${l === 'es' ? 'acciones' : 'actions'})`,
    ),
  AidRequested: (event, { s }) =>
    both(
      (l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'pide ayuda a' : 'asks for help from'} ${s(event.data.ally)[l]}`,
    ),
  AidRefused: (event, { s }) =>
    both((l) => `${s(event.data.ally)[l]} ${l === 'es' ? 'no puede ayudar' : 'cannot help'}`),
  InitiativeCeded: (event, { s }) =>
    both((l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'cede la iniciativa' : 'cedes the initiative'}`),
  FlankRequested: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'pide flanqueo a' : 'asks for a flank from'} ${s(event.data.ally)[l]}`,
    ),
  FlankDeclined: (event, { s }) =>
    both((l) => `${s(event.data.ally)[l]} ${l === 'es' ? 'no presta carta' : 'lends no card'}`),
  TurnEnded: (event, { n }) =>
    event.data.passed ? both((l) => `${n(event.data.actor)[l]} ${l === 'es' ? 'pasa' : 'passes'}`) : null,
  RoundEnded: (event) => both((l) => `${l === 'es' ? 'Fin de la ronda' : 'End of round'} ${event.data.round}`),
  InitiativeHandedOff: (event) =>
    event.data.broken
      ? both((l) =>
          l === 'es'
            ? 'El flujo se rompe: los enemigos toman la iniciativa'
            : 'The flow breaks: the enemies take the initiative',
        )
      : null,
  InitiativePassed: (event, { n }) =>
    both(
      (l) => `${n(event.data.from)[l]} ${l === 'es' ? 'cede el turno a' : 'hands the turn to'} ${n(event.data.to)[l]}`,
    ),
  FlowBroken: (event, { n }) =>
    both(
      (l) =>
        `${l === 'es' ? 'El director de juego rompe el flujo:' : 'The game master breaks the flow:'} ${n(event.data.to)[l]}`,
    ),
  Conceded: (event, { s }) => both((l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'abandona' : 'concedes'}`),
  TimeCalled: () => both((l) => (l === 'es' ? 'Se acabó el tiempo de la sesión' : 'Session time is up')),
  EncounterEnded: (event) => endLine(event.data.result),
};

const REASONS: Readonly<Record<EndReason, Localized>> = {
  'objectives-complete': { es: 'objetivos cumplidos', en: 'objectives complete' },
  'enemies-defeated': { es: 'enemigos derrotados', en: 'enemies defeated' },
  'party-down': { es: 'nadie del grupo queda en pie', en: 'nobody in the party is standing' },
  'threat-complete': { es: 'la amenaza se cumplió', en: 'the threat came to pass' },
  'round-limit': { es: 'se agotaron las rondas', en: 'the rounds ran out' },
  'gm-conceded': { es: 'el director de juego cedió', en: 'the game master conceded' },
  'time-called': { es: 'se acabó el tiempo', en: 'time was called' },
};

export const reasonText = (reason: EndReason): Localized => REASONS[reason];

function endLine(result: AccionResult): Localized {
  const why = REASONS[result.reason];
  if (result.side === 'party')
    return both((l) => (l === 'es' ? `Victoria del grupo: ${why.es}` : `The party wins: ${why.en}`));
  if (result.side === 'gm')
    return both((l) => (l === 'es' ? `Ganan los enemigos: ${why.es}` : `The enemies prevail: ${why.en}`));
  return both((l) =>
    l === 'es' ? `El encuentro queda sin resolver: ${why.es}` : `The encounter ends unresolved: ${why.en}`,
  );
}

const EVENT_LINES: ByType<AccionEvent, [Ctx], Localized | null> = {
  ...CARD_LINES,
  ...COMBAT_LINES,
  ...ENEMY_LINES,
  ...FLOW_LINES,
};
