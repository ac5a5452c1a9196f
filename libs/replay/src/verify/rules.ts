import {
  deckListHash,
  isRuleViolation,
  judgedCounters,
  NO_JUDGING,
  SYSTEM_SEAT,
  type AnyGameModule,
  type CommandApplied,
  type Judged,
  type JudgedState,
  type Message,
  type RandomDraw,
  type RuleViolation,
} from '@cronica/rules-kernel';
import { sameJson, type CanonicalCache, type ReplayHashes } from '../bytes.js';
import type { EventLine, JudgeLine } from '../format.js';
import { stateHash } from '../records.js';
import { replayKeys } from '../seeds.js';
import type { ParsedReplay } from './chain.js';
import { backUpTargets, reExecuteJudge } from './judging.js';
import { DrawDivergence, recordedRandomSource } from './recorded-random.js';
import type { Findings } from './report.js';

export type { AnyGameModule };
/** Rules libraries by game id (`module.id`), e.g. the platform's game registry. */
export type GameCatalog = Readonly<Record<string, AnyGameModule>>;

export interface RulesOutcome {
  readonly ran: boolean;
  readonly decisions: number;
  readonly finalState?: unknown;
  /** What judges' rulings added (an awarded result, the random floor), after the last line. */
  readonly finalJudged?: JudgedState;
  readonly module?: AnyGameModule;
}

/** The chain in order: each decision's event lines, or one judge line. */
type Step =
  | { readonly kind: 'decision'; readonly group: readonly EventLine[] }
  | { readonly kind: 'judge'; readonly line: JudgeLine };

function timeline(groups: readonly EventLine[][], judgements: readonly JudgeLine[]): Step[] {
  const steps: Step[] = [
    ...groups.map((group) => ({ kind: 'decision' as const, group })),
    ...judgements.map((line) => ({ kind: 'judge' as const, line })),
  ];
  const seqOf = (step: Step) => (step.kind === 'decision' ? step.group[0]!.seq : step.line.seq);
  return steps.sort((a, b) => seqOf(a) - seqOf(b));
}

/**
 * The rules check: re-executing each recorded decision through the rules library the header names
 * reproduces exactly the recorded events, each decision was legal, the states match the sealed
 * (and checkpointed) state hashes, and the deck lists the setup plays are the ones whose hashes
 * the header committed. Needs every hidden field, so only a view that reveals them all (the
 * judge's, or any view once the tournament has ended) can run it.
 */
