import { localized as l, counted } from '@cronica/util';

const games = (n: number) => counted(n, ['{n} partida', '{n} partidas'], ['{n} game', '{n} games']);

/**
 * The words of the result form (a player's report, the opponent's confirmation, the desk): a game
 * ("partida") is one game; the match ("encuentro") is the best of N, as everywhere on the site.
 */
export const resultFormMessages = {
  game: (n: number) => l(`Partida ${n}`, `Game ${n}`),
  whoWon: l('¿Quién la ganó?', 'Who won it?'),
  choose: l('Elige…', 'Choose…'),
  notPlayed: l('No se jugó', 'Not played'),
  bestOf: (bestOf: number) => {
    const needed = games(Math.ceil(bestOf / 2));
    return l(
      `Encuentro al mejor de ${bestOf}: anota cada partida jugada, en orden; gana el encuentro quien gane ${needed.es}.`,
      `Best-of-${bestOf} match: enter each game played, in order; the match goes to whoever wins ${needed.en}.`,
    );
  },
  iWon: l('Gané yo', 'I won'),
  rivalWon: l('Ganó mi rival', 'My opponent won'),
  drawn: l('Empate', 'Draw'),
  myLife: l('Mi vida final', 'My final life'),
  rivalLife: l('Vida final del rival', "Opponent's final life"),
  lifeOf: (name: string) => l(`Vida final de ${name}`, `${name}’s final life`),
  won: (name: string) => l(`Ganó ${name}`, `${name} won`),
  reason: l('Motivo de la corrección (queda registrado)', 'Why you correct it (on the record)'),
  reasonHint: l('Solo al corregir un resultado que ya había.', 'Only when correcting a result already there.'),
  fixBelow: l('Revisa lo marcado: no se ha enviado nada.', 'Check what is marked: nothing was sent.'),
  /** One game of a reported result, read from the reader's chair. */
  gameLine: (n: number, who: { es: string; en: string }, life: { mine: number; theirs: number } | null) =>
    l(
      `Partida ${n}: ${who.es}${life ? ` · vidas: tú ${life.mine}, tu rival ${life.theirs}` : ''}`,
      `Game ${n}: ${who.en}${life ? ` · life: you ${life.mine}, your opponent ${life.theirs}` : ''}`,
    ),
  youWonGame: l('la ganaste tú', 'you won it'),
  theyWonGame: l('la ganó tu rival', 'your opponent won it'),
  drawnGame: l('empate', 'a draw'),
  endedEarly: l('(terminó antes: concesión o sanción)', '(ended early: a concession or a penalty)'),
} as const;
