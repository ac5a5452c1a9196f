import { fillSeats, type AnyGameModule, type Message, type RandomDraw } from '@cronica/rules-kernel';
import { MalformedCommandError, parseGameCommand } from '@cronica/matches';
import { pick, type Lang, type Localized } from '@cronica/util';

/** The audit's decisions and hidden values in the game's own words, for the judge reading them. */

/** What it takes to word an audit line (its decision, its hidden values): the game, the state before each line, the reader's language and the seats' names. */
export interface AuditWording {
  readonly module: AnyGameModule;
  /** The game state just before chain line `seq`. */
  readonly before: (seq: number) => unknown;
  readonly lang: Lang;
  readonly name: (seat: number) => string;
}

/**
 * A seat's decision in the game's words (the describer's `command`, on the state it was decided
 * on), or null where there is none to word: no decision on the line, the platform's (time called),
 * or one outside the game's commands (a concession).
 */
export function decisionText(line: Readonly<Record<string, unknown>>, wording: AuditWording): string | null {
  const { actor, decision, seq } = line;
  const before = typeof seq === 'number' ? wording.before(seq) : undefined;
  if (decision === undefined || before === undefined || typeof actor !== 'number' || actor < 0) return null;
  let command: Message;
  try {
    command = parseGameCommand(wording.module, decision, actor);
  } catch (error) {
    if (error instanceof MalformedCommandError) return null;
    throw error;
  }
  return fillSeats(pick(wording.module.describer.command(command, before), wording.lang), wording.name);
}

/**
 * A hidden field of a game event as the game words it for a judge: `name` (what the field holds)
 * and `text` (its value: cards by name, a draft's picks by hero), on the state the event applies
 * to. Nothing for the platform's own hidden values (a decision, a ruling's values), which the
 * audit names itself.
 */
export function hiddenFieldWords(
  line: Readonly<Record<string, unknown>>,
  path: readonly (string | number)[],
  wording: AuditWording,
): { readonly name?: string; readonly text?: string } {
  const { kind, seq, type, data } = line;
  const before = typeof seq === 'number' ? wording.before(seq) : undefined;
  if (kind !== 'event' || path.length !== 2 || path[0] !== 'data' || before === undefined) return {};
  const event = { type, data } as Message;
  const words = wording.module.describer.secret(event, String(path[1]), before);
  if (words === null) return {};
  const read = (text: Localized) => fillSeats(pick(text, wording.lang), wording.name);
  return { name: read(words.name), text: read(words.value) };
}

/**
 * The random draws a line consumed, each with `text`: what it decided in the game's words
 * («Dados (2d6): 5 y 3»), on the state the event applies to, where the game words it.
 */
export function drawsInWords(line: Readonly<Record<string, unknown>>, wording: AuditWording): unknown[] {
  const draws = Array.isArray(line['random']) ? (line['random'] as RandomDraw[]) : [];
  const seq = line['seq'];
  const before = typeof seq === 'number' ? wording.before(seq) : undefined;
  const words = wording.module.describer.draw;
  if (words === undefined || before === undefined) return draws;
  return draws.map((draw) => {
    const text = words(draw, before);
    return text === null ? draw : { ...draw, text: fillSeats(pick(text, wording.lang), wording.name) };
  });
}
