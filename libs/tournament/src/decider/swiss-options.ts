import type { GameEntry } from '@cronica/games';
import { DEFAULT_FORMAT, TIEBREAK_PRESETS, type TiebreakCriterion, type TiebreakPreset } from '../history/model.js';
import { invalid, isInt, type ConfigProblem } from './config-problem.js';
import type { TournamentOptions } from './options.js';

const CRITERIA = new Set<string>(Object.values(TIEBREAK_PRESETS).flat());

/** The Swiss rounds: how many, how long, best of how many games, and a bye's SCORE. */
export function roundProblems(o: TournamentOptions): ConfigProblem[] {
  const found: ConfigProblem[] = [];
  if (o.rounds !== undefined && o.rounds !== 'by-field-size' && !isInt(o.rounds, 1, 20))
    found.push(
      invalid(
        'rounds',
        'Las rondas suizas van de 1 a 20, o según el número de jugadores.',
        'Swiss rounds go from 1 to 20, or by field size.',
      ),
    );
  if (o.roundMinutes !== undefined && !isInt(o.roundMinutes, 1, 240))
    found.push(invalid('roundMinutes', 'Los minutos por ronda van de 1 a 240.', 'Minutes per round go from 1 to 240.'));
  if (o.bestOf !== undefined && (!isInt(o.bestOf, 1, 7) || o.bestOf % 2 === 0))
    found.push(invalid('bestOf', 'Al mejor de 1, 3, 5 o 7 partidas.', 'Best of 1, 3, 5 or 7 games.'));
  const bestOf = typeof o.bestOf === 'number' ? o.bestOf : 1;
  if (o.byeScore !== undefined && !isInt(o.byeScore, 0, DEFAULT_FORMAT.lifeCap * bestOf)) {
    found.push(
      invalid(
        'byeScore',
        `El SCORE de un bye va de 0 a ${DEFAULT_FORMAT.lifeCap * bestOf} (002 C.2.1: 20 por partida).`,
        `A bye's SCORE goes from 0 to ${DEFAULT_FORMAT.lifeCap * bestOf} (002 C.2.1: 20 per game).`,
      ),
    );
  }
  return found;
}

/** The presets a tournament of the game may use (its library's list), and the criteria they hold. */
function allowedTiebreakers(game: GameEntry | undefined): {
  presets: readonly string[];
  criteria: ReadonlySet<string>;
} {
  const presets =
    game?.format?.tiebreakers.map((t) => t.preset).filter((p) => p in TIEBREAK_PRESETS) ??
    Object.keys(TIEBREAK_PRESETS);
  return { presets, criteria: new Set(presets.flatMap((p) => TIEBREAK_PRESETS[p as TiebreakPreset])) };
}

/** The tiebreak chain the tournament will use: the one given, or the game's first preset (its default). */
export function tiebreakChain(
  o: Pick<TournamentOptions, 'tiebreakers'>,
  game: GameEntry | undefined,
): readonly TiebreakCriterion[] {
  const chain = o.tiebreakers ?? allowedTiebreakers(game).presets[0] ?? 'wot';
  return typeof chain === 'string' ? (TIEBREAK_PRESETS[chain as TiebreakPreset] ?? []) : chain;
}

/** The tiebreakers: a preset of the game's or a list of its criteria without repeats (002 C.2.1 for a bye's SCORE). */
export function tiebreakProblems(o: TournamentOptions, game: GameEntry | undefined): ConfigProblem[] {
  const chain = o.tiebreakers;
  const { presets, criteria } = allowedTiebreakers(game);
  const known =
    typeof chain === 'string'
      ? presets.includes(chain)
      : Array.isArray(chain)
        ? chain.length > 0 &&
          new Set(chain).size === chain.length &&
          chain.every((c) => CRITERIA.has(c) && criteria.has(c))
        : chain === undefined;
  if (!known) {
    const list = presets.join(', ');
    return [
      invalid(
        'tiebreakers',
        `Desempates de este juego: ${list}, o una lista sin repetir de sus criterios.`,
        `This game's tiebreakers: ${list}, or a list of their criteria without repeats.`,
      ),
    ];
  }
  // 002 C.2.1: a bye's SCORE counts only where SCORE breaks ties.
  if ((o.byeScore ?? 0) > 0 && !tiebreakChain(o, game).includes('score')) {
    return [
      invalid(
        'byeScore',
        'El SCORE de un bye solo cuenta con desempates por SCORE (002 C.2.1).',
        "A bye's SCORE counts only with SCORE tiebreakers (002 C.2.1).",
      ),
    ];
  }
  return [];
}

/** Swiss rounds for a field "by field size": enough for one unbeaten player, ⌈log₂ N⌉ (at least 1). */
export function roundsForField(players: number): number {
  return Math.min(20, Math.max(1, Math.ceil(Math.log2(Math.max(players, 2)))));
}
