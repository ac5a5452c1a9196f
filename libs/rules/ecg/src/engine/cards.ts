import type { Localized } from '@cronica/util';
import { cardName, type EcgCard } from '../catalog.js';
import type { TargetPool } from '../cards/effects.js';
import { isRealm, type Realm, type Sorcery } from '../cards/vocabulary.js';

/** Numbers a card type does not use, which the engine reads as 0 (a formation as infantry); "locura N" is `madness`. */
type FilledIn = 'madness' | 'morale' | 'renown' | 'hand' | 'cost' | 'strength' | 'preparation' | 'formation';

/** Fields the engine only reads: none reassigned, no list changed. */
type ReadOnly<T> = { readonly [K in keyof T]: T[K] extends readonly (infer E)[] ? readonly E[] : T[K] };

/**
 * A card as the engine plays it: a complete sample-set card, every field present (numbers a type
 * does not use are 0). Built once per match from the catalog card (`cardDef`).
 */
export type CardDef = ReadOnly<
  Omit<EcgCard, FilledIn | 'name' | 'text' | 'realm' | 'target' | 'sorcery' | 'copies' | 'playable'> & {
    [K in FilledIn]-?: NonNullable<EcgCard[K]>;
  }
> & {
  readonly name: Localized;
  readonly text: Localized;
  readonly realm: Realm | null;
  readonly target: TargetPool | null;
  readonly sorcery: Sorcery | null;
};

/** The engine's card from a catalog card, or null when the card lacks play fields. */
export function cardDef(card: EcgCard): CardDef | null {
  if (!card.playable) return null;
  const text = card.text ?? cardName(card);
  return {
    id: card.id,
    name: cardName(card),
    text,
    type: card.type,
    realm: isRealm(card.realm) ? card.realm : null,
    titles: card.titles,
    mercenary: card.mercenary,
    devout: card.devout,
    wild: card.wild,
    madnessCard: card.madnessCard,
    prayer: card.prayer,
    madness: card.madness ?? 0,
    morale: card.morale ?? 0,
    renown: card.renown ?? 0,
    hand: card.hand ?? 0,
    sorceries: card.sorceries,
    cost: card.cost ?? 0,
    realmCosts: card.realmCosts,
    strength: card.strength ?? 0,
    preparation: card.preparation ?? 0,
    formation: card.formation ?? 'infantry',
    abilities: card.abilities,
    passives: card.passives,
    onTrain: card.onTrain,
    onWin: card.onWin,
    target: card.target ?? null,
    effects: card.effects,
    sorcery: card.sorcery ?? null,
    answers: card.answers,
    requirements: card.requirements,
  };
}

/** Cards paid per the hero's realm rather than their own ("Las cartas de acción, reacción, hechizo y bendiciones…"). */
export const costsPerHeroRealm = (def: CardDef): boolean => def.type !== 'troop' && def.type !== 'general';

/** What the card costs a player whose hero is of `heroRealm`; null for "-" (cannot be played). */
export function cardCost(def: CardDef, heroRealm: Realm): number | null {
  if (!costsPerHeroRealm(def)) return def.cost;
  const printed = def.realmCosts[heroRealm];
  if (printed === '-') return null;
  return printed ?? def.cost;
}
