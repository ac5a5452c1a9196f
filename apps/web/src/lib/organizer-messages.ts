import { localized as l, type Localized } from '@cronica/util';
import { counted } from './plural';

/** What the organizer's pages say: creating an event and its desk (registration, staff, rounds, results, clock, cut). */
export const organizerMessages = {
  create: {
    link: l('Crear un torneo', 'Create a tournament'),
    title: l('Crear un torneo', 'Create a tournament'),
    intro: l(
      'Cada opción muestra el valor por defecto del reglamento del juego elegido y de dónde sale. Nada se guarda hasta que todas las opciones encajan.',
      'Every option shows the default of the chosen game’s rulebook and where it comes from. Nothing is saved until every option fits.',
    ),
    signIn: l('Entra con tu cuenta para crear un torneo.', 'Sign in to create a tournament.'),
    again: l('Crear otro torneo como este', 'Create another event like this one'),
    copiedFrom: (name: string) =>
      l(
        `Copiado de «${name}»: el mismo formato y lugar, una semana después a la misma hora. Revisa el nombre y la fecha antes de crearlo; los jugadores no se copian.`,
        `Copied from “${name}”: the same format and venue, a week later at the same time. Check the name and date before creating it; players are not copied.`,
      ),
    catalogNotCopied: l(
      'Si ese torneo usaba un catálogo de cartas importado, vuelve a elegir el archivo.',
      'If that event used an imported card catalog, choose the file again.',
    ),
    name: l('Nombre del torneo', 'Tournament name'),
    description: l('Descripción pública (opcional)', 'Public description (optional)'),
    game: l('Juego', 'Game'),
    roundsFixed: l('Número fijo de rondas', 'A fixed number of rounds'),
    roundsCount: l('Cuántas rondas, si son fijas', 'How many rounds, if fixed'),
    roundsByField: l('Según el número de jugadores', 'By field size'),
    noLimit: l('Sin límite', 'No limit'),
    tiebreakers: l('Desempates', 'Tiebreakers'),
    roundMinutes: l('Minutos por ronda', 'Minutes per round'),
    noGameOptions: l('Este juego no tiene opciones propias.', 'This game has no options of its own.'),
    moreGameOptions: (game: Localized) => l(`Más opciones de ${game.es}`, `More ${game.en} options`),
    lateLoss: l('Se admiten; las rondas perdidas cuentan como derrota', 'Taken; missed rounds count as losses'),
    lateAbsent: l('Se admiten; las rondas perdidas no cuentan', 'Taken; missed rounds do not count'),
    lateNone: l('No se admiten', 'Not taken'),
    exhaustedRefuse: l('Parar y avisar a la organización', 'Stop and tell the organizer'),
    exhaustedFewest: l('Emparejar con las mínimas revanchas', 'Pair with the fewest rematches'),
    yes: l('Sí', 'Yes'),
    no: l('No', 'No'),
    defaultIs: (value: string) => l(`Por defecto: ${value}`, `Default: ${value}`),
    rule: (source: string) => l(`Reglamento: ${source}`, `Rulebook: ${source}`),
    borrowedRule: (game: Localized, source: string) =>
      l(
        `Este juego no trae reglas de torneo; Crónica aplica las de ${game.es}: ${source}`,
        `This game has no tournament rules; Crónica applies ${game.en}’s: ${source}`,
      ),
    noRule: l(
      'El reglamento no dice nada; es la elección de Crónica.',
      'The rulebooks are silent; this is Crónica’s choice.',
    ),
    notedChoice: (heading: string) =>
      l(
        `El reglamento no dice nada; es la elección de Crónica, en sus notas de reglas${heading ? `: ${heading}` : ''}.`,
        `The rulebooks are silent; this is Crónica’s choice, in its rules notes${heading ? `: ${heading}` : ''}.`,
      ),
    catalog: l('Catálogo de cartas (archivo JSON, opcional)', 'Card catalog (JSON file, optional)'),
    catalogHint: l(
      'Sustituye el catálogo del juego en este torneo (cartas promocionales, una colección nueva).',
      'Replaces the game’s catalog for this event (promo cards, a new set).',
    ),
    catalogUnreadable: l('El catálogo no es un JSON válido.', 'The catalog is not valid JSON.'),
    catalogTooBig: l('El catálogo ocupa más de 90 kB.', 'The catalog is larger than 90 kB.'),
    submit: l('Crear el torneo', 'Create the tournament'),
    submitting: l('Creando…', 'Creating…'),
    problems: l('Revisa estas opciones; no se ha guardado nada:', 'Check these options; nothing was saved:'),
    sections: {
      event: l('El evento', 'The event'),
      game: (game: Localized) => l(`Reglas de ${game.es}`, `${game.en} rules`),
      swiss: l('Rondas suizas', 'Swiss rounds'),
      cut: l('Eliminatoria final', 'Top cut'),
      entry: l('Inscripción y mazos', 'Registration and decks'),
    },
  },
  desk: {
    link: l('Abrir la mesa de organización', 'Open the organizer desk'),
    title: l('Mesa de organización', 'Organizer desk'),
    judgeTitle: l('Mesa de jueces', 'Judge desk'),
    back: l('Volver a la página del torneo', 'Back to the tournament page'),
    forbidden: l(
      'Solo la organización y los jueces de este torneo ven esta mesa.',
      'Only this event’s organizer and judges see this desk.',
    ),
    nav: l('Secciones de la mesa', 'Desk sections'),
    done: l('Hecho.', 'Done.'),
    cancel: l('Cancelar', 'Cancel'),
    reasonRequired: l('Escribe el motivo.', 'Write the reason.'),
  },
  registration: {
    title: l('Inscripción', 'Registration'),
    count: (active: number, decks: number) =>
      l(`${active} jugadores en activo, ${decks} con lista`, `${active} active players, ${decks} with a list`),
    /** The places an event takes, before play: how many are left, or that players can no longer take one themselves. */
    places: (taken: number, capacity: number, left: number) =>
      left === 0
        ? l(
            `Completo: ${taken} de ${capacity} plazas. Desde el móvil ya solo se entra en la lista de espera; aquí aún puedes inscribir a alguien si hay sitio en la sala.`,
            `Full: ${taken} of ${capacity} places. From a phone players can only join the waiting list now; you can still register someone here if the room has space.`,
          )
        : l(
            `${taken} de ${capacity} plazas ocupadas: quedan ${left}.`,
            `${taken} of ${capacity} places taken: ${left} left.`,
          ),
    capacityLabel: l('Plazas (vacío: sin límite)', 'Places (empty: no limit)'),
    waitlistTitle: (n: number) => l(`Lista de espera (${n})`, `Waiting list (${n})`),
    /** While registration is open places go to the line by themselves; once closed, the desk gives them. */
    waitlistLegend: (open: boolean) =>
      open
        ? l(
            'Cada plaza que se libera pasa sola al primero de la lista. Puedes dar plaza antes a quien esté en la sala, o quitar a alguien de la lista.',
            'Each place that frees up goes by itself to the first in line. You can give a place early to someone in the room, or take someone off the list.',
          )
        : l(
            'Con la inscripción cerrada, las plazas que se liberan las das tú: llama al siguiente que esté en la sala.',
            'With registration closed, you give out the places that free up: call the next one who is in the room.',
          ),
    waitingSince: (time: string) => l(`en la lista desde ${time}`, `waiting since ${time}`),
    seat: l('Dar plaza', 'Give a place'),
    seatFor: (name: string) => l(`Dar plaza a ${name}`, `Give ${name} a place`),
    takeOff: l('Quitar de la lista', 'Take off the list'),
    takeOffConfirm: (name: string) =>
      l(
        `${name} sale de la lista de espera y pierde su puesto.`,
        `${name} leaves the waiting list and loses their place in line.`,
      ),
    capacitySave: l('Guardar las plazas', 'Save the places'),
    capacitySaving: l('Guardando…', 'Saving…'),
    capacityDone: l('Plazas guardadas.', 'Places saved.'),
    kind: l('Inscribir a', 'Register'),
    lateKind: l('Inscripción tardía de', 'Late entry for'),
    kindAccount: l('una cuenta (por su usuario)', 'an account (by username)'),
    kindGuest: l('alguien sin cuenta (por su nombre)', 'a walk-in without an account (by name)'),
    who: l('Usuario o nombre', 'Username or name'),
    register: l('Inscribir', 'Register'),
    listSummary: l('Inscribir a varios a la vez (pegar una lista)', 'Register several at once (paste a list)'),
    listField: l('Una persona por línea', 'One person per line'),
    listHint: l(
      'Escribe @usuario para una cuenta, o el nombre de quien no tiene cuenta. Se inscriben todos o nadie: si una línea falla, se dice cuál.',
      'Write @username for an account, or the name of someone without one. Everyone is registered or nobody is: if a line fails, it says which.',
    ),
    listSubmit: l('Inscribir la lista', 'Register the list'),
    lateSubmit: l('Añadir tarde', 'Add late'),
    player: l('Jugador', 'Player'),
    deck: l('Lista', 'List'),
    status: l('Estado', 'Status'),
    actions: l('Acciones', 'Actions'),
    drop: l('Retirar', 'Drop'),
    reinstate: l('Readmitir', 'Reinstate'),
    remove: l('Quitar (no vino)', 'Remove (no-show)'),
    missing: (names: string) =>
      l(
        `Sin lista: ${names}. La inscripción no puede cerrarse hasta que la entreguen o se les quite (si no vienen).`,
        `No list yet: ${names}. Registration cannot close until they hand one in or are taken off (no-shows).`,
      ),
    guestMark: l('sin cuenta', 'walk-in'),
    dropConfirm: (name: string) =>
      l(
        `${name} no se emparejará en las próximas rondas; sus resultados se quedan.`,
        `${name} will not be paired in later rounds; their results stay.`,
      ),
    removeConfirm: (name: string) =>
      l(
        `${name} sale de la lista de inscritos como ausente, antes de la primera ronda.`,
        `${name} leaves the list as a no-show, before the first round.`,
      ),
    menu: l('Opciones', 'Options'),
    menuFor: (name: string) => l(`Opciones de ${name}`, `Options for ${name}`),
    // Who made the drop, in words that do not assume the player's gender.
    droppedBy: (cause: string, name: string) =>
      cause === 'withdrew'
        ? l('Por decisión propia', 'Withdrew')
        : cause === 'no-show'
          ? l(`No se presentó: retiro decidido por ${name}`, `No-show: dropped by ${name}`)
          : cause === 'disqualified'
            ? l(`Descalificación decidida por ${name}`, `Disqualified by ${name}`)
            : l(`Retiro decidido por ${name} (organización)`, `Dropped by ${name} (organizer)`),
  },
  staff: {
    title: l('Jueces', 'Judges'),
    none: l('Aún no hay jueces.', 'No judges yet.'),
    appoint: l('Nombrar juez (usuario)', 'Appoint a judge (username)'),
    appointSubmit: l('Nombrar', 'Appoint'),
    remove: l('Quitar', 'Remove'),
    headTitle: l('Juez principal', 'Head judge'),
    headNamed: (name: string) => l(`Resuelve las apelaciones ${name}.`, `${name} rules on appeals.`),
    headNone: l(
      'Sin juez principal: los jugadores aún no pueden apelar un fallo.',
      'No head judge: players cannot appeal a ruling yet.',
    ),
    headChoose: l('Elegir juez principal', 'Choose the head judge'),
    headSubmit: l('Nombrar juez principal', 'Name head judge'),
    headHint: l(
      'Uno de los jueces del torneo, o tú. Nadie resuelve la apelación de su propio fallo: si el juez principal dictó el fallo apelado, nombra a otro. Si quitas al juez principal como juez, deja de serlo.',
      'One of the event’s judges, or you. Nobody rules on the appeal of their own ruling: if the head judge made the ruling appealed, name another. Removing the head judge as a judge ends their role.',
    ),
    headOrganizer: (name: string) => l(`${name} (organización)`, `${name} (organizer)`),
  },
  rounds: {
    title: l('Rondas', 'Rounds'),
    draftTitle: (round: string) =>
      l(
        `Borrador de ${round}: solo la organización y los jueces lo ven`,
        `Draft of ${round}: only organizers and judges see it`,
      ),
    none: l('Aún no hay rondas emparejadas.', 'No rounds have been paired yet.'),
    pair: l('Emparejar la siguiente ronda', 'Pair the next round'),
    repair: l('Volver a emparejar', 'Pair again'),
    discard: l('Descartar el borrador', 'Discard the draft'),
    publish: l('Publicar emparejamientos', 'Publish pairings'),
    publishConfirm: (round: string, tables: number) =>
      l(
        `Se publicará ${round} (${tables} mesas): todos los jugadores verán su mesa y ya no se podrá volver a emparejar.`,
        `${round} (${tables} tables) will be published: every player sees their table and it can no longer be re-paired.`,
      ),
    endRound: l('Cerrar la ronda', 'End the round'),
    endRoundConfirm: (round: string) =>
      l(
        `${round} se cerrará: sus resultados quedan definitivos y cuentan para la clasificación.`,
        `${round} will end: its results become final and count in the standings.`,
      ),
    swapTitle: l('Cambiar o emparejar a mano', 'Swap or pair by hand'),
    swapHint: l(
      'Elige dos jugadores. «Intercambiar» les cambia el asiento; «Sentar juntos» los pone en la misma mesa y sus rivales se enfrentan entre sí.',
      'Pick two players. "Swap" exchanges their seats; "Seat together" puts them at one table and their former opponents meet.',
    ),
    playerA: l('Primer jugador', 'First player'),
    playerB: l('Segundo jugador', 'Second player'),
    swap: l('Intercambiar', 'Swap'),
    pairTogether: l('Sentar juntos', 'Seat together'),
    costTitle: l('Lo que cuesta el borrador', 'What the draft costs'),
    rematch: l('revancha', 'rematch'),
    gap: (points: number) =>
      counted(points, ['diferencia de {n} punto', 'diferencia de {n} puntos'], ['{n}-point gap', '{n}-point gap']),
    noCost: l('sin revanchas ni diferencias de puntos', 'no rematches or point gaps'),
    fixTitle: l('Arreglar una mesa publicada', 'Fix a published table'),
    fixHint: l(
      'Un jugador que no se presentó pierde la partida o se retira; el resto de mesas no se mueve.',
      'A player who did not show up takes a game loss or is dropped; no other table moves.',
    ),
    absent: l('¿Quién no se presentó?', 'Who did not show up?'),
    noShowLoss: l('No se presentó: partida perdida', 'No-show: game loss'),
    noShowDrop: l('No se presentó: retirar', 'No-show: drop'),
    table: (n: number) => l(`Mesa ${n}`, `Table ${n}`),
    bye: l('bye', 'bye'),
  },
  results: {
    title: l('Resultados', 'Results'),
    closeCalls: (n: number) =>
      l(
        n === 1
          ? 'Cerrar también la llamada a juez abierta en esta mesa (atendida)'
          : `Cerrar también las ${n} llamadas a juez abiertas en esta mesa (atendidas)`,
        n === 1
          ? "Also close this table's open judge call (handled)"
          : `Also close this table's ${n} open judge calls (handled)`,
      ),
    outstanding: (n: number) =>
      l(
        n === 1 ? 'Falta 1 resultado' : `Faltan ${n} resultados`,
        n === 1 ? '1 result outstanding' : `${n} results outstanding`,
      ),
    allIn: l('Todos los resultados están cerrados.', 'Every result is final.'),
    reported: l('comunicado, sin confirmar', 'reported, unconfirmed'),
    noShow: (name: string) => l(`${name} no se presentó`, `${name} did not show up`),
    pending: l('sin resultado', 'no result'),
    winnerA: l('Gana A', 'A wins'),
    winnerB: l('Gana B', 'B wins'),
    draw: l('Empate', 'Draw'),
    enter: l('Anotar', 'Enter'),
    correct: l('Corregir', 'Correct'),
    enterHint: l(
      'Pasa aquí la hoja de resultado de la mesa, partida a partida.',
      'Copy the table’s result slip here, game by game.',
    ),
    correctHint: l(
      'Cambia lo que haga falta y di por qué: el cambio y el motivo quedan registrados.',
      'Change what needs changing and say why: the change and the reason are recorded.',
    ),
    games: (a: number, b: number) => l(`partidas ${a}–${b}`, `games ${a}–${b}`),
    reportedBy: (name: string) => l(`Comunicado por ${name}`, `Reported by ${name}`),
    disagreeTitle: l('Los jugadores no coinciden', 'The players disagree'),
  },
  clock: {
    title: l('Reloj', 'Clock'),
    start: l('Poner en marcha', 'Start'),
    pause: l('Pausar', 'Pause'),
    resume: l('Reanudar', 'Resume'),
    end: l('Terminar el tiempo ya', 'End time now'),
    /** Said before ending the time early: nothing brings the clock back (the extra turns have begun). */
    endWhat: l(
      'Todas las mesas pasan ya a sus turnos extra, antes de que se acabe el tiempo. Después el reloj no se puede reanudar ni ampliar.',
      'Every table goes to its extra turns now, before time runs out. The clock cannot be resumed or extended afterwards.',
    ),
    callTime: l('Llamar tiempo', 'Call time'),
    extend: l('Añadir minutos', 'Add minutes'),
    minutes: l('Minutos', 'Minutes'),
    table: l('Mesa (vacío: toda la ronda)', 'Table (empty: the whole round)'),
    tableTime: (table: number, extra: number, time: string) =>
      l(`Mesa ${table}: +${extra} min, quedan ${time}`, `Table ${table}: +${extra} min, ${time} left`),
    paused: l('En pausa', 'Paused'),
    extended: (minutes: number, table: number | null) =>
      table === null
        ? l(`+${minutes} min a la ronda`, `+${minutes} min for the round`)
        : l(`+${minutes} min a la mesa ${table}`, `+${minutes} min for table ${table}`),
  },
  cut: {
    title: l('Eliminatoria y final', 'Top cut and end'),
    start: (size: number) => l(`Empezar el top ${size}`, `Start the top ${size}`),
    startConfirm: (size: number) =>
      l(
        `Se cierran las rondas suizas y los ${size} primeros de la clasificación pasan a la eliminatoria (1 contra ${size}, …). No se puede deshacer.`,
        `The Swiss rounds close and the top ${size} of the standings enter the cut (1 v ${size}, …). This cannot be undone.`,
      ),
    end: l('Terminar el torneo', 'End the tournament'),
    endEarly: l('Terminar el torneo antes de tiempo…', 'End the tournament early…'),
    endEarlyConfirm: l(
      'Aún quedan rondas por jugar. El torneo termina ya: se guardan los puestos finales según la clasificación actual y se revela la semilla. No se puede deshacer.',
      'Rounds remain to be played. The tournament ends now: final placings are stored from the current standings and the seed is revealed. This cannot be undone.',
    ),
    endConfirm: l(
      'El torneo termina: se guardan los puestos finales y se revela la semilla. No se puede deshacer.',
      'The tournament ends: final placings are stored and the seed is revealed. This cannot be undone.',
    ),
    placings: l('Puestos finales', 'Final placings'),
    place: (label: string) => l(label, label),
  },
  confirm: {
    question: l('¿Seguro?', 'Are you sure?'),
    yes: l('Sí, hacerlo', 'Yes, do it'),
    /** What each irreversible command does, said before it runs. */
    what: {
      publishPairings: l(
        'Todos los jugadores verán su mesa y esta ronda ya no se podrá volver a emparejar.',
        'Every player sees their table and this round can no longer be re-paired.',
      ),
      endRound: l(
        'Los resultados de la ronda quedan definitivos y cuentan para la clasificación.',
        'The round’s results become final and count in the standings.',
      ),
      startTopCut: l(
        'Se cierran las rondas suizas y los primeros de la clasificación pasan a la eliminatoria. No se puede deshacer.',
        'The Swiss rounds close and the top of the standings enter the cut. This cannot be undone.',
      ),
      endTournament: l(
        'El torneo termina: se guardan los puestos finales y se revela la semilla. No se puede deshacer.',
        'The tournament ends: final placings are stored and the seed is revealed. This cannot be undone.',
      ),
    },
  },
} as const;
