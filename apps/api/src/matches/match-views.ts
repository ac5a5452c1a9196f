import { bladesOfAsh, type BladesState } from '@cronica/blades-of-ash';
import type { Viewer as GameViewer } from '@cronica/rules-kernel';
import { statusOf, type MatchState } from './match-aggregate.js';
import { toGameCommand } from './game-command.input.js';
import { MatchView } from './match.models.js';

/** Who is looking at a match: a seat's player, a judge (everything) or anyone else (delayed). */
export type MatchRole = { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'judge' } | { readonly kind: 'spectator' };

/**
 * The game state a role may see: players and judges the current one; spectators one
 * `delay` game events old while the match is live (issue 6, "spectators see live matches with a
 * configurable delay"), the final one once it is over.
 */
function visibleGame(state: MatchState, role: MatchRole, delay: number): { game: BladesState | null; delayed: number } {
  const current = state.game as BladesState | null;
  if (current === null || role.kind !== 'spectator' || statusOf(state) === 'finished') return { game: current, delayed: 0 };
  const delayed = Math.min(delay, state.history.length - 1);
  return { game: state.history[state.history.length - 1 - delayed] ?? current, delayed };
}

const gameViewer = (role: MatchRole): GameViewer => (role.kind === 'seat' ? { kind: 'seat', seat: role.seat } : { kind: role.kind });

/**
 * The redacted view (issue 6, "Accounts, roles, hidden information"): the rules library's
 * `view` for the role — never the rival's hand, a deck order, an unrevealed pick or a seed —
 * plus the legal commands of the caller's own seat.
 */
export function matchViewFor(matchId: string, state: MatchState, role: MatchRole, delay: number): MatchView {
  const created = state.created!;
  const { game, delayed } = visibleGame(state, role, delay);
  const live = state.game as BladesState | null;
  const legal = role.kind === 'seat' && live !== null && !state.sealed ? bladesOfAsh.legalCommands(live, role.seat) : [];
  const result = game ? bladesOfAsh.result(game) : null;
  return Object.assign(new MatchView(), {
    matchId,
    kind: created.kind,
    tournamentId: created.tournamentId,
    round: created.round,
    table: created.table,
    status: statusOf(state),
    viewer: role.kind,
    yourSeat: role.kind === 'seat' ? role.seat : null,
    seats: created.seats.map((s) => ({ seat: s.seat, playerId: s.player, deckName: s.deckName, seedContributed: state.playerSeeds[s.seat] !== null })),
    seedCommitment: created.commitment,
    eventCount: state.gameEvents - delayed,
    delayedEvents: delayed,
    state: game ? JSON.stringify(bladesOfAsh.view(game, gameViewer(role))) : null,
    result: result ? JSON.stringify(result) : null,
    legalCommands: legal.map(toGameCommand),
    sealed: state.sealed,
  });
}
