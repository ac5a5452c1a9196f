import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  contextFor,
  fillSeats,
  isRuleViolation,
  judgedCounters,
  keysFromMatchSeed,
  runCommand,
  type AnyGameModule,
  type Judged,
  type Message,
  type Viewer as GameViewer,
} from '@cronica/rules-kernel';
import { judgedStateAt, judgedSteps, openFields, type ReplayRecord } from '@cronica/replay';
import { pick, type Lang } from '@cronica/util';
import type { Viewer } from '../auth/viewer.js';
import { badInput, conflict, forbidden } from '../common/errors.js';
import { clientCommand, MalformedCommandError, parseGameCommand, type MatchState } from '@cronica/matches';
import { decisionText, drawsInWords, hiddenFieldWords, type AuditWording } from './audit-wording.js';
import { rulesOf } from './match-rules.js';
import type { MatchLogLine } from './match.models.js';
import { MatchJudgingService } from './match-judging.service.js';
import { MatchReadService } from './match-read.service.js';
import {
  AuditEntry,
  AuditStep,
  MatchAudit,
  SandboxResult,
  type SandboxCommandInput,
  type SandboxStep,
} from './match-audit.models.js';

const JUDGE: GameViewer = { kind: 'judge' };
const SEEDS_SEQ = 1;
export const MAX_SANDBOX_COMMANDS = 50;

/**
 * What a judge of the match's tournament reads while auditing it: the full log with every hidden
 * value opened, the game before and after any entry, and a sandbox that tries another line on a
 * copy. Nothing here writes: the match stream is read, never appended to. Players of the match,
 * spectators and anyone else are refused (FORBIDDEN), as the audit shows hands and deck order.
 */
@Injectable()
export class MatchAuditService {
  constructor(
    private readonly reads: MatchReadService,
    private readonly judging: MatchJudgingService,
  ) {}

  async audit(viewer: Viewer, matchId: string): Promise<MatchAudit> {
    const state = await this.judgeOnly(viewer, matchId);
    const view = await this.reads.view(viewer, matchId);
    const lines = new Map(view.logLines().map((line) => [line.index, line] as const));
    const records = await this.judging.records(matchId);
    const before = new Map([...judgedSteps(state.module!, records)].map((step) => [step.seq, step.before.game]));
    const wording: AuditWording = {
      module: state.module!,
      before: (seq) => before.get(seq),
      lang: viewer.lang,
      name: (seat) => view.seats[seat]?.name ?? `#${seat + 1}`,
    };
    const entries = records
      .flatMap((record) => (record.line.kind === 'event' || record.line.kind === 'judge' ? [record] : []))
      .map((record, index) => entryOf(record, index, lines, wording));
    return Object.assign(new MatchAudit(), { matchId, entries: entries.slice(0, state.logSeqs.length) });
  }

  async step(viewer: Viewer, matchId: string, index: number): Promise<AuditStep> {
    const state = await this.judgeOnly(viewer, matchId);
    const module = state.module!;
    const records = await this.judging.records(matchId);
    const afterSeq = this.seqOf(state, index);
    const after = judgedStateAt(module, records, afterSeq)!;
    const before =
      index < 0 ? null : judgedStateAt(module, records, index === 0 ? SEEDS_SEQ : this.seqOf(state, index - 1))!;
    return Object.assign(new AuditStep(), {
      index,
      before: before === null ? null : module.view(before.game, JUDGE),
      after: module.view(after.game, JUDGE),
    });
  }

  /** Tries `commands` from the state after entry `fromEvent` on a copy, with throwaway randomness (never the match's own streams). */
  async sandbox(
    viewer: Viewer,
    matchId: string,
    fromEvent: number,
    commands: readonly SandboxCommandInput[],
  ): Promise<SandboxResult> {
    if (commands.length > MAX_SANDBOX_COMMANDS)
      throw badInput([{ path: 'commands', message: `0–${MAX_SANDBOX_COMMANDS}` }]);
    const state = await this.judgeOnly(viewer, matchId);
    const module = state.module!;
    const seats = state.created!.seats.length;
    let current: Judged<unknown> = judgedStateAt(
      module,
      await this.judging.records(matchId),
      this.seqOf(state, fromEvent),
    )!;
    const names = (await this.reads.view(viewer, matchId)).seats.map((s) => s.name);
    const steps: SandboxStep[] = [];
    const keyFor = keysFromMatchSeed(randomBytes(32));
    for (const { seat, command } of commands) {
      if (!Number.isInteger(seat) || seat < 0 || seat >= seats)
        throw badInput([{ path: 'commands.seat', message: `0–${seats - 1}` }]);
      const tried = tryCommand(module, current, seat, command, keyFor, viewer.lang);
      const lines = tried.step.lines.map((line) => fillSeats(line, (n) => names[n] ?? `#${n + 1}`));
      steps.push({ seat, ...tried.step, lines });
      current = { ...current, game: tried.game };
    }
    const legalCommands = Array.from({ length: seats }, (_, seat) =>
      legalCommandsAt(module, current.game, seat, viewer.lang),
    );
    return Object.assign(new SandboxResult(), {
      fromEvent,
      steps,
      state: module.view(current.game, JUDGE),
      result: current.judged.result ?? module.result(current.game),
      legalCommands,
    });
  }

