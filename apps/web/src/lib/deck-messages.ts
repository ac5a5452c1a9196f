import { localized as l, counted } from '@cronica/util';

const cards = (n: number) => counted(n, ['{n} carta', '{n} cartas'], ['{n} card', '{n} cards']);

/** Texts of the deck builder, the registered-list view and the player panel's deck status. */
export const deckMessages = {
  page: {
    title: l('Tu lista de mazo', 'Your deck list'),
    back: l('Volver al torneo', 'Back to the tournament'),
    notRegistered: l(
      'Inscríbete en el torneo para entregar una lista.',
      'Register for the tournament to hand in a list.',
    ),
    signIn: l('Entra con tu cuenta para escribir tu lista.', 'Sign in to write your list.'),
    intro: l(
      'Busca cartas y añádelas, o pega tu lista en texto. La lista se comprueba mientras la escribes; puedes cambiarla hasta que cierre la inscripción. Solo la ven tú, la organización y los jueces.',
      'Search for cards and add them, or paste your list as text. The list is checked as you write it; you can change it until registration closes. Only you, the organizers and the judges see it.',
    ),
    locked: l(
      'La inscripción está cerrada: tu lista registrada ya no se puede cambiar.',
      'Registration is closed: your registered list can no longer change.',
    ),
    none: l('No entregaste ninguna lista.', 'You did not hand in a list.'),
    unknownGame: l('Este juego no tiene catálogo de cartas en la web.', 'This game has no card catalog on the web.'),
  },
  browser: {
    title: l('Cartas', 'Cards'),
    search: l('Buscar por nombre (español o inglés)', 'Search by name (Spanish or English)'),
    any: l('Todas', 'All'),
    shown: (shown: number, total: number) =>
      shown === total ? cards(total) : l(`${cards(shown).es} de ${total}`, `${cards(shown).en} of ${total}`),
    more: (n: number) =>
      counted(
        n,
        ['y {n} más: afina la búsqueda', 'y {n} más: afina la búsqueda'],
        ['and {n} more: narrow the search', 'and {n} more: narrow the search'],
      ),
    none: l('Ninguna carta coincide.', 'No card matches.'),
    add: (name: string) => l(`Añadir ${name}`, `Add ${name}`),
    addTo: (section: string) => l(`+ ${section}`, `+ ${section}`),
    inList: (n: number) => counted(n, ['{n} en tu lista', '{n} en tu lista'], ['{n} in your list', '{n} in your list']),
    details: l('Texto y estadísticas', 'Text and stats'),
    fitOnly: (allegiance: string) =>
      l(`Solo las cartas que admite tu lista (${allegiance})`, `Only the cards your list may hold (${allegiance})`),
    misfit: (allegiance: string) =>
      l(`Tu lista (${allegiance}) no la admite`, `Your list (${allegiance}) may not hold it`),
  },
  draft: {
    title: l('Tu lista', 'Your list'),
    faction: l('Facción de la lista', "The list's faction"),
    chooseFaction: l('Elige una facción', 'Choose a faction'),
    empty: l('Todavía no hay cartas en esta sección.', 'No cards in this section yet.'),
    total: cards,
    more: (name: string) => l(`Una copia más de ${name}`, `One more copy of ${name}`),
    less: (name: string) => l(`Una copia menos de ${name}`, `One copy fewer of ${name}`),
    unknownCard: l('no está en el catálogo', 'not in the catalog'),
    tally: (n: number) => l(`Tu lista: ${cards(n).es}`, `Your list: ${cards(n).en}`),
    tallyValid: l('válida', 'valid'),
    toList: l('Ver la lista ↑', 'See the list ↑'),
  },
  verdict: {
    valid: l(
      'Lista válida: cumple las reglas de construcción del juego.',
      "Valid list: it meets the game's deck-building rules.",
    ),
    problems: (n: number) => counted(n, ['{n} problema', '{n} problemas'], ['{n} problem', '{n} problems']),
    emptyList: l('Añade cartas o pega una lista para empezar.', 'Add cards or paste a list to start.'),
    line: (n: number) => l(`línea ${n}`, `line ${n}`),
  },
  paste: {
    title: l('Pegar una lista en texto', 'Paste a text list'),
    hint: l(
      'Una carta por línea («2 Nombre de carta»), con un encabezado por sección; los nombres valen en español o en inglés.',
      'One card per line ("2 Card name"), with a header per section; names work in Spanish or English.',
    ),
    label: l('Lista en texto', 'Text list'),
    use: l('Usar esta lista', 'Use this list'),
    // Said on a registration and in My decks alike: one hands a list in, the other saves it.
    replaced: l('Lista cargada en «Tu lista»: revísala.', 'List loaded into “Your list”: check it.'),
    badLines: l('Estas líneas no se pudieron leer:', 'These lines could not be read:'),
    asText: l('Tu lista en texto (para copiarla)', 'Your list as text (to copy)'),
  },
  submit: {
    send: l('Entregar la lista', 'Hand in the list'),
    replace: l('Entregar los cambios', 'Hand in the changes'),
    sending: l('Entregando…', 'Handing in…'),
    fixFirst: l(
      'Corrige los problemas de la lista para poder entregarla.',
      'Fix the problems of the list to hand it in.',
    ),
    accepted: l('Lista registrada.', 'List registered.'),
    refused: l('El servidor no aceptó la lista:', 'The server did not accept the list:'),
    unsaved: l('Tienes cambios sin entregar.', 'You have changes not handed in yet.'),
    saved: l('Esta es la lista registrada.', 'This is the registered list.'),
  },
  registered: {
    title: l('Lista registrada', 'Registered list'),
    hash: l('Huella (SHA-256)', 'Fingerprint (SHA-256)'),
    total: cards,
  },
  changed: {
    byOrganizer: (date: string) =>
      l(`La organización cambió tu lista el ${date}.`, `The organizer changed your list on ${date}.`),
    byJudge: (name: string, date: string) =>
      l(
        `${name}, juez del torneo, cambió tu lista el ${date}.`,
        `${name}, a judge of the tournament, changed your list on ${date}.`,
      ),
    check: l(
      'Revísala: si no es la tuya, habla con la organización.',
      'Check it: if it is not yours, talk to the organizer.',
    ),
  },
  history: {
    title: l('Historial de la lista', 'History of the list'),
    entry: (date: string, who: string) => l(`${date} — ${who}`, `${date} — ${who}`),
    by: (name: string, role: string) =>
      role === 'organizer'
        ? l(`${name} (organización)`, `${name} (organizer)`)
        : role === 'judge'
          ? l(`${name} (juez)`, `${name} (judge)`)
          : l(`${name}`, `${name}`),
    unknown: l('sin registrar quién', 'who: not recorded'),
  },
  panel: {
    missing: l('Aún no has entregado tu lista de mazo.', 'You have not handed in your deck list yet.'),
    done: l('Tu lista de mazo está registrada.', 'Your deck list is registered.'),
    write: l('Escribir mi lista', 'Write my list'),
    edit: l('Ver o cambiar mi lista', 'See or change my list'),
    view: l('Ver mi lista registrada', 'See my registered list'),
  },
} as const;
