import { localized as l, counted } from '@cronica/util';

/** Words of invitations (Spanish first): nobody sits at a match, or plays in a campaign, before saying yes. */
export const invitationMessages = {
  nav: l('Invitaciones', 'Invitations'),
  notice: (n: number) =>
    counted(
      n,
      ['Tienes {n} invitación pendiente', 'Tienes {n} invitaciones pendientes'],
      ['You have {n} pending invitation', 'You have {n} pending invitations'],
    ),
  title: l('Invitaciones', 'Invitations'),
  intro: l(
    'Nadie se sienta en una partida ni juega en una campaña sin haber aceptado. Aquí tienes lo que espera tu respuesta y lo que has enviado tú.',
    'Nobody sits at a match or plays in a campaign without accepting first. Here is what is waiting for your answer and what you sent.',
  ),
  received: l('Esperan tu respuesta', 'Waiting for your answer'),
  noneReceived: l('Ninguna invitación espera tu respuesta.', 'No invitation is waiting for your answer.'),
  sent: l('Enviadas por ti', 'Sent by you'),
  noneSent: l('No tienes invitaciones enviadas pendientes.', 'You have no pending invitations sent.'),
  toMatch: (from: string, game: string) =>
    l(`${from} te invita a una partida de ${game}`, `${from} invites you to a ${game} match`),
  toCampaign: (from: string, campaign: string) =>
    l(
      `${from} te invita a jugar en la campaña «${campaign}»`,
      `${from} invites you to play in the campaign "${campaign}"`,
    ),
  sentMatch: (game: string) => l(`Partida de ${game}`, `${game} match`),
  expires: (when: string) => l(`Caduca el ${when}`, `Expires ${when}`),
  open: l('Ver y responder', 'View and answer'),
  openSent: l('Ver', 'View'),
  openCampaign: l('Ver la campaña', 'View the campaign'),
  signIn: l('Entra con tu cuenta para ver tus invitaciones.', 'Sign in to see your invitations.'),
  // One invitation
  pageTitle: (game: string) => l(`Invitación a una partida de ${game}`, `Invitation to a ${game} match`),
  from: (name: string) => l(`De ${name}`, `From ${name}`),
  seats: l('En la mesa', 'At the table'),
  you: l('tú', 'you'),
  answer: {
    host: l('invita', 'invites'),
    bot: l('bot', 'bot'),
    pending: l('esperando respuesta', 'waiting for an answer'),
    accepted: l('aceptó', 'accepted'),
    declined: l('rechazó', 'declined'),
  } as Record<string, ReturnType<typeof l>>,
  status: {
    pending: l('Pendiente', 'Pending'),
    started: l('Empezada', 'Started'),
    declined: l('Rechazada: no habrá partida.', 'Declined: there will be no match.'),
    cancelled: l('Cancelada por quien invitó: no habrá partida.', 'Cancelled by the inviter: there will be no match.'),
    expired: l('Caducó sin respuesta: no habrá partida.', 'Expired unanswered: there will be no match.'),
  } as Record<string, ReturnType<typeof l>>,
  yourDeck: l('Tu mazo', 'Your deck'),
  options: l('Opciones de formato', 'Format options'),
  accept: l('Aceptar y sentarme', 'Accept and sit down'),
  accepting: l('Aceptando…', 'Accepting…'),
  decline: l('Rechazar', 'Decline'),
  declining: l('Rechazando…', 'Declining…'),
  youAccepted: l(
    'Aceptaste: la partida empieza cuando acepten todas las personas invitadas.',
    'You accepted: the match starts once everyone invited has accepted.',
  ),
  waiting: l(
    'Esperando a las personas invitadas. La partida se crea cuando todas acepten; esta página se actualiza sola.',
    'Waiting for the people invited. The match is created once all of them accept; this page updates itself.',
  ),
  cancel: l('Cancelar la invitación', 'Cancel the invitation'),
  cancelling: l('Cancelando…', 'Cancelling…'),
  openMatch: l('Ir a la partida', 'Go to the match'),
  back: l('← Invitaciones', '← Invitations'),
  notFound: l('Esa invitación no existe o no es para ti.', 'That invitation does not exist or is not for you.'),
  // Sending one
  inviteTitle: l('Jugar con alguien', 'Play with someone'),
  inviteIntro: l(
    'Invita a otra persona por su usuario. Elige tu mazo; ella elige el suyo al aceptar. La partida empieza cuando acepte; la invitación caduca a las 24 horas.',
    'Invite another person by username. Pick your deck; she picks hers when accepting. The match starts when she accepts; the invitation expires after 24 hours.',
  ),
  username: l('Usuario de la persona invitada', "Invited person's username"),
  optionsHint: l(
    'JSON con las opciones del juego; tal cual, el formato estándar.',
    "The game's options as JSON; as it is, the standard format.",
  ),
  badOptions: l('Las opciones de formato no son JSON válido.', 'The format options are not valid JSON.'),
  send: l('Enviar la invitación', 'Send the invitation'),
  sending: l('Enviando…', 'Sending…'),
  challenge: l('Invitar a una partida', 'Invite to a match'),
};
