import { seatMark, type Seat } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { KEYWORD_NAMES } from '../cards/vocabulary.js';
import { cardName } from '../catalog.js';
import { zoneName } from './board.js';
import type { StrikeRecord } from './events.js';
import { troopName } from './stats.js';
import type { StrikeTarget, TargetRef, WotState } from './state.js';
import { troopByUid } from './update.js';

/** Names for the game log, in Spanish and English. */

export type Words = Localized;

export const l = (es: string, en: string): Words => ({ es, en });

/** Joins localized pieces: `join(a, ' ', b)` with plain strings repeated in both languages. */
export function join(...parts: (Words | string | number)[]): Words {
  const pick = (lang: 'es' | 'en') => parts.map((p) => (typeof p === 'object' ? p[lang] : String(p))).join('');
  return { es: pick('es'), en: pick('en') };
}

/** A player as the platform names them: `{seat:N}`, filled with the display name (GameDescriber contract). */
export const seatName = (seat: Seat): Words => l(seatMark(seat), seatMark(seat));

export const cardWords = (state: WotState, id: string | null): Words => {
  const index = id === null ? undefined : state.cardIndex[id];
  return index === undefined ? l('una carta', 'a card') : cardName(state.catalog[index]!);
};

export function troopWords(state: WotState, uid: number): Words {
  const troop = troopByUid(state, uid);
  return troop === undefined
    ? l(`la tropa #${uid}`, `troop #${uid}`)
    : join(troopName(state, troop), ` (${zoneName(troop.zone)})`);
}

export function objectWords(state: WotState, uid: number): Words {
  const field = state.fieldObjects.find((f) => f.uid === uid);
  if (field !== undefined) return join(field.def.name, ` (${zoneName(field.zone)})`);
  const all = [...state.players.flatMap((p) => p.armory), ...state.troops.flatMap((t) => t.objects)];
  const object = all.find((o) => o.uid === uid);
  return object === undefined ? l(`el objeto #${uid}`, `object #${uid}`) : cardName(state.catalog[object.card]!);
}

export function placeWords(state: WotState, uid: number): Words {
  const place = state.players.flatMap((p) => p.places).find((p) => p.uid === uid);
  return place === undefined ? l(`el lugar #${uid}`, `place #${uid}`) : cardName(state.catalog[place.card]!);
}

export function targetWords(state: WotState, target: TargetRef | null | undefined): Words | null {
  if (target == null) return null;
  switch (target.kind) {
    case 'troop':
      return troopWords(state, target.uid);
    case 'player':
      return seatName(target.seat);
    case 'place':
      return placeWords(state, target.uid);
    case 'object':
      return objectWords(state, target.uid);
    case 'zone':
      return l(`la zona ${zoneName(target.zone)}`, `zone ${zoneName(target.zone)}`);
    case 'item': {
      const item = state.stack?.items.find((i) => i.id === target.id);
      return item === undefined
        ? l('un efecto de la pila', 'an item on the stack')
        : item.card === null
          ? l('un efecto', 'an effect')
          : cardName(state.catalog[item.card]!);
    }
    case 'discard':
      return cardWords(state, target.card);
  }
}

export function strikeWords(state: WotState, strike: StrikeTarget, seat: Seat): Words {
  switch (strike.kind) {
    case 'player':
      return seatName(seat === 0 ? 1 : 0);
    case 'area':
      return l('todas las tropas enemigas adyacentes', 'every adjacent enemy troop');
    case 'object': {
      const field = state.fieldObjects.find((f) => f.zone === strike.zone);
      return field === undefined
        ? l(`el objeto de ${zoneName(strike.zone)}`, `the object in ${zoneName(strike.zone)}`)
        : join(field.def.name, ` (${zoneName(strike.zone)})`);
    }
    case 'troop': {
      const troop = state.troops.find((t) => t.zone === strike.zone);
      return troop === undefined
        ? l(`la zona ${zoneName(strike.zone)}`, `zone ${zoneName(strike.zone)}`)
        : troopWords(state, troop.uid);
    }
  }
}

export function recordWords(state: WotState, record: StrikeRecord): Words {
  return record.kind === 'player'
    ? seatName(record.seat)
    : record.kind === 'troop'
      ? troopWords(state, record.uid)
      : objectWords(state, record.uid);
}

export const keywordWords = (keyword: keyof typeof KEYWORD_NAMES): Words => KEYWORD_NAMES[keyword];

export const deckWords = (deck: 'battle' | 'construction'): Words =>
  deck === 'battle' ? l('mazo de batalla', 'battle deck') : l('mazo de construcción', 'construction deck');

export const list = (items: readonly Words[]): Words => ({
  es: items.map((i) => i.es).join(', '),
  en: items.map((i) => i.en).join(', '),
});
