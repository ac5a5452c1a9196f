import type { RuleViolation, Seat } from '@cronica/rules-kernel';
import type { CommandOf } from './commands.js';
import { resolveEnemyCharge } from './decide-enemy.js';
import { damagePlayer, drawCards } from './effects.js';
import type { Emitter } from './emitter.js';
import { drawnEncounter, sideWins, type AccionResult } from './result.js';
import { activePlayer, controllerOf, isStanding, standingActors, standingEnemies, standingPlayers } from './rules.js';
import { GM_SEAT, isPlayerId, playerId, seatOfPlayer, type AccionState, type ActorId } from './state.js';
import { findEnemy, findPlayer } from './update.js';
import { refuse } from './violations.js';

/** 003, "Determinando la iniciativa – Iniciativa popcorn" and "Paciencia popcorn". */

/** How the encounter stands: a result once a side has won (RULES-NOTES.md, "How an encounter ends"). */
export function encounterResult(state: AccionState): AccionResult | null {
  const seats = state.players.map((p) => p.seat);
  const objectivesDone = state.objectives.length > 0 && state.objectives.every((o) => o.progress >= o.size);
  const enemiesDone = state.enemies.every((e) => e.defeated);
  const victory = state.options.victory;
  if ((victory !== 'enemies' && objectivesDone) || (victory !== 'objectives' && enemiesDone)) {
    return sideWins(
      'party',
      objectivesDone && victory !== 'enemies' ? 'objectives-complete' : 'enemies-defeated',
      seats,
    );
  }
  if (standingPlayers(state).length === 0) return sideWins('gm', 'party-down', seats);
  if (state.threat !== null && state.threat.progress >= state.threat.size)
    return sideWins('gm', 'threat-complete', seats);
  return null;
}

/** Ends the encounter if a side has won; true when it has. */
export function settle(e: Emitter): boolean {
  if (e.ended) return true;
  const result = encounterResult(e.state);
  if (result === null) return false;
  e.emit('EncounterEnded', { result });
  return true;
}

export function actionsFor(state: AccionState, actor: ActorId): number {
  return isPlayerId(actor) ? findPlayer(state, seatOfPlayer(actor))!.nextTurnActions : findEnemy(state, actor)!.actions;
}

export function startTurn(e: Emitter, actor: ActorId): void {
  e.emit('TurnStarted', { actor, actions: actionsFor(e.state, actor) });
}

/**
 * Ends the current turn: the Robo Duro penalty of social and exploration encounters, a lent card
 * going home, then the handoff. `forced` when the actor can no longer act (fell or left).
 */
export function endTurn(e: Emitter, ceded = false): void {
  const turn = e.state.turn!;
  const player = activePlayer(e.state);
  if (player !== undefined && e.state.options.mode !== 'combat' && turn.hardDraw && !turn.relevant) {
    // 003, "Importante para encuentros sociales o de exploración": 1d6 directo al final del turno.
    const roll = e.roll('penalty', 6, 'one');
    damagePlayer(e, player.seat, roll.kept, 'social-penalty', null, roll);
  }
  const lent = e.state.turn!.lent;
  if (lent !== null && player !== undefined)
    e.emit('LentCardReturned', { ally: lent.owner, seat: player.seat, card: lent.card });
  e.emit('TurnEnded', { actor: turn.actor, passed: player !== undefined && turn.actionsUsed === 0 && !ceded });
  if (settle(e)) return;
  handOff(e, turn.actor);
}

/**
 * After a turn: who names the next actor, and among whom. Mid-round, those who have not acted;
 * at the round's end the last to act names the opener of the next (a player: anyone; an enemy:
 * the GM among the enemies) and draws 1 card. When the flow breaks — the actor fell or left, or
 * every player passed — the enemies take the initiative and the GM chooses which.
 */
export function handOff(e: Emitter, from: ActorId): void {
  const s = e.state;
  const roundEnd = standingActors(s).every((a) => s.acted.includes(a));
  if (roundEnd) {
    e.emit('RoundEnded', { round: s.round, last: from });
    const limit = s.options.table.roundLimit;
    if (limit !== null && s.round >= limit) {
      e.emit('EncounterEnded', {
        result: sideWins(
          'gm',
          'round-limit',
          s.players.map((p) => p.seat),
        ),
      });
      return;
    }
    // 003, "Paciencia popcorn": "el último en actuar roba 1 carta gratis de su mazo".
    if (isStanding(e.state, from)) drawCards(e, from, 1, 'patience');
  }
  announceHandoff(e, from, roundEnd);
}

/** Who chooses the next actor and among whom, from the state as it is now. */
export function announceHandoff(e: Emitter, from: ActorId, roundEnd: boolean): void {
  const s = e.state;
  const standing = standingActors(s);
  const waiting = standing.filter((a) => !s.acted.includes(a));
  const players = standingPlayers(s);
  const allPassed = players.length > 0 && players.every((p) => s.passed.includes(playerId(p.seat)));
  const broken = !isStanding(s, from) || allPassed;
  const enemies = standingEnemies(s).map((x) => x.id);
  let options = roundEnd ? (isPlayerId(from) ? standing : enemies) : waiting;
  if (broken) {
    const enemyOptions = roundEnd ? enemies : waiting.filter((a) => !isPlayerId(a));
    if (enemyOptions.length > 0) options = enemyOptions;
  }
  if (options.length === 0) options = standing;
  const chooser = broken ? GM_SEAT : controllerOf(from);
  e.emit('InitiativeHandedOff', { from, chooser, options, roundEnd, broken });
}

