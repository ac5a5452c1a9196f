import type { DeckEntry, DeckList, DeckTextSpec } from '@cronica/rules-kernel';
import { WOT_GAME_ID } from './validator.js';

/** Header words of a plain-text Warlords of Terra list, in Spanish and English. */
export const wotDeckTextSpec: DeckTextSpec = {
  game: WOT_GAME_ID,
  sections: [
    { key: 'hero', aliases: ['Héroe', 'Hero'] },
    { key: 'battle', aliases: ['Batalla', 'Battle', 'Mazo de batalla', 'Battle deck'] },
    {
      key: 'construction',
      aliases: ['Construcción', 'Construction', 'Mazo de construcción', 'Construction deck', 'Lugares'],
    },
    { key: 'sideboard', aliases: ['Prebanquillo', 'Pre-sideboard', 'Sideboard', 'Banquillo'] },
  ],
};

const range = (prefix: string, from: number, to: number, count: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ card: `${prefix}-${String(from + i).padStart(2, '0')}`, count }));

/**
 * An Overlords registered list against the sample catalog: Grask, `battle`, the 15 construction
 * cards, and a 10-card pre-sideboard (C.3) holding `sideboardLegendary`.
 */
function overlordsList(battle: readonly DeckEntry[], sideboardLegendary: string): DeckList {
  return {
    game: WOT_GAME_ID,
    sections: {
      hero: [{ card: 'ovl-hero-grask', count: 1 }],
      battle: [...battle],
      construction: range('ovl-c', 1, 5, 3),
      sideboard: [
        { card: 'ovl-b-14', count: 2 },
        { card: 'ovl-b-15', count: 2 },
        { card: 'ovl-c-06', count: 2 },
        { card: sideboardLegendary, count: 1 },
        { card: 'ovl-c-u1', count: 1 },
        { card: 'neu-b-01', count: 2 },
      ],
    },
  };
}

/** A legal 66-card registered list (Overlords) against the sample catalog, for demos and tests. */
export function sampleWotDeck(): DeckList {
  return overlordsList([...range('ovl-b', 1, 13, 3), { card: 'ovl-b-u1', count: 1 }], 'ovl-b-l1');
}

/**
 * A registered list with two legendaries in the main deck (ovl-b-l1, ovl-b-l2) and a third
 * (Furia del Volcán, ovl-b-l3) in the pre-sideboard: legal under a legendary cap of 2 (002 C.5),
 * for tests of the cap.
 */
export function twoLegendariesWotDeck(): DeckList {
  return overlordsList(
    [
      ...range('ovl-b', 1, 12, 3),
      { card: 'ovl-b-13', count: 1 },
      { card: 'ovl-b-u1', count: 1 },
      { card: 'ovl-b-l1', count: 1 },
      { card: 'ovl-b-l2', count: 1 },
    ],
    'ovl-b-l3',
  );
}
