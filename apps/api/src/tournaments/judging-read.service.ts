import { Inject, Injectable } from '@nestjs/common';
import * as read from '@cronica/projections';
import type { ReadDb } from '@cronica/projections';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { forbidden, notFound } from '../common/errors.js';
import { READ_DB } from '../store/tokens.js';
import { DeckCheck, Dispute, JudgeCall, Penalty } from './judging.models.js';
import { TournamentReadService } from './tournament-read.service.js';

/** Who reads: the tournament's staff read every record; anyone else signed in, what concerns them. */
export interface JudgingScope {
  readonly accountId: string;
  readonly staff: boolean;
}

/**
 * Reads of the judge's records. Policy (libs/tournament visibility.ts): staff
 * read all; a player reads their own calls, the disputes at their tables, their own penalties and
 * deck checks; the public reads none (a disqualification shows publicly as the player's status).
 */
@Injectable()
export class JudgingReadService {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    private readonly reads: TournamentReadService,
  ) {}

  /** Staff by the one read rule (`readRole`): a registered player reads only what concerns them. */
  scope(viewer: Viewer, tournamentId: string): JudgingScope {
    const accountId = requireAccount(viewer);
    const tournament = this.reads.find(tournamentId);
    if (!tournament) throw notFound('torneo / tournament', tournamentId);
    return { accountId, staff: this.reads.staffRole(tournament, accountId) !== null };
  }

  staffScope(viewer: Viewer, tournamentId: string): JudgingScope {
    const scope = this.scope(viewer, tournamentId);
    if (!scope.staff) throw forbidden('judge');
    return scope;
  }

  calls(tournamentId: string, scope: JudgingScope, openOnly = false): JudgeCall[] {
    return read
      .judgeCalls(this.db, tournamentId, { openOnly, forPlayer: this.only(scope) })
      .map((row) => Object.assign(new JudgeCall(), row, { tournamentId }));
  }

  disputes(tournamentId: string, scope: JudgingScope): Dispute[] {
    return read.disputes(this.db, tournamentId, { forPlayer: this.only(scope) }).map((row) =>
      Object.assign(new Dispute(), {
        ...row,
        players: [...row.players],
        status: row.ruling === null ? 'open' : 'ruled',
      }),
    );
  }

  penalties(tournamentId: string, scope: JudgingScope): Penalty[] {
    return read
      .penalties(this.db, tournamentId, { forPlayer: this.only(scope) })
      .map((row) => Object.assign(new Penalty(), row));
  }

  deckChecks(tournamentId: string, scope: JudgingScope): DeckCheck[] {
    return read
      .deckChecks(this.db, tournamentId, { forPlayer: this.only(scope) })
      .map((row) => Object.assign(new DeckCheck(), row));
  }

  private only(scope: JudgingScope): string | undefined {
    return scope.staff ? undefined : scope.accountId;
  }
}