/** Opens the chosen actor's turn, and the next round first when the last one ended. */
function openTurn(e: Emitter, to: ActorId, roundEnd: boolean): void {
  if (roundEnd) e.emit('RoundStarted', { round: e.state.round + 1, opener: to });
  startTurn(e, to);
}

export function passInitiative(c: CommandOf<'PassInitiative'>, e: Emitter): RuleViolation | null {
  const h = e.state.handoff!;
  if (c.data.seat !== h.chooser) return refuse('not-your-turn', c);
  if (!h.options.includes(c.data.to)) return refuse('bad-next', c);
  e.emit('InitiativePassed', { from: h.from, to: c.data.to, by: c.data.seat });
  openTurn(e, c.data.to, h.roundEnd);
  return null;
}

/** The enemies a GM may hand the initiative to by breaking the flow ("o el GM lo decide"). */
export function breakOptions(state: AccionState): ActorId[] {
  const h = state.handoff;
  if (h === null || h.chooser === GM_SEAT) return [];
  const enemies = standingEnemies(state).map((x) => x.id);
  return h.roundEnd ? enemies : enemies.filter((id) => !state.acted.includes(id));
}

export function breakFlow(c: CommandOf<'BreakFlow'>, e: Emitter): RuleViolation | null {
  if (c.data.seat !== GM_SEAT) return refuse('gm-only', c);
  if (!breakOptions(e.state).includes(c.data.to)) return refuse('cannot-break', c);
  const roundEnd = e.state.handoff!.roundEnd;
  e.emit('FlowBroken', { to: c.data.to });
  openTurn(e, c.data.to, roundEnd);
  return null;
}

export function endTurnCommand(_c: CommandOf<'EndTurn'>, e: Emitter): RuleViolation | null {
  endTurn(e);
  return null;
}

/**
 * 003, "Combos narrativos": in a scene without combat, the player with the lowest card may cede
 * the initiative for a minor narrative advantage — here, preparing (RULES-NOTES.md). Only on
 * their first turn, before acting; ceding is not passing.
 */
export function mayCede(state: AccionState, seat: Seat): boolean {
  const t = state.turn;
  if (
    state.options.mode === 'combat' ||
    state.round !== 1 ||
    t === null ||
    t.actor !== playerId(seat) ||
    t.actionsUsed > 0
  )
    return false;
  const players = state.reveals.filter((r) => isPlayerId(r.actor));
  const lowest = Math.min(...players.map((r) => r.value + r.bonus));
  return players.some((r) => r.actor === playerId(seat) && r.value + r.bonus === lowest);
}

export function cedeInitiative(c: CommandOf<'CedeInitiative'>, e: Emitter): RuleViolation | null {
  if (!mayCede(e.state, c.data.seat)) return refuse('cannot-cede', c);
  e.emit('InitiativeCeded', { seat: c.data.seat });
  if (!findPlayer(e.state, c.data.seat)!.prepared) e.emit('Prepared', { seat: c.data.seat, by: c.data.seat });
  endTurn(e, true);
  return null;
}

/** A player or the GM leaves (RULES-NOTES.md, "Concede"). */
export function concede(c: CommandOf<'Concede'>, e: Emitter): RuleViolation | null {
  const seat = c.data.seat;
  if (seat === GM_SEAT) {
    e.emit('Conceded', { seat });
    e.emit('EncounterEnded', {
      result: sideWins(
        'party',
        'gm-conceded',
        e.state.players.map((p) => p.seat),
      ),
    });
    return null;
  }
  const player = findPlayer(e.state, seat);
  if (player === undefined) return refuse('players-only', c);
  if (player.fallen || player.withdrawn) return refuse('already-out', c);
  const pending = e.state.pending;
  releasePending(e, seat);
  if (pending?.kind === 'interception' && e.state.pending === null)
    resolveEnemyCharge(e, pending.enemy, pending.target);
  const wasActive = e.state.turn?.actor === playerId(seat);
  e.emit('Conceded', { seat });
  if (settle(e)) return null;
  if (wasActive) endTurn(e);
  else if (e.state.phase === 'handoff') {
    const h = e.state.handoff!;
    if (h.roundEnd) announceHandoff(e, h.from, true);
    else handOff(e, h.from);
  } else if (e.state.phase === 'tie') retie(e);
  return null;
}

/** Answers a pending question a leaving player is part of, so the table never waits for them. */
function releasePending(e: Emitter, seat: Seat): void {
  const p = e.state.pending;
  if (p?.kind === 'aid' && (p.ally === seat || p.requester === seat)) e.emit('AidRefused', { ally: p.ally });
  if (p?.kind === 'flank' && (p.ally === seat || p.requester === seat)) e.emit('FlankDeclined', { ally: p.ally });
  if (p?.kind === 'interception' && p.eligible.includes(seat) && !p.passed.includes(seat))
    e.emit('InterceptionDeclined', { seat });
}

function retie(e: Emitter): void {
  const tied = (e.state.tied ?? []).filter((a) => isStanding(e.state, a));
  if (tied.length >= 2) e.emit('InitiativeTied', { actors: tied });
  else if (tied[0] !== undefined) {
    e.emit('OpenerChosen', { actor: tied[0], by: GM_SEAT });
    e.emit('RoundStarted', { round: 1, opener: tied[0] });
    startTurn(e, tied[0]);
  }
}

export function callTime(e: Emitter): void {
  e.emit('TimeCalled', {});
  e.emit('EncounterEnded', { result: drawnEncounter('time-called') });
}
