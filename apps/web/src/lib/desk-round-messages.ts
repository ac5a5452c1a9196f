import { localized as l, counted } from '@cronica/util';

/** The desk once play begins: the rounds' drafts, results, the clock, the top cut and what each irreversible step does. */
export const deskRoundMessages = {
  rounds: {
    title: l('Rondas', 'Rounds'),
    draftTitle: (round: string) =>
      l(
        `Borrador de ${round}: solo la organización y los jueces lo ven`,
        `Draft of ${round}: only organizers and judges see it`,
      ),
    none: l('Aún no hay rondas emparejadas.', 'No rounds have been paired yet.'),
    pair: l('Emparejar la siguiente ronda', 'Pair the next round'),
    repair: l('Volver a emparejar', 'Pair again'),
    discard: l('Descartar el borrador', 'Discard the draft'),
    publish: l('Publicar emparejamientos', 'Publish pairings'),
    publishConfirm: (round: string, tables: number) =>
      counted(
        tables,
        [
          `Se publicará ${round} ({n} mesa): todos los jugadores verán su mesa y ya no se podrá volver a emparejar.`,
          `Se publicará ${round} ({n} mesas): todos los jugadores verán su mesa y ya no se podrá volver a emparejar.`,
        ],
        [
          `${round} ({n} table) will be published: every player sees their table and it can no longer be re-paired.`,
          `${round} ({n} tables) will be published: every player sees their table and it can no longer be re-paired.`,
        ],
      ),
    endRound: l('Cerrar la ronda', 'End the round'),
    endRoundConfirm: (round: string) =>
      l(
        `Al cerrar esta ronda (${round}), sus resultados quedan definitivos y cuentan para la clasificación.`,
        `Ending this round (${round}) makes its results final; they count in the standings.`,
      ),
    /** The top cut's last round: closing it ends the event. */
    endLastRound: l('Cerrar la ronda y terminar el torneo', 'End the round and the event'),
    endLastRoundConfirm: (round: string) =>
      l(
        `Al cerrar esta ronda (${round}), sus resultados quedan definitivos y el torneo termina con sus posiciones finales.`,
        `Ending this round (${round}) makes its results final and ends the event with its final places.`,
      ),
    swapTitle: l('Cambiar o emparejar a mano', 'Swap or pair by hand'),
    swapHint: l(
      'Elige dos jugadores. «Intercambiar» les cambia el asiento; «Sentar juntos» los pone en la misma mesa y sus rivales se enfrentan entre sí.',
      'Pick two players. "Swap" exchanges their seats; "Seat together" puts them at one table and their former opponents meet.',
    ),
    playerA: l('Primer jugador', 'First player'),
    playerB: l('Segundo jugador', 'Second player'),
    swap: l('Intercambiar', 'Swap'),
    pairTogether: l('Sentar juntos', 'Seat together'),
    fixTitle: l('Arreglar una mesa publicada', 'Fix a published table'),
    fixHint: l(
      'Un jugador que no se presentó pierde la partida o se retira; el resto de mesas no se mueve.',
      'A player who did not show up takes a game loss or is dropped; no other table moves.',
    ),
    absent: l('¿Quién no se presentó?', 'Who did not show up?'),
    noShowLoss: l('No se presentó: partida perdida', 'No-show: game loss'),
    noShowDrop: l('No se presentó: retirar', 'No-show: drop'),
    table: (n: number) => l(`Mesa ${n}`, `Table ${n}`),
    bye: l('bye', 'bye'),
  },
  results: {
    title: l('Resultados', 'Results'),
    /** Said once a slip's result is in, or a result is corrected: which table. */
    entered: (table: number) => l(`Resultado de la mesa ${table} anotado.`, `Result for table ${table} entered.`),
    corrected: (table: number) => l(`Resultado de la mesa ${table} corregido.`, `Result for table ${table} corrected.`),
    closeCalls: (n: number) =>
      l(
        n === 1
          ? 'Cerrar también la llamada a juez abierta en esta mesa (atendida)'
          : `Cerrar también las ${n} llamadas a juez abiertas en esta mesa (atendidas)`,
        n === 1
          ? "Also close this table's open judge call (handled)"
          : `Also close this table's ${n} open judge calls (handled)`,
      ),
    outstanding: (n: number) =>
      counted(
        n,
        ['Falta {n} resultado', 'Faltan {n} resultados'],
        ['{n} result outstanding', '{n} results outstanding'],
      ),
    allIn: l('Todos los resultados están cerrados.', 'Every result is final.'),
    reported: l('comunicado, sin confirmar', 'reported, unconfirmed'),
    noShow: (name: string) => l(`${name} no se presentó`, `${name} did not show up`),
    pending: l('sin resultado', 'no result'),
    winnerA: l('Gana A', 'A wins'),
    winnerB: l('Gana B', 'B wins'),
    draw: l('Empate', 'Draw'),
    enter: l('Anotar', 'Enter'),
    correct: l('Corregir', 'Correct'),
    enterHint: l(
      'Pasa aquí la hoja de resultado de la mesa, partida a partida.',
      'Copy the table’s result slip here, game by game.',
    ),
    correctHint: l(
      'Cambia lo que haga falta y di por qué: el cambio y el motivo quedan registrados.',
      'Change what needs changing and say why: the change and the reason are recorded.',
    ),
    games: (a: number, b: number) => l(`partidas ${a}–${b}`, `games ${a}–${b}`),
    reportedBy: (name: string) => l(`Comunicado por ${name}`, `Reported by ${name}`),
    disagreeTitle: l('Los jugadores no coinciden', 'The players disagree'),
  },
  clock: {
    title: l('Reloj', 'Clock'),
    start: l('Poner en marcha', 'Start'),
    pause: l('Pausar', 'Pause'),
    resume: l('Reanudar', 'Resume'),
    end: l('Terminar el tiempo ya', 'End time now'),
    /** Said before ending the time early: nothing brings the clock back (the extra turns have begun). */
    endWhat: l(
      'Todas las mesas pasan ya a sus turnos extra, antes de que se acabe el tiempo. Después el reloj no se puede reanudar ni ampliar.',
      'Every table goes to its extra turns now, before time runs out. The clock cannot be resumed or extended afterwards.',
    ),
    callTime: l('Llamar tiempo', 'Call time'),
    extend: l('Añadir minutos', 'Add minutes'),
    minutes: l('Minutos', 'Minutes'),
    table: l('Mesa (vacío: toda la ronda)', 'Table (empty: the whole round)'),
    tableTime: (table: number, extra: number, time: string) =>
      l(`Mesa ${table}: +${extra} min, quedan ${time}`, `Table ${table}: +${extra} min, ${time} left`),
    paused: l('En pausa', 'Paused'),
    extended: (minutes: number, table: number | null) =>
      table === null
        ? l(`+${minutes} min a la ronda`, `+${minutes} min for the round`)
        : l(`+${minutes} min a la mesa ${table}`, `+${minutes} min for table ${table}`),
  },
  cut: {
    title: l('Eliminatoria y final', 'Top cut and end'),
    start: (size: number) => l(`Empezar el top ${size}`, `Start the top ${size}`),
    startConfirm: (size: number) =>
      l(
        `Se cierran las rondas suizas y los ${size} primeros de la clasificación pasan a la eliminatoria (1 contra ${size}, …). No se puede deshacer.`,
        `The Swiss rounds close and the top ${size} of the standings enter the cut (1 v ${size}, …). This cannot be undone.`,
      ),
    end: l('Terminar el torneo', 'End the tournament'),
    endEarly: l('Terminar el torneo antes de tiempo…', 'End the tournament early…'),
    endEarlyConfirm: l(
      'Aún quedan rondas por jugar. El torneo termina ya: se guardan los puestos finales según la clasificación actual y se revela la semilla. No se puede deshacer.',
      'Rounds remain to be played. The tournament ends now: final placings are stored from the current standings and the seed is revealed. This cannot be undone.',
    ),
    endConfirm: l(
      'El torneo termina: se guardan los puestos finales y se revela la semilla. No se puede deshacer.',
      'The tournament ends: final placings are stored and the seed is revealed. This cannot be undone.',
    ),
    placings: l('Puestos finales', 'Final placings'),
    place: (label: string) => l(label, label),
  },
  confirm: {
    question: l('¿Seguro?', 'Are you sure?'),
    yes: l('Sí, hacerlo', 'Yes, do it'),
    /** What each irreversible command does, said before it runs. */
    what: {
      publishPairings: l(
        'Todos los jugadores verán su mesa y esta ronda ya no se podrá volver a emparejar.',
        'Every player sees their table and this round can no longer be re-paired.',
      ),
      endRound: l(
        'Los resultados de la ronda quedan definitivos y cuentan para la clasificación.',
        'The round’s results become final and count in the standings.',
      ),
      startTopCut: l(
        'Se cierran las rondas suizas y los primeros de la clasificación pasan a la eliminatoria. No se puede deshacer.',
        'The Swiss rounds close and the top of the standings enter the cut. This cannot be undone.',
      ),
      endTournament: l(
        'El torneo termina: se guardan los puestos finales y se revela la semilla. No se puede deshacer.',
        'The tournament ends: final placings are stored and the seed is revealed. This cannot be undone.',
      ),
    },
  },
} as const;
