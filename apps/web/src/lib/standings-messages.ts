import { localized as l, type Localized } from '@cronica/util';

/** The public page's standings by round (es/en). */
export const standingsMessages = {
  current: l('Actual', 'Current'),
  currentCaption: l('Clasificación actual', 'Current standings'),
  /** Once the event has ended nothing is current any more: the Swiss standings as they ended. */
  atEnd: l('Al terminar', 'At the end'),
  atEndCaption: l('Clasificación suiza al terminar el torneo', 'Swiss standings at the end of the event'),
  roundNav: l('Clasificación tras cada ronda', 'Standings after each round'),
  /** The current standings while a round is played: its results count once the round is closed (002 C.2). */
  inPlay: (after: Localized, round: Localized) =>
    l(
      `${after.es} · ${round.es} en juego: sus resultados cuentan al cerrarla.`,
      `${after.en} · ${round.en} in play: its results count once it closes.`,
    ),
};
