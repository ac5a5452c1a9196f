import {
  DIE_COLOR_NAMES,
  FACTIONS,
  MAX_ACTION_COPIES,
  PLAYABLE_FACTIONS,
  STAT_NAMES,
  allActions,
  allHeroes,
  factionAdmits,
  type ActionCard,
  type Cost,
  type Hero,
} from '@cronica/blades-of-ash';
import { localized as l, type Localized } from '@cronica/util';
import type { BrowserCard, CardTextLine, GameCatalog } from '../../../../lib/card-catalogs/types';
import { joinParts } from '../../../../lib/card-catalogs/words';

/**
 * Blades of Ash cards for the deck builder, from the card set the rules library ships
 * (000_7cbcfc9bc47f1014.txt, "Selección de Facción, Héroes y Mazo de Acción"): five heroes and
 * an action deck of one faction plus Mercenarios.
 */

const KINDS: Readonly<Record<Hero['kind'] | ActionCard['kind'], Localized>> = {
  hero: l('Héroe', 'Hero'),
  attack: l('Ataque', 'Attack'),
  spell: l('Hechizo', 'Spell'),
  skill: l('Habilidad', 'Skill'),
  reaction: l('Reacción', 'Reaction'),
  equipment: l('Equipo', 'Equipment'),
};

// When a reaction may be played (000, "Resolución de Acciones": "una ventana concreta de uso").
const WINDOWS: Readonly<Record<string, Localized>> = {
  rivalAction: l('en respuesta a cualquier acción rival', 'in answer to any rival action'),
  rivalCard: l('en respuesta a una carta rival', 'in answer to a rival card'),
  rivalAttack: l('en respuesta a un ataque rival', 'in answer to a rival attack'),
  rivalPhysicalAttack: l('en respuesta a un ataque físico rival', 'in answer to a rival physical attack'),
  rivalMagicalAttack: l('en respuesta a un ataque mágico rival', 'in answer to a rival magical attack'),
  anyItem: l('en respuesta a cualquier elemento de la pila', 'in answer to any item on the stack'),
};

const factionName = (id: string): Localized => FACTIONS.find((f) => f.id === id)?.name ?? l(id, id);
const classNames = new Map(allHeroes().flatMap((h) => (h.className ? [[h.class, h.className] as const] : [])));
const className = (slug: string): Localized => classNames.get(slug) ?? l(slug, slug);

/** A cost in dice: "rojo, azul 4+, cualquiera 5+" (faces exact or minimum). */
export function costText(cost: Cost): Localized {
  if (cost.length === 0) return l('Sin coste', 'Free');
  const die = (lang: 'es' | 'en') =>
    cost
      .map((d) => {
        const colour = d.color === 'any' ? (lang === 'es' ? 'cualquiera' : 'any') : DIE_COLOR_NAMES[d.color][lang];
        return d.face !== undefined ? `${colour} ${d.face}` : d.min !== undefined ? `${colour} ${d.min}+` : colour;
      })
      .join(', ');
  return l(`Dados: ${die('es')}`, `Dice: ${die('en')}`);
}

// 000_7cbcfc9bc47f1014.txt, "Selección de Facción…": a faction's own cards and Mercenarios.
const admittedBy = (cardFaction: string): readonly string[] =>
  PLAYABLE_FACTIONS.filter((f) => factionAdmits(f.id, cardFaction)).map((f) => f.id);

function heroCard(hero: Hero): BrowserCard {
  const abilities: CardTextLine[] = hero.abilities.map((a) => ({
    title: joinParts([a.name, costText(a.cost)]),
    body: a.text,
  }));
  const passives: CardTextLine[] = hero.passives.map((p) => ({
    title: joinParts([p.name, l('pasiva', 'passive')]),
    body: p.text,
  }));
  const stats = (['strength', 'agility', 'will', 'armor'] as const).map((stat) => ({
    label: STAT_NAMES[stat],
    value: l(String(hero[stat]), String(hero[stat])),
  }));
  return {
    id: hero.id,
    name: hero.name,
    sections: ['heroes'],
    facets: { faction: hero.faction, type: 'hero' },
    admittedBy: admittedBy(hero.faction),
    kind: joinParts([KINDS.hero, factionName(hero.faction), hero.className ?? className(hero.class)]),
    text: [...abilities, ...passives],
    stats: [
      { label: l('Vida', 'Life'), value: l(String(hero.life), String(hero.life)) },
      ...stats,
      { label: l('Copias por lista', 'Copies per list'), value: l('1', '1') },
    ],
    ...(hero.flavor ? { flavor: hero.flavor } : {}),
  };
}

function actionCard(card: ActionCard): BrowserCard {
  const text: CardTextLine[] = [{ body: card.text }];
  if (card.equipment?.ability)
    text.push({
      title: joinParts([card.equipment.ability.name, costText(card.equipment.ability.cost)]),
      body: card.equipment.ability.text,
    });
  const when = card.window ? (WINDOWS[card.window] ?? l(card.window, card.window)) : null;
  const classes = card.classes
    ? l(card.classes.map((c) => className(c).es).join(', '), card.classes.map((c) => className(c).en).join(', '))
    : null;
  return {
    id: card.id,
    name: card.name,
    sections: ['actions'],
    facets: { faction: card.faction, type: card.kind },
    admittedBy: admittedBy(card.faction),
    kind: joinParts([KINDS[card.kind], factionName(card.faction)]),
    text,
    stats: [
      { label: l('Coste', 'Cost'), value: costText(card.cost) },
      ...(when ? [{ label: l('Cuándo', 'When'), value: when }] : []),
      ...(classes ? [{ label: l('Solo clases', 'Classes only'), value: classes }] : []),
      {
        label: l('Copias por mazo', 'Copies per deck'),
        value: l(`Hasta ${MAX_ACTION_COPIES}`, `Up to ${MAX_ACTION_COPIES}`),
      },
    ],
    ...(card.flavor ? { flavor: card.flavor } : {}),
    // 001_f8669d75003bf5b9.txt, "Action cards": an action costs one die per entry of its cost.
    curveCost: card.cost.length,
  };
}

export const catalog: GameCatalog = {
  game: 'blades-of-ash',
  facets: [
    { key: 'faction', label: l('Facción', 'Faction'), values: FACTIONS.map((f) => ({ id: f.id, label: f.name })) },
    { key: 'type', label: l('Tipo', 'Type'), values: Object.entries(KINDS).map(([id, label]) => ({ id, label })) },
  ],
  cards: [...allHeroes().map(heroCard), ...allActions().map(actionCard)],
  faction: { label: l('Facción', 'Faction'), options: PLAYABLE_FACTIONS.map((f) => ({ id: f.id, label: f.name })) },
  // The faction the list declares (000, "Selección de Facción…").
  allegianceOf: ({ faction }) => {
    const declared = PLAYABLE_FACTIONS.find((f) => f.id === faction);
    return declared ? { id: declared.id, label: declared.name } : null;
  },
};
