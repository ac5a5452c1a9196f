import { localized as l, counted } from '@cronica/util';

/** An event's page as everyone sees it (its summary, rounds and roster) and the reader's own panel there. */
export const eventPageMessages = {
  tournament: {
    name: l('Torneo', 'Tournament'),
    game: l('Juego', 'Game'),
    status: l('Estado', 'Status'),
    players: l('Jugadores', 'Players'),
    rounds: l('Rondas', 'Rounds'),
    playerCount: (n: number) => counted(n, ['{n} jugador', '{n} jugadores'], ['{n} player', '{n} players']),
    /** Players against the places an event takes (the desk may seat more than it announced). */
    playerCountOfPlaces: (n: number, places: number) =>
      counted(places, [`${n} de {n} plaza`, `${n} de {n} plazas`], [`${n} of {n} place`, `${n} of {n} places`]),
    /** Beside the places of a full event: how many wait for one. */
    waiting: (n: number) => l(`${n} en lista de espera`, `${n} on the waiting list`),
    roundProgress: (current: number, total: number) =>
      total > 0
        ? l(`Ronda ${current} de ${total}`, `Round ${current} of ${total}`)
        : l(`Ronda ${current}`, `Round ${current}`),
    roundsUndecided: l('Según inscritos', 'Set by turnout'),
    plannedRounds: (total: number) => counted(total, ['{n} ronda', '{n} rondas'], ['{n} round', '{n} rounds']),
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
      counted(n, ['Queda {n} plaza.', 'Quedan {n} plazas.'], ['{n} place left.', '{n} places left.']),
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
} as const;
