import type { Localized } from '@cronica/util';
import { erratumFor } from '../cards/errata.js';
import { KEYWORD_NAMES, type CardType, type Cost, type Keyword } from '../cards/vocabulary.js';
import { cardName, type WotCard } from '../catalog.js';

/** A card as a board shows it: names and text in both languages, and the numbers that play. */
export interface CardView {
  readonly id: string;
  readonly name: Localized;
  readonly text: Localized | null;
  readonly type: CardType | null;
  readonly typeName: Localized | null;
  readonly realm: string | null;
  readonly deck: 'hero' | 'battle' | 'construction';
  readonly unique: boolean;
  readonly legendary: boolean;
  readonly level: number | null;
  readonly subtypes: readonly string[];
  readonly cost: Cost | null;
  readonly stats: {
    readonly atk: number;
    readonly life: number | null;
    readonly durability: number | null;
    readonly speed: number;
    readonly escudoIgneo: number | null;
  } | null;
  readonly keywords: readonly { readonly id: Keyword; readonly name: Localized }[];
  readonly abilities: readonly {
    readonly id: string;
    readonly name: Localized;
    readonly text: Localized;
    readonly timing: 'flip' | 'sudden';
    readonly cost: Cost;
  }[];
  readonly object: {
    readonly kind: 'weapon' | 'armor' | 'accessory';
    readonly atk: number;
    readonly life: number;
    readonly speed: number;
    readonly durability: number | null;
    readonly equipCost: number;
  } | null;
  readonly place: { readonly mana: number; readonly gold: number } | null;
  readonly hero: {
    readonly resource: 'mana' | 'gold';
    readonly powers: readonly {
      readonly id: string;
      readonly name: Localized;
      readonly text: Localized;
      readonly cost: number;
    }[];
  } | null;
  readonly errata: readonly { readonly section: string; readonly text: Localized }[];
  readonly artist: string | null;
}

export const TYPE_NAMES: Readonly<Record<CardType, Localized>> = {
  troop: { es: 'Tropa', en: 'Troop' },
  place: { es: 'Lugar', en: 'Place' },
  object: { es: 'Objeto', en: 'Object' },
  spell: { es: 'Hechizo', en: 'Spell' },
  sudden: { es: 'Hechizo Súbito', en: 'Sudden Spell' },
  shout: { es: 'Grito', en: 'Shout' },
  hero: { es: 'Héroe', en: 'Hero' },
};

/** Names a board shows for the moment of the game (A.1, A.3, A.9.1). */
export const PHASE_NAMES: Readonly<
  Record<'sideboard' | 'mulligan' | 'resources' | 'summoning' | 'tactical' | 'end' | 'over', Localized>
> = {
  sideboard: { es: 'Prebanquillo', en: 'Pre-sideboard' },
  mulligan: { es: 'Mano inicial', en: 'Opening hand' },
  resources: { es: 'Fase de recursos', en: 'Resource phase' },
  summoning: { es: 'Fase de invocación', en: 'Summoning phase' },
  tactical: { es: 'Fase táctica', en: 'Tactical phase' },
  end: { es: 'Fase final', en: 'End phase' },
  over: { es: 'Encuentro terminado', en: 'Match over' },
};

export const STEP_NAMES: Readonly<Record<'mana' | 'gold' | 'draw', Localized>> = {
  mana: { es: 'Paso 1: añadir maná', en: 'Step 1: add mana' },
  gold: { es: 'Paso 2: añadir oro', en: 'Step 2: add gold' },
  draw: { es: 'Paso 3: robar carta', en: 'Step 3: draw a card' },
};

export const keywordView = (id: Keyword): { id: Keyword; name: Localized } => ({ id, name: KEYWORD_NAMES[id] });

export function cardView(card: WotCard): CardView {
  return {
    id: card.id,
    name: cardName(card),
    text: card.text ?? null,
    type: card.playType,
    typeName: card.playType === null ? null : TYPE_NAMES[card.playType],
    realm: card.realm,
    deck: card.deck,
    unique: card.unique,
    legendary: card.legendary,
    level: card.playType === 'hero' ? null : (card.level ?? 1),
    subtypes: card.subtypes ?? [],
    cost: card.cost ?? null,
    stats: statsView(card),
    keywords: (card.keywords ?? []).map(keywordView),
    abilities: [...(card.abilities ?? []), ...(card.place?.ability === undefined ? [] : [card.place.ability])].map(
      (a) => ({ id: a.id, name: a.name, text: a.text, timing: a.timing, cost: a.cost }),
    ),
    object: objectView(card),
    place: card.place === undefined ? null : { mana: card.place.mana, gold: card.place.gold },
    hero:
      card.hero === undefined
        ? null
        : {
            resource: card.hero.resource,
            powers: card.hero.powers.map((p) => ({ id: p.id, name: p.name, text: p.text, cost: p.cost })),
          },
    errata: card.errata.map((section) => ({ section, text: erratumFor(section).summary })),
    artist: card.artist ?? null,
  };
}

function statsView(card: WotCard): CardView['stats'] {
  const s = card.stats;
  if (s === undefined) return null;
  return {
    atk: s.atk,
    life: s.life ?? null,
    durability: s.durability ?? null,
    speed: s.speed,
    escudoIgneo: s.escudoIgneo ?? null,
  };
}

function objectView(card: WotCard): CardView['object'] {
  const o = card.object;
  if (o === undefined) return null;
  return {
    kind: o.kind,
    atk: o.atk,
    life: o.life,
    speed: o.speed,
    durability: o.durability ?? null,
    equipCost: o.equipCost,
  };
}
