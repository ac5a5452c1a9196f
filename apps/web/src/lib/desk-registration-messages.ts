import { localized as l, counted } from '@cronica/util';

/** The desk's registration: places, the waiting list, entering people one by one or by a pasted list, drops. */
export const deskRegistrationMessages = {
  registration: {
    title: l('Inscripción', 'Registration'),
    /** `decks` null: the event asks for no list, so none is counted. */
    count: (active: number, decks: number | null) =>
      decks === null
        ? counted(
            active,
            ['{n} jugador en activo', '{n} jugadores en activo'],
            ['{n} active player', '{n} active players'],
          )
        : counted(
            active,
            [`{n} jugador en activo, ${decks} con lista`, `{n} jugadores en activo, ${decks} con lista`],
            [`{n} active player, ${decks} with a list`, `{n} active players, ${decks} with a list`],
          ),
    /** The places an event takes, before play: how many are left, or that players can no longer take one themselves. */
    places: (taken: number, capacity: number, left: number) =>
      left === 0
        ? l(
            `Completo: ${taken} de ${capacity} plazas. Desde el móvil ya solo se entra en la lista de espera; aquí aún puedes inscribir a alguien si hay sitio en la sala.`,
            `Full: ${taken} of ${capacity} places. From a phone players can only join the waiting list now; you can still register someone here if the room has space.`,
          )
        : counted(
            left,
            [
              `${taken} de ${capacity} plazas ocupadas: queda {n}.`,
              `${taken} de ${capacity} plazas ocupadas: quedan {n}.`,
            ],
            [`${taken} of ${capacity} places taken: {n} left.`, `${taken} of ${capacity} places taken: {n} left.`],
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
    /** Said once an entry is in, naming who as typed, so the desk sees each one go in. */
    registered: (who: string) => l(`Inscripción hecha: ${who}.`, `Registered: ${who}.`),
    addedLate: (who: string) => l(`Entrada tardía añadida: ${who}.`, `Late entry added: ${who}.`),
    listRegistered: (n: number) =>
      counted(
        n,
        ['Inscrita la persona de la lista.', 'Inscritas las {n} personas de la lista.'],
        ['The person on the list is registered.', 'All {n} people on the list are registered.'],
      ),
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
} as const;
