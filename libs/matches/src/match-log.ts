import {
  citedType,
  describeJudgeEvent,
  describeMatchClosed,
  fillSeats,
  isMatchClosed,
  type AnyGameModule,
  type JudgeLineEvent,
  type Message,
  type Viewer,
} from '@cronica/rules-kernel';
import { citationWords, infractionName } from '@cronica/tournament';
import { pick, type Lang, type Localized } from '@cronica/util';

/** A ruling's infraction and rule as the penalty guide names them, not as codes. */
const RULING_WORDS = { infraction: infractionName, rule: citationWords } as const;

/**
 * The game log: each game event in words, as the module's describer gives it for each kind of
 * viewer, computed once when the event is folded. Index `seat` holds what that seat's player
 * reads, then the spectators' line, then the judges'. A describer that fails on an event leaves
 * that line out rather than stopping the match.
 */
export interface LogEntry {
  readonly lines: readonly (Localized | null)[];
  /** The seat whose decision the event was; absent for the platform, a ruling or the game itself. */
  readonly actor?: number | null;
  /**
   * The game event's type, for the rule lines governing it (`Type.case` where the game cites a case
   * apart: `citedType`); absent for a ruling or the closure.
   */
  readonly type?: string;
}

export type LogRole =
  { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'judge' } | { readonly kind: 'spectator' };

const viewersOf = (seats: number): Viewer[] => [
  ...Array.from({ length: seats }, (_, seat): Viewer => ({ kind: 'seat', seat })),
  { kind: 'spectator' },
  { kind: 'judge' },
];

/** The case the game cites an event under; a module that fails to tell leaves it at its type (every case). */
function caseOf(module: AnyGameModule, event: Message, before: unknown): string | undefined {
  try {
    return module.ruleCase?.(event, before);
  } catch {
    return undefined;
  }
}

export function logLinesOf(
  module: AnyGameModule,
  event: Message,
  before: unknown,
  seats: number,
  actor: number | null = null,
): LogEntry {
  return {
    actor,
    type: citedType(event, caseOf(module, event, before)),
    lines: viewersOf(seats).map((viewer) => {
      try {
        return module.describer.event(event, before, viewer);
      } catch {
        return null;
      }
    }),
  };
}

/**
 * A judge's ruling in the log: every viewer reads it (infraction, rule, remedy); a correction's
 * values only the seats it names, the judges, and spectators when it names every seat.
 */
export function judgeLogEntry(event: JudgeLineEvent, seats: number): LogEntry {
  // The tournament's closure reads the same for everyone: why, and the table's result.
  if (isMatchClosed(event)) return { lines: viewersOf(seats).map(() => describeMatchClosed(event)) };
  const visibleTo = event.type === 'JudgeCorrected' ? event.data.visibleTo : [];
  const everyone = Array.from({ length: seats }, (_, seat) => seat).every((seat) => visibleTo.includes(seat));
  return {
    lines: viewersOf(seats).map((viewer) =>
      describeJudgeEvent(
        event,
        viewer.kind === 'judge' || (viewer.kind === 'seat' ? visibleTo.includes(viewer.seat) : everyone),
        RULING_WORDS,
      ),
    ),
  };
}

function lineIndex(role: LogRole, seats: number): number {
  if (role.kind === 'seat') return role.seat;
  return role.kind === 'spectator' ? seats : seats + 1;
}

export interface LogLine {
  /** The game event's position in the match (0 = the first game event). */
  readonly index: number;
  readonly text: string;
  /** The seat whose decision the event was, or null. */
  readonly seat: number | null;
  /** The rule lines governing the event (`000:39`), for the "why?" beside it. */
  readonly rules: readonly string[];
}

/** How a log is read: in `lang`, players named by `name(seat)`, the rule lines of an event type by `rules`. */
export interface LogReading {
  readonly lang: Lang;
  readonly name: (seat: number) => string;
  readonly rules: (type: string | undefined) => readonly string[];
}

/**
 * The lines `role` may read among the first `visible` game events (spectators see the log with
 * the same delay as the board).
 */
export function logFor(
  log: readonly LogEntry[],
  role: LogRole,
  seats: number,
  visible: number,
  { lang, name, rules }: LogReading,
): LogLine[] {
  const at = lineIndex(role, seats);
  const lines: LogLine[] = [];
  for (let index = 0; index < Math.min(visible, log.length); index += 1) {
    const line = log[index]!.lines[at];
    const entry = log[index]!;
    if (line)
      lines.push({
        index,
        text: fillSeats(pick(line, lang), name),
        seat: entry.actor ?? null,
        rules: rules(entry.type),
      });
  }
  return lines;
}
