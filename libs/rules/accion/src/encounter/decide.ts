import {
  eventsOf,
  SYSTEM_SEAT,
  type DecideAndFold,
  type DecideContext,
  type RuleViolation,
} from '@cronica/rules-kernel';
import { assertNever, byType, type ByType } from '@cronica/util';
import { isWellFormedCommand } from './command-schema.js';
import type { AccionCommand, AccionCommandType, CommandOf } from './commands.js';
import { attack, charge, useSkill } from './decide-attack.js';
import {
  enemyAttack,
  enemyChangeScene,
  enemyCharge,
  enemyHex,
  enemyMove,
  enemyScheme,
  intercept,
  letPass,
} from './decide-enemy.js';
import {
  breakFlow,
  callTime,
  cedeInitiative,
  concede,
  endTurn,
  endTurnCommand,
  passInitiative,
  settle,
} from './decide-flow.js';
import * as player from './decide-player.js';
import { chooseOpener, startEncounter } from './decide-start.js';
import { Emitter } from './emitter.js';
import type { AccionEvent } from './events.js';
import { gateOf, type Gate } from './gate.js';
import { activePlayer, isStandingPlayer } from './rules.js';
import { GM_SEAT, type AccionState, type EnemyState, type PlayerState } from './state.js';
import { findPlayer } from './update.js';
import { refuse } from './violations.js';

/** As decide, also returning the folded state (bots and simulations fold once). */
export const decideAndFold: DecideAndFold<AccionState, AccionCommand, AccionEvent> = (command, state, ctx) => {
  const e = decideWith(command, state, ctx);
  return e === null ? refuse('malformed', command) : e instanceof Emitter ? { events: e.events, state: e.state } : e;
};

/** The encounter's decider: a refusal (state untouched) or the events of the command. */
export const decide = eventsOf(decideAndFold);

function decideWith(command: AccionCommand, state: AccionState, ctx: DecideContext): Emitter | RuleViolation | null {
  if (!isWellFormedCommand(command)) return null;
  if (state.phase === 'ended') return refuse('encounter-over', command);
  const e = new Emitter(state, ctx.random);
  const refusal = route(command, e);
  if (refusal !== null) return refusal;
  afterCommand(e);
  return e;
}

/** The active player fell or left during their own turn: it ends and the flow breaks. */
function afterCommand(e: Emitter): void {
  if (settle(e)) return;
  const p = activePlayer(e.state);
  if (p !== undefined && !isStandingPlayer(p) && e.state.pending === null) endTurn(e);
}

/** The answers an ally may give to a pending aid or flank request. */
const ANSWERS: Readonly<Record<'aid' | 'flank', readonly AccionCommandType[]>> = {
  aid: ['GiveAid', 'RefuseAid'],
  flank: ['LendCard', 'DeclineFlank'],
};

function route(c: AccionCommand, e: Emitter): RuleViolation | null {
  if (c.type === 'CallTime') {
    if (c.data.seat !== SYSTEM_SEAT) return refuse('system-only', c);
    callTime(e);
    return null;
  }
  if (c.data.seat === SYSTEM_SEAT) return refuse('system-only', c);
  if (c.type === 'Concede') return concede(c, e);
  const gate = gateOf(e.state);
  switch (gate.kind) {
    case 'ended':
      return refuse('encounter-over', c);
    case 'setup':
      return c.type === 'StartEncounter' ? startEncounter(c, e) : refuse('not-started', c);
    case 'discard':
      if (c.type !== 'Discard')
        return refuse(c.data.seat === gate.player.seat ? 'discard-first' : 'waiting-for-answer', c);
      return c.data.seat === gate.player.seat ? player.discard(c, e, gate.player) : refuse('not-your-turn', c);
    case 'aid':
    case 'flank':
      if (!ANSWERS[gate.kind].includes(c.type) || c.data.seat !== gate.ally) return refuse('waiting-for-answer', c);
      return answer(c, e);
    case 'interception':
      if (!gate.seats.includes(c.data.seat)) return refuse('waiting-for-answer', c);
      if (c.type === 'Intercept') return intercept(c, e);
      return c.type === 'LetPass' ? letPass(c, e) : refuse('waiting-for-answer', c);
    case 'tie':
      return c.type === 'ChooseOpener' ? chooseOpener(c, e) : refuse('not-your-turn', c);
    case 'handoff':
      if (c.type === 'PassInitiative') return passInitiative(c, e);
      return c.type === 'BreakFlow' ? breakFlow(c, e) : refuse('not-your-turn', c);
    case 'player-turn':
      return c.data.seat === gate.player.seat ? playerTurn(c, e, gate) : refuse('not-your-turn', c);
    case 'enemy-turn':
      return c.data.seat === GM_SEAT ? enemyTurn(c, e, gate) : refuse('not-your-turn', c);
    default:
      return assertNever(gate);
  }
}

