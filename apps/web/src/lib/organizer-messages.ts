import { localized as l, counted } from '@cronica/util';
import { createTournamentMessages } from './create-tournament-messages';
import { deskRegistrationMessages } from './desk-registration-messages';
import { deskRoundMessages } from './desk-round-messages';

/** What the organizer's pages say: creating an event and its desk (registration, staff, rounds, results, clock, cut). */
export const organizerMessages = {
  // The create form, registration and the rounds have tables of their own, spread in here so this one still reaches every key.
  ...createTournamentMessages,
  desk: {
    link: l('Abrir la mesa de organización', 'Open the organizer desk'),
    judgeLink: l('Abrir la mesa de jueces', 'Open the judge desk'),
    title: l('Mesa de organización', 'Organizer desk'),
    judgeTitle: l('Mesa de jueces', 'Judge desk'),
    calls: l('Llamadas y disputas', 'Calls and disputes'),
    openCalls: (n: number) =>
      counted(
        n,
        ['Llamadas y disputas · {n} llamada abierta', 'Llamadas y disputas · {n} llamadas abiertas'],
        ['Calls and disputes · {n} open call', 'Calls and disputes · {n} open calls'],
      ),
    back: l('Volver a la página del torneo', 'Back to the tournament page'),
    forbidden: l(
      'Solo la organización y los jueces de este torneo ven esta mesa.',
      'Only this event’s organizer and judges see this desk.',
    ),
    nav: l('Secciones de la mesa', 'Desk sections'),
    cancel: l('Cancelar', 'Cancel'),
    reasonRequired: l('Escribe el motivo.', 'Write the reason.'),
  },
  ...deskRegistrationMessages,
  staff: {
    title: l('Jueces', 'Judges'),
    none: l('Aún no hay jueces.', 'No judges yet.'),
    appoint: l('Nombrar juez (usuario)', 'Appoint a judge (username)'),
    appointSubmit: l('Nombrar', 'Appoint'),
    appointed: (username: string) =>
      l(`${username} ya es juez del torneo.`, `${username} is now a judge of the event.`),
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
  ...deskRoundMessages,
} as const;
