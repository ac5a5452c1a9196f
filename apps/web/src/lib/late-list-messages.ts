import { localized as l } from '@cronica/util';

/** A late entry's deck list (002 C.4: the list is handed in at registration, and cannot be taken back). */
export const lateListMessages = {
  deckField: l('Su lista de mazo (pégala o escríbela; opcional)', 'Their deck list (paste or type it; optional)'),
  deckHint: l(
    'Con las listas obligatorias, quien entra sin lista no juega hasta entregarla: la puede entregar desde su panel o escribirse aquí.',
    'With lists required, an entrant without a list does not play until they hand one in: from their panel, or typed here.',
  ),
  withoutList: (names: string) =>
    l(
      `Sin lista: ${names}. Sin lista no se juega (002 C.4): que la entreguen desde su panel, o escríbela aquí.`,
      `No list: ${names}. No list, no play (002 C.4): have them hand it in from their panel, or type it here.`,
    ),
  handInTitle: l('Entregar la lista de un jugador', "Hand in a player's list"),
  handInPlayer: l('Jugador sin lista', 'Player without a list'),
  handInDeck: l('Lista de mazo (pégala o escríbela)', 'Deck list (paste or type it)'),
  handInSubmit: l('Entregar lista', 'Hand in the list'),
  handedIn: l('Lista entregada: ya está en su fila.', 'List handed in: it is on their row now.'),
  draftWarning: (names: string) =>
    l(
      `Sin lista de mazo: ${names}. La ronda no se publica mientras no la entreguen (002 C.4); también puedes retirarlos.`,
      `No deck list: ${names}. The round is not published until they hand one in (002 C.4); you can also drop them.`,
    ),
  latePanel: l(
    'Llegaste tarde: entrega tu lista antes de tu primera ronda. Una vez entregada ya no se puede cambiar (002 C.4).',
    'You came in late: hand in your list before your first round. Once handed in it cannot be changed (002 C.4).',
  ),
};
