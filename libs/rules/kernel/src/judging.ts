import { sameInBoth, type Localized } from '@cronica/util';
import type { GameResult, Message, RuleViolation, Seat } from './decider.js';
import { violation, isRuleViolation } from './violation.js';
import { eventNumberOfSeq } from './event-numbers.js';
import { MATCH_CLOSED, type MatchClosedEvent, type MatchClosure } from './match-closure.js';
import type { PlatformEndReason } from './end-reasons.js';

/**
 * Judge events: what a judge of the match's tournament rules, appended to the match stream like
 * any game event and never deleting one. They are the platform's, not a game's: every game gets
 * them through the same four rulings, and a game says something only where it must (how to
 * correct a value: `GameJudging.correct`, optional). Sources: the tournament rules of
 * 002_a36596f8eaed8fcc.txt, "C) JUEGO COMPETITIVO – REGLAS DE TORNEO" (irregularities are
 * "susceptible de sanción"; A.7.4 a player loses by accumulated penalties) and Crónica's penalty
 * guide (the tournament library's `PENALTY_GUIDE`).
 */
export const JUDGE_UPHELD = 'JudgeUpheld';
export const JUDGE_BACKED_UP = 'JudgeBackedUp';
export const JUDGE_CORRECTED = 'JudgeCorrected';
export const JUDGE_AWARDED_LOSS = 'JudgeAwardedLoss';
export const JUDGE_EVENT_TYPES = [JUDGE_UPHELD, JUDGE_BACKED_UP, JUDGE_CORRECTED, JUDGE_AWARDED_LOSS] as const;
export type JudgeEventType = (typeof JUDGE_EVENT_TYPES)[number];

/** What every ruling states: the infraction, the rule cited, the remedy and who ruled. */
export interface JudgeRuling {
  /** The penalty guide's infraction code (e.g. `GPE-GRV`), or `none` when nothing was infringed. */
  readonly infraction: string;
  /** Rulebook file and section, or the penalty guide's section. */
  readonly rule: string;
  /** The remedy in words for both players. */
  readonly remedy: string;
  /** The judge's account id. */
  readonly judge: string;
  /** The call the ruling answers, if any. */
  readonly callId?: string | undefined;
  /** The ruling this one reviews on appeal (the first stays beside it). */
  readonly appealOf?: string | undefined;
}

export type JudgePath = readonly (string | number)[];

export type JudgeEvent =
  | Message<typeof JUDGE_UPHELD, { readonly ruling: JudgeRuling }>
  | Message<
      typeof JUDGE_BACKED_UP,
      {
        readonly ruling: JudgeRuling;
        /** The chain line whose state is restored (the seeds line restores the opening state). */
        readonly toSeq: number;
        /** The lines backed over: they stay in the stream, and what they revealed stays known. */
        readonly undone: { readonly from: number; readonly to: number };
        /** The restored game state (judges only: it holds hands and deck order). */
        readonly state: unknown;
      }
    >
  | Message<
      typeof JUDGE_CORRECTED,
      {
        readonly ruling: JudgeRuling;
        readonly path: JudgePath;
        readonly previous: unknown;
        readonly value: unknown;
        /** Seats that may read the old and new value (a card in hand: its owner); judges always can. */
        readonly visibleTo: readonly Seat[];
      }
    >
  | Message<
      typeof JUDGE_AWARDED_LOSS,
      {
        readonly ruling: JudgeRuling;
        readonly seat: Seat;
        readonly scope: 'game' | 'match';
        readonly result: GameResult;
      }
    >;

/** What a replay's judge line carries: a judge's ruling, or the tournament closing the match (match-closure.ts). */
export type JudgeLineEvent = JudgeEvent | MatchClosedEvent;

/** What judging adds to a match beside the game's own state. */
export interface JudgedState {
  /**
   * The next counter per random label never goes below this: after a back-up the restored state
   * has older counters, and the streams continue from where they were, so nobody can re-roll by
   * asking for a back-up.
   */
  readonly floor: Readonly<Record<string, number>>;
  /** A result a judge awarded (a game or match loss); it ends the match. */
  readonly result: GameResult | null;
  /** Set when the tournament closed the match (its `result` is the closure's): nothing more is played. */
  readonly closed?: MatchClosure;
}

