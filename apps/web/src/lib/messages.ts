import { localized as l, type Lang, type Localized } from '@cronica/util';
import { counted } from './plural';

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
    practice: l('Jugar', 'Play'),
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
    phaseTabs: l('Elegir qué torneos ver', 'Choose which tournaments to see'),
    allPhases: l('Todos', 'All'),
    upcoming: l('Próximos', 'Upcoming'),
    running: l('En juego', 'In progress'),
    ended: l('Terminados', 'Finished'),
    gameTabs: l('Elegir de qué juego', 'Choose which game'),
    allGames: l('Todos los juegos', 'All games'),
    emptyChoice: l('Ningún torneo en esta lista.', 'No tournament in this list.'),
    emptyChoiceHint: l('Prueba con otra pestaña o con todos los juegos.', 'Try another tab, or every game.'),
    pages: l('Páginas de torneos', 'Pages of tournaments'),
    search: l('Buscar un torneo por su nombre', 'Find a tournament by name'),
    searchSubmit: l('Buscar', 'Search'),
    searchClear: l('Quitar búsqueda', 'Clear search'),
    previous: l('← Anteriores', '← Previous'),
    next: l('Siguientes →', 'Next →'),
    pageN: (n: number) => l(`Página ${n}`, `Page ${n}`),
  },
  tournament: {
    name: l('Torneo', 'Tournament'),
    game: l('Juego', 'Game'),
    status: l('Estado', 'Status'),
    players: l('Jugadores', 'Players'),
    rounds: l('Rondas', 'Rounds'),
    playerCount: (n: number) => l(n === 1 ? '1 jugador' : `${n} jugadores`, n === 1 ? '1 player' : `${n} players`),
    /** Players against the places an event takes (the desk may seat more than it announced). */
    playerCountOfPlaces: (n: number, places: number) => l(`${n} de ${places} plazas`, `${n} of ${places} places`),
    /** Beside the places of a full event: how many wait for one. */
    waiting: (n: number) => l(`${n} en lista de espera`, `${n} on the waiting list`),
    roundProgress: (current: number, total: number) =>
      total > 0
        ? l(`Ronda ${current} de ${total}`, `Round ${current} of ${total}`)
        : l(`Ronda ${current}`, `Round ${current}`),
    roundsUndecided: l('Según inscritos', 'Set by turnout'),
    plannedRounds: (total: number) =>
      l(total === 1 ? '1 ronda' : `${total} rondas`, total === 1 ? '1 round' : `${total} rounds`),
  },
  tournamentPage: {
    back: l('Todos los torneos', 'All tournaments'),
    notFound: l('Ese torneo no existe', 'That tournament does not exist'),
    standings: l('Clasificación', 'Standings'),
    standingsEmpty: l(
      'La clasificación aparecerá al terminar la primera ronda.',
      'Standings appear once the first round ends.',
    ),
    pairings: l('Emparejamientos', 'Pairings'),
    pairingsEmpty: l('Aún no hay emparejamientos publicados.', 'No pairings have been published yet.'),
    roundsTitle: l('Rondas y clasificación', 'Rounds and standings'),
    roundNav: l('Elegir ronda', 'Choose a round'),
    round: (n: number) => l(`Ronda ${n}`, `Round ${n}`),
    players: l('Jugadores inscritos', 'Registered players'),
    playersEmpty: l('Nadie se ha inscrito todavía.', 'Nobody has registered yet.'),
    live: l('Se actualiza en directo', 'Updates live'),
    updatedAt: l('Actualizado', 'Updated'),
  },
  myPanel: {
    title: l('Tu participación', 'Your entry'),
    signInToJoin: l('Entra con tu cuenta para inscribirte.', 'Sign in to register.'),
    register: l('Inscribirme', 'Register'),
    registered: l('Tienes plaza en este torneo.', 'You are registered.'),
    registrationClosed: l('La inscripción está cerrada.', 'Registration is closed.'),
    placesLeft: (n: number) =>
      n === 1 ? l('Queda 1 plaza.', '1 place left.') : l(`Quedan ${n} plazas.`, `${n} places left.`),
    full: l(
      'El torneo está completo: no quedan plazas. Si hay sitio en la sala, la organización puede inscribirte en la mesa.',
      'The event is full: no places left. If the room has space, the organizer can register you at the desk.',
    ),
    joinWaitlist: l('Apuntarme a la lista de espera', 'Join the waiting list'),
    leaveWaitlist: l('Salir de la lista de espera', 'Leave the waiting list'),
    waitlistOffer: l(
      'Apúntate a la lista de espera: cada plaza que se libere pasa al momento al primero de la lista.',
      'Join the waiting list: each place that frees up goes to the first in line at once.',
    ),
    /** The reader's place in line while registration is open: a freed place is theirs without asking. */
    waiting: (place: number) =>
      l(
        `Estás en la lista de espera: eres el número ${place}. Si alguien deja su plaza, pasa al primero de la lista al momento y lo verás aquí.`,
        `You are on the waiting list: number ${place}. When someone gives up their place it goes to the first in line at once, and you will see it here.`,
      ),
    /** Registration closed with the reader still waiting: the desk gives what frees, to whoever is in the room. */
    waitingAtDesk: (place: number) =>
      l(
        `La inscripción está cerrada y sigues en la lista de espera (número ${place}): la organización da en la mesa las plazas que se liberen. Si estás en la sala, acércate.`,
        `Registration is closed and you are still on the waiting list (number ${place}): the organizer gives out places that free up at the desk. If you are in the room, go over.`,
      ),
    askOrganizer: (name: string | null) =>
      name
        ? l(
            `¿Has llegado tarde? Pide a la organización (${name}) que te añada como inscripción tardía.`,
            `Arrived late? Ask the organizer (${name}) to add you as a late entry.`,
          )
        : l(
            '¿Has llegado tarde? Pide a la organización que te añada como inscripción tardía.',
            'Arrived late? Ask the organizer to add you as a late entry.',
          ),
    deckTitle: l('Tu lista de mazo', 'Your deck list'),
    deckHint: l(
      'Pega tu lista (texto o JSON). Puedes cambiarla hasta que cierre la inscripción; solo la ven tú, la organización y los jueces.',
      'Paste your list (text or JSON). You can change it until registration closes; only you, the organizers and the judges see it.',
    ),
    deckSubmitted: l(
      'Ya entregaste una lista; enviar otra la sustituye.',
      'You already submitted a list; sending another replaces it.',
    ),
    deckSubmit: l('Entregar la lista', 'Submit the list'),
    deckAccepted: l('Lista registrada.', 'List registered.'),
    deckProblems: l('La lista no es válida:', 'The list is not valid:'),
    deckLine: (n: number) => l(`línea ${n}`, `line ${n}`),
    yourTable: (round: number, table: number) => l(`Ronda ${round}, mesa ${table}`, `Round ${round}, table ${table}`),
    against: (name: string) => l(`contra ${name}`, `against ${name}`),
    bye: l('Tienes bye esta ronda.', 'You have a bye this round.'),
    report: l('Comunicar el resultado', 'Report the result'),
    game: (n: number) => l(`Partida ${n}`, `Game ${n}`),
    notPlayed: l('—', '—'),
    iWon: l('Gané yo', 'I won'),
    rivalWon: l('Ganó mi rival', 'My opponent won'),
    drawn: l('Empate', 'Draw'),
    myLife: l('Mi vida final', 'My final life'),
    rivalLife: l('Vida final del rival', "Opponent's final life"),
    send: l('Enviar resultado', 'Send result'),
    sending: l('Enviando…', 'Sending…'),
    waitingConfirm: l(
      'Has comunicado el resultado; falta que tu rival lo confirme.',
      'You reported the result; your opponent still has to confirm it.',
    ),
    toConfirm: l('Tu rival comunicó este resultado. ¿Es correcto?', 'Your opponent reported this result. Is it right?'),
    confirm: l('Confirmar', 'Confirm'),
    disputeHint: l('Si no es correcto, llama a un juez.', 'If it is wrong, call a judge.'),
    final: l('Resultado cerrado.', 'Result final.'),
  },
  staff: {
    organizerTitle: l('Mesa de organización', 'Organizer desk'),
    judgeTitle: l('Mesa de jueces', 'Judge desk'),
    hint: l(
      'Cada acción queda registrada como un evento del torneo.',
      'Every action is recorded as a tournament event.',
    ),
    unpublished: l(
      'Sin publicar: solo la organización y los jueces ven esta ronda.',
      'Unpublished: only organizers and judges see this round.',
    ),
    unpublishedTab: l('sin publicar', 'unpublished'),
    commands: {
      openRegistration: l('Abrir inscripción', 'Open registration'),
      openCheckIn: l('Abrir el check-in', 'Open check-in'),
      removeAbsentPlayers: l('Quitar a quien no ha llegado', 'Remove players who have not checked in'),
      closeRegistration: l('Cerrar inscripción', 'Close registration'),
      pairNextRound: l('Emparejar la siguiente ronda', 'Pair the next round'),
      repairRound: l('Volver a emparejar', 'Pair again'),
      publishPairings: l('Publicar emparejamientos', 'Publish pairings'),
      startRoundClock: l('Poner en marcha el reloj', 'Start the clock'),
      pauseRoundClock: l('Pausar el reloj', 'Pause the clock'),
      resumeRoundClock: l('Reanudar el reloj', 'Resume the clock'),
      endRoundClock: l('Terminar el tiempo ya', 'End time now'),
      discardDraft: l('Descartar el borrador', 'Discard the draft'),
      callTime: l('Llamar tiempo', 'Call time'),
      endRound: l('Cerrar la ronda', 'End the round'),
      startTopCut: l('Empezar la eliminatoria', 'Start the top cut'),
      endTournament: l('Terminar el torneo', 'End the tournament'),
      pairTiebreakRound: l('Emparejar el desempate', 'Pair the tiebreak matches'),
    },
  },
  format: {
    title: l('Formato', 'Format'),
    bestOf: (n: number) => l(`Al mejor de ${n}`, `Best of ${n}`),
    match: l('Encuentros', 'Matches'),
    roundMinutes: (n: number) => l(`${n} minutos por ronda`, `${n} minutes per round`),
    clock: l('Reloj', 'Clock'),
    tiebreakers: l('Desempates', 'Tiebreakers'),
    topCut: l('Eliminatoria final', 'Top cut'),
    topCutSize: (n: number, finalBestOf: number) =>
      n === 0
        ? l('Sin eliminatoria', 'No top cut')
        : l(`Top ${n}, final al mejor de ${finalBestOf}`, `Top ${n}, final best of ${finalBestOf}`),
    thirdPlace: l('con partida por el tercer puesto', 'with a third-place match'),
    prizePlaces: l('Puestos con premio', 'Prize places'),
    places: l('Plazas', 'Places'),
    placesCount: (n: number) => l(`${n} jugadores como máximo`, `${n} players at most`),
    rule: (source: string) => l(`Regla: ${source}`, `Rule: ${source}`),
    choice: (heading: string) =>
      l(
        `El reglamento no dice nada; es la elección de Crónica, en sus notas de reglas${heading ? `: ${heading}` : ''}`,
        `The rulebooks are silent; this is Crónica’s choice, in its rules notes${heading ? `: ${heading}` : ''}`,
      ),
    decks: l('Listas de mazo', 'Deck lists'),
    decksRequired: l('Obligatorias', 'Required'),
    decksOptional: l('No se piden', 'Not required'),
    lateEntry: l('Inscripción tardía', 'Late entry'),
    lateEntryLoss: l('Las rondas perdidas cuentan como derrota', 'Missed rounds count as losses'),
    lateEntryAbsent: l('Las rondas perdidas no cuentan', 'Missed rounds do not count'),
    lateEntryNone: l('No se admiten inscripciones una vez cerrada la inscripción', 'None once registration has closed'),
    byeScore: (n: number) => l(`Un bye suma ${n} de SCORE`, `A bye adds ${n} SCORE`),
    prizePlacesCount: (n: number) =>
      n === 0
        ? l('Ninguno: un empate por el 1.º se sortea', 'None: a tie for 1st is drawn')
        : n === 1
          ? l('El título (un empate se juega)', 'The title (a tie is played off)')
          : l(`Los ${n} primeros (un empate ahí se juega)`, `The top ${n} (a tie there is played off)`),
  },
  people: {
    organizer: l('Organiza', 'Organizer'),
    judges: l('Jueces', 'Judges'),
    winner: l('Ganador', 'Winner'),
  },
  roundClock: {
    label: (round: number) => l(`Reloj de la ronda ${round}`, `Round ${round} clock`),
    /** The round by the name the API gives it ("Final", "Ronda de desempate", "Ronda 2 de 5"). */
    named: (round: Localized) => l(`Reloj · ${round.es}`, `Clock · ${round.en}`),
    notStarted: l('Aún no ha empezado', 'Not started yet'),
    untimed: l('Sin límite de tiempo', 'No time limit'),
    remaining: (time: string) => l(`Quedan ${time}`, `${time} left`),
    timeCalled: l(
      'Tiempo: el jugador activo y los turnos extra del formato',
      "Time: the active player, then the format's extra turns",
    ),
    extraTurns: l('Turnos extra', 'Extra turns'),
    paused: l('En pausa', 'Paused'),
    ended: l('Terminado', 'Over'),
  },
  standings: {
    rank: l('Puesto', 'Rank'),
    player: l('Jugador', 'Player'),
    points: l('Puntos', 'Points'),
    record: l('V–D–E', 'W–L–D'),
    recordTitle: l('Victorias, derrotas y empates', 'Wins, losses and draws'),
    /** The record counts a bye as a win: say how many of the wins were byes, not "+1 bye" on top. */
    byes: (n: number) =>
      counted(n, ['(1 victoria por bye)', '({n} victorias por bye)'], ['(1 win by a bye)', '({n} wins by a bye)']),
    dropped: l('se retiró', 'dropped'),
    tiebreakMatch: l(
      'Un puesto con premio o clasificación depende de un empate al azar: se resolverá con una partida de desempate.',
      'A prize or cut place hangs on a random tie: a tiebreak match will settle it.',
    ),
    randomMark: l('Orden decidido al azar frente a un empatado', 'Order against a tied player decided at random'),
    randomLegend: l(
      'Posición decidida al azar: ningún criterio de desempate separó a estos jugadores.',
      'Position decided at random: no tiebreaker separated these players.',
    ),
    tiebreakersCaption: l(
      'Criterios de desempate, en el orden en que se aplican',
      'Tiebreakers, in the order they apply',
    ),
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
  playerStatus: {
    active: l('En activo', 'Active'),
    dropped: l('Se retiró', 'Dropped'),
    deckSubmitted: l('Mazo entregado', 'Deck submitted'),
    deckMissing: l('Sin mazo', 'No deck yet'),
  },
  auth: {
    signIn: l('Entrar', 'Sign in'),
    signOut: l('Salir', 'Sign out'),
    signedInAs: (name: string) => l(`Sesión iniciada como ${name}`, `Signed in as ${name}`),
    title: l('Iniciar sesión', 'Sign in'),
    intro: l(
      'Entra para inscribirte en torneos, entregar tu mazo y jugar tus partidas.',
      'Sign in to register for tournaments, submit your deck and play your matches.',
    ),
    username: l('Usuario', 'Username'),
    password: l('Contraseña', 'Password'),
    submit: l('Entrar', 'Sign in'),
    submitting: l('Entrando…', 'Signing in…'),
    missing: l('Escribe tu usuario y tu contraseña.', 'Enter your username and password.'),
  },
  playerPage: {
    notFound: l('Ese jugador no existe', 'That player does not exist'),
    username: l('Usuario', 'Username'),
    itsYou: l('Eres tú', "That's you"),
    erased: l(
      'Esta persona borró su cuenta: sus resultados y partidas siguen aquí, sin su nombre.',
      'This person deleted their account: their results and matches stay here, without their name.',
    ),
    tournaments: l('Torneos jugados', 'Tournaments entered'),
    noTournaments: l('Todavía no ha jugado ningún torneo.', 'No tournaments entered yet.'),
  },
  notFound: {
    title: l('Página no encontrada', 'Page not found'),
    hint: l('La dirección no corresponde a nada en Crónica.', 'That address does not match anything in Crónica.'),
    back: l('Volver a los torneos', 'Back to the tournaments'),
  },
  error: {
    title: l('Algo ha fallado', 'Something went wrong'),
    hint: l(
      'No hemos podido mostrar esta página. Vuelve a intentarlo.',
      'We could not show this page. Please try again.',
    ),
    retry: l('Reintentar', 'Try again'),
  },
} as const;
