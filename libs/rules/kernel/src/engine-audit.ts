import { commandKey } from './command-key.js';
import type { DecideContext, RandomDraw, RuleViolation, Seat } from './decider.js';
import { keysFromMatchSeed } from './random.js';
import { replayDraws } from './verify-draws.js';
import { contextFor, isRuleViolation } from './violation.js';

/**
 * What every engine owes the platform, checked on a state or a finished match the same way for
 * each game (its property tests play bot games and ask these at sampled steps). Each answers
 * with the problems it found, as text a failing test can show; none means the engine kept it.
 */
export interface AuditedEngine<State, Command> {
  decide(command: Command, state: State, ctx: DecideContext): readonly unknown[] | RuleViolation;
  legalCommands(state: State, seat: Seat): readonly Command[];
  randomCounters(state: State): Readonly<Record<string, number>>;
}

const SEATS: readonly Seat[] = [0, 1];
/** Any fixed key serves: a refusal must draw nothing, and what an accepted command draws is not checked here. */
const probeContext = <State>(engine: AuditedEngine<State, unknown>, state: State) =>
  contextFor(engine, state, keysFromMatchSeed(new Uint8Array(32)));

/** Every command listed for either seat is accepted in `state`. */
export function listedCommandProblems<State, Command>(engine: AuditedEngine<State, Command>, state: State): string[] {
  return SEATS.flatMap((seat) => engine.legalCommands(state, seat)).flatMap((command) => {
    const decided = engine.decide(command, state, probeContext(engine, state));
    return isRuleViolation(decided) ? [`refused a listed command ${commandKey(command)}: ${decided.code}`] : [];
  });
}

export interface RefusalAuditOptions<Command> {
  /** Every refusal code of the game starts with it (`blades.`, `ecg.`…). */
  readonly codePrefix: string;
  /** Commands the game accepts at any moment without listing them (conceding, calling time…). */
  readonly acceptedUnlisted?: (command: Command) => boolean;
}

/**
 * Each probe listed for neither seat is refused with a RuleViolation of the game's own code and
 * an es/en message, drawing no randomness, and no probe changes `state`.
 */
export function refusalProblems<State, Command>(
  engine: AuditedEngine<State, Command>,
  state: State,
  probes: readonly Command[],
  options: RefusalAuditOptions<Command>,
): string[] {
  const listed = new Set(SEATS.flatMap((seat) => engine.legalCommands(state, seat)).map(commandKey));
  const before = JSON.stringify(state);
  const problems = probes.flatMap((probe) => {
    if (listed.has(commandKey(probe)) || options.acceptedUnlisted?.(probe)) return [];
    const ctx = probeContext(engine, state);
    const decided = engine.decide(probe, state, ctx);
    const key = commandKey(probe);
    if (!isRuleViolation(decided)) return [`accepted an unlisted command ${key}`];
    return [
      ...(decided.code.startsWith(options.codePrefix) ? [] : [`refused ${key} with a foreign code ${decided.code}`]),
      ...(decided.message.es && decided.message.en ? [] : [`refused ${key} without an es/en message`]),
      ...(ctx.random.takeDraws().length === 0 ? [] : [`drew randomness refusing ${key}`]),
    ];
  });
  return JSON.stringify(state) === before ? problems : [...problems, 'a refused command changed the state'];
}

export interface SeedReplayAudit {
  /** How many draws the match recorded. */
  readonly draws: number;
  readonly problems: readonly string[];
}

/**
 * Replaying a finished match's recorded draws with its revealed seed re-derives every one and
 * ends at the final state's counters, and a seed one bit away does not re-derive them.
 */
export function seedReplayAudit<State>(
  engine: Pick<AuditedEngine<State, unknown>, 'randomCounters'>,
  match: { readonly events: readonly { readonly metadata?: { readonly random?: readonly RandomDraw[] } }[] },
  finalState: State,
  seed: Uint8Array,
): SeedReplayAudit {
  const draws = match.events.flatMap((event) => event.metadata?.random ?? []);
  const report = replayDraws(draws, keysFromMatchSeed(seed));
  const other = seed.map((byte, i) => (i === 0 ? byte ^ 1 : byte));
  const problems = [
    ...(report.complete && report.verified === draws.length ? [] : ['the revealed seed does not re-derive every draw']),
    ...report.mismatches.map((m) => `draw ${m.index} (${m.label}) does not match its seed`),
    ...(JSON.stringify(report.counters) === JSON.stringify(engine.randomCounters(finalState))
      ? []
      : ["the replayed counters are not the final state's"]),
    ...(draws.length === 0 || replayDraws(draws, keysFromMatchSeed(other)).mismatches.length > 0
      ? []
      : ['another seed re-derives the same draws']),
  ];
  return { draws: draws.length, problems };
}
