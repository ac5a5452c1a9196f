import { localized as l } from '@cronica/util';
import { matchMessages } from './match-messages';

/** Texts of the matches browser and of the match links on tournament pages. */
export const matchesMessages = {
  nav: l('Partidas', 'Matches'),
  title: l('Partidas y repeticiones', 'Matches and replays'),
  intro: l(
    'Partidas en juego y terminadas. Las terminadas tienen una repetición firmada que tu navegador verifica; las que están en juego se ven con el retraso de espectador.',
    'Live and finished matches. Finished ones have a signed replay your browser verifies; live ones are shown with the spectator delay.',
  ),
  tabs: l('Elegir qué partidas ver', 'Choose which matches to see'),
  gameTabs: l('Elegir de qué juego', 'Choose which game'),
  allGames: l('Todos los juegos', 'All games'),
  finishedTab: l('Terminadas', 'Finished'),
  liveTab: l('En juego', 'Live'),
  emptyFinished: l('Todavía no ha terminado ninguna partida.', 'No match has finished yet.'),
  emptyLive: l('Ahora mismo no hay partidas en juego.', 'No match is being played right now.'),
  emptyPage: l('No hay partidas en esta página.', 'There are no matches on this page.'),
  emptyGame: l('No hay partidas de este juego en esta lista.', 'There are no matches of this game in this list.'),
  players: l('Jugadores', 'Players'),
  game: l('Juego', 'Game'),
  kind: l('Tipo', 'Kind'),
  result: l('Resultado', 'Result'),
  when: l('Fecha', 'When'),
  open: l('Abrir', 'Open'),
  versus: l('contra', 'vs'),
  and: l('y', 'and'),
  bot: l('Bot', 'Bot'),
  // A match's table and result read the same here as on its own page.
  watchLive: l('Ver en directo', 'Watch live'),
  openMatch: l('Ver partida', 'Open the match'),
  replay: matchMessages.replay.title,
  winner: matchMessages.result.win,
  winners: matchMessages.result.winMany,
  draw: matchMessages.result.draw,
  inPlay: l('En juego', 'In play'),
  pages: l('Páginas', 'Pages'),
  previous: l('← Anteriores', '← Newer'),
  next: l('Siguientes →', 'Older →'),
  pageN: (n: number) => l(`Página ${n}`, `Page ${n}`),
  // Player pages.
  playerMatches: l('Partidas recientes', 'Recent matches'),
  playerNoMatches: l('Todavía no ha jugado ninguna partida en línea.', 'No online matches played yet.'),
  allMatches: l('Todas las partidas', 'All matches'),
  // Tournament pages: the online match of a table.
  tableMatch: l('Partida', 'Match'),
  tableLive: l('Ver partida', 'Open match'),
  tableReplay: l('Repetición', 'Replay'),
  startMatch: l('Empezar la partida en línea', 'Start the online match'),
  startHint: l(
    'Crea la partida de tu mesa con las listas registradas; tu rival la verá aquí y en su página de la mesa.',
    'Creates your table’s match with the registered lists; your opponent will see it here too.',
  ),
  goToMatch: l('Ir a tu partida', 'Go to your match'),
} as const;
