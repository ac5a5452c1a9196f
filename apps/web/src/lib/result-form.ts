import { contradictedSeat, livesProblem } from '@cronica/tournament';
import { localized as l, type Localized } from '@cronica/util';
import { formText } from './form-text';

/**
 * The result form of a best-of-N match, as a player reports it, the opponent reads it and the
 * desk enters or corrects it: one line per game (002 C.1: a best-of-3 final), each with its
 * winner and, where the event's tiebreakers count them (SCORE, 002 C.2.1), its final life totals.
 * Fields are named by seat (A/B) whoever fills them in; a player's form only words them from
 * their chair. A refused form is shown again with every value as it was typed.
 */
export type Seat = 'a' | 'b';
export type Winner = Seat | 'draw';

/** One game as typed: the winner ('' = not played) and the final life totals. */
export interface GameValues {
  readonly winner: string;
  readonly lifeA: string;
  readonly lifeB: string;
}

/** Everything a result form holds, kept as typed so a refused form shows it again. */
export interface ResultValues {
  readonly games: readonly GameValues[];
  readonly reason: string;
}

/** What is wrong with a form, said beside the field it names (`form`: the form as a whole). */
export interface ResultProblem {
  readonly field: string;
  readonly message: Localized;
}

export interface GameRecord {
  readonly winner: Winner;
  readonly lifeA?: number;
  readonly lifeB?: number;
}

export interface ParsedResult {
  readonly winner: Winner;
  readonly games: readonly GameRecord[];
}

/** A result form's server action answer: done, or the problem and what was sent (to show again). */
export interface ResultFormState {
  readonly done: boolean;
  readonly problem: ResultProblem | null;
  readonly values: ResultValues | null;
  /** No answer came from the API: the same form sent again keeps its command id (`useResendableAction`). */
  readonly unanswered?: boolean;
}

export const RESULT_FORM_START: ResultFormState = { done: false, problem: null, values: null };

/** A result form whose answer never came: "could not reach" for the whole form, with every value as sent. */
export function unreachedResult(form: FormData, unreachable: Localized): ResultFormState {
  const values = resultValues(form, rulesOf(form).bestOf);
  return { done: false, problem: { field: fieldNames.form, message: unreachable }, values, unanswered: true };
}

/** The most games a form reads (a best of 5). */
export const MAX_GAMES = 5;
const LIFE_LIMIT = 999;

export const fieldNames = {
  winner: (game: number) => `game${game}Winner`,
  life: (game: number, seat: Seat) => `game${game}Life${seat.toUpperCase()}`,
  reason: 'reason',
  form: 'form',
} as const;

/** What the form needs to know of the match: its games, whether life totals count, whether it corrects a result. */
export interface ResultRules {
  readonly bestOf: number;
  readonly needLife: boolean;
  readonly needReason: boolean;
}

/** The form's own account of the match (the API checks the result again, whatever the form says). */
export function rulesOf(form: FormData): ResultRules {
  const bestOf = Number(form.get('bestOf'));
  return {
    bestOf: Number.isInteger(bestOf) && bestOf >= 1 && bestOf <= MAX_GAMES ? bestOf : 1,
    needLife: form.get('needLife') === 'yes',
    needReason: form.get('needReason') === 'yes',
  };
}

/** The event's tiebreakers count life totals (SCORE and opponents' SCORE, 002 C.2.1). */
export const lifeCounts = (tiebreakers: readonly string[]): boolean =>
  tiebreakers.some((t) => t === 'score' || t === 'opponents-score');

/** The desk's "close this table's open judge calls" box, ticked (it shows only when the table has any). */
export const closesCalls = (form: FormData): boolean => form.get('closeCalls') === 'on';

/** The values of a submitted form, as typed (to check, and to show again if refused). */
export function resultValues(form: FormData, bestOf: number): ResultValues {
  const count = Math.min(Math.max(bestOf, 1), MAX_GAMES);
  const games = Array.from({ length: count }, (_, i) => ({
    winner: formText(form, fieldNames.winner(i + 1), 8),
    lifeA: formText(form, fieldNames.life(i + 1, 'a'), 12).trim(),
    lifeB: formText(form, fieldNames.life(i + 1, 'b'), 12).trim(),
  }));
  return { games, reason: formText(form, fieldNames.reason, 500).trim() };
}

/** A result already recorded, as the form's starting values (a correction starts from what is there). */
export function valuesOf(
  result: { readonly games: readonly { winner: string; lifeA: number | null; lifeB: number | null }[] } | null,
  bestOf: number,
): ResultValues {
  const games = Array.from({ length: Math.min(Math.max(bestOf, 1), MAX_GAMES) }, (_, i) => {
    const game = result?.games[i];
    return {
      winner: game?.winner ?? '',
      lifeA: game?.lifeA == null ? '' : String(game.lifeA),
      lifeB: game?.lifeB == null ? '' : String(game.lifeB),
    };
  });
  return { games, reason: '' };
}

