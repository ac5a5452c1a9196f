import { localized as l } from '@cronica/util';

/** The tournament page's alerts to a player, in Spanish (default) and English. */
export const eventAlertMessages = {
  signals: l('Avisos del torneo', 'Event alerts'),
  sound: l(
    'Sonido (y vibración en el móvil) cuando haya algo para ti',
    'Sound (and a buzz on a phone) when there is something for you',
  ),
  notify: l(
    'Aviso del navegador con la pestaña oculta o el móvil bloqueado',
    'Browser notification while the tab is hidden or the phone locked',
  ),
  tablePublished: l('Emparejamientos publicados: ya sabes dónde sentarte.', 'Pairings are up: you know where to sit.'),
  tableMoved: l('Tu mesa ha cambiado', 'Your table changed'),
  bye: (round: string) => l(`${round} · Tienes bye`, `${round} · You have a bye`),
  byeBody: l('Esta ronda no juegas: cuenta como ganada.', 'You do not play this round: it counts as a win.'),
  checkIn: l('El check-in está abierto', 'Check-in is open'),
  checkInBody: l('Pulsa «Estoy aquí» en tu panel del torneo.', 'Press “I’m here” in your event panel.'),
  seated: l('Tienes plaza', 'You have a place'),
  seatedBody: l('Te ha llegado una plaza de la lista de espera.', 'A place from the waiting list has come to you.'),
  confirm: l('Confirma el resultado', 'Confirm the result'),
  confirmBody: l('Tu rival ha apuntado el resultado de vuestra mesa.', 'Your opponent reported your table’s result.'),
};
