import { cardFace, type CardFace, type CardStat, type Seat } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import type { EcgCardType } from '../cards/schema.js';
import {
  LINE_NAMES,
  MANEUVER_NAMES,
  RESOURCE_NAMES,
  RESOURCE_OF_REALM,
  type Maneuver,
  type Realm,
} from '../cards/vocabulary.js';
import type { CardInfo, EcgView, StackItemView } from '../engine/view.js';

/**
 * What an ECG player reads on a card where a decision is made (004_e0e2bf9ed9dd62bf.txt): its cost
 * for her realm ("Armando tu economía y pagando costes"), type and formation line ("Línea de
 * formación"), strength and preparation ("Fuerza y Heridas", "Preparación") and its text; the
 * battle maneuvers with what they do (RULES-NOTES.md, "Battle maneuvers": the rulebook gives no list).
 */

/** Each card type's name as players read it, on the table and in the deck builder alike. */
export const ECG_TYPE_NAMES: Readonly<Record<EcgCardType, Localized>> = {
  hero: l('Héroe', 'Hero'),
  resource: l('Recurso', 'Resource'),
  troop: l('Tropa', 'Troop'),
  general: l('General', 'General'),
  action: l('Acción', 'Action'),
  reaction: l('Reacción', 'Reaction'),
  spell: l('Hechizo', 'Spell'),
  blessing: l('Bendición', 'Blessing'),
  legacy: l('Legado', 'Legacy'),
};

/** Actions, reactions, spells and blessings cost per the hero's realm; troops and generals per their own. */
const perHeroRealm = (info: CardInfo): boolean => info.type !== 'troop' && info.type !== 'general';

/** The cost a player whose hero is of `realm` pays, in her resource ("Sol se debe pagar con Fe"…); "-" cannot be played. */
function costOf(info: CardInfo, realm: Realm | null): Localized | null {
  if (info.type === 'hero' || info.type === 'resource') return null;
  const printed = perHeroRealm(info) && realm !== null ? info.realmCosts[realm] : undefined;
  if (printed === '-') return l('no la puede jugar tu reino', 'your realm cannot play it');
  const amount = printed ?? info.cost;
  const payer = perHeroRealm(info) ? realm : info.realm;
  // "Los mercenarios pueden ser pagados con cualquier tipo de recurso."
  const resource = payer === null ? l('cualquier recurso', 'any resource') : RESOURCE_NAMES[RESOURCE_OF_REALM[payer]];
  return l(`${amount} ${resource.es}`, `${amount} ${resource.en}`);
}

const FORMATION: Readonly<Record<CardInfo['formation'], Localized>> = {
  infantry: LINE_NAMES.infantry,
  support: LINE_NAMES.support,
  double: l('Infantería o Soporte', 'Infantry or Support'),
};

function kindOf(info: CardInfo): Localized {
  const type = ECG_TYPE_NAMES[info.type];
  if (info.type !== 'troop') return type;
  const line = FORMATION[info.formation];
  return l(`${type.es} · ${line.es}`, `${type.en} · ${line.en}`);
}

function statsOf(info: CardInfo): CardStat[] {
  if (info.type !== 'troop') return [];
  return [
    { label: l('Fuerza', 'Strength'), short: l('⚔', '⚔'), value: info.strength },
    { label: l('Preparación', 'Preparation'), short: l('Prep.', 'Prep.'), value: info.preparation },
  ];
}

/** A card as `seat` reads it: cost for that seat's hero realm, type and line, strength and preparation, text. */
export function ecgCardFace(view: EcgView, id: string, seat: Seat): CardFace {
  const info = view.cards[id];
  if (info === undefined) return cardFace(l(id, id));
  const hero = view.players[seat]?.hero.card;
  const realm = hero === undefined ? null : (view.cards[hero]?.realm ?? null);
  return cardFace(info.name, { cost: costOf(info, realm), kind: kindOf(info), stats: statsOf(info), text: info.text });
}

/** A card of `seat`'s hand: its face and, for the viewer's own hand while she chooses, why it can't be played now. */
export function ecgHandFace(view: EcgView, id: string, seat: Seat): CardFace {
  return { ...ecgCardFace(view, id, seat), unavailable: view.players[seat]?.handReasons?.[id] ?? null };
}

/** What each battle maneuver does (RULES-NOTES.md, "Battle maneuvers"; response damage and recovery from 004, "Maniobras de Batalla"). */
const maneuverTexts = (bonus: number): Readonly<Record<Maneuver, Localized>> => ({
  clash: l(
    'Una tropa sin preparación hiere a una tropa rival adyacente tanto como su fuerza; la atacada responde con tanto daño como su fuerza.',
    'A troop without preparation wounds an adjacent rival troop by its strength; the attacked troop answers with damage equal to its strength.',
  ),
  charge: l(
    `Una tropa de Infantería hiere a cualquier tropa rival en batalla tanto como su fuerza +${bonus}; hay daño de respuesta, y después la tropa queda con 2 turnos de preparación (recuperación).`,
    `An Infantry troop wounds any rival troop in battle by its strength +${bonus}; response damage follows, and then the troop gets 2 turns of preparation (recovery).`,
  ),
  regroup: l(
    'La tropa pasa a su otra línea si hay sitio; después, recuperación (2 turnos de preparación).',
    'The troop moves to its other line if there is room; then recovery (2 turns of preparation).',
  ),
  rally: l(
    'Otra tropa herida tuya recupera 1 herida, y tu héroe 1 de moral.',
    'Another wounded troop of yours heals 1 wound, and your hero 1 morale.',
  ),
});

/** A battle maneuver with what it does; `chargeBonus` is the format's (RULES-NOTES.md, `chargeBonus`). */
export function maneuverFace(maneuver: Maneuver, chargeBonus = 1): CardFace {
  return cardFace(MANEUVER_NAMES[maneuver], {
    kind: l('Maniobra de batalla', 'Battle maneuver'),
    text: maneuverTexts(chargeBonus)[maneuver],
  });
}

/** The card whose instance is in play (court, legacy, lines, hero), by instance. */
function cardAt(view: EcgView, instance: number | null): string | null {
  for (const p of view.players) {
    if (p.hero.instance === instance) return p.hero.card;
    for (const zone of [p.court, p.legacy, p.infantry, p.support])
      for (const c of zone) if (c.instance === instance) return c.card;
  }
  return null;
}

/** An item on the stack as the player who may answer it reads it: the card, the maneuver, or the ability's card. */
export function ecgStackFace(view: EcgView, item: StackItemView): CardFace {
  if (item.card !== null) return ecgCardFace(view, item.card, item.seat);
  if (item.maneuver !== null) return maneuverFace(item.maneuver, view.format.chargeBonus);
  const source = cardAt(view, item.source);
  const face = source === null ? cardFace(l('Habilidad', 'Ability')) : ecgCardFace(view, source, item.seat);
  return { ...face, cost: null, kind: l('Habilidad', 'Ability') };
}
