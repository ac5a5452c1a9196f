import type { Localized } from '@cronica/util';
import type { PlayFields } from './play-schema.js';

/**
 * 002_a36596f8eaed8fcc.txt, B "FAQs Y ERRATAS A TENER EN CUENTA Y APLICAR": applied to catalog
 * cards by id whenever a catalog is read (the sample one and every imported one), so a printed
 * error never reaches a match. A card keeps the list of errata applied to it (`errata`), which
 * views show next to its text.
 */

export interface Erratum {
  /** The rulebook section. */
  readonly section: 'B.1' | 'B.2' | 'B.3' | 'B.4' | 'B.5';
  readonly cardId: string;
  /** "Aplicada desde …". */
  readonly since: string;
  readonly summary: Localized;
  readonly apply: (card: PlayFields) => PlayFields;
}

export const ERRATA: readonly Erratum[] = [
  {
    section: 'B.1',
    cardId: 'demoler',
    since: '2017-06-15',
    summary: {
      es: 'Solo puede destruir un lugar con icono de oro si su controlador tiene más iconos de oro en sus lugares que quien lanza Demoler.',
      en: 'It may only destroy a place with a gold icon if its controller has more gold icons in their places than the caster.',
    },
    apply: (card) => ({ ...card, target: { kind: 'place', side: 'any', ...card.target, goldIconRule: true } }),
  },
  {
    section: 'B.2',
    cardId: 'principe-demonio-promo',
    since: '2017-03-27',
    summary: {
      es: 'Es 4/4/4 (no 5/5/5) y tiene Volar y Escudo Ígneo 2.',
      en: 'It is 4/4/4 (not 5/5/5) and has Flying and Fire Shield 2.',
    },
    apply: (card) => ({
      ...card,
      stats: { atk: 4, life: 4, speed: 4, escudoIgneo: 2 },
      keywords: [...new Set([...(card.keywords ?? []), 'volar' as const])],
    }),
  },
  {
    section: 'B.3',
    cardId: 'lutien-la-convocadora',
    since: '2017-07-15',
    summary: {
      es: 'La ficha de Dragón de su último poder tiene Volar.',
      en: 'The Dragon token of her last power has Flying.',
    },
    apply: (card) => {
      const powers = card.hero?.powers;
      if (card.hero === undefined || powers === undefined || powers.length === 0) return card;
      const last = powers[powers.length - 1]!;
      const effects = last.effects.map((e) =>
        e.op === 'token'
          ? { ...e, token: { ...e.token, keywords: [...new Set([...e.token.keywords, 'volar' as const])] } }
          : e,
      );
      return { ...card, hero: { ...card.hero, powers: [...powers.slice(0, -1), { ...last, effects }] } };
    },
  },
  {
    section: 'B.4',
    cardId: 'draco-promo',
    since: '2018-02-05',
    summary: {
      es: 'Cuesta 4 de maná (no 2). Ilustración de Manuel Piedra.',
      en: 'It costs 4 mana (not 2). Art by Manuel Piedra.',
    },
    apply: (card) => ({ ...card, cost: { mana: 4, gold: card.cost?.gold ?? 0 }, artist: 'Manuel Piedra' }),
  },
  {
    section: 'B.5',
    cardId: 'bendicion-de-terra',
    since: '2018-02-05',
    summary: { es: 'Es un Hechizo Súbito, no un hechizo normal.', en: 'It is a Sudden Spell, not a normal spell.' },
    apply: (card) => ({ ...card, type: 'sudden' }),
  },
];

const BY_ID = new Map(ERRATA.map((erratum) => [erratum.cardId, erratum]));

/** The card as the errata say it plays, and which errata were applied. */
export function applyErrata<Card extends PlayFields & { readonly id: string }>(
  card: Card,
): Card & { readonly errata: readonly Erratum['section'][] } {
  const erratum = BY_ID.get(card.id);
  if (erratum === undefined) return { ...card, errata: [] };
  return { ...card, ...erratum.apply(card), errata: [erratum.section] };
}

export function erratumFor(section: Erratum['section']): Erratum {
  return ERRATA.find((e) => e.section === section)!;
}
