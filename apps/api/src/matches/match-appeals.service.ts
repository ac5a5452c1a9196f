import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@cronica/event-store';
import type { JudgeRuling, RuleViolation } from '@cronica/rules-kernel';
import type { ReplayRecord } from '@cronica/replay';
import { decideTournament, headJudgeOf, type MatchRulingAppeal, type TournamentCommand } from '@cronica/tournament';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { CommandBus } from '../commands/command-bus.js';
import type { CommandOutcome } from '../commands/command-request.js';
import { DomainError, forbidden, notFound, ruleViolation } from '../common/errors.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { EVENT_STORE } from '../store/tokens.js';
import { staffAggregate, tournamentAggregate, type TournamentAggregate } from '../tournaments/tournament-aggregate.js';
import { judgingContext, readRoleOf } from '../tournaments/tournament-commands.service.js';
import {
  appealRefusal,
  appealRulingRefusal,
  matchRulings,
  noHeadJudge,
  tournamentSeat,
  type MatchRuling,
  type MatchState,
} from '@cronica/matches';
import { MatchReadService } from './match-read.service.js';
import { readMatchRecords } from './match-records.js';

/** A judge's ruling in a match as its players and judges read it, with the tournament's record of its appeal. */
export type MatchRulingRecord = MatchRuling<MatchRulingAppeal>;

/** An appeal the head judge has still to rule on, with the ruling's log position (the audit opens there) and who ruled. */
export interface PendingMatchAppeal {
  readonly appeal: MatchRulingAppeal;
  readonly index: number;
  readonly judge: string;
}

/** A refusal decided by the match library, as the API reports it. */
function refuseIf(refusal: RuleViolation | null): void {
  if (refusal) throw ruleViolation(refusal.code, refusal.message);
}

/**
 * Appeals of judges' rulings made in a match (the match library's `match-appeals.ts` says what may
 * be appealed and ruled on): a player of the match appeals once to the head judge the organizer
 * named, the head judge rules in the match itself, and a ruling that answered a judge call takes
 * the call out of the judges' queue.
 */