  /** The match, for its judges only; a match not under way yet has nothing to audit (its judges are told so). */
  private async judgeOnly(viewer: Viewer, matchId: string): Promise<MatchState> {
    const state = await this.reads.load(matchId);
    if ((await this.reads.roleOf(viewer, state)).kind !== 'judge') throw forbidden('judge');
    if (state.module === null || state.game === null)
      throw conflict(
        {
          es: 'La partida aún no ha empezado: no hay nada que auditar hasta que los dos jugadores aporten su semilla.',
          en: 'The match has not started yet: there is nothing to audit until both players add their seeds.',
        },
        { reason: 'not-started' },
      );
    return state;
  }

  /** The chain line after log entry `index` (−1: the seeds line, the opening state). */
  private seqOf(state: MatchState, index: number): number {
    if (index === -1) return SEEDS_SEQ;
    const seq = Number.isSafeInteger(index) && index >= 0 ? state.logSeqs[index] : undefined;
    if (seq === undefined) throw badInput([{ path: 'index', message: `−1–${state.logSeqs.length - 1}` }]);
    return seq;
  }
}

function entryOf(
  record: ReplayRecord,
  index: number,
  lines: ReadonlyMap<number, Pick<MatchLogLine, 'text' | 'rules'>>,
  wording: AuditWording,
): AuditEntry {
  const { value } = openFields(
    record.line as { kind: 'event' | 'judge' } & Record<string, unknown>,
    record.reveals ?? [],
  );
  const line = value as Record<string, unknown>;
  const hidden = (record.reveals ?? []).map(({ path, value: secret, visibleTo }) => ({
    path,
    value: secret,
    visibleTo,
    ...hiddenFieldWords(line, path, wording),
  }));
  return Object.assign(new AuditEntry(), {
    index,
    seq: line['seq'] as number,
    kind: line['kind'] === 'judge' ? 'ruling' : 'event',
    type: line['type'] as string,
    actor: typeof line['actor'] === 'number' ? line['actor'] : null,
    judge: typeof line['judge'] === 'string' ? line['judge'] : null,
    text: lines.get(index)?.text ?? '',
    rules: lines.get(index)?.rules ?? [],
    decision: line['decision'] ?? null,
    decisionText: decisionText(line, wording),
    data: line['data'] ?? null,
    random: drawsInWords(line, wording),
    hidden,
  });
}

/** What a seat may do next in the sandbox, each command told in words with the rules it follows. */
function legalCommandsAt(module: AnyGameModule, game: unknown, seat: number, lang: Lang) {
  return module.legalCommands(game, seat).map((c) => ({
    command: clientCommand(c),
    text: pick(module.describer.command(c, game), lang),
    rules: rulesOf(module.rulebook, 'commands', c.type),
  }));
}

function tryCommand(
  module: AnyGameModule,
  current: Judged<unknown>,
  seat: number,
  input: unknown,
  keyFor: ReturnType<typeof keysFromMatchSeed>,
  lang: Lang,
) {
  let command: Message;
  try {
    command = parseGameCommand(module, input, seat);
  } catch (error) {
    if (error instanceof MalformedCommandError)
      return { game: current.game, step: { accepted: false, refusal: error.message, lines: [] } };
    throw error;
  }
  const counters = { randomCounters: (s: unknown) => judgedCounters(module.randomCounters(s), current.judged.floor) };
  const applied = runCommand(module, current.game, command, contextFor(counters, current.game, keyFor));
  if (isRuleViolation(applied))
    return { game: current.game, step: { accepted: false, refusal: pick(applied.message, lang), lines: [] } };
  const lines: string[] = [];
  let before = current.game;
  for (const event of applied.events) {
    const line = module.describer.event(event, before, JUDGE);
    if (line) lines.push(pick(line, lang));
    before = module.evolve(before, event);
  }
  return { game: applied.state, step: { accepted: true, refusal: null, lines } };
}
