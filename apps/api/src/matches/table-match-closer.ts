import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { MatchClosure, MatchClosureReason } from '@cronica/rules-kernel';
import type { MatchResult, TableState, TournamentState } from '@cronica/tournament';
import { LOGGER } from '../ops/logger.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { type MatchState, statusOf } from '@cronica/matches';
import { MatchCommandService } from './match-commands.service.js';
import { tableMatchId } from './match-setup.service.js';

/** A played table (not a bye) that one tournament command closed, and why. */
export interface ClosedTable {
  readonly round: number;
  readonly table: TableState;
  readonly reason: MatchClosureReason;
}

const open = (state: TournamentState, round: number, table: TableState) =>
  table.b !== null &&
  table.final === undefined &&
  state.status !== 'ended' &&
  state.rounds.find((r) => r.number === round)?.ended === false;

/**
 * The tables a tournament command closed: open before it (no final result, round and event going
 * on), and after it with a final result (confirmed, entered from a paper slip, corrected, ruled), a
 * round that ended, or an event that ended.
 */
export function tablesClosedBetween(before: TournamentState, after: TournamentState): ClosedTable[] {
  const closed: ClosedTable[] = [];
  for (const round of after.rounds) {
    const earlier = before.rounds.find((r) => r.number === round.number);
    for (const table of round.tables) {
      const was = earlier?.tables.find((t) => t.table === table.table);
      if (!was || !open(before, round.number, was) || open(after, round.number, table)) continue;
      const reason: MatchClosureReason =
        table.final !== undefined ? 'table-settled' : round.ended ? 'round-ended' : 'event-ended';
      closed.push({ round: round.number, table, reason });
    }
  }
  return closed;
}

/** The closure of a table's match in its seats: the tournament's winner and games (player a/b to seats). */
export function closureOf(match: MatchState, closed: ClosedTable): Omit<MatchClosure, 'by' | 'result'> | null {
  const seats = match.created?.seats ?? [];
  const seatOf = (player: string | null) => seats.find((s) => s.player === player)?.seat;
  const [seatA, seatB] = [seatOf(closed.table.a), seatOf(closed.table.b)];
  if (seatA === undefined || seatB === undefined) return null;
  const result: MatchResult | undefined = closed.table.final?.result;
  const games = seats.map(() => 0);
  for (const game of result?.games ?? []) if (game.winner !== 'draw') games[game.winner === 'a' ? seatA : seatB]! += 1;
  const winner =
    result === undefined ? null : result.winner === 'draw' ? 'draw' : result.winner === 'a' ? seatA : seatB;
  return { reason: closed.reason, winner, games };
}

/**
 * A table's online match is closed when its tournament closes the table some other way: its result
 * reported and confirmed on paper, entered or corrected at the desk, ruled on; or its round or the
 * event ended while the match was still being played. The match records it (`MatchClosed`, with
 * the reason and the tournament's result), its replay is sealed, and it stops being live. Any game.
 */
@Injectable()
export class TableMatchCloser {
  constructor(
    private readonly matches: MatchCommandService,
    private readonly projections: ProjectionRunner,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Closes the matches (live or waiting for seeds) of the tables closed between `before` and `after`; returns how many it closed (read models include them). */
  async closeBetween(
    tournamentId: string,
    before: TournamentState,
    after: TournamentState,
    by: string,
  ): Promise<number> {
    let closedNow = 0;
    for (const closed of tablesClosedBetween(before, after)) {
      if (await this.close(tableMatchId(tournamentId, closed.round, closed.table.table), closed, by)) closedNow += 1;
    }
    return closedNow;
  }

  private async close(matchId: string, closed: ClosedTable, by: string): Promise<boolean> {
    const match = await this.matches.read(matchId);
    // No match at this table, or one already over: nothing to close. One still waiting for seeds
    // is closed too, so nobody is left asked for a seed at a table whose result stands.
    if (match.created?.kind !== 'tournament' || match.module === null || statusOf(match) === 'finished') return false;
    const closure = closureOf(match, closed);
    if (closure === null) return false;
    try {
      const outcome = await this.matches.close(matchId, by, closure);
      await this.projections.settle(outcome);
      return !outcome.duplicate && outcome.events.length > 0;
    } catch (error) {
      // The table's result stands in the tournament; the match stays as it was.
      this.logger.warn({ matchId, err: error }, 'a settled table’s match could not be closed');
      return false;
    }
  }
}
