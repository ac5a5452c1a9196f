import {
  isRuleViolation,
  rolloutBot,
  type GameBot,
  type GameBotSpec,
  type RandomSource,
  type Seat,
} from '@cronica/rules-kernel';
import type { AccionCommand } from '../encounter/commands.js';
import { decideAndFold } from '../encounter/decide.js';
import { legalCommands } from '../encounter/legal.js';
import type { AccionState } from '../encounter/state.js';
import { GM_SEAT } from '../encounter/state.js';
import { gateOf, gateSeats } from '../encounter/gate.js';
import { determinize } from './determinize.js';
import { planChoice } from './plan.js';
import { scoreFor } from './score.js';

/**
 * The strong bot. For the party it takes its plan's choice (plan.ts) and, for a few other kinds of
 * move (another target, another action), plays each out with every seat on that plan on one guess
 * at what its seat cannot see (determinize.ts), and keeps the move whose outcome its side scores
 * best (score.ts). Its guesses and dice come from its own stream. The GM plays its plan as it is:
 * two playouts a move are too few to judge an enemy's action, whose worth is a few dice away, and
 * they chose worse than the plan (bench of 400 encounters against the greedy party: the GM won
 * 13.5 % with playouts, 17.8 % without).
 */
export function strongBot(random: RandomSource): GameBot<AccionState, AccionCommand> {
  const party = partyBot(random);
  return {
    choose: (state, seat, legal) =>
      seat === GM_SEAT ? planChoice(state, seat, legal) : party.choose(state, seat, legal),
  };
}

function partyBot(random: RandomSource): GameBot<AccionState, AccionCommand> {
  return rolloutBot<AccionState, AccionCommand>({
    determinize: (state, seat) => determinize(state, seat, random),
    rank: (state, seat, legal) => candidates(planChoice(state, seat, legal), legal),
    step: (state, command, ctx) => {
      const applied = decideAndFold(command, state, ctx);
      return isRuleViolation(applied) ? null : applied.state;
    },
    legalCommands,
    result: (state) => state.result,
    seatsInOrder,
    evaluate: scoreFor,
    policy: { choose: planChoice },
    width: WIDTH,
    rollouts: 2,
    depth: 20,
    random,
  });
}

const WIDTH = 4;

/**
 * The seats a playout asks, the ones the rules wait on first (module.ts's `likelySeat`), then the
 * rest; but when a player is about to name the next actor, the GM first: it may break the flow
 * then (003, "o el GM lo decide"; RULES-NOTES.md, "The flow breaks"), and its plan always does,
 * so a playout that let the player hand the turn to themselves would promise turns a GM never gives.
 */
function seatsInOrder(state: AccionState): Seat[] {
  const gate = gateOf(state);
  const first = gate.kind === 'handoff' ? [GM_SEAT] : gateSeats(gate);
  return [...first, ...[GM_SEAT, ...state.players.map((p) => p.seat)].filter((s) => !first.includes(s))];
}

/**
 * The greedy choice first, then the first move of each other kind and target: a different kind of
 * move is what a playout can tell apart, where two combos on one target mostly differ by a point.
 * It never concedes (a concession is offered apart, RULES-NOTES.md "Concede").
 */
function candidates(greedy: AccionCommand, legal: readonly AccionCommand[]): AccionCommand[] {
  const seen = new Set([kindOf(greedy)]);
  const picked = [greedy];
  for (const command of legal) {
    const kind = kindOf(command);
    if (command.type === 'Concede' || seen.has(kind)) continue;
    seen.add(kind);
    picked.push(command);
  }
  return picked;
}

function kindOf(command: AccionCommand): string {
  const data = (command as { readonly data?: { readonly target?: unknown } }).data;
  return `${command.type}:${String(data?.target ?? '')}`;
}

export const strongBotSpec: GameBotSpec<AccionState, AccionCommand> = {
  name: 'strong',
  label: { es: 'Fuerte', en: 'Strong' },
  description: {
    es: 'Con los jugadores prueba varias jugadas antes de elegir; como DJ sigue un plan que castiga los fallos: para quien quiere un reto.',
    en: 'As a player it tries several moves before choosing; as the GM it follows a plan that punishes misses: for a challenge.',
  },
  create: strongBot,
};
