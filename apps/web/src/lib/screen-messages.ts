import { placingsMessages } from './placings-messages';
import { localized as l, counted } from '@cronica/util';

/** The event's screen: what a projector or a TV in the room shows, read from across the room. */
export const screenMessages = {
  title: l('Pantalla del torneo', 'Event screen'),
  toolbar: l('Pantalla', 'Screen'),
  back: l('Volver al torneo', 'Back to the event'),
  fullScreen: l('Pantalla completa', 'Full screen'),
  link: l('Pantalla para proyectar', 'Screen for a projector'),
  linkHint: l(
    'Para un proyector o una tele en la sala: la ronda, su reloj y cada jugador con su mesa, en letra grande; se actualiza sola.',
    'For a projector or a TV in the room: the round, its clock and every player with their table, in large type; it updates by itself.',
  ),
  welcome: {
    signUp: l('Apúntate desde tu móvil', 'Sign up from your phone'),
    follow: l('Sigue el torneo desde tu móvil', 'Follow the event on your phone'),
    scan: l('Escanea el código o escribe la dirección', 'Scan the code or type the address'),
    starts: (when: string) => l(`Empieza: ${when}`, `Starts: ${when}`),
    qrLabel: (address: string) => l(`Código QR de ${address}`, `QR code for ${address}`),
    players: (n: number) =>
      counted(
        n,
        ['{n} jugador apuntado', '{n} jugadores apuntados'],
        ['{n} player registered', '{n} players registered'],
      ),
    placesLeft: (n: number) =>
      n === 0
        ? l('Completo: no quedan plazas', 'Full: no places left')
        : counted(n, ['Queda {n} plaza', 'Quedan {n} plazas'], ['{n} place left', '{n} places left']),
    /** A full event: the same code leads to its waiting list; how many are already on it. */
    waitlist: (waiting: number) =>
      waiting === 0
        ? l('Apúntate a la lista de espera desde tu móvil', 'Join the waiting list from your phone')
        : l(`Lista de espera desde tu móvil: ${waiting} esperando`, `Waiting list from your phone: ${waiting} waiting`),
    checkIn: l(
      'El check-in está abierto: abre el torneo en tu móvil y pulsa «Estoy aquí».',
      'Check-in is open: open the event on your phone and tap “I’m here”.',
    ),
    checkInFrom: (time: string) =>
      l(
        `Check-in desde las ${time}: entonces abre el torneo en tu móvil y pulsa «Estoy aquí».`,
        `Check-in from ${time}: then open the event on your phone and tap “I’m here”.`,
      ),
    waiting: l(
      'Las mesas de la primera ronda aparecerán aquí en cuanto se publiquen.',
      'The first round’s tables appear here as soon as they are published.',
    ),
  },
  round: {
    findYourName: l('Busca tu nombre: tu mesa y tu rival', 'Find your name: your table and opponent'),
    bracket: l('Eliminatoria final: cada mesa con su número', 'Top cut: each table with its number'),
    table: l('Mesa', 'Table'),
    against: l('contra', 'vs'),
    bye: l('Descansa (bye)', 'Bye'),
    page: (page: number, pages: number) => l(`Página ${page} de ${pages}`, `Page ${page} of ${pages}`),
    inPlay: (n: number) =>
      n === 0
        ? l('Todas las mesas han terminado', 'Every table has finished')
        : counted(
            n,
            ['Queda {n} mesa en juego', 'Quedan {n} mesas en juego'],
            ['{n} table still playing', '{n} tables still playing'],
          ),
  },
  final: {
    /** The same name as on the event's page: these are its final placings, not the Swiss standings. */
    title: placingsMessages.title,
    thanks: l('¡Gracias por jugar!', 'Thanks for playing!'),
  },
};
