import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { decideTournament, type TournamentCommand, type TournamentState } from '@cronica/tournament';
import { CommandBus } from '../commands/command-bus.js';
import { DomainError } from '../common/errors.js';
import { LOGGER } from '../ops/logger.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { tournamentAggregate, type TournamentAggregate } from '../tournaments/tournament-aggregate.js';
import type { MatchReport } from '@cronica/rules-kernel';
import { type MatchState } from '@cronica/matches';
import { tournamentResultOf } from './tournament-result.js';

/** The commands' actor (in their events' metadata) for results the server reports from sealed matches (never an account id). */
export const MATCH_RESULT_ACTOR = 'system:match-result';

type ResultCommand = Extract<TournamentCommand, { type: 'ReportResult' | 'ConfirmResult' }>;

/**
 * A sealed tournament match of any game reports its result to the tournament, as the game's module
 * reports it (`matchReport`: the winner and each game's final life): the signed replay is the
 * record both players played, so the server sends the pairing's `ReportResult` for player A
 * and `ConfirmResult` for player B through the tournament's command path (libs/tournament
 * decides), with command ids that follow from the match id, so a resend or a second try writes
 * nothing new. A table already final (a judge's override) keeps its result; a refusal (the
 * round has ended, a best-of-3 final) is logged and left to the organizer. If the server stops
 * between the seal and the report, the next start reports it (tournament-result-recovery.ts), and
 * so does resending the sealing command (same commandId).
 */
@Injectable()
export class TournamentResultReporter {
  constructor(
    private readonly bus: CommandBus,
    private readonly projections: ProjectionRunner,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async reportSealed(match: MatchState): Promise<void> {
    const at = sealedTable(match);
    const report = at && judgedReport(match);
    if (!at || !report) return;
    const { tournamentId, round, table, matchId } = at;
    const pairing = tableOf((await this.bus.read(tournamentAggregate(tournamentId))).state, round, table);
    if (!pairing || pairing.b === null || pairing.final) return;
    const seatOf = (player: string) => at.seats.find((s) => s.player === player)?.seat;
    const [seatA, seatB] = [seatOf(pairing.a), seatOf(pairing.b)];
    if (seatA === undefined || seatB === undefined) {
      this.logger.warn(
        { matchId, tournamentId, round, table },
        'sealed match: its players are no longer the pairing’s; result not reported',
      );
      return;
    }
    await this.sendResult(at, { a: pairing.a, b: pairing.b }, tournamentResultOf(report, seatA, seatB));
  }

  /** Player A reports the result and player B confirms it; a refusal or a fault is logged, never thrown. */
  private async sendResult(
    { tournamentId, round, table, matchId }: SealedTable,
    players: { readonly a: string; readonly b: string },
    result: TournamentResult,
  ): Promise<void> {
    try {
      await this.send(tournamentId, `${matchId}:report`, {
        type: 'ReportResult',
        data: { round, table, result, at: Date.now(), by: { role: 'player', id: players.a } },
      });
      await this.send(tournamentId, `${matchId}:confirm`, {
        type: 'ConfirmResult',
        data: { round, table, at: Date.now(), by: { role: 'player', id: players.b } },
      });
    } catch (error) {
      // The match command itself was applied: its caller gets its outcome; resending it reports again.
      const refused = error instanceof DomainError;
      this.logger[refused ? 'warn' : 'error'](
        { matchId, tournamentId, round, table, err: error },
        refused ? 'sealed match: the tournament refused its result' : 'sealed match: reporting its result failed',
      );
    }
  }

  private async send(tournamentId: string, commandId: string, command: ResultCommand): Promise<void> {
    const outcome = await this.bus.handle<TournamentAggregate>({
      name: command.type,
      commandId,
      actor: MATCH_RESULT_ACTOR,
      aggregate: tournamentAggregate(tournamentId),
      payload: {
        type: command.type,
        round: command.data.round,
        table: command.data.table,
        ...('result' in command.data ? { result: command.data.result } : {}),
      },
      decide: (tournament) => decideTournament(command, tournament.state, {}),
    });
    await this.projections.settle(outcome);
  }
}

type TournamentResult = ReturnType<typeof tournamentResultOf>;

/** A sealed match's tournament table, when it has a result to report. */
interface SealedTable {
  readonly tournamentId: string;
  readonly round: number;
  readonly table: number;
  readonly matchId: string;
  readonly seats: readonly { readonly seat: number; readonly player: string }[];
}

/** The tournament table of a sealed match with a game to report; null for a casual match, or one its tournament closed. */
function sealedTable(match: MatchState): SealedTable | null {
  const created = match.created;
  if (
    !match.sealed ||
    // Closed by its tournament: the table's result is already the tournament's own.
    match.judged.closed !== undefined ||
    match.game === null ||
    match.module === null ||
    created?.kind !== 'tournament' ||
    !created.tournamentId ||
    created.round === null ||
    created.table === null
  )
    return null;
  const { tournamentId, round, table, matchId, seats } = created;
  return { tournamentId, round, table, matchId, seats };
}

/**
 * The match's report: the game's, or after a judge awarded a loss, that result (002 A.7.4: a loss
 * by sanction) with the game's own report of the games so far when it has one, else one game
 * without life totals (the tournament's SCORE counts nothing for it).
 */
export function judgedReport(match: MatchState): MatchReport | null {
  const result = match.judged.result;
  const own = match.module!.matchReport(match.game);
  if (result === null) return own;
  const winner = result.outcome === 'win' ? result.winner : null;
  return { result, games: own?.games.length ? own.games : [{ winner, life: [], endedEarly: true }] };
}

/** The table `table` of round `round`, if the tournament has it. */
export function tableOf(state: TournamentState, round: number, table: number) {
  return state.rounds.find((r) => r.number === round)?.tables.find((t) => t.table === table);
}
