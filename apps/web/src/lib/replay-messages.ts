import { localized as l, counted } from '@cronica/util';

/** Words of the replay viewer (stepping through a finished match) and of its plain verdict. */
export const replayMessages = {
  viewer: l('La partida paso a paso', 'The match step by step'),
  /** The step's event by the match log's numbering (0: the setup), among every event of the match. */
  step: (number: number, of: number) =>
    number === 0
      ? l(`Preparación · ${of} eventos`, `Setup · ${of} events`)
      : l(`Evento ${number} de ${of}`, `Event ${number} of ${of}`),
  setup: l('Preparación: antes del primer evento', 'Setup: before the first event'),
  noLine: (type: string) => l(`Evento ${type} (sin línea en el registro)`, `Event ${type} (no log line)`),
  first: l('Al principio', 'To the start'),
  previous: l('Anterior', 'Previous'),
  next: l('Siguiente', 'Next'),
  last: l('Al final', 'To the end'),
  play: l('Reproducir', 'Play'),
  pause: l('Pausa', 'Pause'),
  slider: l('Ir a un paso', 'Go to a step'),
  keys: l('Teclas: ← → un paso, Inicio y Fin.', 'Keys: ← → one step, Home and End.'),
  log: l('Registro (toca una línea para ir a ese paso)', 'Log (tap a line to go to that step)'),
  openOnly: l(
    'Tablero reconstruido solo con lo público: las manos se ven como recuentos y los mazos como tamaños; todo lo que se jugó a la vista es lo de la partida. Lo secreto (las cartas robadas, las listas de mazo y las semillas) se abre cuando termine el torneo.',
    'Board rebuilt from what is public only: hands show as counts and decks as sizes; everything played in the open is the match’s own. What is secret (the cards drawn, the deck lists and the seeds) opens when the tournament ends.',
  ),
  openOnlyTournament: l('Ver el torneo', 'See the tournament'),
  problems: {
    unreadable: l(
      'El archivo no se puede leer: no hay tablero que mostrar.',
      'The file cannot be read: there is no board to show.',
    ),
    'unknown-game': l(
      'Este navegador no tiene las reglas de ese juego (o de esa versión): no puede reconstruir el tablero.',
      'This browser lacks the rules of that game (or that version): it cannot rebuild the board.',
    ),
    'closed-secrets': l(
      'Esta vista aún guarda datos cerrados (cartas robadas, listas de mazo): el tablero de cada paso se podrá reconstruir cuando termine el torneo, o ahora en la vista de juez.',
      'This view still keeps data closed (cards drawn, deck lists): the board at each step can be rebuilt when the tournament ends, or now in the judge view.',
    ),
    'fold-failed': l(
      'Las reglas no pudieron seguir la partida más allá de este paso: el archivo no es coherente.',
      'The rules could not follow the match past this step: the file is not consistent.',
    ),
  },
  plain: {
    checked: l('Comprobado en tu navegador', 'Checked in your browser'),
    notYet: l('Aún no comprobable', 'Not checkable yet'),
    failed: l('Falló', 'Failed'),
    untilTournament: l(
      'hasta que termine el torneo y se abran los secretos (semillas, cartas robadas, listas)',
      'until the tournament ends and the secrets open (seeds, cards drawn, lists)',
    ),
    untilMatch: l('hasta que la partida termine y se selle', 'until the match ends and is sealed'),
    nothing: l('nada', 'nothing'),
    decisions: (n: number) =>
      counted(
        n,
        ['{n} decisión repetida por las reglas', '{n} decisiones repetidas por las reglas'],
        ['{n} decision re-run by the rules', '{n} decisions re-run by the rules'],
      ),
  },
} as const;
