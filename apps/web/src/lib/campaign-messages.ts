import { localized as l, counted } from '@cronica/util';

const ARCHIVE = l('Archivar la campaña', 'Archive the campaign');

/** Words of the campaign pages (Spanish first). */
export const campaignMessages = {
  nav: l('Campañas', 'Campaigns'),
  title: l('Campañas', 'Campaigns'),
  intro: l(
    'Los juegos con director de juego no se juegan en torneos suizos: se juegan en campañas. Cada sesión es un encuentro registrado acción a acción, con su repetición verificable.',
    'Games with a game master are not played in Swiss tournaments: they are played in campaigns. Each session is an encounter recorded action by action, with a verifiable replay.',
  ),
  mine: l('Mis campañas', 'My campaigns'),
  all: l('Todas', 'All'),
  empty: l('Aún no hay campañas.', 'No campaigns yet.'),
  emptyMine: l('No diriges ni juegas ninguna campaña todavía.', 'You do not run or play any campaign yet.'),
  createTitle: l('Nueva campaña', 'New campaign'),
  name: l('Nombre de la campaña', 'Campaign name'),
  game: l('Juego', 'Game'),
  create: l('Crear la campaña', 'Create the campaign'),
  creating: l('Creando…', 'Creating…'),
  signIn: l('Inicia sesión para dirigir una campaña.', 'Sign in to run a campaign.'),
  gm: l('Director de juego', 'Game master'),
  players: l('Jugadores', 'Players'),
  noPlayers: l(
    'Nadie todavía: invita a tus jugadores; juegan cuando aceptan.',
    'Nobody yet: invite your players; they play once they accept.',
  ),
  noPlayersYet: l('Nadie ha aceptado todavía.', 'Nobody has accepted yet.'),
  invited: l('Invitaciones pendientes', 'Invitations waiting'),
  invitedHint: l(
    'Juegan en cuanto acepten; la invitación caduca a los 7 días.',
    'They play as soon as they accept; the invitation expires after 7 days.',
  ),
  sessions: l('Sesiones', 'Sessions'),
  sessionCount: (n: number) => counted(n, ['{n} sesión', '{n} sesiones'], ['{n} session', '{n} sessions']),
  noSessions: l('Aún no se ha jugado ninguna sesión.', 'No session has been played yet.'),
  session: (n: number) => l(`Sesión ${n}`, `Session ${n}`),
  live: l('En juego', 'Live'),
  finished: l('Terminada', 'Finished'),
  active: l('Activa', 'Active'),
  archived: l('Archivada', 'Archived'),
  partyWon: l('Ganó el grupo', 'The party won'),
  gmWon: l('Ganó el director', 'The game master won'),
  draw: l('Empate', 'Draw'),
  openTable: l('Abrir la mesa', 'Open the table'),
  replay: l('Ver y verificar la repetición', 'Watch and verify the replay'),
  seated: l('En la mesa', 'At the table'),
  invite: l('Invitar a un jugador', 'Invite a player'),
  username: l('Usuario del jugador', "Player's username"),
  inviting: l('Invitando…', 'Inviting…'),
  inviteButton: l('Invitar', 'Invite'),
  nextSession: (n: number) => l(`Empezar la sesión ${n}`, `Start session ${n}`),
  /** Said in place of the session form while too few players have accepted (`more` still to accept). */
  needsPlayers: (more: number, next: number) =>
    counted(
      more,
      [
        `Para empezar la sesión ${next} falta que un jugador acepte tu invitación.`,
        `Para empezar la sesión ${next} faltan {n} jugadores que acepten tu invitación.`,
      ],
      [
        `To start session ${next}, one more player must accept your invitation.`,
        `To start session ${next}, {n} more players must accept your invitation.`,
      ],
    ),
  stillLive: (n: number, scene: string, next: number) =>
    l(
      `La sesión ${n} («${scene}») sigue en juego: empezar la sesión ${next} no la termina.`,
      `Session ${n} (“${scene}”) is still being played: starting session ${next} does not end it.`,
    ),
  toItsTable: l('Volver a su mesa', 'Back to its table'),
  scene: l('Escena', 'Scene'),
  sceneHint: l(
    'Dónde transcurre: «El puente roto», «La torre»…',
    'Where it happens: "The broken bridge", "The tower"…',
  ),
  starting: l('Empezando…', 'Starting…'),
  startHint: l(
    'Se sientan tú (director) y los jugadores que aceptaron tu invitación; cada uno aporta su semilla al abrir la mesa.',
    'You (game master) and the players who accepted your invitation sit; each adds a seed on opening the table.',
  ),
  started: (date: string) => l(`Empezó el ${date}`, `Started ${date}`),
  yourRoleGm: l('Diriges esta campaña.', 'You run this campaign.'),
  yourRolePlayer: l('Juegas en esta campaña.', 'You play in this campaign.'),
  yourRoleInvited: l('Te han invitado a jugar en esta campaña.', 'You are invited to play in this campaign.'),
  invitationExpires: (date: string) => l(`La invitación caduca el ${date}.`, `The invitation expires ${date}.`),
  accept: l('Aceptar y unirme', 'Accept and join'),
  decline: l('Rechazar', 'Decline'),
  answering: l('Enviando…', 'Sending…'),
  notFound: l('Esa campaña no existe.', 'That campaign does not exist.'),
  back: l('← Todas las campañas', '← All campaigns'),
  archive: {
    label: ARCHIVE,
    what: l(
      'La campaña seguirá visible con sus sesiones, pero no admitirá más sesiones ni jugadores.',
      'The campaign stays visible with its sessions, but takes no more sessions or players.',
    ),
    question: l('¿Archivar la campaña?', 'Archive the campaign?'),
    yes: ARCHIVE,
  },
  noGames: l('Ningún juego se juega en campañas en este servidor.', 'No game on this server is played in campaigns.'),
};
