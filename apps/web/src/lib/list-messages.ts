import { localized as l } from '@cronica/util';

/** The tournament page's long lists: pages and the name search (es/en). */
export const listMessages = {
  showing: (from: string, to: string, total: string) =>
    l(`Mostrando ${from}–${to} de ${total}`, `Showing ${from}–${to} of ${total}`),
  pageOf: (page: string, pages: string) => l(`Página ${page} de ${pages}`, `Page ${page} of ${pages}`),
  previous: l('← Anteriores', '← Previous'),
  next: l('Siguientes →', 'Next →'),
  standingsPages: l('Páginas de la clasificación', 'Standings pages'),
  tablesPages: l('Páginas de mesas', 'Table pages'),
  playersPages: l('Páginas de jugadores', 'Player pages'),
  eventsPages: l('Páginas de torneos jugados', 'Pages of tournaments entered'),
  search: l('Buscar jugador', 'Find a player'),
  searchHint: l('Nombre o parte del nombre; no importan las tildes.', 'Name or part of it; accents do not matter.'),
  searchSubmit: l('Buscar', 'Search'),
  searchClear: l('Quitar búsqueda', 'Clear search'),
  searching: (q: string) =>
    l(`Solo jugadores cuyo nombre contiene «${q}».`, `Only players whose name contains “${q}”.`),
  noMatch: (q: string) => l(`Ningún jugador coincide con «${q}».`, `No player matches “${q}”.`),
};
