import {
  isRuleViolation,
  judgedCounters,
  SYSTEM_SEAT,
  type AnyGameModule,
  type CommandApplied,
  type JudgedState,
  type Message,
  type RandomDraw,
  type RuleViolation,
} from '@cronica/rules-kernel';
import { sameJson } from '../bytes.js';
import type { EventLine } from '../format.js';
import { DrawDivergence, recordedRandomSource } from './recorded-random.js';
import type { Findings } from './report.js';

/*
 * One recorded decision decided again: the command on the line that carries it, by the seat that
 * sent it, with the random draws the lines recorded; its events must equal the recorded lines.
 */

/** Each decision's lines: the line carrying the decision, then the lines without one. */
export function decisionGroups(events: readonly EventLine[], findings: Findings): EventLine[][] | undefined {
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
export function foldDecision(
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
export interface ReExecuted {
  readonly events: readonly Message[];
  readonly folded?: { readonly state: unknown };
}

/** Re-runs one decision; returns its events when they match the recorded lines exactly. */
export function reExecute(
  module: AnyGameModule,
  state: unknown,
  group: readonly EventLine[],
  judged: JudgedState,
  findings: Findings,
): ReExecuted | undefined {
  const draws = group.flatMap((line) => line.random as RandomDraw[]);
  const random = recordedRandomSource(draws, judgedCounters(module.randomCounters(state), judged.floor));
  const applied = decideRecorded(module, state, group, random, findings);
  if (applied === undefined) return undefined;
  const decided = 'events' in applied ? applied.events : applied;
  const differsAt = differingLine(decided, group);
  if (differsAt !== undefined) {
    findings.error('rules', 'replay.events-differ', differsAt);
    return undefined;
  }
  if (random.remaining() > 0) {
    findings.error('rules', 'replay.draws-differ', group.at(-1)!.seq, `${random.remaining()}`);
    return undefined;
  }
  return 'events' in applied ? { events: decided, folded: { state: applied.state } } : { events: decided };
}

type Decided = ReturnType<AnyGameModule['decide']> | CommandApplied<unknown, Message>;

/** The recorded decision decided again by its actor; undefined (with a finding) when refused or not theirs. */
function decideRecorded(
  module: AnyGameModule,
  state: unknown,
  group: readonly EventLine[],
  random: ReturnType<typeof recordedRandomSource>,
  findings: Findings,
): Exclude<Decided, RuleViolation> | undefined {
  const first = group[0]!;
  const command = first.decision as Message;
  let applied: Decided | RuleViolation;
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
  return applied;
}

/** The first recorded line the re-run events differ at (the last line when the re-run made more); undefined when equal. */
function differingLine(decided: readonly Message[], group: readonly EventLine[]): number | undefined {
  const differs = decided.length !== group.length || decided.some((event, index) => !sameEvent(event, group[index]!));
  if (!differs) return undefined;
  if (decided.length > group.length) return group.at(-1)!.seq;
  const at = group.find((line, index) => decided[index] === undefined || !sameEvent(decided[index]!, line));
  return (at ?? group.at(-1)!).seq;
}

function sameEvent(event: Message, line: EventLine): boolean {
  return (
    event.type === line.type && sameJson(event.data, line.data) && sameJson(event.metadata?.random ?? [], line.random)
  );
}