export function checkRules(
  replay: ParsedReplay,
  games: GameCatalog,
  master: Uint8Array | undefined,
  findings: Findings,
  hashes?: ReplayHashes,
): RulesOutcome {
  const module = games[replay.header.game.id];
  if (module === undefined) return skip(findings, 'replay.rules-unknown-game', replay.header.game.id);
  if (module.version !== replay.header.game.version)
    return skip(findings, 'replay.rules-version', `${replay.header.game.version} ≠ ${module.version}`);
  if (replay.closedSecrets) return skip(findings, 'replay.rules-hidden');
  const stateKey = master === undefined ? undefined : replayKeys(master, replay.header.match.id).stateKey;
  const expectedHashes = new Map(replay.checkpoints.map((c) => [c.signed.seq, c.signed.stateHash] as const));
  if (replay.seal !== undefined) expectedHashes.set(replay.seal.signed.seq, replay.seal.signed.stateHash);
  if (stateKey === undefined) findings.note('rules', 'replay.state-unkeyed', null);
  checkDeckHashes(replay, module, findings);
  let state: unknown;
  try {
    state = module.initialState(replay.openSetup);
  } catch (error) {
    findings.error('rules', 'replay.rules-crashed', 0, (error as Error).message);
    return { ran: true, decisions: 0, module };
  }
  const texts: CanonicalCache = new WeakMap();
  const checkState = (seq: number) => {
    const expected = expectedHashes.get(seq);
    if (stateKey !== undefined && expected !== undefined && stateHash(stateKey, state, texts, hashes) !== expected)
      findings.error('rules', 'replay.state-mismatch', seq);
  };
  let seq = 0;
  try {
    checkState(0);
    const groups = decisionGroups(replay.openEvents, findings);
    if (groups === undefined) return { ran: true, decisions: 0, module };
    const targets = backUpTargets(replay);
    const statesAt = new Map<number, unknown>();
    if (replay.seeds !== undefined && targets.has(replay.seeds.seq)) statesAt.set(replay.seeds.seq, state);
    let current: Judged<unknown> = { game: state, judged: NO_JUDGING };
    const seats = replay.header.seats.length;
    const steps = timeline(groups, replay.openJudgements);
    for (const [done, step] of steps.entries()) {
      if (step.kind === 'judge') {
        seq = step.line.seq;
        const next = reExecuteJudge(module, current, step.line, statesAt, seats, findings);
        if (next === undefined) return { ran: true, decisions: done, module };
        current = next;
        state = current.game;
        if (targets.has(seq)) statesAt.set(seq, state);
        checkState(seq);
      } else {
        const produced = reExecute(module, state, step.group, current.judged, findings);
        if (produced === undefined) return { ran: true, decisions: done, module };
        state = foldDecision(
          module,
          state,
          step.group,
          produced,
          (line) => targets.has(line) || expectedHashes.has(line),
          (at, after) => {
            seq = at;
            if (after === undefined) return;
            if (targets.has(seq)) statesAt.set(seq, after.state);
            state = after.state;
            checkState(seq);
          },
        );
        current = { ...current, game: state };
      }
    }
    return { ran: true, decisions: steps.length, finalState: state, finalJudged: current.judged, module };
  } catch (error) {
    // A tampered setup or event can drive the rules library into a state it cannot fold or hash
    // (e.g. NaN); the verifier reports it and never throws.
    findings.error('rules', 'replay.rules-crashed', seq, (error as Error).message);
    return { ran: true, decisions: 0, module };
  }
}

/** Each opened deck-list hash of the header is the hash of the list the setup gives that seat. */
function checkDeckHashes(replay: ParsedReplay, module: AnyGameModule, findings: Findings): void {
  let lists: readonly unknown[];
  try {
    lists = module.setup.deckLists(replay.openSetup);
  } catch (error) {
    findings.error('rules', 'replay.rules-crashed', 0, (error as Error).message);
    return;
  }
  replay.openHeader.seats.forEach(({ seat, deckHash }) => {
    if (typeof deckHash !== 'string') return;
    const list = lists[seat];
    const actual =
      list === null || list === undefined ? null : deckListHash(list as Parameters<typeof deckListHash>[0]);
    if (actual !== deckHash) findings.error('rules', 'replay.deck-hash-mismatch', 0, `seat ${seat}`);
  });
}

function skip(
  findings: Findings,
  code: 'replay.rules-unknown-game' | 'replay.rules-version' | 'replay.rules-hidden',
  detail?: string,
): RulesOutcome {
  findings.note('rules', code, null, detail);
  return { ran: false, decisions: 0 };
}

/** Each decision's lines: the line carrying the decision, then the lines without one. */
function decisionGroups(events: readonly EventLine[], findings: Findings): EventLine[][] | undefined {
  const groups: EventLine[][] = [];
  for (const event of events) {
    if (event.decision !== undefined) groups.push([event]);
    else if (groups.length === 0) {
      findings.error('rules', 'replay.event-without-decision', event.seq);
      return undefined;
    } else groups.at(-1)!.push(event);
  }
  return groups;
}

/**
 * The state after a re-run decision. One fold pass: the state the module's `decideAndFold` built,
 * unless a line inside the decision needs its own state (a checkpoint, a judge's back-up target),
 * then event by event. `visit` hears each line as it is folded and, after it, the state.
 */