@Injectable()
export class MatchAppealsService {
  constructor(
    private readonly bus: CommandBus,
    private readonly reads: MatchReadService,
    private readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The match's rulings for its players and judges (FORBIDDEN to anyone else), with the tournament's head judge. */
  async rulings(viewer: Viewer, matchId: string): Promise<{ rulings: MatchRulingRecord[]; headJudge: string | null }> {
    const state = await this.reads.load(matchId);
    if (!state.created) throw notFound('partida / match', matchId);
    if ((await this.reads.roleOf(viewer, state)).kind === 'spectator') throw forbidden('player');
    const tournament = await this.tournamentOf(state);
    const headJudge = tournament ? await this.headJudgeIn(tournament) : null;
    return { rulings: this.recordsOf(state, await readMatchRecords(this.store, matchId), tournament), headJudge };
  }

  /**
   * The appeals of match rulings in the tournament that the head judge has not ruled on yet, with
   * the ruling's log position: its staff's desk lists them (FORBIDDEN to anyone else).
   */
  async pendingAppeals(viewer: Viewer, tournamentId: string): Promise<PendingMatchAppeal[]> {
    const accountId = requireAccount(viewer);
    const [tournament, staff] = await Promise.all([
      this.bus.read(tournamentAggregate(tournamentId)),
      this.bus.read(staffAggregate(tournamentId)),
    ]);
    if (!tournament.state.config) throw notFound('torneo / tournament', tournamentId);
    if (readRoleOf(accountId, tournament, staff) === 'player') throw forbidden('judge');
    const pending: PendingMatchAppeal[] = [];
    for (const appeal of tournament.state.judging.matchAppeals ?? []) {
      const state = await this.reads.load(appeal.matchId);
      const ruling = this.recordsOf(state, await readMatchRecords(this.store, appeal.matchId), tournament).find(
        (r) => r.seq === appeal.rulingSeq,
      );
      if (ruling && ruling.decidedBy === null)
        pending.push({ appeal, index: ruling.index, judge: ruling.ruling.judge });
    }
    return pending;
  }

  /** A player of the match appeals ruling `rulingSeq` to the head judge. */
  async appeal(
    viewer: Viewer,
    matchId: string,
    rulingSeq: number,
    reason: string,
    commandId: string,
  ): Promise<CommandOutcome> {
    const state = await this.reads.load(matchId);
    refuseIf(appealRefusal(state, this.recordsOf(state, await readMatchRecords(this.store, matchId), null), rulingSeq));
    const { tournamentId, round, table } = tournamentSeat(state)!;
    const command = { type: 'AppealMatchRuling' as const, data: { matchId, rulingSeq, round, table, reason } };
    return this.send(viewer, tournamentId, commandId, command);
  }

  /**
   * Before the head judge rules on an appeal in the match: only the head judge who still judges the
   * event, on an appealed ruling not yet decided, and never on the appeal of their own ruling.
   */
  async checkAppealRuling(state: MatchState, judge: string, appealOf: string): Promise<void> {
    const tournament = await this.tournamentOf(state);
    if (!tournament) return refuseIf(noHeadJudge(appealOf));
    if ((await this.headJudgeIn(tournament)) !== judge) throw forbidden('head-judge');
    const rulings = this.recordsOf(state, await readMatchRecords(this.store, state.created!.matchId), tournament);
    refuseIf(appealRulingRefusal(rulings, judge, appealOf));
  }

  /** After a ruling that answered call `callId`: the call leaves the queue (its command id follows from the ruling's, so a resend writes nothing new). */
  async answerCall(viewer: Viewer, outcome: CommandOutcome, ruling: JudgeRuling, commandId: string): Promise<void> {
    const state = outcome.state as MatchState | undefined;
    const tournamentId = state?.created?.tournamentId;
    if (!ruling.callId || !state?.head || !tournamentId) return;
    const command = {
      type: 'AnswerCall' as const,
      data: { callId: ruling.callId, matchId: state.created!.matchId, rulingSeq: state.head.seq },
    };
    try {
      await this.send(viewer, tournamentId, `${commandId}:answer`, command);
    } catch (error) {
      // The ruling stands in the match; an unknown or already answered call stays as it was.
      if (!(error instanceof DomainError)) throw error;
    }
  }

  private recordsOf(
    state: MatchState,
    records: readonly ReplayRecord[],
    tournament: TournamentAggregate | null,
  ): MatchRulingRecord[] {
    return matchRulings(state, records, tournament?.state.judging.matchAppeals ?? []);
  }

  private async tournamentOf(state: MatchState): Promise<TournamentAggregate | null> {
    const tournamentId = state.created?.tournamentId;
    return tournamentId ? this.bus.read(tournamentAggregate(tournamentId)) : null;
  }

  /** The head judge who rules on appeals now (`headJudgeOf`: none once the one named no longer judges). */
  private async headJudgeIn(tournament: TournamentAggregate): Promise<string | null> {
    const tournamentId = tournament.state.config?.tournamentId;
    if (!tournamentId) return null;
    return headJudgeOf(
      tournament.state,
      judgingContext(tournament, await this.bus.read(staffAggregate(tournamentId))).judges,
    );
  }

  /** A tournament command in the caller's role there (the tournament decider says who may send it). */
  private async send(
    viewer: Viewer,
    tournamentId: string,
    commandId: string,
    command: { readonly type: TournamentCommand['type']; readonly data: object },
  ): Promise<CommandOutcome> {
    const accountId = requireAccount(viewer);
    const staff = await this.bus.read(staffAggregate(tournamentId));
    const outcome = await this.bus.handle<TournamentAggregate>({
      name: command.type,
      commandId,
      actor: accountId,
      aggregate: tournamentAggregate(tournamentId),
      // What the client asked for: the same commandId with other content is a CONFLICT.
      payload: command,
      decide: (tournament) => {
        const by = { role: readRoleOf(accountId, tournament, staff), id: accountId };
        return decideTournament(
          { ...command, data: { ...command.data, by, at: Date.now() } } as TournamentCommand,
          tournament.state,
          judgingContext(tournament, staff),
        );
      },
    });
    await this.projections.settle(outcome);
    return outcome;
  }
}
