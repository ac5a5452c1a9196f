import { localized, type Localized } from '@cronica/util';

/** A refusal of the tournament's pure functions: stable code, Spanish and English message. */
export interface TournamentProblem {
  readonly code: string;
  readonly message: Localized;
}

export function problem(code: string, es: string, en: string): TournamentProblem {
  return { code, message: localized(es, en) };
}

export const problems = {
  exhausted: (rematches: number) =>
    problem(
      'tournament.pairing.no-rematch-free-pairing',
      `No existe un emparejamiento sin revanchas (el mínimo repite ${rematches} enfrentamiento(s)); termina el torneo o permite revanchas en el formato.`,
      `No rematch-free pairing exists (the best repeats ${rematches} match(es)); end the event or allow rematches in the format.`,
    ),
  tooFewPlayers: () =>
    problem(
      'tournament.pairing.too-few-players',
      'Hacen falta al menos 2 jugadores activos para emparejar.',
      'At least 2 active players are needed to pair a round.',
    ),
  duplicatePlayer: (id: string) =>
    problem(
      'tournament.history.duplicate-player',
      `El jugador «${id}» está inscrito dos veces.`,
      `Player "${id}" is registered twice.`,
    ),
  unknownPlayer: (round: number, id: string) =>
    problem(
      'tournament.history.unknown-player',
      `Ronda ${round}: el jugador «${id}» no está inscrito.`,
      `Round ${round}: player "${id}" is not registered.`,
    ),
  playedTwice: (round: number, id: string) =>
    problem(
      'tournament.history.player-twice',
      `Ronda ${round}: el jugador «${id}» aparece más de una vez.`,
      `Round ${round}: player "${id}" appears more than once.`,
    ),
  selfPairing: (round: number, id: string) =>
    problem(
      'tournament.history.self-pairing',
      `Ronda ${round}: el jugador «${id}» está emparejado consigo mismo.`,
      `Round ${round}: player "${id}" is paired against themselves.`,
    ),
  inactivePlayer: (round: number, id: string) =>
    problem(
      'tournament.history.inactive-player',
      `Ronda ${round}: el jugador «${id}» no estaba activo (abandonó antes o entró después).`,
      `Round ${round}: player "${id}" was not active (dropped earlier or joined later).`,
    ),
  missingPlayer: (round: number, id: string) =>
    problem(
      'tournament.history.missing-player',
      `Ronda ${round}: falta el resultado del jugador activo «${id}».`,
      `Round ${round}: active player "${id}" has no result.`,
    ),
  byeResult: (round: number, id: string) =>
    problem(
      'tournament.history.bye-not-a-win',
      `Ronda ${round}: el bye de «${id}» debe contar como victoria.`,
      `Round ${round}: the bye of "${id}" must be a win.`,
    ),
  gamesDisagree: (round: number, id: string) =>
    problem(
      'tournament.history.games-disagree',
      `Ronda ${round}: las partidas ganadas de la mesa de «${id}» no concuerdan con el ganador.`,
      `Round ${round}: the games won at "${id}"'s table disagree with the winner.`,
    ),
  tiebreakMatch: (id: string) =>
    problem(
      'tournament.history.tiebreak-match',
      `La partida de desempate de «${id}» necesita un rival y un ganador.`,
      `The tiebreak match of "${id}" needs an opponent and a winner.`,
    ),
  badJoinRound: (id: string) =>
    problem(
      'tournament.history.bad-join-round',
      `El jugador «${id}» abandona antes de la ronda en la que entra.`,
      `Player "${id}" drops before the round they join.`,
    ),
};