function foldDecision(
  module: AnyGameModule,
  before: unknown,
  group: readonly EventLine[],
  produced: ReExecuted,
  needsState: (seq: number) => boolean,
  visit: (seq: number, after?: { readonly state: unknown }) => void,
): unknown {
  const last = group.at(-1)!.seq;
  if (produced.folded !== undefined && !group.some((line) => line.seq !== last && needsState(line.seq))) {
    visit(last, produced.folded);
    return produced.folded.state;
  }
  let state = before;
  for (const [index, event] of produced.events.entries()) {
    visit(group[index]!.seq);
    state = module.evolve(state, event);
    visit(group[index]!.seq, { state });
  }
  return state;
}

/** A decision re-run: its events and, from a module's `decideAndFold`, the state they fold to (its decider built it on the way). */
interface ReExecuted {
  readonly events: readonly Message[];
  readonly folded?: { readonly state: unknown };
}

/** Re-runs one decision; returns its events when they match the recorded lines exactly. */
function reExecute(
  module: AnyGameModule,
  state: unknown,
  group: readonly EventLine[],
  judged: JudgedState,
  findings: Findings,
): ReExecuted | undefined {
  const first = group[0]!;
  const command = first.decision as Message;
  const draws = group.flatMap((line) => line.random as RandomDraw[]);
  const random = recordedRandomSource(draws, judgedCounters(module.randomCounters(state), judged.floor));
  let applied: ReturnType<AnyGameModule['decide']> | CommandApplied<unknown, Message> | RuleViolation;
  try {
    const platformOnly = first.actor === SYSTEM_SEAT && !module.systemCommands.includes(command.type);
    if (platformOnly || module.seatOf(command) !== first.actor || group.some((line) => line.actor !== first.actor)) {
      findings.error('rules', 'replay.wrong-actor', first.seq);
      return undefined;
    }
    applied =
      module.decideAndFold === undefined
        ? module.decide(command, state, { random })
        : module.decideAndFold(command, state, { random });
  } catch (error) {
    findings.error(
      'rules',
      error instanceof DrawDivergence ? 'replay.draws-differ' : 'replay.rules-crashed',
      first.seq,
      (error as Error).message,
    );
    return undefined;
  }
  if (isRuleViolation(applied)) {
    findings.error('rules', 'replay.illegal-decision', first.seq, applied.code);
    return undefined;
  }
  const decided = 'events' in applied ? applied.events : applied;
  const differs = decided.length !== group.length || decided.some((event, index) => !sameEvent(event, group[index]!));
  if (differs) {
    const at =
      group.find((line, index) => decided[index] === undefined || !sameEvent(decided[index]!, line)) ?? group.at(-1)!;
    findings.error(
      'rules',
      'replay.events-differ',
      differs && decided.length > group.length ? group.at(-1)!.seq : at.seq,
    );
    return undefined;
  }
  if (random.remaining() > 0) {
    findings.error('rules', 'replay.draws-differ', group.at(-1)!.seq, `${random.remaining()}`);
    return undefined;
  }
  return 'events' in applied ? { events: decided, folded: { state: applied.state } } : { events: decided };
}

function sameEvent(event: Message, line: EventLine): boolean {
  return (
    event.type === line.type && sameJson(event.data, line.data) && sameJson(event.metadata?.random ?? [], line.random)
  );
}

/** The sealed result is what the final state says. */
export function checkResult(replay: ParsedReplay, rules: RulesOutcome, findings: Findings): unknown {
  if (replay.seal === undefined || rules.module === undefined || rules.finalState === undefined) return undefined;
  const result = rules.finalJudged?.result ?? rules.module.result(rules.finalState);
  if (!sameJson(result ?? null, replay.seal.signed.result ?? null))
    findings.error('result', 'replay.result-mismatch', replay.seal.signed.seq);
  return result;
}