function answer(c: AccionCommand, e: Emitter): RuleViolation | null {
  const p = findPlayer(e.state, c.data.seat)!;
  switch (c.type) {
    case 'GiveAid':
      return player.giveAid(c, e, p);
    case 'RefuseAid':
      e.emit('AidRefused', { ally: p.seat });
      return null;
    case 'LendCard':
      return player.lendCard(c, e, p);
    case 'DeclineFlank':
      e.emit('FlankDeclined', { ally: p.seat });
      return null;
    default:
      return refuse('waiting-for-answer', c);
  }
}

function playerTurn(c: AccionCommand, e: Emitter, gate: Extract<Gate, { kind: 'player-turn' }>): RuleViolation | null {
  return isPlayerMove(c) ? byType(PLAYER_MOVES, c, e, gate.player) : refuse('players-only', c);
}

/** What the player whose turn it is may do (any other command is the GM's or an answer). */
type PlayerMove = CommandOf<
  | 'Attack'
  | 'UseSkill'
  | 'Move'
  | 'ChangeScene'
  | 'ForcedDraw'
  | 'Recover'
  | 'Prepare'
  | 'Assist'
  | 'RequestAid'
  | 'SafeMove'
  | 'Interrupt'
  | 'ResetHand'
  | 'Concentrate'
  | 'HardDraw'
  | 'Charge'
  | 'ChargeMana'
  | 'RequestFlank'
  | 'EndTurn'
  | 'CedeInitiative'
  | 'Discard'
>;

const PLAYER_MOVES: ByType<PlayerMove, [Emitter, PlayerState], RuleViolation | null> = {
  Attack: attack,
  UseSkill: useSkill,
  Move: player.move,
  ChangeScene: player.changeSceneCommand,
  ForcedDraw: player.forcedDraw,
  Recover: player.recover,
  Prepare: player.prepare,
  Assist: player.assist,
  RequestAid: player.requestAid,
  SafeMove: player.safeMove,
  Interrupt: player.interrupt,
  ResetHand: player.resetHand,
  Concentrate: player.concentrate,
  HardDraw: player.hardDraw,
  Charge: charge,
  ChargeMana: player.chargeMana,
  RequestFlank: player.requestFlank,
  EndTurn: (c, e) => endTurnCommand(c, e),
  CedeInitiative: (c, e) => cedeInitiative(c, e),
  // Discarding is only asked for over the hand limit, never on a turn.
  Discard: (c) => refuse('not-over-limit', c),
};

const isPlayerMove = (c: AccionCommand): c is PlayerMove => Object.hasOwn(PLAYER_MOVES, c.type);

/** What the GM may do on an enemy's turn (any other command is a player's). */
type EnemyMove = CommandOf<
  'EnemyAttack' | 'EnemyHex' | 'EnemyScheme' | 'EnemyMove' | 'EnemyChangeScene' | 'EnemyCharge' | 'EndTurn'
>;

const ENEMY_MOVES: ByType<EnemyMove, [Emitter, EnemyState], RuleViolation | null> = {
  EnemyAttack: enemyAttack,
  EnemyHex: enemyHex,
  EnemyScheme: enemyScheme,
  EnemyMove: enemyMove,
  EnemyChangeScene: enemyChangeScene,
  EnemyCharge: enemyCharge,
  EndTurn: (c, e) => endTurnCommand(c, e),
};

const isEnemyMove = (c: AccionCommand): c is EnemyMove => Object.hasOwn(ENEMY_MOVES, c.type);

function enemyTurn(c: AccionCommand, e: Emitter, gate: Extract<Gate, { kind: 'enemy-turn' }>): RuleViolation | null {
  return isEnemyMove(c) ? byType(ENEMY_MOVES, c, e, gate.enemy) : refuse('gm-only', c);
}