const messages = {
  noGame: l('Indica quién ganó la partida 1.', 'Say who won game 1.'),
  badWinner: (g: number) => l(`Partida ${g}: elige quién la ganó.`, `Game ${g}: choose who won it.`),
  gap: (g: number) =>
    l(
      `Falta quién ganó la partida ${g}: las partidas se anotan en orden.`,
      `Say who won game ${g}: games are entered in order.`,
    ),
  lifeUnplayed: (g: number) =>
    l(
      `La partida ${g} tiene vidas pero no ganador: elige quién la ganó.`,
      `Game ${g} has life totals but no winner: choose who won it.`,
    ),
  badLife: (g: number) =>
    l(
      `Partida ${g}: la vida final es un número entero de −${LIFE_LIMIT} a ${LIFE_LIMIT} (puede ser negativa).`,
      `Game ${g}: final life is a whole number from −${LIFE_LIMIT} to ${LIFE_LIMIT} (it may be negative).`,
    ),
  needLife: (g: number) =>
    l(
      `Partida ${g}: falta la vida final; el desempate por SCORE la cuenta.`,
      `Game ${g}: the final life is missing; the SCORE tiebreaker counts it.`,
    ),
  needReason: l(
    'Esta mesa ya tiene un resultado: escribe por qué lo corriges (queda registrado).',
    'This table already has a result: write why you correct it (it is recorded).',
  ),
};

function life(raw: string): number | undefined | null {
  if (raw === '') return undefined;
  const value = Number(raw.replace('−', '-'));
  return Number.isInteger(value) && Math.abs(value) <= LIFE_LIMIT ? value : null;
}

type GameCheck = { readonly game: GameRecord | null } | { readonly problem: ResultProblem };

/** One line of the form: not played, played (a record), or what is wrong with it. */
function checkGame(values: GameValues, n: number, needLife: boolean): GameCheck {
  const lives = { a: life(values.lifeA), b: life(values.lifeB) };
  for (const seat of ['a', 'b'] as const)
    if (lives[seat] === null) return { problem: { field: fieldNames.life(n, seat), message: messages.badLife(n) } };
  if (values.winner === '') {
    const typed = values.lifeA !== '' || values.lifeB !== '';
    return typed ? { problem: { field: fieldNames.winner(n), message: messages.lifeUnplayed(n) } } : { game: null };
  }
  if (values.winner !== 'a' && values.winner !== 'b' && values.winner !== 'draw')
    return { problem: { field: fieldNames.winner(n), message: messages.badWinner(n) } };
  if (needLife)
    for (const seat of ['a', 'b'] as const)
      if (lives[seat] === undefined)
        return { problem: { field: fieldNames.life(n, seat), message: messages.needLife(n) } };
  const [lifeA, lifeB] = [lives.a ?? undefined, lives.b ?? undefined];
  const game: GameRecord = {
    winner: values.winner,
    ...(lifeA !== undefined ? { lifeA } : {}),
    ...(lifeB !== undefined ? { lifeB } : {}),
  };
  // The tournament's own check (a player at 0 life has lost), said before the form is sent.
  const contradiction = livesProblem(game, n);
  return contradiction
    ? { problem: { field: fieldNames.life(n, contradictedSeat(game) ?? 'a'), message: sentence(contradiction) } }
    : { game };
}

/** A refusal's clause (lower case, no full stop) as a sentence of its own. */
const sentence = (clause: Localized): Localized => {
  const upper = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  return { es: upper(clause.es), en: upper(clause.en) };
};

/** The result the form says (the match goes to whoever won more games), or the first thing wrong with it. */
export function checkResult(
  values: ResultValues,
  rules: ResultRules,
): { readonly result: ParsedResult } | { readonly problem: ResultProblem } {
  const games: GameRecord[] = [];
  let firstUnplayed: number | null = null;
  for (const [i, line] of values.games.slice(0, rules.bestOf).entries()) {
    const checked = checkGame(line, i + 1, rules.needLife);
    if ('problem' in checked) return checked;
    if (checked.game === null) firstUnplayed ??= i + 1;
    else if (firstUnplayed !== null)
      return { problem: { field: fieldNames.winner(firstUnplayed), message: messages.gap(firstUnplayed) } };
    else games.push(checked.game);
  }
  if (games.length === 0) return { problem: { field: fieldNames.winner(1), message: messages.noGame } };
  if (rules.needReason && values.reason === '')
    return { problem: { field: fieldNames.reason, message: messages.needReason } };
  const won = (side: Seat) => games.filter((g) => g.winner === side).length;
  const winner: Winner = won('a') > won('b') ? 'a' : won('b') > won('a') ? 'b' : 'draw';
  return { result: { winner, games } };
}

/**
 * Where the API's refusal belongs: a missing reason beside the reason; a result the match does not
 * allow (a best of 3 needs two games won) beside the first game still to fill in; anything else on
 * the form as a whole.
 */
export function refusalField(rule: string | undefined, values: ResultValues): string {
  if (rule === 'tournament.result.reason-required') return fieldNames.reason;
  if (rule !== 'tournament.result.invalid') return fieldNames.form;
  const unplayed = values.games.findIndex((g) => g.winner === '');
  return fieldNames.winner(unplayed < 0 ? 1 : unplayed + 1);
}
