import { localized as l, counted } from '@cronica/util';

const decks = (n: number) => counted(n, ['{n} mazo', '{n} mazos'], ['{n} deck', '{n} decks']);

/** Texts of My decks: the list, the builder, the preview, the export, and picking a saved deck to play. */
export const myDeckMessages = {
  nav: l('Mis mazos', 'My decks'),
  list: {
    title: l('Mis mazos', 'My decks'),
    intro: l(
      'Tus mazos guardados, por juego. Constrúyelos con el buscador de cartas o impórtalos como texto, y úsalos en partidas de práctica, amistosas y al inscribirte en un torneo. Solo los ves tú.',
      'Your saved decks, by game. Build them with the card browser or import them as text, and use them in practice matches, friendlies and tournament registrations. Only you see them.',
    ),
    signIn: l('Entra con tu cuenta para guardar tus mazos.', 'Sign in to save your decks.'),
    none: l('Aún no tienes mazos de este juego.', 'You have no decks for this game yet.'),
    count: decks,
    newDeck: l('Nuevo mazo', 'New deck'),
    valid: l('Válido', 'Valid'),
    invalid: l('Con problemas', 'Has problems'),
    cards: (n: number) => counted(n, ['{n} carta', '{n} cartas'], ['{n} card', '{n} cards']),
  },
  editor: {
    newTitle: l('Nuevo mazo', 'New deck'),
    editTitle: l('Editar mazo', 'Edit deck'),
    back: l('Volver a mis mazos', 'Back to my decks'),
    intro: l(
      'Busca cartas y añádelas, o pega tu lista en texto («Pegar una lista en texto»). Puedes guardar una lista con problemas y terminarla luego; para jugar con ella tiene que ser válida.',
      'Search for cards and add them, or paste your list as text ("Paste a text list"). You can save a list with problems and finish it later; to play with it, it must be valid.',
    ),
    name: l('Nombre del mazo', 'Deck name'),
    save: l('Guardar el mazo', 'Save the deck'),
    saving: l('Guardando…', 'Saving…'),
    unknownGame: l('Este juego no tiene catálogo de cartas en la web.', 'This game has no card catalog on the web.'),
  },
  deck: {
    notFound: l('Ese mazo no está entre tus mazos guardados.', 'That deck is not one of your saved decks.'),
    preview: l('Vista previa', 'Preview'),
    faction: l('Facción o reino', 'Faction or realm'),
    noFaction: l('Sin facción declarada', 'No faction declared'),
    curve: l('Curva de coste', 'Cost curve'),
    curveHint: l('Copias por número de dados del coste.', 'Copies by number of dice in the cost.'),
    costBar: (cost: number, count: number) => l(`Coste ${cost}: ${count}`, `Cost ${cost}: ${count}`),
    unknownCard: l('no está en el catálogo', 'not in the catalog'),
    play: l('Jugar una práctica con este mazo', 'Play a practice match with this deck'),
    edit: l('Editar', 'Edit'),
    delete: {
      label: l('Borrar el mazo', 'Delete the deck'),
      pending: l('Borrando…', 'Deleting…'),
      what: l(
        'No se puede deshacer. Las partidas ya jugadas con él conservan su lista.',
        'This cannot be undone. Matches already played with it keep their list.',
      ),
      yes: l('Sí, borrar el mazo', 'Yes, delete the deck'),
      cancel: l('No, conservarlo', 'No, keep it'),
    },
    deleteQuestion: (name: string) => l(`¿Borrar «${name}»?`, `Delete “${name}”?`),
    saved: (when: string) => l(`Guardado el ${when}`, `Saved on ${when}`),
  },
  export: {
    title: l('Exportar como texto', 'Export as text'),
    hint: l(
      'Cópialo o descárgalo: se importa tal cual aquí o en otra cuenta.',
      'Copy or download it: it imports as it is here or in another account.',
    ),
    copy: l('Copiar', 'Copy'),
    copied: l('Copiado', 'Copied'),
    download: l('Descargar .txt', 'Download .txt'),
  },
  pick: {
    mine: l('Mis mazos', 'My decks'),
    ready: l('Mazos preparados', 'Ready-made decks'),
    load: l('Cargar uno de mis mazos', 'Load one of my decks'),
    loadButton: l('Cargar', 'Load'),
    loaded: l('Cargado: revisa la lista y entrégala.', 'Loaded: check the list and hand it in.'),
    manage: l('Gestionar mis mazos', 'Manage my decks'),
  },
};
