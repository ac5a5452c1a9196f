import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@cronica/event-store';
import {
  awardedLossResult,
  correctValue,
  isRuleViolation,
  valueAt,
  violation,
  type JudgeEvent,
  type JudgePath,
  type JudgeRuling,
  type RuleViolation,
} from '@cronica/rules-kernel';
import { judgedStateAt, type ReplayRecord } from '@cronica/replay';
import { z } from 'zod';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { badInput, forbidden } from '../common/errors.js';
import type { CommandOutcome } from '../commands/command-request.js';
import { EVENT_STORE } from '../store/tokens.js';
import { MatchCommandService } from './match-commands.service.js';
import { type MatchState } from '@cronica/matches';
import { MatchAppealsService } from './match-appeals.service.js';
import { readMatchRecords } from './match-records.js';
import { MatchReadService } from './match-read.service.js';
import { AwardedLossPenalty } from './awarded-loss-penalty.js';

/** What every ruling states (besides who ruled, taken from the session). */
export const rulingSchema = z
  .object({
    infraction: z.string().trim().min(1).max(60),
    rule: z.string().trim().min(1).max(200),
    remedy: z.string().trim().min(1).max(500),
    callId: z.string().min(1).max(100).optional(),
    appealOf: z.string().min(1).max(100).optional(),
  })
  .strict();
export type RulingInput = z.infer<typeof rulingSchema>;

const refusals = {
  backUpTarget: {
    es: 'Solo se puede volver a un evento anterior de esta partida.',
    en: 'You can only back up to an earlier event of this match.',
  },
} as const;

/** The seeds line is the chain's first line after the header: the opening state. */
const SEEDS_SEQ = 1;

/** A path typed in a form: digit-only segments index arrays. */
export function parsePath(path: readonly string[]): JudgePath {
  return path.map((segment) => (/^(0|[1-9][0-9]{0,5})$/.test(segment) ? Number(segment) : segment));
}

/**
 * Judges' rulings on a live tournament match of any game: uphold, back up to an earlier event,
 * correct a value, award a game or match loss. Only a judge of the match's tournament (or its
 * organizer) who does not play the match may rule; each ruling is a judge event on the match
 * stream, signed in the replay like every line.
 */
@Injectable()
export class MatchJudgingService {
  constructor(
    private readonly commands: MatchCommandService,
    private readonly reads: MatchReadService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly penalties: AwardedLossPenalty,
    private readonly appeals: MatchAppealsService,
  ) {}

  async uphold(viewer: Viewer, matchId: string, commandId: string, input: unknown): Promise<CommandOutcome> {
    const ruling = await this.authorize(viewer, matchId, input);
    const outcome = await this.commands.rule(matchId, ruling.judge, commandId, 'UpholdRuling', { ruling }, () => ({
      type: 'JudgeUpheld',
      data: { ruling },
    }));
    return this.answered(viewer, outcome, ruling, commandId);
  }

  /** Back-up to the state after log entry `toEvent` (−1: the opening state, before any event). */
  async backUp(
    viewer: Viewer,
    matchId: string,
    commandId: string,
    input: unknown,
    toEvent: number,
  ): Promise<CommandOutcome> {
    const ruling = await this.authorize(viewer, matchId, input);
    const state = await this.reads.load(matchId);
    const toSeq =
      toEvent === -1 ? SEEDS_SEQ : Number.isSafeInteger(toEvent) && toEvent >= 0 ? (state.logSeqs[toEvent] ?? -1) : -1;
    const records = await this.records(matchId);
    const target = toSeq > 0 && state.module !== null ? judgedStateAt(state.module, records, toSeq) : undefined;
    const outcome = await this.commands.rule(
      matchId,
      ruling.judge,
      commandId,
      'BackUpMatch',
      { ruling, toEvent },
      (now): JudgeEvent | RuleViolation => {
        const head = now.head?.seq ?? 0;
        if (target === undefined || toSeq >= head)
          return violation('judge.back-up-target', toSeq, refusals.backUpTarget);
        return {
          type: 'JudgeBackedUp',
          data: { ruling, toSeq, undone: { from: toSeq + 1, to: head }, state: target.game },
        };
      },
    );
    return this.answered(viewer, outcome, ruling, commandId);
  }

