import { seatMark, type Seat } from '@cronica/rules-kernel';
import { localized, type Localized } from '@cronica/util';
import { cardLabel, type Card } from '../cards.js';
import type { AttackKind, Square } from '../options.js';
import { GM_SEAT, isPlayerId, seatOfPlayer, type AccionState, type ActorId } from './state.js';

/** Names in both languages, for log lines and command descriptions. */

export function seatName(state: AccionState, seat: Seat): Localized {
  if (seat === GM_SEAT) return localized('El director de juego', 'The game master');
  const name = state.options.characters[seat - 1]?.name;
  // Without a character name the platform writes the person's name (`seatMark`, kernel contract).
  return name === undefined ? localized(seatMark(seat), seatMark(seat)) : localized(name, name);
}

/** A player, an enemy, an objective bar or a scene by id. */
export function nameOf(state: AccionState, id: string): Localized {
  if (isPlayerId(id)) return seatName(state, seatOfPlayer(id));
  const o = state.options;
  return (
    o.enemies.find((x) => x.id === id)?.name ??
    o.objectives.find((x) => x.id === id)?.name ??
    o.scenes.find((x) => x.id === id)?.name ??
    o.skills.find((x) => x.id === id)?.name ??
    localized(id, id)
  );
}

export const actorName = (state: AccionState, actor: ActorId): Localized => nameOf(state, actor);

export function cardsText(cards: readonly Card[]): string {
  return cards.map(cardLabel).join(', ');
}

export function squareText(square: Square | null): string {
  return square === null ? '—' : `${String.fromCharCode(65 + square[0])}${square[1] + 1}`;
}

export const KIND_NAMES: Readonly<Record<AttackKind, Localized>> = {
  physical: localized('físico', 'physical'),
  social: localized('social', 'social'),
  magical: localized('mágico', 'magical'),
};

/** Joins localized parts built from the same template in both languages. */
export function both(build: (lang: 'es' | 'en') => string): Localized {
  return { es: build('es'), en: build('en') };
}
