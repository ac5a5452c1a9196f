import { z } from 'zod';
import type { Localized } from '@cronica/util';
import type { RuleViolation } from './decider.js';
import { violation } from './violation.js';

/**
 * The words of refusals every card game has ("Refusals are data"); each game files them under its
 * own code, so a player reads the same sentence for the same mistake whichever game they play.
 */
export const COMMON_REFUSALS = {
  badCommand: { es: 'La orden no tiene el formato esperado.', en: 'The command is malformed.' },
  notYourTurn: { es: 'No te toca actuar.', en: 'It is not your turn to act.' },
  alreadyChosen: { es: 'Ya has hecho esa elección.', en: 'You have already made that choice.' },
  notInHand: { es: 'Esa carta no está en tu mano.', en: 'That card is not in your hand.' },
  badTarget: { es: 'Ese objetivo no es válido.', en: 'That target is not valid.' },
} as const satisfies Record<string, Localized>;

export interface RefusalTable<Code extends string> {
  /** The refusal of `command` under `code` (the game's prefix before it), with its es/en message. */
  readonly refuse: (code: Code, command: unknown) => RuleViolation;
  /** A code's words, for a reason shown before a move is tried. */
  readonly message: (code: Code) => Localized;
  /** Every code of the table, in its order. */
  readonly codes: Code[];
}

const COMMON_NAMES = Object.keys(COMMON_REFUSALS) as [
  keyof typeof COMMON_REFUSALS,
  ...(keyof typeof COMMON_REFUSALS)[],
];
const catalogSchema = z
  .object({
    common: z.record(z.string(), z.enum(COMMON_NAMES)).default({}),
    own: z.record(z.string(), z.object({ es: z.string().min(1), en: z.string().min(1) }).strict()),
  })
  .strict();

/**
 * A game's refusal catalog, kept as data beside its rules (`refusals.json`): its own codes with
 * their sentences, and the codes it files a common sentence under (by its `COMMON_REFUSALS` name).
 */
export interface RefusalCatalog {
  readonly common?: Readonly<Record<string, string>>;
  readonly own: Readonly<Record<string, Localized>>;
}

type CatalogCode<C extends RefusalCatalog> = Extract<keyof C['own'] | keyof NonNullable<C['common']>, string>;

/** A game's refusals from its catalog, checked when the rules load (an unknown common name is a fault). */
export function refusalCatalog<C extends RefusalCatalog>(catalog: C, prefix = ''): RefusalTable<CatalogCode<C>> {
  const { common, own } = catalogSchema.parse(catalog);
  const shared = Object.fromEntries(Object.entries(common).map(([code, name]) => [code, COMMON_REFUSALS[name]]));
  return refusalTable({ ...shared, ...own } as Record<CatalogCode<C>, Localized>, prefix);
}

/** A game's refusals from its table of stable codes and their es/en messages. */
export function refusalTable<Code extends string>(
  messages: Readonly<Record<Code, Localized>>,
  prefix = '',
): RefusalTable<Code> {
  return {
    refuse: (code, command) => violation(`${prefix}${code}`, command, messages[code]),
    message: (code) => messages[code],
    codes: Object.keys(messages) as Code[],
  };
}
