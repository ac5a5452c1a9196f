import { CHESS_TIEBREAKERS, MTG_TIEBREAKERS, type GameFormatSpec } from '@cronica/rules-kernel';
import { localized as l } from '@cronica/util';
import type { DiceRaceOptions } from './setup.js';

/** The race's one option in words (RULES-NOTES.md is its rulebook). */
export const DICE_RACE_FORMAT: GameFormatSpec<DiceRaceOptions> = {
  rulebooks: [],
  options: [
    {
      key: 'target',
      label: l('Puntos para ganar', 'Points to win'),
      rule: 'dice-race RULES-NOTES.md, «Winning»',
      control: { kind: 'integer', min: 5, max: 500 },
      tier: 'main',
      describe: (value) => l(`Gana quien llegue a ${String(value)}`, `The first to ${String(value)} wins`),
    },
  ],
  tiebreakers: [MTG_TIEBREAKERS, CHESS_TIEBREAKERS],
  roundMinutes: { default: 45, rule: null },
};
