import { seatMark, type Seat } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import type { EcgState } from '../engine/state.js';
import { findTroop } from '../engine/update.js';
import { cardOfInstance } from '../engine/evolve-board.js';

/** Small word helpers for the log: seats, cards, things in play. */

export const t = (es: string, en: string): Localized => ({ es, en });

/** A player as the platform names them: `{seat:N}`, filled with the display name (GameDescriber contract). */
export const seatName = (seat: Seat): Localized => t(seatMark(seat), seatMark(seat));

export function cardNamed(state: EcgState, id: string): Localized {
  const index = state.cardIndex[id];
  return index === undefined ? t(id, id) : state.catalog[index]!.name;
}

/** Cards by their names, in the order given ("Lancero Solar, Botín de Guerra"). */
export function cardList(state: EcgState, ids: readonly string[]): Localized {
  const names = ids.map((id) => cardNamed(state, id));
  return { es: names.map((n) => n.es).join(', '), en: names.map((n) => n.en).join(', ') };
}

/** A card in play by its instance: "Lancero Solar ({seat:0})", the seat filled with its player's name. */
export function instanceName(state: EcgState, instance: number): Localized {
  const place = findTroop(state, instance);
  const seat = place?.seat ?? ([0, 1] as const).find((s) => cardOfInstance(state, s, instance) !== null);
  const card = place?.troop.card ?? (seat === undefined ? null : cardOfInstance(state, seat, instance));
  if (card === null || seat === undefined) return t(`#${instance}`, `#${instance}`);
  const name = state.catalog[card]!.name;
  const who = seatName(seat);
  return t(`${name.es} (${who.es})`, `${name.en} (${who.en})`);
}
