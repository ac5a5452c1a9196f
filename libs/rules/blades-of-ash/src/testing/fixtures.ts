import { ActionCardSchema, HeroSchema, type ActionCard, type Hero } from '../cards/schema.js';

/**
 * Small inline card data for the engine's own tests. The real set lives in src/content;
 * these ids match it for the rulebook's worked example (000_7cbcfc9bc47f1014.txt,
 * "Veámoslo con un ejemplo").
 */

/** Words in Spanish and English; a test card's own words may be the same in both. */
export const txt = (es: string, en = es) => ({ es, en });

export const belainThalier: Hero = HeroSchema.parse({
  id: 'belain-thalier',
  kind: 'hero',
  name: txt('Belain Thalier', 'Belain Thalier'),
  faction: 'orden-del-alba',
  class: 'picaro',
  strength: 3,
  agility: 4,
  will: 1,
  armor: 1,
  life: 14,
  abilities: [
    {
      id: 'cuchillada-precisa',
      name: txt('Cuchillada Precisa', 'Precise Slash'),
      text: txt(
        'Hace 3 + Fuerza de daño físico al héroe rival emparejado.',
        'Deals 3 + Strength physical damage to the paired rival hero.',
      ),
      cost: [{ color: 'red' }],
      target: 'pairedRival',
      effects: [{ op: 'damage', kind: 'physical', base: 3, plus: 'strength', to: 'target' }],
    },
  ],
  passives: [],
});

export const ayranel: Hero = HeroSchema.parse({
  id: 'ayranel-capa-de-cuervo',
  kind: 'hero',
  name: txt('Ayranel, Capa de Cuervo', 'Ayranel, Raven Cloak'),
  faction: 'corte-del-cuervo',
  class: 'mago',
  strength: 1,
  agility: 3,
  will: 3,
  armor: 3,
  life: 12,
  abilities: [
    {
      id: 'rayo-sombrio',
      name: txt('Rayo Sombrío', 'Shadow Bolt'),
      text: txt(
        'Hace 2 + Voluntad de daño mágico al héroe rival emparejado.',
        'Deals 2 + Will magical damage to the paired rival hero.',
      ),
      cost: [{ color: 'blue' }],
      target: 'pairedRival',
      effects: [{ op: 'damage', kind: 'magical', base: 2, plus: 'will', to: 'target' }],
    },
  ],
  passives: [
    {
      id: 'plumas-de-sombra',
      name: txt('Plumas de Sombra', 'Shadow Feathers'),
      text: txt('+1 a la Iniciativa.', '+1 to Initiative.'),
      effects: [{ op: 'initiativeBonus', amount: 1 }],
    },
  ],
});

function plainHero(id: string, faction: string, stats: [number, number, number, number, number]): Hero {
  const [strength, agility, will, armor, life] = stats;
  return HeroSchema.parse({
    id,
    kind: 'hero',
    name: txt(id, id),
    faction,
    class: 'guerrero',
    strength,
    agility,
    will,
    armor,
    life,
    abilities: [
      {
        id: `${id}-golpe`,
        name: txt('Golpe', 'Strike'),
        text: txt('2 + Fuerza físico.', '2 + Strength physical.'),
        cost: [{ color: 'any', min: 3 }],
        target: 'pairedRival',
        effects: [{ op: 'damage', kind: 'physical', base: 2, plus: 'strength', to: 'target' }],
      },
    ],
    passives: [],
  });
}

export const heroesAlba: Hero[] = [
  belainThalier,
  plainHero('sir-odo', 'orden-del-alba', [3, 2, 1, 2, 14]),
  plainHero('hermana-ilsa', 'orden-del-alba', [1, 3, 3, 1, 12]),
  plainHero('borro-el-mercenario', 'mercenarios', [2, 2, 2, 2, 13]),
  plainHero('gavra', 'orden-del-alba', [4, 1, 0, 3, 15]),
];
export const heroesCuervo: Hero[] = [
  ayranel,
  plainHero('nox', 'corte-del-cuervo', [2, 4, 1, 1, 12]),
  plainHero('mirel', 'corte-del-cuervo', [1, 2, 4, 1, 11]),
  plainHero('tarn', 'mercenarios', [3, 1, 1, 3, 15]),
  plainHero('velka', 'corte-del-cuervo', [2, 3, 2, 2, 13]),
];

export const card = (data: unknown): ActionCard => ActionCardSchema.parse(data);

/**
 * A card made for one test, with only the fields the test is about: unless given, its words are
 * its id, and it is a mercenary card any one die pays.
 */
