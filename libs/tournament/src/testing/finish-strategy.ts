import { isRuleViolation } from '@cronica/rules-kernel';
import type { TournamentCommand } from '../decider/commands.js';
import { swissFinished } from '../decider/decide-bracket.js';
import { applyCommand } from '../decider/decider.js';
import { playersWithoutList } from '../decider/decide-rounds.js';
import { openRound, tournamentStandings } from '../decider/projection.js';
import { isActiveIn } from '../history/model.js';
import type { Actor, RoundState, TournamentState } from '../decider/types.js';
import { ctx, deck } from './tournament-script.js';

/**
 * A scripted organizer who takes any state to a finished tournament by the ordinary commands: close
 * registration (removing no-shows without a list), play out the Swiss (re-pairing or throwing away a
 * draft a drop made invalid), settle tiebreak matches, play the top cut, end. A refusal on the way
 * is a dead end, reported with the state's outline.
 */
const boss: Actor = { role: 'organizer', id: 'org' };

function draftInvalid(state: TournamentState, round: RoundState): boolean {
  const seated = round.tables.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b]));
  const active = state.order.filter((id) => isActiveIn(state.players[id]!, round.number));
  return seated.length !== active.length || seated.some((id) => !active.includes(id));
}

function roundCommand(state: TournamentState, round: RoundState, at: number): TournamentCommand {
  if (!round.published) {
    if (round.stage === 'swiss' && draftInvalid(state, round)) return { type: 'RepairRound', data: { at, by: boss } };
    // 002 C.4: a late entry added without a list hands it in before playing; here staff type it at the desk.
    const missing = state.config!.requireDeckLists ? playersWithoutList(state, round)[0] : undefined;
    return missing
      ? { type: 'SubmitDeckList', data: { at, by: boss, playerId: missing, deck: deck('Entregada tarde') } }
      : { type: 'PublishPairings', data: { at, by: boss } };
  }
  const open = round.tables.find((t) => !t.final);
  if (open)
    return {
      type: 'OverrideResult',
      data: {
        at,
        by: boss,
        round: round.number,
        table: open.table,
        result: { winner: 'a', games: [] },
        reason: 'Cierre del torneo',
      },
    };
  return { type: 'EndRound', data: { at, by: boss } };
}

function betweenRounds(state: TournamentState, at: number): TournamentCommand {
  if (!swissFinished(state)) return { type: 'PairNextRound', data: { at, by: boss } };
  if (tournamentStandings(state, true).tiebreakMatches.length > 0)
    return { type: 'PairTiebreakRound', data: { at, by: boss } };
  const eligible = state.order.filter((id) => state.players[id]!.droppedAfterRound === undefined).length;
  const cut = state.config!.topCut.size;
  if (cut > 0 && eligible >= cut) return { type: 'StartTopCut', data: { at, by: boss } };
  return { type: 'EndTournament', data: { at, by: boss } };
}

export function nextFinishCommand(state: TournamentState, at: number): TournamentCommand {
  switch (state.status) {
    case 'none':
      throw new Error('the tournament was never created');
    case 'created':
      return { type: 'OpenRegistration', data: { at, by: boss } };
    case 'registration-open': {
      const missing = state.order.find(
        (id) =>
          state.config!.requireDeckLists &&
          !state.players[id]!.deck &&
          state.players[id]!.droppedAfterRound === undefined,
      );
      return missing
        ? { type: 'RemovePlayer', data: { at, by: boss, playerId: missing, reason: 'no-show' } }
        : { type: 'CloseRegistration', data: { at, by: boss } };
    }
    case 'registration-closed':
    case 'top-cut': {
      const round = openRound(state);
      return round ? roundCommand(state, round, at) : betweenRounds(state, at);
    }
    case 'ended':
      throw new Error('already ended');
  }
}

function outline(state: TournamentState): string {
  const rounds = state.rounds
    .map((r) => `${r.number}:${r.stage}${r.published ? 'P' : ''}${r.ended ? 'E' : ''}`)
    .join(' ');
  const players = state.order
    .map(
      (id) =>
        `${id}${state.players[id]!.droppedAfterRound !== undefined ? `(d${state.players[id]!.droppedAfterRound})` : ''}`,
    )
    .join(' ');
  return `status ${state.status}; rounds ${rounds}; players ${players}`;
}

/** Plays the tournament to its end; throws on a dead end (a refused step, or no end in sight). */
export function finish(start: TournamentState, at = 10_000_000_000): TournamentState {
  let state = start;
  for (let step = 0; step < 400; step += 1) {
    if (state.status === 'ended') return state;
    let command = nextFinishCommand(state, at + step);
    let outcome = applyCommand(state, command, ctx);
    if (isRuleViolation(outcome) && command.type === 'RepairRound') {
      command = { type: 'DiscardDraft', data: { at: at + step, by: boss } };
      outcome = applyCommand(state, command, ctx);
    }
    if (isRuleViolation(outcome))
      throw new Error(`dead end: ${command.type} refused (${outcome.code}) — ${outline(state)}`);
    state = outcome.state;
  }
  throw new Error(`no end after 400 steps — ${outline(state)}`);
}