export const NO_JUDGING: JudgedState = { floor: {}, result: null };

/** Optional per-game judging hooks of a `GameModule`; a module without them gets the generic ones. */
export interface GameJudging<State> {
  /** Sets the value at `path` of the state, or refuses (a value the engine cannot hold). */
  correct?(state: State, path: JudgePath, value: unknown): State | RuleViolation;
}

/** The account a judge line is signed for: the ruling's judge, or the account that closed the table. */
export function judgeLineAccount(event: JudgeLineEvent): string {
  return event.type === MATCH_CLOSED ? event.data.by : event.data.ruling.judge;
}

export function isJudgeEvent(event: { readonly type: string }): event is JudgeEvent {
  return (JUDGE_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** The counters the next command draws from: the state's, never below the floor. */
export function judgedCounters(
  counters: Readonly<Record<string, number>>,
  floor: Readonly<Record<string, number>>,
): Readonly<Record<string, number>> {
  const merged: Record<string, number> = { ...counters };
  for (const [label, at] of Object.entries(floor)) merged[label] = Math.max(merged[label] ?? 0, at);
  return merged;
}

const refusals = {
  path: { es: 'Esa ruta no existe en el estado de la partida.', en: 'That path does not exist in the match state.' },
  kind: {
    es: 'El valor nuevo no es del mismo tipo que el actual.',
    en: 'The new value is not of the same type as the current one.',
  },
} satisfies Record<string, Localized>;

/** The value at `path`, or undefined. */
export function valueAt(state: unknown, path: JudgePath): unknown {
  let at: unknown = state;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

function setAt(state: unknown, path: JudgePath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const next = setAt((state as Record<string | number, unknown>)[key], rest, value);
  if (Array.isArray(state)) return state.map((item, index) => (index === key ? next : item));
  return { ...(state as object), [key]: next };
}

/**
 * The generic correction: a value that exists is replaced by one of the same JSON type (a life
 * total by a number, a card id by a card id). A game whose state needs more care supplies its own.
 */
export function correctValue<State>(
  judging: GameJudging<State> | undefined,
  state: State,
  path: JudgePath,
  value: unknown,
): State | RuleViolation {
  if (judging?.correct) return judging.correct(state, path, value);
  const previous = valueAt(state, path);
  if (path.length === 0 || previous === undefined) return violation('judge.path-unknown', path, refusals.path);
  if (kindOf(previous) !== kindOf(value)) return violation('judge.value-kind', path, refusals.kind);
  return setAt(state, path, value) as State;
}

export interface Judged<State> {
  readonly game: State;
  readonly judged: JudgedState;
}

/**
 * Applies a judge event to the game and the judging state. `counters` reads the state's random
 * counters (the module's `randomCounters`): a back-up raises the floor to them. A correction the
 * engine refuses is a fault here (it was refused when the judge made it), so it throws.
 */
export function applyJudgeEvent<State>(
  current: Judged<State>,
  event: JudgeLineEvent,
  hooks: {
    readonly counters: (state: State) => Readonly<Record<string, number>>;
    readonly judging?: GameJudging<State> | undefined;
  },
): Judged<State> {
  switch (event.type) {
    case JUDGE_UPHELD:
      return current;
    case JUDGE_BACKED_UP: {
      const floor = judgedCounters(hooks.counters(current.game), current.judged.floor);
      return { game: event.data.state as State, judged: { ...current.judged, floor } };
    }
    case JUDGE_CORRECTED: {
      const game = correctValue(hooks.judging, current.game, event.data.path, event.data.value);
      if (isRuleViolation(game)) throw new Error(`judge correction refused: ${game.code}`);
      return { ...current, game };
    }
    case JUDGE_AWARDED_LOSS:
      return { ...current, judged: { ...current.judged, result: event.data.result } };
    case MATCH_CLOSED:
      return { ...current, judged: { ...current.judged, result: event.data.result, closed: event.data } };
  }
}

/** How a ruling's codes read: the tournament's penalty guide names infractions and rules (the kernel knows no guide). */
export interface RulingWords {
  readonly infraction: (code: string) => Localized;
  readonly rule: (rule: string) => Localized;
}

const AS_WRITTEN: RulingWords = { infraction: sameInBoth, rule: sameInBoth };
/** A judge's text with one final stop, never two ("Se repite el robo." reads "… Remedio: Se repite el robo."). */
const sentence = (text: string) => `${text.trim().replace(/[.]+$/u, '')}.`;

const rulingTail = (ruling: JudgeRuling, words: RulingWords): Localized => {
  const [infraction, rule] = [words.infraction(ruling.infraction), words.rule(ruling.rule)];
  return {
    es: `Infracción: ${sentence(infraction.es)} Norma: ${sentence(rule.es)} Remedio: ${sentence(ruling.remedy)}`,
    en: `Infraction: ${sentence(infraction.en)} Rule: ${sentence(rule.en)} Remedy: ${sentence(ruling.remedy)}`,
  };
};

/** A backup in words: the state it returns to and the events it undoes. */
function backupWords(event: Extract<JudgeEvent, { type: typeof JUDGE_BACKED_UP }>): Localized {
  // Chain lines read as the log's event numbers (event-numbers.ts), as the players see them.
  const [to, from, last] = [event.data.toSeq, event.data.undone.from, event.data.undone.to].map(eventNumberOfSeq) as [
    number,
    number,
    number,
  ];
  const undone = from === last ? `${from}` : `${from}–${last}`;
  const after =
    to === 0
      ? { es: 'al estado inicial', en: 'to the opening state' }
      : { es: `al estado tras el evento ${to}`, en: `to the state after event ${to}` };
  return {
    es: `Arbitraje: la partida vuelve ${after.es} (se ${from === last ? 'deshace el evento' : 'deshacen los eventos'} ${undone}; la información revelada sigue conocida y el azar continúa donde estaba).`,
    en: `Ruling: the game is backed up ${after.en} (undoing ${from === last ? 'event' : 'events'} ${undone}; information revealed stays known and randomness continues where it was).`,
  };
}

/**
 * A judge event in words for the game log (every viewer reads the ruling; a correction's values
 * only where `visibleTo` lets them). Judges are named by account, players by `{seat:N}`.
 */
export function describeJudgeEvent(
  event: JudgeEvent,
  mayReadValues: boolean,
  words: RulingWords = AS_WRITTEN,
): Localized {
  const tail = rulingTail(event.data.ruling, words);
  const join = (head: Localized): Localized => ({ es: `${head.es} ${tail.es}`, en: `${head.en} ${tail.en}` });
  switch (event.type) {
    case JUDGE_UPHELD:
      return join({ es: 'Arbitraje: se mantiene la jugada.', en: 'Ruling: the play stands.' });
    case JUDGE_BACKED_UP:
      return join(backupWords(event));
    case JUDGE_CORRECTED: {
      const where = event.data.path.join('.');
      const values = mayReadValues
        ? `: ${JSON.stringify(event.data.previous)} → ${JSON.stringify(event.data.value)}`
        : '';
      return join({
        es: `Arbitraje: corrección de ${where}${values}.`,
        en: `Ruling: correction of ${where}${values}.`,
      });
    }
    case JUDGE_AWARDED_LOSS: {
      const { seat, scope } = event.data;
      return join({
        es: `Arbitraje: {seat:${seat}} recibe una ${scope === 'game' ? 'derrota de partida' : 'derrota del encuentro'}.`,
        en: `Ruling: {seat:${seat}} receives a ${scope === 'game' ? 'game loss' : 'match loss'}.`,
      });
    }
  }
}

/**
 * The result of a game or match loss awarded to `seat`: its opponent wins. Only two-seat matches
 * have an opponent to award; with more seats the tournament's own penalty decides.
 */
export function awardedLossResult(seat: Seat, seats: number, scope: 'game' | 'match'): GameResult | RuleViolation {
  if (seats !== 2 || seat < 0 || seat > 1) {
    return violation('judge.loss-seats', seat, {
      es: 'Solo se puede otorgar una derrota en partidas de dos asientos.',
      en: 'A loss can only be awarded in two-seat matches.',
    });
  }
  const reason: PlatformEndReason = `judge.${scope}-loss`;
  return { outcome: 'win', winner: 1 - seat, reason };
}
