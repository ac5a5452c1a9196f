import { localized as l, type Localized, counted } from '@cronica/util';

/** How an event is run and played, as its pages show it: staff commands, format, people, clock, standings, pairings. */
export const eventPlayMessages = {
  staff: {
    organizerTitle: l('Mesa de organización', 'Organizer desk'),
    judgeTitle: l('Mesa de jueces', 'Judge desk'),
    hint: l(
      'Cada acción queda registrada como un evento del torneo.',
      'Every action is recorded as a tournament event.',
    ),
    unpublished: l(
      'Sin publicar: solo la organización y los jueces ven esta ronda.',
      'Unpublished: only organizers and judges see this round.',
    ),
    unpublishedTab: l('sin publicar', 'unpublished'),
    commands: {
      openRegistration: l('Abrir inscripción', 'Open registration'),
      openCheckIn: l('Abrir el check-in', 'Open check-in'),
      removeAbsentPlayers: l('Quitar a quien no ha llegado', 'Remove players who have not checked in'),
      closeRegistration: l('Cerrar inscripción', 'Close registration'),
      pairNextRound: l('Emparejar la siguiente ronda', 'Pair the next round'),
      repairRound: l('Volver a emparejar', 'Pair again'),
      publishPairings: l('Publicar emparejamientos', 'Publish pairings'),
      startRoundClock: l('Poner en marcha el reloj', 'Start the clock'),
      pauseRoundClock: l('Pausar el reloj', 'Pause the clock'),
      resumeRoundClock: l('Reanudar el reloj', 'Resume the clock'),
      endRoundClock: l('Terminar el tiempo ya', 'End time now'),
      discardDraft: l('Descartar el borrador', 'Discard the draft'),
      callTime: l('Llamar tiempo', 'Call time'),
      endRound: l('Cerrar la ronda', 'End the round'),
      startTopCut: l('Empezar la eliminatoria', 'Start the top cut'),
      endTournament: l('Terminar el torneo', 'End the tournament'),
      pairTiebreakRound: l('Emparejar el desempate', 'Pair the tiebreak matches'),
    },
  },
  format: {
    title: l('Formato', 'Format'),
    bestOf: (n: number) => l(`Al mejor de ${n}`, `Best of ${n}`),
    match: l('Encuentros', 'Matches'),
    roundMinutes: (n: number) =>
      counted(n, ['{n} minuto por ronda', '{n} minutos por ronda'], ['{n} minute per round', '{n} minutes per round']),
    clock: l('Reloj', 'Clock'),
    tiebreakers: l('Desempates', 'Tiebreakers'),
    topCut: l('Eliminatoria final', 'Top cut'),
    topCutSize: (n: number, finalBestOf: number) =>
      n === 0
        ? l('Sin eliminatoria', 'No top cut')
        : l(`Top ${n}, final al mejor de ${finalBestOf}`, `Top ${n}, final best of ${finalBestOf}`),
    thirdPlace: l('con partida por el tercer puesto', 'with a third-place match'),
    prizePlaces: l('Puestos con premio', 'Prize places'),
    places: l('Plazas', 'Places'),
    placesCount: (n: number) =>
      counted(
        n,
        ['{n} jugador como máximo', '{n} jugadores como máximo'],
        ['{n} player at most', '{n} players at most'],
      ),
    rule: (source: string) => l(`Regla: ${source}`, `Rule: ${source}`),
    /** Crónica's choice where the rulebooks are silent; its rules notes are written in English, and cited by their heading. */
    choice: (heading: string) =>
      l(
        `El reglamento no dice nada; es la elección de Crónica, en sus notas de reglas${heading ? ` (en inglés): ${heading}` : ''}`,
        `The rulebooks are silent; this is Crónica’s choice, in its rules notes${heading ? `: ${heading}` : ''}`,
      ),
    decks: l('Listas de mazo', 'Deck lists'),
    decksRequired: l('Obligatorias', 'Required'),
    decksOptional: l('No se piden', 'Not required'),
    lateEntry: l('Inscripción tardía', 'Late entry'),
    lateEntryLoss: l('Las rondas perdidas cuentan como derrota', 'Missed rounds count as losses'),
    lateEntryAbsent: l('Las rondas perdidas no cuentan', 'Missed rounds do not count'),
    lateEntryNone: l('No se admiten inscripciones una vez cerrada la inscripción', 'None once registration has closed'),
    byeScore: (n: number) => l(`Un bye suma ${n} de SCORE`, `A bye adds ${n} SCORE`),
    prizePlacesCount: (n: number) =>
      n === 0
        ? l('Ninguno: un empate por el 1.º se sortea', 'None: a tie for 1st is drawn')
        : n === 1
          ? l('El título (un empate se juega)', 'The title (a tie is played off)')
          : l(`Los ${n} primeros (un empate ahí se juega)`, `The top ${n} (a tie there is played off)`),
  },
  people: {
    organizer: l('Organiza', 'Organizer'),
    judges: l('Jueces', 'Judges'),
    winner: l('Ganador', 'Winner'),
  },
  roundClock: {
    label: (round: number) => l(`Reloj de la ronda ${round}`, `Round ${round} clock`),
    /** The round by the name the API gives it ("Final", "Ronda de desempate", "Ronda 2 de 5"). */
    named: (round: Localized) => l(`Reloj · ${round.es}`, `Clock · ${round.en}`),
    notStarted: l('Aún no ha empezado', 'Not started yet'),
    untimed: l('Sin límite de tiempo', 'No time limit'),
    remaining: (time: string) => l(`Quedan ${time}`, `${time} left`),
    timeCalled: l(
      'Tiempo: el jugador activo y los turnos extra del formato',
      "Time: the active player, then the format's extra turns",
    ),
    extraTurns: l('Turnos extra', 'Extra turns'),
    paused: l('En pausa', 'Paused'),
    ended: l('Terminado', 'Over'),
  },
  standings: {
    rank: l('Puesto', 'Rank'),
    player: l('Jugador', 'Player'),
    points: l('Puntos', 'Points'),
    record: l('V–D–E', 'W–L–D'),
    recordTitle: l('Victorias, derrotas y empates', 'Wins, losses and draws'),
    /** The record counts a bye as a win: say how many of the wins were byes, not "+1 bye" on top. */
    byes: (n: number) =>
      counted(n, ['(1 victoria por bye)', '({n} victorias por bye)'], ['(1 win by a bye)', '({n} wins by a bye)']),
    dropped: l('se retiró', 'dropped'),
    tiebreakMatch: l(
      'Un puesto con premio o clasificación depende de un empate al azar: se resolverá con una partida de desempate.',
      'A prize or cut place hangs on a random tie: a tiebreak match will settle it.',
    ),
    randomMark: l('Orden decidido al azar frente a un empatado', 'Order against a tied player decided at random'),
    randomLegend: l(
      'Posición decidida al azar: ningún criterio de desempate separó a estos jugadores.',
      'Position decided at random: no tiebreaker separated these players.',
    ),
    /** 002 C.2.2 as the standings apply it: head-to-head only ever compares a tied pair. */
    headToHeadLegend: l(
      'Enfrentamiento directo solo separa a dos jugadores empatados: +1 a quien ganó la partida entre ellos, −1 a quien la perdió y 0 si no se enfrentaron o empataron. «—»: no había dos empatados que separar.',
      'Head-to-head only separates two tied players: +1 to the winner of their match, −1 to its loser, and 0 if they did not meet or drew. «—»: there were not two tied players to separate.',
    ),
    tiebreakersCaption: l(
      'Criterios de desempate, en el orden en que se aplican',
      'Tiebreakers, in the order they apply',
    ),
  },
  pairing: {
    table: l('Mesa', 'Table'),
    playerA: l('Jugador A', 'Player A'),
    playerB: l('Jugador B', 'Player B'),
    result: l('Resultado', 'Result'),
    bye: l('Descansa (bye)', 'Bye'),
    pending: l('En juego', 'In play'),
    draw: l('Empate', 'Draw'),
    wins: (name: string) => l(`Gana ${name}`, `${name} wins`),
    games: (a: number, b: number) => l(`${a}–${b} en partidas`, `${a}–${b} in games`),
    lives: (a: number, b: number) => l(`${a}–${b} en vidas`, `${a}–${b} in life`),
  },
  bracket: {
    title: l('Eliminatoria final', 'Top cut'),
    hint: l(
      'Los mejores de la clasificación suiza, por orden: la semilla 1 juega contra la última y el que gana pasa a la siguiente ronda.',
      'The best of the Swiss standings, in order: seed 1 plays the last seed and each winner goes on to the next round.',
    ),
    seed: (seed: number) => l(`Semilla ${seed}`, `Seed ${seed}`),
    seedWord: l('Semilla', 'Seed'),
    won: l('gana', 'wins'),
    toPlay: l('Por jugar', 'To be played'),
    games: (games: number) =>
      counted(games, ['{n} partida ganada', '{n} partidas ganadas'], ['{n} game won', '{n} games won']),
  },
  playerStatus: {
    active: l('En activo', 'Active'),
    dropped: l('Se retiró', 'Dropped'),
    deckSubmitted: l('Mazo entregado', 'Deck submitted'),
    deckMissing: l('Sin mazo', 'No deck yet'),
  },
} as const;
