import { localized as l, type Lang, type Localized, counted } from '@cronica/util';
import { eventPageMessages } from './event-page-messages';
import { eventPlayMessages } from './event-play-messages';

/** Every text the web shows, in Spanish (default) and English. */
export const messages = {
  site: {
    name: l('Crónica', 'Crónica'),
    tagline: l(
      'Torneos de juegos de cartas con cada jugada registrada y verificable',
      'Card game tournaments with every play on the record, and verifiable',
    ),
    skipToContent: l('Saltar al contenido', 'Skip to content'),
    gameLoading: l('Cargando el juego…', 'Loading the game…'),
    gameUnreachable: l(
      'No se pudo descargar el juego: comprueba la conexión.',
      'The game could not be downloaded: check the connection.',
    ),
    gameRetry: l('Reintentar', 'Try again'),
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
    count: (n: number) => counted(n, ['{n} torneo', '{n} torneos'], ['{n} tournament', '{n} tournaments']),
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
  // An event's texts are tables of their own, spread in here so `messages` still reaches every key.
  ...eventPageMessages,
  ...eventPlayMessages,
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
    busyTitle: l('Hay mucha gente a la vez', 'Lots of people at once'),
    busyHint: l(
      'Desde tu red se han pedido muchas páginas seguidas (pasa en una sala con una sola wifi). La página se vuelve a cargar sola al acabar la cuenta.',
      'Your network asked for many pages in a row (it happens in a venue on one Wi-Fi). The page loads again by itself when the count ends.',
    ),
    busyIn: (seconds: number) => l(`Nuevo intento en ${seconds} s`, `Trying again in ${seconds} s`),
    busyNow: l('Volviendo a intentar…', 'Trying again…'),
    retryNow: l('Reintentar ya', 'Try again now'),
    staleBusy: l('Sin actualizar: hay mucha gente a la vez.', 'Not updated: lots of people at once.'),
    staleFailed: l(
      'Sin actualizar: no hemos podido traer los cambios.',
      'Not updated: the changes could not be fetched.',
    ),
    staleSince: (time: string) => l(`Lo que ves es de las ${time}.`, `What you see is from ${time}.`),
  },
} as const;
