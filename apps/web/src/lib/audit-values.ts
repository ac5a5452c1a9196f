import { eventNumberOfSeq } from '@cronica/rules-kernel';
import { isLocalized, localized as l, type Lang, type Localized } from '@cronica/util';

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

/** A hidden value as a judge reads it: a card or list of cards by name, anything else as compact JSON with card ids named. */
export function hiddenValueText(value: unknown, names: CardNames, lang: Lang): string {
  const named = (v: unknown): unknown => (typeof v === 'string' && names.has(v) ? names.get(v)![lang] : v);
  if (typeof value === 'string') return String(named(value));
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string'))
    return value.map(named).join(', ');
  return JSON.stringify(value, (_key, v: unknown) => named(v));
}

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
