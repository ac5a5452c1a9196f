import type { ByType, Localized } from '@cronica/util';
import { cardLabel } from '../cards.js';
import type { Ctx } from './describe-events.js';
import type { EventOf } from './events.js';
import { both } from './names.js';
import type { AccionResult, EndReason } from './result.js';

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

export const FLOW_LINES: ByType<FlowEvent, [Ctx], Localized | null> = {
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