export const testCard = (id: string, kind: ActionCard['kind'], fields: Record<string, unknown>): ActionCard =>
  card({ id, kind, name: txt(id), text: txt(id), faction: 'mercenarios', cost: [{ color: 'any' }], ...fields });

export const tajo = card({
  id: 'tajo',
  kind: 'attack',
  name: txt('Tajo', 'Slash'),
  text: txt('4 + Fuerza físico.', '4 + Strength physical.'),
  faction: 'mercenarios',
  cost: [{ color: 'red' }, { color: 'any' }],
  target: 'pairedRival',
  effects: [{ op: 'damage', kind: 'physical', base: 4, plus: 'strength', to: 'target' }],
});
export const dardoArcano = card({
  id: 'dardo-arcano',
  kind: 'spell',
  name: txt('Dardo Arcano', 'Arcane Dart'),
  text: txt('3 mágico a cualquier rival.', '3 magical to any rival.'),
  faction: 'mercenarios',
  cost: [{ color: 'blue', min: 3 }],
  target: 'anyRival',
  effects: [{ op: 'damage', kind: 'magical', base: 3, plus: 'will', to: 'target' }],
});
export const vendaje = card({
  id: 'vendaje',
  kind: 'skill',
  name: txt('Vendaje', 'Bandage'),
  text: txt('Cura 3.', 'Heal 3.'),
  faction: 'mercenarios',
  cost: [{ color: 'green' }],
  target: 'ally',
  effects: [{ op: 'heal', amount: 3, to: 'target' }],
});
export const veneno = card({
  id: 'veneno',
  kind: 'skill',
  name: txt('Veneno', 'Venom'),
  text: txt('2 Envenenado.', '2 Poisoned.'),
  faction: 'mercenarios',
  cost: [{ color: 'green' }],
  target: 'pairedRival',
  effects: [{ op: 'addCounter', counter: 'envenenado', amount: 2, to: 'target' }],
});
export const parada = card({
  id: 'parada',
  kind: 'reaction',
  name: txt('Parada', 'Parry'),
  text: txt('2 Barrera.', '2 Barrier.'),
  faction: 'mercenarios',
  cost: [{ color: 'any' }],
  window: 'rivalAttack',
  effects: [{ op: 'addCounter', counter: 'barrera', amount: 2, to: 'self' }],
});
export const contrahechizo = card({
  id: 'contrahechizo',
  kind: 'reaction',
  name: txt('Contrahechizo', 'Counterspell'),
  text: txt('Anula una carta rival.', 'Cancel a rival card.'),
  faction: 'mercenarios',
  cost: [{ color: 'blue' }, { color: 'blue' }],
  window: 'rivalCard',
  effects: [{ op: 'cancel' }],
});
export const espadaCorta = card({
  id: 'espada-corta',
  kind: 'equipment',
  name: txt('Espada Corta', 'Short Sword'),
  text: txt('+1 Fuerza.', '+1 Strength.'),
  faction: 'mercenarios',
  cost: [{ color: 'red' }],
  target: 'ally',
  effects: [{ op: 'equip', to: 'target' }],
  equipment: { passives: [{ op: 'statBonus', stat: 'strength', amount: 1 }] },
});
export const inspiracion = card({
  id: 'inspiracion',
  kind: 'skill',
  name: txt('Inspiración', 'Inspiration'),
  text: txt('Roba 2.', 'Draw 2.'),
  faction: 'mercenarios',
  cost: [{ color: 'any', min: 4 }],
  effects: [{ op: 'draw', amount: 2, who: 'self' }],
});

export const contraataque = card({
  id: 'contraataque',
  kind: 'reaction',
  name: txt('Contraataque', 'Counterattack'),
  text: txt('3 físico al rival emparejado.', '3 physical to the paired rival.'),
  faction: 'mercenarios',
  cost: [{ color: 'any' }],
  window: 'rivalAttack',
  effects: [{ op: 'damage', kind: 'physical', base: 3, to: 'pairedRival' }],
});

export const fixtureActions: ActionCard[] = [
  contraataque,
  tajo,
  dardoArcano,
  vendaje,
  veneno,
  parada,
  contrahechizo,
  espadaCorta,
  inspiracion,
];

/** A 32-card draw pile of the fixture cards (deck legality is the content validator's job, not the engine's). */
export function fixtureDeck(): ActionCard[] {
  const deck: ActionCard[] = [];
  while (deck.length < 32) for (const c of fixtureActions) if (deck.length < 32) deck.push(c);
  return deck;
}