  async correct(
    viewer: Viewer,
    matchId: string,
    commandId: string,
    input: unknown,
    path: readonly string[],
    value: unknown,
    visibleTo: readonly number[],
  ): Promise<CommandOutcome> {
    const ruling = await this.authorize(viewer, matchId, input);
    if (path.length === 0 || path.length > 12 || path.some((p) => p.length === 0 || p.length > 60))
      throw badInput([{ path: 'path', message: '1–12 segments of 1–60 characters' }]);
    const judgePath = parsePath(path);
    const asked = { ruling, path, value, visibleTo };
    const outcome = await this.commands.rule(
      matchId,
      ruling.judge,
      commandId,
      'CorrectMatchValue',
      asked,
      (now: MatchState): JudgeEvent | RuleViolation => {
        const seats = now.created?.seats.length ?? 0;
        if (visibleTo.some((seat) => !Number.isInteger(seat) || seat < 0 || seat >= seats))
          return violation('judge.visible-to', visibleTo, { es: 'Asiento desconocido.', en: 'Unknown seat.' });
        const corrected = correctValue(now.module!.judging, now.game, judgePath, value);
        if (isRuleViolation(corrected)) return corrected;
        return {
          type: 'JudgeCorrected',
          data: {
            ruling,
            path: judgePath,
            previous: valueAt(now.game, judgePath),
            value,
            visibleTo: [...new Set(visibleTo)].sort(),
          },
        };
      },
    );
    return this.answered(viewer, outcome, ruling, commandId);
  }

  /** A tournament match's awarded loss is also the player's penalty in the tournament (sent again on a resend: its id follows from this one). */
  async awardLoss(
    viewer: Viewer,
    matchId: string,
    commandId: string,
    input: unknown,
    seat: number,
    scope: 'game' | 'match',
  ): Promise<CommandOutcome> {
    const ruling = await this.authorize(viewer, matchId, input);
    const outcome = await this.commands.rule(
      matchId,
      ruling.judge,
      commandId,
      'AwardMatchLoss',
      { ruling, seat, scope },
      (now): JudgeEvent | RuleViolation => {
        const result = awardedLossResult(seat, now.created?.seats.length ?? 0, scope);
        return isRuleViolation(result) ? result : { type: 'JudgeAwardedLoss', data: { ruling, seat, scope, result } };
      },
    );
    await this.penalties.record(await this.reads.load(matchId), commandId, ruling, seat, scope);
    return this.answered(viewer, outcome, ruling, commandId);
  }

  /** A ruling made for a call answers it: the call leaves the judges' queue. */
  private async answered(
    viewer: Viewer,
    outcome: CommandOutcome,
    ruling: JudgeRuling,
    commandId: string,
  ): Promise<CommandOutcome> {
    await this.appeals.answerCall(viewer, outcome, ruling, commandId);
    return outcome;
  }

  /** The ruling, made by the caller, who must judge this match's tournament (FORBIDDEN otherwise). */
  private async authorize(viewer: Viewer, matchId: string, input: unknown): Promise<JudgeRuling> {
    const judge = requireAccount(viewer);
    const parsed = rulingSchema.safeParse(input);
    if (!parsed.success)
      throw badInput(
        parsed.error.issues.map((issue) => ({ path: `ruling.${issue.path.join('.')}`, message: issue.message })),
      );
    const state = await this.reads.load(matchId);
    if ((await this.reads.roleOf(viewer, state)).kind !== 'judge') throw forbidden('judge');
    const { callId, appealOf, ...rest } = parsed.data;
    if (appealOf) await this.appeals.checkAppealRuling(state, judge, appealOf);
    return { ...rest, judge, ...(callId ? { callId } : {}), ...(appealOf ? { appealOf } : {}) };
  }

  /** The match's stored replay records, every secret in them (server side only). */
  records(matchId: string): Promise<ReplayRecord[]> {
    return readMatchRecords(this.store, matchId);
  }
}
