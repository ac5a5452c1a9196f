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

/**
 * Each enemy's name and grid marker, distinct in each language: enemies sharing a name are
 * numbered in encounter order ("Bandit 1", "Bandit 2"), and markers are the name's initial,
 * numbered when initials repeat ("B1", "B2", "A"). A player must be able to tell which one a
 * button, a log line or a square means.
 */
export function enemyLabels(
  enemies: readonly { readonly id: string; readonly name: Localized }[],
): Map<string, { name: Localized; marker: Localized }> {
  const numbered = (
    lang: 'es' | 'en',
    key: (name: string) => string,
    write: (base: string, n: number, alone: boolean) => string,
  ) => {
    const groups = new Map<string, string[]>();
    for (const e of enemies) groups.set(key(e.name[lang]), [...(groups.get(key(e.name[lang])) ?? []), e.id]);
    return new Map(
      enemies.map((e) => {
        const group = groups.get(key(e.name[lang]))!;
        return [e.id, write(e.name[lang], group.indexOf(e.id) + 1, group.length === 1)];
      }),
    );
  };
  const initial = (name: string) => name.trim().charAt(0).toLocaleUpperCase();
  const names = (lang: 'es' | 'en') =>
    numbered(
      lang,
      (n) => n,
      (base, n, alone) => (alone ? base : `${base} ${n}`),
    );
  const markers = (lang: 'es' | 'en') =>
    numbered(lang, initial, (base, n, alone) => (alone ? initial(base) : `${initial(base)}${n}`));
  const [nameEs, nameEn, markEs, markEn] = [names('es'), names('en'), markers('es'), markers('en')];
  return new Map(
    enemies.map((e) => [
      e.id,
      {
        name: { es: nameEs.get(e.id)!, en: nameEn.get(e.id)! },
        marker: { es: markEs.get(e.id)!, en: markEn.get(e.id)! },
      },
    ]),
  );
}

/** A player's grid marker: "J1" / "P1" by seat (seat 0 is the game master). */
export const playerMarker = (seat: Seat): Localized => localized(`J${seat}`, `P${seat}`);

/** A player, an enemy, an objective bar or a scene by id. */
export function nameOf(state: AccionState, id: string): Localized {
  if (isPlayerId(id)) return seatName(state, seatOfPlayer(id));
  const o = state.options;
  return (
    enemyLabels(o.enemies).get(id)?.name ??
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
