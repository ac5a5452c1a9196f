import { localized as l } from '@cronica/util';

/** Final placings once the event has ended, beside the Swiss standings they come from (es/en). */
export const placingsMessages = {
  title: l('Puestos finales', 'Final placings'),
  hint: l(
    'La eliminatoria decide los primeros puestos; después siguen el orden de la clasificación suiza.',
    'The top cut decides the first places; after them, the order of the Swiss standings.',
  ),
  hintSwissOnly: l(
    'Los puestos siguen la clasificación suiza al terminar el torneo.',
    'The places follow the Swiss standings at the end of the event.',
  ),
  yours: (place: string) => l(`Tu puesto final: ${place}`, `Your final place: ${place}`),
  noChampion: l(
    'Sin campeón: los dos finalistas se retiraron y comparten el 1.er–2.º puesto.',
    'No champion: both finalists dropped and share 1st–2nd.',
  ),
  swissTitle: l('Clasificación suiza', 'Swiss standings'),
  finalPlace: l('Puesto final', 'Final place'),
  swissRank: l('Puesto suizo', 'Swiss rank'),
};
