import { localized as l, counted } from '@cronica/util';

/** Check-in on the day: what the desk and each player read of it. */
export const checkInMessages = {
  desk: {
    title: l('Check-in', 'Check-in'),
    before: l(
      'El día del torneo, abre el check-in: cada jugador avisa desde su móvil de que ha llegado, o lo marcas aquí. Antes de emparejar la primera ronda, quita a quien no haya llegado.',
      'On the day, open check-in: each player says from their phone that they have arrived, or you mark them here. Before pairing round 1, remove whoever has not come.',
    ),
    count: (arrived: number, expected: number) =>
      counted(
        arrived,
        [`Ha llegado {n} de ${expected}`, `Han llegado {n} de ${expected}`],
        [`{n} of ${expected} has arrived`, `{n} of ${expected} have arrived`],
      ),
    scheduled: (time: string, lead: string) =>
      l(
        `Se abrirá solo a las ${time} (${lead} antes del inicio). Si la sala abre antes, puedes abrirlo ya.`,
        `It opens by itself at ${time} (${lead} before the start). If the room opens earlier, you can open it now.`,
      ),
    openedBySchedule: (time: string) =>
      l(`Se abrió solo a las ${time}, como estaba programado.`, `It opened by itself at ${time}, as scheduled.`),
    pending: (names: string) => l(`Faltan: ${names}`, `Not here yet: ${names}`),
    everyone: l('Han llegado todos.', 'Everyone is here.'),
    removeConfirm: (n: number, names: string) =>
      counted(
        n,
        [`Sale de la lista como no presentado: ${names}.`, `Salen de la lista como no presentados: ${names}.`],
        [`Leaves the list as a no-show: ${names}.`, `Leave the list as no-shows: ${names}.`],
      ),
    pairAnyway: (names: string) =>
      l(
        `Aún no han hecho el check-in: ${names}. Se emparejarán igualmente; si no vienen, quítalos antes en «Check-in».`,
        `Not checked in yet: ${names}. They will be paired anyway; if they are not coming, remove them first under "Check-in".`,
      ),
    column: l('Llegada', 'Arrival'),
    find: l('Buscar en la lista', 'Find in the list'),
    onlyPending: l('Solo quien no ha llegado', 'Only players not yet arrived'),
    findSubmit: l('Filtrar', 'Filter'),
    showAll: l('Ver a todos', 'Show everyone'),
    noneFound: l('Nadie en la lista coincide.', 'Nobody in the list matches.'),
    arrived: l('Ha llegado', 'Arrived'),
    waiting: l('Pendiente', 'Not yet'),
    mark: l('Marcar llegada', 'Mark arrived'),
    markFor: (name: string) => l(`Marcar que ${name} ha llegado`, `Mark ${name} as arrived`),
    undo: l('Deshacer', 'Undo'),
    undoFor: (name: string) => l(`Deshacer la llegada de ${name}`, `Undo ${name}’s arrival`),
  },
  home: {
    title: l('Tus torneos', 'Your events'),
    waiting: l('Check-in abierto: avisa de que has llegado', 'Check-in is open: say you have arrived'),
    done: l('Check-in hecho', 'Checked in'),
    opensAt: (time: string) => l(`Check-in desde las ${time}`, `Check-in from ${time}`),
    onWaitlist: (place: number) =>
      l(`En lista de espera: eres el número ${place}`, `On the waiting list: you are number ${place}`),
    organizes: l('Lo organizas: abrir la mesa de organización', 'You organize it: open the organizer desk'),
    judges: l('Eres juez: abrir la mesa de jueces', 'You judge it: open the judge desk'),
    /** A running event the reader runs, whose players called a judge: to the calls on its page. */
    openCalls: (n: number) =>
      counted(
        n,
        ['{n} llamada a un juez sin atender', '{n} llamadas a un juez sin atender'],
        ['{n} judge call waiting', '{n} judge calls waiting'],
      ),
    /** The reader's table of the round (`round` its name, «Ronda 2 de 3»): where to sit, a result to confirm, the bye. */
    table: (round: string, table: number) =>
      l(`${round} · Mesa ${table}: tu mesa`, `${round} · Table ${table}: your table`),
    confirm: (round: string, table: number) =>
      l(`${round} · Mesa ${table}: confirma el resultado`, `${round} · Table ${table}: confirm the result`),
    bye: (round: string) => l(`${round}: descansas (bye)`, `${round}: you have the bye`),
  },
  player: {
    open: l(
      'El check-in está abierto: avisa al organizador de que has llegado.',
      'Check-in is open: let the organizer know you have arrived.',
    ),
    opensAt: (time: string) =>
      l(
        `El check-in se abre a las ${time} (hora del lugar): entonces avisa desde aquí de que has llegado.`,
        `Check-in opens at ${time} (the venue’s time): then say here that you have arrived.`,
      ),
    button: l('Estoy aquí', 'I’m here'),
    done: l('Check-in hecho: el organizador sabe que estás aquí.', 'Checked in: the organizer knows you are here.'),
  },
};
