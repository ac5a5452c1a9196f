import { deckListHash, NO_JUDGING, type AnyGameModule, type Judged, type JudgedState } from '@cronica/rules-kernel';
import { sameJson, type CanonicalCache, type ReplayHashes } from '../bytes.js';
import type { EventLine, JudgeLine } from '../format.js';
import { stateHash } from '../records.js';
import { replayKeys } from '../seeds.js';
import type { ParsedReplay } from './chain.js';
import { backUpTargets, reExecuteJudge } from './judging.js';
import { decisionGroups, foldDecision, reExecute } from './re-execute.js';
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
  if (stateKey === undefined) findings.note('rules', 'replay.state-unkeyed', null);
  checkDeckHashes(replay, module, findings);
  let state: unknown;
  try {
    state = module.initialState(replay.openSetup);
  } catch (error) {
    findings.error('rules', 'replay.rules-crashed', 0, (error as Error).message);
    return { ran: true, decisions: 0, module };
  }
  return new RulesRun(replay, module, findings, { stateKey, hashes }, state).run();
}

/**
 * One re-execution of the chain from the initial state: decisions and judges' lines in order,
 * each state compared with the sealed and checkpointed hashes where the replay names one.
 */
class RulesRun {
  private readonly expectedHashes: Map<number, string>;
  private readonly texts: CanonicalCache = new WeakMap();
  private readonly statesAt = new Map<number, unknown>();
  private targets: ReadonlySet<number> = new Set();
  private current: Judged<unknown>;
  /** The line being checked, for a crash's finding. */
  private seq = 0;

  constructor(
    private readonly replay: ParsedReplay,
    private readonly module: AnyGameModule,
    private readonly findings: Findings,
    private readonly keys: { readonly stateKey: Uint8Array | undefined; readonly hashes: ReplayHashes | undefined },
    private state: unknown,
  ) {
    this.expectedHashes = new Map(replay.checkpoints.map((c) => [c.signed.seq, c.signed.stateHash] as const));
    if (replay.seal !== undefined) this.expectedHashes.set(replay.seal.signed.seq, replay.seal.signed.stateHash);
    this.current = { game: state, judged: NO_JUDGING };
  }

  run(): RulesOutcome {
    const { module, replay } = this;
    try {
      this.checkState(0);
      const groups = decisionGroups(replay.openEvents, this.findings);
      if (groups === undefined) return { ran: true, decisions: 0, module };
      this.targets = backUpTargets(replay);
      if (replay.seeds !== undefined && this.targets.has(replay.seeds.seq))
        this.statesAt.set(replay.seeds.seq, this.state);
      const steps = timeline(groups, replay.openJudgements);
      for (const [done, step] of steps.entries()) {
        const followed = step.kind === 'judge' ? this.judge(step.line) : this.decision(step.group);
        if (!followed) return { ran: true, decisions: done, module };
      }
      return { ran: true, decisions: steps.length, finalState: this.state, finalJudged: this.current.judged, module };
    } catch (error) {
      // A tampered setup or event can drive the rules library into a state it cannot fold or hash
      // (e.g. NaN); the verifier reports it and never throws.
      this.findings.error('rules', 'replay.rules-crashed', this.seq, (error as Error).message);
      return { ran: true, decisions: 0, module };
    }
  }

  /** A judge's line re-applied; false when it could not be (its finding is recorded). */
  private judge(line: JudgeLine): boolean {
    this.seq = line.seq;
    const seats = this.replay.header.seats.length;
    const next = reExecuteJudge(this.module, this.current, line, this.statesAt, seats, this.findings);
    if (next === undefined) return false;
    this.current = next;
    this.state = next.game;
    this.reached(this.seq, this.state);
    return true;
  }

  /** A decision re-run and folded; false when it differs from the recorded lines. */
  private decision(group: readonly EventLine[]): boolean {
    const produced = reExecute(this.module, this.state, group, this.current.judged, this.findings);
    if (produced === undefined) return false;
    this.state = foldDecision(
      this.module,
      this.state,
      group,
      produced,
      (line) => this.targets.has(line) || this.expectedHashes.has(line),
      (at, after) => {
        this.seq = at;
        if (after !== undefined) this.reached(at, after.state);
      },
    );
    this.current = { ...this.current, game: this.state };
    return true;
  }

  /** The state after line `seq`: kept when a judge may back up to it, and checked against its hash. */
  private reached(seq: number, state: unknown): void {
    if (this.targets.has(seq)) this.statesAt.set(seq, state);
    this.state = state;
    this.checkState(seq);
  }

  private checkState(seq: number): void {
    const expected = this.expectedHashes.get(seq);
    const { stateKey, hashes } = this.keys;
    if (
      stateKey !== undefined &&
      expected !== undefined &&
      stateHash(stateKey, this.state, this.texts, hashes) !== expected
    )
      this.findings.error('rules', 'replay.state-mismatch', seq);
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

/** The sealed result is what the final state says. */
export function checkResult(replay: ParsedReplay, rules: RulesOutcome, findings: Findings): unknown {
  if (replay.seal === undefined || rules.module === undefined || rules.finalState === undefined) return undefined;
  const result = rules.finalJudged?.result ?? rules.module.result(rules.finalState);
  if (!sameJson(result ?? null, replay.seal.signed.result ?? null))
    findings.error('result', 'replay.result-mismatch', replay.seal.signed.seq);
  return result;
}
