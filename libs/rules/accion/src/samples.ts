import type { Localized } from '@cronica/util';
import { encounterOptions, type AccionOptions, type AccionOptionsInput } from './options.js';

/**
 * Sample encounters a GM can start from (scenes in Spanish and English): a tactical fight on
 * the default 5×5 grid, a duel in an 8×8 arena, a narrow 5×2 corridor, a social scene with an
 * objective bar and a threat bar, and an exploration across two narrative zones.
 */

export interface SampleEncounter {
  readonly id: string;
  readonly name: Localized;
  readonly options: AccionOptionsInput;
}

/** A sample listed under the name its encounter has. */
const sample = (id: string, options: AccionOptionsInput & { readonly name: Localized }): SampleEncounter => ({
  id,
  name: options.name,
  options,
});

export const SAMPLE_ENCOUNTERS: readonly SampleEncounter[] = [
  sample('emboscada', {
    name: { es: 'Emboscada en el camino', en: 'Ambush on the road' },
    description: {
      es: 'Dos bandidos y una arquera cortan el paso del puente viejo.',
      en: 'Two bandits and an archer block the old bridge.',
    },
    scenes: [{ id: 'puente', name: { es: 'Puente viejo', en: 'Old bridge' } }],
    enemies: [
      { id: 'bandido', name: { es: 'Bandido', en: 'Bandit' }, hp: 24, threat: 2, damage: 3 },
      { id: 'bandida', name: { es: 'Bandida', en: 'Bandit' }, hp: 24, threat: 2, damage: 3 },
      { id: 'arquera', name: { es: 'Arquera', en: 'Archer' }, hp: 16, threat: 3, damage: 2, reach: 'ranged' },
    ],
    victory: 'enemies',
    table: { roundLimit: 8 },
  }),
  sample('arena', {
    name: { es: 'Duelo en la arena', en: 'Duel in the arena' },
    scenes: [{ id: 'arena', name: { es: 'Arena', en: 'Arena' }, width: 8, height: 8 }],
    enemies: [
      {
        id: 'campeon',
        name: { es: 'Campeón', en: 'Champion' },
        hp: 40,
        threat: 3,
        damage: 4,
        missDamage: 5,
        position: [4, 1],
      },
    ],
    victory: 'enemies',
    initiator: 1,
    table: { roundLimit: 8 },
  }),
  sample('pasillo', {
    name: { es: 'Pasillo estrecho', en: 'Narrow corridor' },
    scenes: [{ id: 'pasillo', name: { es: 'Pasillo', en: 'Corridor' }, width: 5, height: 2 }],
    enemies: [{ id: 'guardia', name: { es: 'Guardia', en: 'Guard' }, hp: 30, threat: 2, damage: 3, position: [4, 0] }],
    objectives: [
      {
        id: 'puerta',
        name: { es: 'Forzar la puerta', en: 'Force the door' },
        size: 30,
        threat: 3,
        kinds: ['physical', 'magical'],
      },
    ],
    table: { roundLimit: 8 },
  }),
  sample('banquete', {
    name: { es: 'El banquete del conde', en: 'The count’s banquet' },
    description: {
      es: 'Convencer a la corte antes de que la intriga del chambelán prospere.',
      en: 'Win over the court before the chamberlain’s plot succeeds.',
    },
    mode: 'social',
    tactical: false,
    scenes: [{ id: 'salon', name: { es: 'Salón del banquete', en: 'Banquet hall' } }],
    enemies: [
      {
        id: 'chambelan',
        name: { es: 'Chambelán', en: 'Chamberlain' },
        hp: 30,
        threat: 3,
        damage: 2,
        kinds: ['social'],
        openingHand: 3,
      },
    ],
    objectives: [
      {
        id: 'corte',
        name: { es: 'Ganarse a la corte', en: 'Win over the court' },
        size: 45,
        threat: 2,
        kinds: ['social'],
      },
    ],
    threatClock: { name: { es: 'La intriga', en: 'The plot' }, size: 40 },
    victory: 'objectives',
    table: { roundLimit: 8 },
  }),
  sample('ruinas', {
    name: { es: 'Las ruinas hundidas', en: 'The sunken ruins' },
    mode: 'exploration',
    tactical: false,
    scenes: [
      { id: 'entrada', name: { es: 'Entrada', en: 'Entrance' } },
      { id: 'cripta', name: { es: 'Cripta', en: 'Crypt' } },
    ],
    enemies: [
      {
        id: 'espectro',
        name: { es: 'Espectro', en: 'Wraith' },
        hp: 20,
        threat: 3,
        damage: 3,
        kinds: ['magical'],
        scene: 'cripta',
      },
    ],
    objectives: [
      {
        id: 'reliquia',
        name: { es: 'Hallar la reliquia', en: 'Find the relic' },
        size: 30,
        threat: 2,
        scene: 'cripta',
      },
    ],
    victory: 'objectives',
    table: { roundLimit: 10 },
  }),
];

/** A sample's options, parsed. */
export function sampleEncounter(id: string): AccionOptions {
  const sample = SAMPLE_ENCOUNTERS.find((s) => s.id === id);
  if (sample === undefined) throw new RangeError(`unknown sample encounter ${id}`);
  return encounterOptions(sample.options);
}
