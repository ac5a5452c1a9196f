import type { Localized } from '@cronica/util';
import { cardName, type EcgCard, type EcgCardType } from '../catalog.js';
import type { Ability, Cost, Effect, Passive, TargetPool } from '../cards/effects.js';
import { isRealm, type Formation, type Realm, type Sorcery, type StackSourceKind } from '../cards/vocabulary.js';

/**
 * A card as the engine plays it: a complete sample-set card, every field present (numbers a type
 * does not use are 0). Built once per match from the catalog card (`cardDef`).
 */
export interface CardDef {
  readonly id: string;
  readonly name: Localized;
  readonly text: Localized;
  readonly type: EcgCardType;
  readonly realm: Realm | null;
  readonly titles: readonly string[];
  readonly mercenary: boolean;
  readonly devout: boolean;
  readonly wild: boolean;
  readonly madnessCard: boolean;
  readonly prayer: boolean;
  /** "locura N": madness gained when played (never when played to the court). */
  readonly madness: number;
  readonly morale: number;
  readonly renown: number;
  readonly hand: number;
  readonly sorceries: readonly Sorcery[];
  readonly cost: number;
  readonly realmCosts: Readonly<Partial<Record<Realm, number | '-'>>>;
  readonly strength: number;
  readonly preparation: number;
  readonly formation: Formation;
  readonly abilities: readonly Ability[];
  readonly passives: readonly Passive[];
  readonly onTrain: readonly Effect[];
  readonly onWin: readonly Effect[];
  readonly target: TargetPool | null;
  readonly effects: readonly Effect[];
  readonly sorcery: Sorcery | null;
  readonly answers: readonly StackSourceKind[];
  readonly requirements: readonly Cost[];
}

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
