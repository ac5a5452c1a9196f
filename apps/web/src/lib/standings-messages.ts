import { localized as l } from '@cronica/util';

/** The public page's standings by round (es/en). */
export const standingsMessages = {
  current: l('Actual', 'Current'),
  currentCaption: l('Clasificación actual', 'Current standings'),
  /** Once the event has ended nothing is current any more: the Swiss standings as they ended. */
  atEnd: l('Al terminar', 'At the end'),
  atEndCaption: l('Clasificación suiza al terminar el torneo', 'Swiss standings at the end of the event'),
  roundNav: l('Clasificación tras cada ronda', 'Standings after each round'),
};
