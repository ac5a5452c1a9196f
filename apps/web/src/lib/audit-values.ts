import { eventNumberOfSeq, type RandomDraw } from '@cronica/rules-kernel';
import { isLocalized, localized as l, type Lang, type Localized } from '@cronica/util';
import { auditMessages } from './audit-messages';

/**
 * Hidden values of the judge's audit in words: card ids by their names (from the judge's board,
 * whose view names every card it holds: `cards`, id → { name }), and a back-up's restored state
 * as the sentence it stands for, never the whole state as JSON.
 */

export type CardNames = ReadonlyMap<string, Localized>;

/** The card names a game's view holds (`cards`: id → { name }); none when the game's view has no such table. */
export function cardNamesOf(view: unknown): CardNames {
  const cards = typeof view === 'object' && view !== null ? (view as { cards?: unknown }).cards : undefined;
  const names = new Map<string, Localized>();
  if (typeof cards !== 'object' || cards === null) return names;
  for (const [id, card] of Object.entries(cards)) {
    const name = typeof card === 'object' && card !== null ? (card as { name?: unknown }).name : undefined;
    if (isLocalized(name)) names.set(id, name);
  }
  return names;
}

/**
 * A hidden value as a judge reads it, never as JSON: card ids by the cards' names, a list as its
 * items (a list within a list in parentheses), a record as its fields ("seat: 1 · keep: 0, 1, 2").
 */
export function hiddenValueText(value: unknown, names: CardNames, lang: Lang): string {
  const read = (v: unknown, nested: boolean): string => {
    if (typeof v === 'string') return names.get(v)?.[lang] ?? v;
    if (Array.isArray(v)) {
      const items = v.map((item) => read(item, true)).join(', ');
      return nested ? `(${items})` : items;
    }
    if (typeof v === 'object' && v !== null) {
      const fields = Object.entries(v).map(([key, field]) => `${key}: ${read(field, true)}`);
      return nested ? `(${fields.join(' · ')})` : fields.join(' · ');
    }
    return String(v);
  };
  return read(value, false);
}

/** What names a hidden field for a judge: the player's command, a correction's two values, a back-up's state; else the event's own field name. */
export function hiddenFieldName(path: string | readonly (string | number)[]): Localized | string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const known = HIDDEN_FIELDS[parts.join('.')];
  return known ?? (parts[0] === 'data' ? parts.slice(1) : parts).join('.');
}

const HIDDEN_FIELDS: Readonly<Record<string, Localized>> = {
  decision: auditMessages.decision,
  'data.previous': l('Valor anterior', 'Previous value'),
  'data.value': l('Valor corregido', 'Corrected value'),
  'data.state': l('Estado al que se vuelve', 'State restored'),
};

/** What a back-up restores, in one sentence (its `state` is the whole game state). */
export const restoredState = (toSeq: number): Localized => {
  const number = eventNumberOfSeq(toSeq);
  return number === 0
    ? l(
        'El estado inicial de la partida (solo lo ven los jueces).',
        'The opening state of the match (only judges see it).',
      )
    : l(
        `El estado de la partida tras el evento ${number} (solo lo ven los jueces).`,
        `The match state after event ${number} (only judges see it).`,
      );
};

/** An entry's data as a judge reads it: a back-up's restored state replaced by its sentence. */
export function readableData(type: string, data: unknown, lang: Lang): unknown {
  if (type !== 'JudgeBackedUp' || typeof data !== 'object' || data === null) return data;
  const toSeq = (data as { toSeq?: unknown }).toSeq;
  return typeof toSeq === 'number' ? { ...data, state: restoredState(toSeq)[lang] } : data;
}

/** A draw's label with each seat it names (`seat0`) by the player's name: «deck:seat1» reads «deck:Ana». */
const labelText = (label: string, seatName: (seat: number) => string) =>
  label.replace(/seat(\d+)/g, (_, seat: string) => seatName(Number(seat)));

/** Which uses of its label's stream a draw took, counted from 1 as people count. */
const usesText = (draw: RandomDraw) =>
  draw.count === 1
    ? l(`uso ${draw.from + 1} de su serie`, `use ${draw.from + 1} of its stream`)
    : l(
        `usos ${draw.from + 1}–${draw.from + draw.count} de su serie`,
        `uses ${draw.from + 1}–${draw.from + draw.count} of its stream`,
      );

/**
 * One draw of the seeded generator as a judge reads it: a number drawn and the range it came from,
 * or a shuffle's new order (where each item was before), and which uses of its stream it took.
 */
export function randomDrawText(draw: RandomDraw, seatName: (seat: number) => string): Localized {
  const label = labelText(draw.label, seatName);
  const uses = usesText(draw);
  // Where each item of the new order was before, counted from 1 (`permutation` counts from 0).
  const order = draw.kind === 'shuffle' ? draw.permutation.map((index) => index + 1).join(', ') : '';
  return draw.kind === 'int'
    ? l(
        `Número «${label}»: ${draw.value} (de 0 a ${draw.bound - 1}; ${uses.es})`,
        `Number "${label}": ${draw.value} (0 to ${draw.bound - 1}; ${uses.en})`,
      )
    : l(
        `Barajada «${label}» de ${draw.size}: de arriba abajo, los que estaban en ${order} (${uses.es})`,
        `Shuffle "${label}" of ${draw.size}: top to bottom, those that were at ${order} (${uses.en})`,
      );
}

/**
 * The entry holding the decision that entry `index` follows from: the nearest entry before it, of
 * the same seat and run of events, that carries the decision (only a decision's first event does).
 * Null for a decision's own event, for one no decision led to, or for a ruling.
 */
export function decisionIndexOf(
  entries: readonly { readonly kind: string; readonly actor: number | null; readonly decision?: unknown }[],
  index: number,
): number | null {
  const entry = entries[index];
  if (entry === undefined || entry.kind !== 'event' || entry.actor === null || entry.decision != null) return null;
  for (let at = index - 1; at >= 0; at -= 1) {
    const before = entries[at]!;
    if (before.kind !== 'event' || before.actor !== entry.actor) return null;
    if (before.decision != null) return at;
  }
  return null;
}
