import {
  playBotMatch,
  rulebookMapSchema,
  withJudgeLines,
  type BotMatch,
  type BotMatchOptions,
  type EventSecret,
  type GameBot,
  type GameModule,
  type MatchReport,
  type Seat,
} from '@cronica/rules-kernel';
import { randomBot } from './bots/random-bot.js';
import { greedyBot } from './bots/greedy-bot.js';
import { strongPlanBot } from './bots/strong-bot.js';
import { accionCommandSchema } from './encounter/command-schema.js';
import { seatOf, type AccionCommand } from './encounter/commands.js';
import { decide, decideAndFold } from './encounter/decide.js';
import { describeCommand } from './encounter/describe-commands.js';
import { describeDraw } from './encounter/describe-draws.js';
import { describeEvent } from './encounter/describe-events.js';
import { describeSecret } from './encounter/describe-secrets.js';
import type { AccionEvent } from './encounter/events.js';
import { evolve } from './encounter/evolve.js';
import { gateOf, gateSeats } from './encounter/gate.js';
import { initialState } from './encounter/initial.js';
import { legalCommands } from './encounter/legal.js';
import type { AccionResult } from './encounter/result.js';
import { controllerOf } from './encounter/rules.js';
import { GM_SEAT, type AccionSetup, type AccionState } from './encounter/state.js';
import { view, type AccionView } from './encounter/view.js';
import type { AccionOptions } from './options.js';
import { accionSetup, GAME_ID } from './setup.js';
import map from './RULEBOOK-MAP.json' with { type: 'json' };
import { ruleCase } from './encounter/rule-cases.js';

/** Bookkeeping events, in words for a judge's audit (the players' log leaves them out). */
const JUDGE_LINES = {
  ActionTaken: { es: 'Se gasta una acción del turno', en: 'An action of the turn is spent' },
  PreparationUsed: { es: 'Se gasta la preparación', en: 'The preparation is spent' },
  ConcentrationUsed: { es: 'Se gasta la concentración', en: 'The concentration is spent' },
  InterceptionDeclined: { es: 'No intercepta', en: 'Does not intercept' },
  TurnEnded: { es: 'Fin del turno', en: 'End of the turn' },
  InitiativeHandedOff: { es: 'La iniciativa pasa al siguiente', en: 'The initiative passes on' },
} as const;

/**
 * Event fields only some seats may read (judges always can): drawn cards (their owner: the
 * player, or the GM for an enemy's draw) and a card lent for a flank (its owner and borrower).
 * Deck order is never in event data: shuffles ride in `metadata.random` under `deck:seatN`
 * labels, whose outcomes the replay keeps hidden.
 */
export function secrets(event: AccionEvent): readonly EventSecret[] {
  switch (event.type) {
    case 'CardsDrawn':
      return [{ path: ['cards'], visibleTo: [controllerOf(event.data.actor)] }];
    case 'FlankCardLent':
    case 'LentCardReturned':
      return [{ path: ['card'], visibleTo: [event.data.ally, event.data.seat] }];
    default:
      return [];
  }
}

/** The result and each seat's standing: players' HP; for the GM, the HP its standing enemies keep. */
export function matchReport(state: AccionState): MatchReport | null {
  const result = state.result;
  if (result === null) return null;
  const seats = [GM_SEAT, ...state.players.map((p) => p.seat)];
  const life = seats.map((seat) =>
    seat === GM_SEAT
      ? state.enemies.filter((e) => !e.defeated).reduce((sum, e) => sum + e.hp, 0)
      : state.players.find((p) => p.seat === seat)!.hp,
  );
  return { result, games: [{ winner: result.outcome === 'win' ? result.winner : null, life }] };
}

/** The seat most likely to act next (bots and simulations ask it first). */
export function likelySeat(state: AccionState): Seat {
  return gateSeats(gateOf(state))[0] ?? GM_SEAT;
}

/** Every line of 003 traced to its code and the tests that prove it. */
const rulebook = rulebookMapSchema.parse(map);

/** La Regla de Acción (003_9d379b4d763b9b92.txt): an encounter with a game master at seat 0. */
export const accion: GameModule<AccionState, AccionCommand, AccionEvent, AccionView, AccionSetup, AccionOptions> = {
  id: GAME_ID,
  version: '1.0.0',
  name: { es: 'La Regla de Acción', en: 'La Regla de Acción (The Action Rule)' },
  initialState,
  decide,
  evolve,
  legalCommands,
  view,
  result: (state): AccionResult | null => state.result,
  seatOf,
  randomCounters: (state) => state.random,
  secrets,
  commandSchema: accionCommandSchema,
  systemCommands: ['CallTime'],
  describer: {
    event: withJudgeLines(describeEvent, JUDGE_LINES),
    command: describeCommand,
    secret: describeSecret,
    draw: describeDraw,
  },
  setup: accionSetup,
  bots: [randomBot, greedyBot, strongPlanBot],
  matchReport,
  rulebook,
  ruleCase,
};

/** A whole encounter between bots (one per seat, the GM's first), with the module's own fold. */
export function playEncounter(
  setup: AccionSetup,
  seed: Uint8Array,
  bots: readonly GameBot<AccionState, AccionCommand>[],
  options: Pick<BotMatchOptions<AccionState, AccionCommand, AccionEvent, AccionSetup>, 'maxCommands' | 'observe'> = {},
): BotMatch<AccionState, AccionCommand, AccionEvent> {
  return playBotMatch({ module: accion, setup, seed, bots, decideAndFold, likelySeat, ...options });
}
