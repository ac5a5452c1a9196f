import { localized as l, type Lang, type Localized } from '@cronica/util';

/** Every text the web shows, in Spanish (default) and English. */
export const messages = {
  site: {
    name: l('Crónica', 'Crónica'),
    tagline: l(
      'Torneos de juegos de cartas con cada jugada registrada y verificable',
      'Card game tournaments with every play on the record, and verifiable',
    ),
    skipToContent: l('Saltar al contenido', 'Skip to content'),
    footer: l(
      'Crónica guarda cada acción como un evento: las clasificaciones y las repeticiones se pueden comprobar.',
      'Crónica stores every action as an event: standings and replays can be checked.',
    ),
  },
  nav: {
    main: l('Navegación principal', 'Main navigation'),
    tournaments: l('Torneos', 'Tournaments'),
    language: l('Idioma', 'Language'),
  },
  langName: { es: l('Español', 'Español'), en: l('English', 'English') } satisfies Record<Lang, Localized>,
  home: {
    title: l('Torneos', 'Tournaments'),
    intro: l(
      'Eventos abiertos, en juego y terminados. Entra en uno para ver emparejamientos, resultados y clasificación.',
      'Open, running and finished events. Open one to see pairings, results and standings.',
    ),
    count: (n: number) => l(n === 1 ? '1 torneo' : `${n} torneos`, n === 1 ? '1 tournament' : `${n} tournaments`),
    emptyTitle: l('Todavía no hay torneos', 'No tournaments yet'),
    emptyHint: l(
      'Cuando un organizador cree un torneo aparecerá aquí, con sus rondas y su clasificación.',
      'When an organizer creates a tournament it will show up here, with its rounds and standings.',
    ),
    errorTitle: l('No se pudo cargar la lista de torneos', 'The tournament list could not be loaded'),
    errorHint: l(
      'El servidor de Crónica no responde ahora mismo. Vuelve a intentarlo en unos segundos.',
      'The Crónica server is not answering right now. Try again in a few seconds.',
    ),
    retry: l('Reintentar', 'Try again'),
  },
  tournament: {
    name: l('Torneo', 'Tournament'),
    game: l('Juego', 'Game'),
    status: l('Estado', 'Status'),
    players: l('Jugadores', 'Players'),
    rounds: l('Rondas', 'Rounds'),
    playerCount: (n: number) => l(n === 1 ? '1 jugador' : `${n} jugadores`, n === 1 ? '1 player' : `${n} players`),
    roundProgress: (current: number, total: number) =>
      total > 0 ? l(`Ronda ${current} de ${total}`, `Round ${current} of ${total}`) : l(`Ronda ${current}`, `Round ${current}`),
    roundsUndecided: l('Según inscritos', 'Set by turnout'),
    plannedRounds: (total: number) => l(total === 1 ? '1 ronda' : `${total} rondas`, total === 1 ? '1 round' : `${total} rounds`),
  },
  tournamentPage: {
    back: l('Todos los torneos', 'All tournaments'),
    notFound: l('Ese torneo no existe', 'That tournament does not exist'),
    standings: l('Clasificación', 'Standings'),
    standingsEmpty: l('La clasificación aparecerá al terminar la primera ronda.', 'Standings appear once the first round ends.'),
    pairings: l('Emparejamientos', 'Pairings'),
    pairingsEmpty: l('Aún no hay emparejamientos publicados.', 'No pairings have been published yet.'),
    roundNav: l('Elegir ronda', 'Choose a round'),
    round: (n: number) => l(`Ronda ${n}`, `Round ${n}`),
    players: l('Jugadores inscritos', 'Registered players'),
    playersEmpty: l('Nadie se ha inscrito todavía.', 'Nobody has registered yet.'),
    live: l('Se actualiza en directo', 'Updates live'),
    updatedAt: l('Actualizado', 'Updated'),
  },
  standings: {
    rank: l('Puesto', 'Rank'),
    player: l('Jugador', 'Player'),
    points: l('Puntos', 'Points'),
    randomMark: l('Orden decidido al azar frente a un empatado', 'Order against a tied player decided at random'),
    randomLegend: l(
      'Posición decidida al azar: ningún criterio de desempate separó a estos jugadores.',
      'Position decided at random: no tiebreaker separated these players.',
    ),
    tiebreakersCaption: l('Criterios de desempate, en el orden en que se aplican', 'Tiebreakers, in the order they apply'),
  },
  pairing: {
    table: l('Mesa', 'Table'),
    playerA: l('Jugador A', 'Player A'),
    playerB: l('Jugador B', 'Player B'),
    result: l('Resultado', 'Result'),
    bye: l('Descansa (bye)', 'Bye'),
    pending: l('En juego', 'In play'),
    draw: l('Empate', 'Draw'),
    wins: (name: string) => l(`Gana ${name}`, `${name} wins`),
    games: (a: number, b: number) => l(`${a}–${b} en partidas`, `${a}–${b} in games`),
    lives: (a: number, b: number) => l(`${a}–${b} en vidas`, `${a}–${b} in life`),
  },
  resultStatus: {
    reported: l('Comunicado', 'Reported'),
    confirmed: l('Confirmado', 'Confirmed'),
    overridden: l('Corregido por un juez', 'Set by a judge'),
  },
  playerStatus: {
    active: l('En activo', 'Active'),
    dropped: l('Retirado', 'Dropped'),
    deckSubmitted: l('Mazo entregado', 'Deck submitted'),
    deckMissing: l('Sin mazo', 'No deck yet'),
  },
  notFound: {
    title: l('Página no encontrada', 'Page not found'),
    hint: l('La dirección no corresponde a nada en Crónica.', 'That address does not match anything in Crónica.'),
    back: l('Volver a los torneos', 'Back to the tournaments'),
  },
  error: {
    title: l('Algo ha fallado', 'Something went wrong'),
    hint: l('No hemos podido mostrar esta página. Vuelve a intentarlo.', 'We could not show this page. Please try again.'),
    retry: l('Reintentar', 'Try again'),
  },
} as const;
