import { localized as l, counted, type Localized } from '@cronica/util';

/** Texts of the player's own table, their opponent, the report to confirm, and dropping out. */
export const playerMessages = {
  table: {
    heading: (round: string, table: number) => l(`${round} · Mesa ${table}`, `${round} · Table ${table}`),
    tableNumber: l('Tu mesa', 'Your table'),
    /** At the top of the event page while a round is on: where the reader sits, a tap from their table's panel. */
    jump: (heading: Localized, rival: string | null) =>
      rival === null
        ? l(`Tu mesa: ${heading.es}`, `Your table: ${heading.en}`)
        : l(`Tu mesa: ${heading.es} · contra ${rival}`, `Your table: ${heading.en} · against ${rival}`),
    opponent: l('Tu rival', 'Your opponent'),
    seat: (seat: 'a' | 'b') =>
      l(`Juegas como jugador ${seat.toUpperCase()}`, `You play as player ${seat.toUpperCase()}`),
    record: (points: number, wins: number, losses: number, draws: number) => {
      const pts = counted(points, ['{n} punto', '{n} puntos'], ['{n} point', '{n} points']);
      return l(`${pts.es} · ${wins}–${losses}–${draws}`, `${pts.en} · ${wins}–${losses}–${draws}`);
    },
  },
  report: {
    theyReported: (name: string) => l(`${name} comunicó este resultado:`, `${name} reported this result:`),
    youReported: l(
      'Comunicaste este resultado; falta que tu rival lo confirme:',
      'You reported this result; your opponent still has to confirm it:',
    ),
    youWin: l('Ganas tú', 'You win'),
    theyWin: (name: string) => l(`Gana ${name}`, `${name} wins`),
    draw: l('Empate', 'Draw'),
    games: (mine: number, theirs: number) =>
      l(`Partidas ganadas: tú ${mine}, tu rival ${theirs}`, `Games won: you ${mine}, your opponent ${theirs}`),
    life: (mine: number, theirs: number) =>
      l(
        `Vida final (suma de las partidas): tú ${mine}, tu rival ${theirs}`,
        `Final life (sum over the games): you ${mine}, your opponent ${theirs}`,
      ),
    noDetail: l('Sin detalle de partidas ni de vidas.', 'No game or life detail.'),
    confirmThis: l('Confirmar este resultado', 'Confirm this result'),
    wrong: l(
      '¿No es así? No confirmes: llama a un juez aquí abajo.',
      'Not what happened? Do not confirm: call a judge below.',
    ),
    /** Said by the table's status line when the result changes (a screen reader hears it). */
    announce: {
      reported: l(
        'Resultado comunicado; falta que tu rival lo confirme.',
        'Result reported; your opponent still has to confirm it.',
      ),
      toConfirm: (name: string) =>
        l(
          `${name} comunicó un resultado: compruébalo y confírmalo.`,
          `${name} reported a result: check it and confirm it.`,
        ),
      final: (outcome: string) => l(`Resultado cerrado. ${outcome}.`, `Result final. ${outcome}.`),
    },
  },
  drop: {
    summary: l('Retirarme del torneo', 'Drop from the tournament'),
    explain: l(
      'No te emparejarán en las rondas siguientes. Si tu mesa de esta ronda no ha terminado, la ganará tu rival. Solo la organización puede deshacerlo.',
      'You will not be paired in later rounds. If your table this round has not finished, your opponent wins it. Only the organizer can undo it.',
    ),
    confirm: l('Sí, retirarme', 'Yes, drop me'),
    dropped: l('Te has retirado de este torneo.', 'You have dropped from this tournament.'),
    byOrganizer: (date: string) =>
      l(
        `La organización te retiró de este torneo el ${date}.`,
        `The organizer dropped you from this tournament on ${date}.`,
      ),
    noShow: (name: string, date: string) =>
      l(
        `${name}, juez del torneo, te retiró el ${date}: no te presentaste a tu mesa.`,
        `${name}, a judge of the tournament, dropped you on ${date}: you did not come to your table.`,
      ),
    disqualified: l('Te han descalificado de este torneo.', 'You are disqualified from this tournament.'),
  },
} as const;
