import { tiebreakersWithScore, type GameFormatSpec } from '@cronica/rules-kernel';
import { localized as l } from '@cronica/util';
import { DIE_COLOR_NAMES, DIE_COLORS } from '../cards/vocabulary.js';
import type { FormatOptions } from '../engine/format.js';

const BOOK = '000_7cbcfc9bc47f1014.txt';
const NOTES = 'blades-of-ash RULES-NOTES.md';

/**
 * The format of a Blades of Ash event: the options of `formatOptionsSchema` in words, each with the
 * rulebook passage (000, the Spanish original) or the RULES-NOTES.md choice its default comes from.
 * The rulebook has no tournament rules: its matches have a winner, so MTG's tiebreakers come first;
 * SCORE counts the life of the heroes still standing (RULES-NOTES.md, "Tournament SCORE").
 */
export const BLADES_FORMAT: GameFormatSpec<FormatOptions> = {
  rulebooks: [BOOK, '001_f8669d75003bf5b9.txt'],
  options: [
    {
      key: 'maxRounds',
      label: l('Rondas de batalla antes del desempate', 'Battle rounds before the tiebreak'),
      rule: `${NOTES}, «The skirmish always ends»`,
      control: { kind: 'integer', min: 1, max: 20 },
      tier: 'main',
      describe: (value) =>
        value === 1 ? l('1 ronda', '1 round') : l(`${String(value)} rondas`, `${String(value)} rounds`),
    },
    {
      key: 'roundCapTiebreak',
      label: l('Si nadie gana en esas rondas', 'If nobody wins within those rounds'),
      rule: `${NOTES}, «The skirmish always ends»`,
      control: {
        kind: 'choice',
        choices: [
          {
            value: 'heroes-then-life',
            label: l(
              'Gana quien tenga más héroes en pie, después más vida',
              'More heroes standing wins, then more life',
            ),
          },
          { value: 'draw', label: l('Empate', 'Draw') },
        ],
      },
      tier: 'main',
    },
    {
      key: 'heroesKept',
      label: l('Héroes que se quedan en el draft', 'Heroes kept in the draft'),
      rule: `${BOOK}, «Draft de Héroes»`,
      control: { kind: 'integer', min: 1, max: 5 },
      tier: 'more',
    },
    {
      key: 'openingHand',
      label: l('Mano inicial', 'Opening hand'),
      rule: `${BOOK}, «Robo de Mano Inicial»`,
      control: { kind: 'integer', min: 1, max: 8 },
      tier: 'more',
    },
    {
      key: 'handLimit',
      label: l('Límite de mano al final de cada choque', 'Hand limit at the end of each clash'),
      rule: `${BOOK}, «Robo de Mano Inicial»`,
      control: { kind: 'integer', min: 1, max: 10 },
      tier: 'more',
    },
    {
      key: 'dicePool',
      label: l('Dados de acción', 'Action dice'),
      rule: `${BOOK}, «Preparar Dados de Acción»`,
      control: {
        kind: 'counts',
        choices: DIE_COLORS.map((color) => ({ value: color, label: DIE_COLOR_NAMES[color] })),
        min: 1,
        max: 8,
      },
      tier: 'more',
    },
    {
      key: 'baseRerolls',
      label: l('Repeticiones de dados por choque', 'Dice rerolls per clash'),
      rule: `${BOOK}, «Preparar Dados de Acción»`,
      control: { kind: 'integer', min: 0, max: 3 },
      tier: 'more',
    },
    {
      key: 'drawCardCost',
      label: l('Dados que cuesta Robar una Carta', 'Dice that Draw a Card costs'),
      rule: `${NOTES}, «The cost of Robar una Carta»`,
      control: { kind: 'integer', min: 1, max: 3 },
      tier: 'more',
    },
  ],
  tiebreakers: tiebreakersWithScore(
    l('vida de los héroes en pie', 'life of the heroes standing'),
    `${NOTES}, «Tournament SCORE»`,
  ),
  roundMinutes: { default: 45, rule: null },
};
