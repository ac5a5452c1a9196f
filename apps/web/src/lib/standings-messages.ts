import { localized as l } from '@cronica/util';

/** The public page's standings by round (es/en). */
export const standingsMessages = {
  current: l('Actual', 'Current'),
  currentCaption: l('Clasificación actual', 'Current standings'),
  roundNav: l('Clasificación tras cada ronda', 'Standings after each round'),
};
