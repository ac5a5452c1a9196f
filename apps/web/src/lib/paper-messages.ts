import { localized as l } from '@cronica/util';
import { counted } from './plural';

/** Texts of the printable pages and the CSV exports (the organizer's paper habits). */
export const paperMessages = {
  section: {
    title: l('Papel y exportación', 'Paper and export'),
    hint: l(
      'Hojas para imprimir con letra grande y sin el menú de la web, y hojas de cálculo con la clasificación y los emparejamientos.',
      'Large-print sheets without the site menu, and spreadsheets of the standings and pairings.',
    ),
    print: l('Imprimir', 'Print'),
    download: l('Descargar (CSV y JSON)', 'Download (CSV and JSON)'),
    pairingsByTable: l('Emparejamientos por mesa', 'Pairings by table'),
    pairingsByName: l('Emparejamientos por nombre (para la pared)', 'Pairings by name (for the wall)'),
    slips: l('Hojas de resultado (una por mesa)', 'Result slips (one per table)'),
    standings: l('Clasificación con todos los desempates', 'Standings with every tiebreak'),
    standingsCsv: l('Clasificación', 'Standings'),
    pairingsCsv: l('Emparejamientos', 'Pairings'),
    eventJson: l(
      'El torneo entero (EVENT.json: compruébalo con «cronica standings»)',
      'The whole event (EVENT.json: re-check it with "cronica standings")',
    ),
    noPairings: l(
      'Las hojas de emparejamientos aparecen cuando hay una ronda emparejada.',
      'Pairing sheets appear once a round is paired.',
    ),
  },
  sheet: {
    toolbar: l('Herramientas de impresión', 'Print tools'),
    back: l('Volver al torneo', 'Back to the tournament'),
    printNow: l('Imprimir esta hoja', 'Print this sheet'),
    draft: l('BORRADOR: emparejamientos sin publicar', 'DRAFT: unpublished pairings'),
    round: (n: number) => l(`Ronda ${n}`, `Round ${n}`),
    notFound: l('Ese torneo no existe', 'That tournament does not exist'),
    noRound: l('Esa ronda todavía no tiene emparejamientos.', 'That round has no pairings yet.'),
    tables: (n: number) =>
      counted(n, { es: { one: '{n} mesa', other: '{n} mesas' }, en: { one: '{n} table', other: '{n} tables' } }),
    players: (n: number) =>
      counted(n, {
        es: { one: '{n} jugador', other: '{n} jugadores' },
        en: { one: '{n} player', other: '{n} players' },
      }),
  },
  byTable: {
    title: l('Emparejamientos por mesa', 'Pairings by table'),
    table: l('Mesa', 'Table'),
    playerA: l('Jugador A', 'Player A'),
    playerB: l('Jugador B', 'Player B'),
    bye: l('Descansa (bye)', 'Bye'),
  },
  byName: {
    title: l('Emparejamientos por nombre', 'Pairings by name'),
    player: l('Jugador', 'Player'),
    table: l('Mesa', 'Table'),
    opponent: l('Rival', 'Opponent'),
    seat: l('Puesto', 'Seat'),
    bye: l('Bye: no juega esta ronda', 'Bye: no game this round'),
    seatA: l('A', 'A'),
    seatB: l('B', 'B'),
  },
  slip: {
    title: l('Hoja de resultado', 'Result slip'),
    table: (n: number) => l(`Mesa ${n}`, `Table ${n}`),
    game: (n: number) => l(`Partida ${n}`, `Game ${n}`),
    winner: l('Marcad quién ganó cada partida: una casilla por partida', 'Tick who won each game: one box per game'),
    draw: l('Empate', 'Draw'),
    life: l('Vida final', 'Final life'),
    signature: l('Firma', 'Signature'),
    bestOf: (n: number) =>
      l(
        `Encuentro al mejor de ${n}: anotad cada partida jugada, en orden; gana el encuentro quien gane ${Math.ceil(n / 2)}.`,
        `Best-of-${n} match: write down every game played, in order; the match goes to whoever wins ${Math.ceil(n / 2)}.`,
      ),
    instructions: l(
      'Rellenad la hoja juntos al terminar, firmadla los dos y entregadla en la mesa de organización.',
      'Fill in the slip together when you finish, both sign it, and hand it in at the organizer desk.',
    ),
    none: l('No hay mesas con dos jugadores en esta ronda.', 'No tables with two players this round.'),
  },
  standingsSheet: {
    title: l('Clasificación', 'Standings'),
    after: (round: string) => l(`Resultados hasta: ${round}`, `Results up to: ${round}`),
    criteria: l('Desempates, en el orden en que se aplican', 'Tiebreakers, in the order they apply'),
    dropped: l('se retiró', 'dropped'),
    tiebreakMatch: l('partida de desempate', 'tiebreak match'),
  },
  csv: {
    standings: {
      rank: l('Puesto', 'Rank'),
      player: l('Jugador', 'Player'),
      points: l('Puntos', 'Points'),
      wins: l('Victorias', 'Wins'),
      losses: l('Derrotas', 'Losses'),
      draws: l('Empates', 'Draws'),
      byes: l('Byes', 'Byes'),
      dropped: l('Se retiró', 'Dropped'),
      random: l('Orden al azar', 'Random order'),
      tiebreakMatch: l('Partida de desempate', 'Tiebreak match'),
      playerId: l('Id de jugador', 'Player id'),
    },
    pairings: {
      round: l('Ronda', 'Round'),
      table: l('Mesa', 'Table'),
      playerA: l('Jugador A', 'Player A'),
      playerB: l('Jugador B', 'Player B'),
      result: l('Resultado', 'Result'),
      gamesA: l('Partidas A', 'Games A'),
      gamesB: l('Partidas B', 'Games B'),
      lifeA: l('Vida A', 'Life A'),
      lifeB: l('Vida B', 'Life B'),
      status: l('Estado', 'Status'),
      published: l('Publicado', 'Published'),
      playerAId: l('Id jugador A', 'Player A id'),
      playerBId: l('Id jugador B', 'Player B id'),
      bye: l('Bye', 'Bye'),
      pending: l('En juego', 'In play'),
      draw: l('Empate', 'Draw'),
    },
    yes: l('sí', 'yes'),
    no: l('no', 'no'),
    notFound: l('Ese torneo no existe.', 'That tournament does not exist.'),
    badRound: l(
      'La ronda debe ser un número (por ejemplo ?round=2).',
      'The round must be a number (for example ?round=2).',
    ),
    unavailable: l('El servidor de Crónica no responde ahora mismo.', 'The Crónica server is not answering right now.'),
  },
} as const;
