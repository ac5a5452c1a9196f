import { localized as l, type Localized } from '@cronica/util';

/** The organizer's form that creates an event: its options, each with the rulebook's default and source. */
export const createTournamentMessages = {
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
} as const;
