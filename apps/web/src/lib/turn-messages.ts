import { localized as l } from '@cronica/util';

/** The table's "your turn" cues, the clocks and the live status line, in Spanish (default) and English. */
export const turnMessages = {
  yourTurn: l('Te toca', 'Your turn'),
  signals: l('Avisos de turno', 'Turn alerts'),
  sound: l('Sonido cuando te toca', 'Sound when it is your turn'),
  notify: l(
    'Aviso del navegador cuando te toca y la pestaña está oculta',
    'Browser notification when it is your turn and the tab is hidden',
  ),
  notifyTitle: (game: string) => l(`Te toca · ${game}`, `Your turn · ${game}`),
  notifyBody: (last: string | null) =>
    last === null
      ? l('Tu rival espera tu jugada.', 'Your opponent is waiting for your move.')
      : l(`Última jugada: ${last}`, `Last move: ${last}`),
  timeUsed: l('Tiempo usado', 'Time used'),
  /**
   * Spoken and shown beside a running clock: the seat the game waits on, which in a card game's
   * stack or combat is not always the one whose turn it is ("Juega" in the turn line).
   */
  acting: l('decide ahora', 'to act'),
};
