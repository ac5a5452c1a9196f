import type { CardList, ListedCard } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import { allCards, FACTIONS, type BladesCard } from './catalog.js';

/** The card schema's kinds (a hero, or one of ACTION_KINDS), as a card list names them. */
const KIND_NAMES: Readonly<Record<BladesCard['kind'], Localized>> = {
  hero: l('héroe', 'hero'),
  attack: l('ataque', 'attack'),
  spell: l('hechizo', 'spell'),
  skill: l('habilidad', 'skill'),
  reaction: l('reacción', 'reaction'),
  equipment: l('equipo', 'equipment'),
};

/** Fuerza, Agilidad, Voluntad, Armadura and Vida, as a hero's line abbreviates them ("Resolviendo Ataques"). */
const HERO_LABELS = { es: ['F', 'Ag', 'V', 'Ar', 'Vida'], en: ['S', 'Ag', 'W', 'Ar', 'Life'] } as const;

/** A hero's attributes, or an action's dice cost ("red3+green"; free when it costs none). */
function summary(card: BladesCard): Localized {
  if (card.kind === 'hero') {
    const values = [card.strength, card.agility, card.will, card.armor, card.life];
    const line = (labels: readonly string[]) => labels.map((label, i) => `${label}${values[i]}`).join(' ');
    return l(line(HERO_LABELS.es), line(HERO_LABELS.en));
  }
  const dice = card.cost.map((d) => `${d.color}${d.face ?? (d.min === undefined ? '' : `≥${d.min}`)}`);
  return dice.length === 0 ? l('gratis', 'free') : l(dice.join('+'), dice.join('+'));
}

function listed(card: BladesCard): ListedCard {
  const { id, kind, faction, name, ...rest } = card;
  return { id, kind, faction, name, summary: summary(card), fields: { id, kind, faction, name, ...rest } };
}

/** Every printed card of the set, heroes and actions, with the words a card list prints. */
export function bladesCardList(): CardList {
  return { kinds: KIND_NAMES, factions: FACTIONS, cards: allCards().map(listed) };
}
