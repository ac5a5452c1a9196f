import { assertNever } from './assert-never.js';
import { localized, type Localized } from './localized.js';

/**
 * The one rule for every name a person reads on Crónica: account display names, walk-ins and late
 * entries, tournaments, campaigns and their scenes. The web's live feedback, the API's input
 * checks and the tournament library's decider all apply it, so none of them can drift.
 */
export type NameKind = 'displayName' | 'playerName' | 'tournamentName' | 'campaignName' | 'sceneName';

interface NameSpec {
  readonly min: number;
  readonly max: number;
  /** How the messages name the field ("El nombre visible …"). */
  readonly subject: Localized;
}

export const NAME_RULES: Readonly<Record<NameKind, NameSpec>> = {
  displayName: { min: 1, max: 60, subject: localized('El nombre visible', 'The display name') },
  // A walk-in or late entry stands in the same lists as the accounts: the same bound.
  playerName: { min: 1, max: 60, subject: localized('El nombre del jugador', "The player's name") },
  tournamentName: { min: 1, max: 120, subject: localized('El nombre del torneo', "The tournament's name") },
  campaignName: { min: 3, max: 80, subject: localized('El nombre de la campaña', "The campaign's name") },
  sceneName: { min: 1, max: 80, subject: localized('La escena', 'The scene') },
};

export type NameProblemKind = 'length' | 'control' | 'invisible' | 'surrogate';

export interface NameProblem {
  readonly kind: NameProblemKind;
  readonly message: Localized;
}

/** Half of a UTF-16 pair without its other half: stored, it turns into U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;
/** C0 and C1 controls (line feed, NUL, NEL…) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/**
 * Characters that draw nothing or reorder what is drawn, so one name can pass for another: every
 * format character (Unicode category Cf: bidirectional marks, embeddings, overrides and isolates,
 * zero-width spaces and joiners, the Arabic letter mark, tags), every default-ignorable code point
 * (variation selectors, Hangul fillers, the combining grapheme joiner…; UAX #44) and the blank
 * Braille pattern, which looks like a space that trimming keeps.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
/**
 * The joiners emoji need and nothing else does: a zero-width joiner between two pictographs
 * (👩‍💻) and the emoji-style variation selector after one (❤️) or in a keycap (1️⃣).
 */
const EMOJI_JOINERS =
  /(?<=\p{Extended_Pictographic}\p{Emoji_Modifier}?\uFE0F?)\u200D(?=\p{Extended_Pictographic})|(?<=\p{Extended_Pictographic})\uFE0F|(?<=[0-9#*])\uFE0F(?=\u20E3)/gu;
const SPACES = /\p{Zs}+/gu;

/** A name as it is stored and shown: NFC, trimmed, every run of spaces made one space. */
export function cleanName(raw: string): string {
  return raw.normalize('NFC').trim().replace(SPACES, ' ');
}

function characterProblem(raw: string): Exclude<NameProblemKind, 'length'> | null {
  if (LONE_SURROGATE.test(raw)) return 'surrogate';
  if (CONTROL.test(raw)) return 'control';
  if (INVISIBLE.test(raw.replace(EMOJI_JOINERS, ''))) return 'invisible';
  return null;
}

function messageOf(kind: NameProblemKind, spec: NameSpec): Localized {
  const { es, en } = spec.subject;
  switch (kind) {
    case 'length':
      return localized(
        `${es} debe tener entre ${spec.min} y ${spec.max} caracteres.`,
        `${en} must be ${spec.min} to ${spec.max} characters long.`,
      );
    case 'control':
      return localized(
        `${es} no puede tener caracteres de control ni saltos de línea.`,
        `${en} cannot hold control characters or line breaks.`,
      );
    case 'invisible':
      return localized(
        `${es} no puede tener caracteres invisibles ni de formato (de cambio de dirección del texto, espacios de anchura cero…).`,
        `${en} cannot hold invisible or formatting characters (text-direction marks, zero-width spaces…).`,
      );
    case 'surrogate':
      return localized(
        `${es} tiene un carácter Unicode incompleto (un sustituto suelto).`,
        `${en} holds an incomplete Unicode character (a lone surrogate).`,
      );
    default:
      return assertNever(kind);
  }
}

/** What is wrong with a name of this kind, or null when `cleanName(raw)` may be stored. Nothing is stripped silently. */
export function nameProblem(raw: string, kind: NameKind): NameProblem | null {
  const spec = NAME_RULES[kind];
  const character = characterProblem(raw);
  if (character) return { kind: character, message: messageOf(character, spec) };
  const length = [...cleanName(raw)].length;
  if (length < spec.min || length > spec.max) return { kind: 'length', message: messageOf('length', spec) };
  return null;
}
