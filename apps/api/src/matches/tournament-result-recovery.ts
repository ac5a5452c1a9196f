import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { listMatches, type MatchSummaryRow, type ReadDb } from '@cronica/projections';
import type { TournamentState } from '@cronica/tournament';
import { CommandBus } from '../commands/command-bus.js';
import { LOGGER } from '../ops/logger.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { READ_DB } from '../store/tokens.js';
import { tournamentAggregate } from '../tournaments/tournament-aggregate.js';
import { MatchCommandService } from './match-commands.service.js';
import { tableOf, TournamentResultReporter } from './tournament-result-reporter.js';

/** Finished matches read per page of the scan. */
const SCAN_PAGE = 200;
/** How long the scan waits for the read models to reach the store's head at startup. */
const CATCH_UP_TIMEOUT_MS = 120_000;

type TournamentMatchRow = MatchSummaryRow & { tournamentId: string; round: number; tableNumber: number };

const isTournamentMatch = (row: MatchSummaryRow): row is TournamentMatchRow =>
  row.kind === 'tournament' && row.tournamentId !== null && row.round !== null && row.tableNumber !== null;

/**
 * Closes the gap between a tournament match's seal and its result report: if the
 * process died after appending `MatchSealed` and before the tournament got `ReportResult` +
 * `ConfirmResult`, the next start finds the sealed match whose table is not final and reports it
 * through the same reporter. Its command ids follow from the match id, so a report that did get
 * through (or a concurrent resend of the sealing command) writes nothing new. The scan runs in the
 * background once the read models have caught up; startup does not wait for it.
 */
@Injectable()
export class TournamentResultRecovery implements OnApplicationBootstrap {
  private scan: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly bus: CommandBus,
    private readonly projections: ProjectionRunner,
    private readonly reporter: TournamentResultReporter,
    private readonly matches: MatchCommandService,
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.scan = this.recover().catch((error: unknown) => {
      this.logger.error({ err: error }, 'recovering unreported tournament results failed');
      return 0;
    });
  }

  /** The startup scan: resolves with how many sealed matches it reported (never rejects). */
  recovered(): Promise<number> {
    return this.scan;
  }

  /** Reports every sealed tournament match whose table has no final result; returns how many. */
  async recover(): Promise<number> {
    await this.projections.catchUpWithStore(CATCH_UP_TIMEOUT_MS);
    const tournaments = new Map<string, TournamentState>();
    let reported = 0;
    for (const row of this.finishedTournamentMatches()) {
      if (!(await this.awaitsResult(row, tournaments))) continue;
      await this.reporter.reportSealed(await this.matches.read(row.matchId));
      reported += 1;
    }
    if (reported > 0)
      this.logger.info({ reported }, 'reported the results of sealed tournament matches left unreported');
    return reported;
  }

  private async awaitsResult(row: TournamentMatchRow, tournaments: Map<string, TournamentState>): Promise<boolean> {
    let state = tournaments.get(row.tournamentId);
    if (!state) {
      state = (await this.bus.read(tournamentAggregate(row.tournamentId))).state;
      tournaments.set(row.tournamentId, state);
    }
    const pairing = tableOf(state, row.round, row.tableNumber);
    return pairing !== undefined && pairing.b !== null && pairing.final === undefined;
  }

  private *finishedTournamentMatches(): Generator<TournamentMatchRow> {
    for (let offset = 0; ; offset += SCAN_PAGE) {
      const page = listMatches(this.db, { status: 'finished', limit: SCAN_PAGE, offset });
      yield* page.filter(isTournamentMatch);
      if (page.length < SCAN_PAGE) return;
    }
  }
}
