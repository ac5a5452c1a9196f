import type { GameEntry } from '@cronica/games';
import { localized, nameProblem, type Localized } from '@cronica/util';
import { DEFAULT_FORMAT, TIEBREAK_PRESETS, type TiebreakCriterion, type TiebreakPreset } from '../history/model.js';
import { CAPACITY_BOUNDS, isCapacity } from './capacity.js';
import { gameOptionProblems, platformGames, type GameLookup } from './game-format.js';
import { scheduleProblems, type EventSchedule } from './schedule.js';

/**
 * The creation options of a tournament, written once (house style: "a table from which every layer
 * derives"): each with its default, the rulebook passage the default comes from (002 is Warlords of
 * Terra's tournament rules, which the platform applies to every game unless the organizer changes
 * them), and its label. A default of null is the game's own (its library's `GameFormatSpec`: the
 * tiebreakers its results feed, its round minutes); the game's own options (`gameOptions`: a
 * legendary cap, the turns after time…) are listed by the game. The web shows the defaults from
 * here; `validateTournamentOptions` refuses invalid values and combinations before anything is written.
 */
export interface TournamentOption {
  readonly key: string;
  readonly default: unknown;
  /** Where the default comes from, or null when the rulebooks are silent (README, "Options"). */
  readonly rule: string | null;
  readonly label: Localized;
}

const RULES = '002_a36596f8eaed8fcc.txt';

/**
 * The title is a prize (002 C.2.4.1 allows chance only "cuando ninguno de los contendientes esté
 * optando a nada … a premio"): by default a tie for first in a Swiss-only event is played off.
 */
export const DEFAULT_PRIZE_PLACES = 1;

export const TOURNAMENT_OPTIONS: readonly TournamentOption[] = [
  {
    key: 'rounds',
    default: 'by-field-size',
    rule: null,
    label: localized(
      'Rondas suizas (o según el número de jugadores: ⌈log₂ N⌉)',
      'Swiss rounds (or by field size: ⌈log₂ N⌉)',
    ),
  },
  { key: 'tiebreakers', default: null, rule: null, label: localized('Desempates', 'Tiebreakers') },
  { key: 'roundMinutes', default: null, rule: null, label: localized('Minutos por ronda', 'Minutes per round') },
  {
    key: 'bestOf',
    default: 1,
    rule: `${RULES}, C.1 ("UNA sola partida")`,
    label: localized('Partidas por ronda suiza (al mejor de)', 'Games per Swiss match (best of)'),
  },
  {
    key: 'topCut.size',
    default: 0,
    rule: null,
    label: localized('Corte final (0, 2, 4, 8 o 16)', 'Top cut (0, 2, 4, 8 or 16)'),
  },
  {
    key: 'topCut.finalBestOf',
    default: 1,
    rule: `${RULES}, C.1 (la organización puede jugar la final al mejor de 3, sin tiempo)`,
    label: localized('Final al mejor de', 'Final best of'),
  },
  {
    key: 'topCut.thirdPlaceMatch',
    default: false,
    rule: `${RULES}, C.1 (3.er y 4.º puesto, simultáneo a la final)`,
    label: localized('Partida por el tercer puesto', 'Third-place match'),
  },
  {
    key: 'topCut.seedTies',
    default: 'random',
    rule: `${RULES}, C.2.4.1–C.2.4.2 (un empate dentro del corte solo ordena cabezas de serie)`,
    label: localized(
      'Empates dentro del corte: cabezas de serie por desempates y luego al azar, o con partida',
      'Ties inside the top cut: seeds by tiebreakers then at random, or played off',
    ),
  },
  {
    key: 'lateEntry',
    default: 'loss',
    rule: null,
    label: localized(
      'Inscripciones tardías: rondas perdidas como derrotas, no contadas, o no se admiten',
      'Late entries: missed rounds as losses, not counted, or not taken',
    ),
  },
  {
    key: 'byeScore',
    default: 0,
    rule: `${RULES}, C.2.1 (no dice nada del bye)`,
    label: localized('SCORE de un bye', 'SCORE of a bye'),
  },
  {
    key: 'requireDeckLists',
    default: true,
    rule: `${RULES}, C.4`,
    label: localized('Lista de mazo obligatoria al inscribirse', 'Deck list required at registration'),
  },
  {
    key: 'registration',
    default: 'closed',
    rule: null,
    label: localized('Inscripción abierta al crear', 'Registration open at creation'),
  },
  {
    key: 'prizePlaces',
    default: DEFAULT_PRIZE_PLACES,
    rule: `${RULES}, C.2.4.1–C.2.4.2 (el azar, solo si nadie opta a premio: el título siempre es uno)`,
    label: localized(
      'Puestos con premio (un empate ahí se juega; 1: el título; 0: ninguno, ni el título)',
      'Prize places (a tie there is played off; 1: the title; 0: none, not even the title)',
    ),
  },
  {
    key: 'capacity',
    default: null,
    rule: null,
    label: localized(
      'Plazas: con todas ocupadas, nadie más se inscribe desde su móvil (vacío: sin límite)',
      'Places: with every one taken, nobody else registers from their phone (empty: no limit)',
    ),
  },
  {
    key: 'catalog',
    default: null,
    rule: null,
    label: localized(
      'Catálogo de cartas importado (JSON; sin él, el del juego)',
      "Imported card catalog (JSON; without one, the game's own)",
    ),
  },
  {
    key: 'exhaustedPairings',
    default: 'refuse',
    rule: null,
    label: localized(
      'Sin emparejamiento sin revancha: parar, o permitir las mínimas',
      'No rematch-free pairing: stop, or allow the fewest',
    ),
  },
];

export type LateEntryPolicy = 'loss' | 'absent' | 'none';

/** What the organizer chooses at creation (every field but the id, game and seed has a default). */
/** `startsAt`, `timeZone`, `venue`: when and where, as announced (`schedule.ts`). */
export interface TournamentOptions extends EventSchedule {
  readonly name?: string;
  readonly description?: string;
  readonly game: string;
  readonly seed: string;
  readonly rounds?: number | 'by-field-size';
  readonly roundMinutes?: number;
  readonly bestOf?: number;
  readonly tiebreakers?: TiebreakPreset | readonly TiebreakCriterion[];
  readonly topCut?: {
    readonly size?: number;
    readonly finalBestOf?: number;
    readonly thirdPlaceMatch?: boolean;
    readonly seedTies?: 'random' | 'match';
  };
  readonly byeScore?: number;
  readonly lateEntry?: LateEntryPolicy;
  readonly exhaustedPairings?: 'refuse' | 'fewest-rematches';
  readonly requireDeckLists?: boolean;
  readonly registration?: 'open' | 'closed';
  readonly prizePlaces?: number;
  /** How many players the venue seats (`capacity.ts`); absent: no limit. */
  readonly capacity?: number;
  /** The game's own format options, by its option keys; checked by the game's schema and bounds (`GameEntry.format`). */
  readonly gameOptions?: unknown;
  /** An imported card catalog (JSON), checked by the game's `parseCatalog` before creation. */
  readonly catalog?: unknown;
}

/** One invalid option: the field, a stable code, and what is wrong in Spanish and English. */
export interface ConfigProblem {
  readonly field: string;
  readonly code: string;
  readonly message: Localized;
}

const bad = (field: string, es: string, en: string): ConfigProblem => ({
  field,
  code: `tournament.config.${field}`,
  message: localized(es, en),
});
const isInt = (value: unknown, min: number, max: number): boolean =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const CRITERIA = new Set<string>(Object.values(TIEBREAK_PRESETS).flat());

/** What is wrong with an event's public details: its name, description, and when and where (`schedule.ts`). */
export function detailProblems(
  o: Pick<TournamentOptions, 'name' | 'description' | keyof EventSchedule>,
): ConfigProblem[] {
  const found: ConfigProblem[] = [];
  // The one name rule for everything a person reads (`@cronica/util` names.ts).
  const nameTrouble = o.name === undefined ? null : nameProblem(o.name, 'tournamentName');
  if (nameTrouble) found.push({ field: 'name', code: 'tournament.config.name', message: nameTrouble.message });
  if ((o.description ?? '').trim().length > 2000)
    found.push(
      bad(
        'description',
        'La descripción admite hasta 2000 caracteres.',
        'The description takes up to 2,000 characters.',
      ),
    );
  found.push(...scheduleProblems(o).map((p) => ({ ...p, code: `tournament.config.${p.field}` })));
  return found;
}

function seedProblems(o: TournamentOptions): ConfigProblem[] {
  return typeof o.seed !== 'string' || o.seed.length < 8
    ? [bad('seed', 'La semilla debe tener al menos 8 caracteres.', 'The seed must have at least 8 characters.')]
    : [];
}

function gameProblems(o: TournamentOptions, game: GameEntry | undefined): ConfigProblem[] {
  if (game === undefined) return [bad('game', `Juego desconocido: «${o.game}».`, `Unknown game: "${o.game}".`)];
  if (game.organizedPlay === 'sessions') {
    return [
      bad(
        'game',
        `${game.name.es} se juega en campañas con un director de juego, no en torneos suizos.`,
        `${game.name.en} is played in campaigns with a game master, not in Swiss tournaments.`,
      ),
    ];
  }
  return gameOptionProblems(game, o.gameOptions).map((p) => ({
    field: p.field,
    code: 'tournament.config.gameOptions',
    message: p.message,
  }));
}

function roundProblems(o: TournamentOptions): ConfigProblem[] {
  const found: ConfigProblem[] = [];
  if (o.rounds !== undefined && o.rounds !== 'by-field-size' && !isInt(o.rounds, 1, 20))
    found.push(
      bad(
        'rounds',
        'Las rondas suizas van de 1 a 20, o según el número de jugadores.',
        'Swiss rounds go from 1 to 20, or by field size.',
      ),
    );
  if (o.roundMinutes !== undefined && !isInt(o.roundMinutes, 1, 240))
    found.push(bad('roundMinutes', 'Los minutos por ronda van de 1 a 240.', 'Minutes per round go from 1 to 240.'));
  if (o.bestOf !== undefined && (!isInt(o.bestOf, 1, 7) || o.bestOf % 2 === 0))
    found.push(bad('bestOf', 'Al mejor de 1, 3, 5 o 7 partidas.', 'Best of 1, 3, 5 or 7 games.'));
  const bestOf = typeof o.bestOf === 'number' ? o.bestOf : 1;
  if (o.byeScore !== undefined && !isInt(o.byeScore, 0, DEFAULT_FORMAT.lifeCap * bestOf)) {
    found.push(
      bad(
        'byeScore',
        `El SCORE de un bye va de 0 a ${DEFAULT_FORMAT.lifeCap * bestOf} (002 C.2.1: 20 por partida).`,
        `A bye's SCORE goes from 0 to ${DEFAULT_FORMAT.lifeCap * bestOf} (002 C.2.1: 20 per game).`,
      ),
    );
  }
  return found;
}

function cutProblems(o: TournamentOptions): ConfigProblem[] {
  const found: ConfigProblem[] = [];
  const size = o.topCut?.size ?? 0;
  if (![0, 2, 4, 8, 16].includes(size))
    found.push(
      bad('topCut.size', 'El corte es de 0, 2, 4, 8 o 16 jugadores.', 'The top cut is 0, 2, 4, 8 or 16 players.'),
    );
  const finalBestOf = o.topCut?.finalBestOf ?? 1;
  if (finalBestOf !== 1 && finalBestOf !== 3)
    found.push(
      bad(
        'topCut.finalBestOf',
        'La final es al mejor de 1 o de 3 (002 C.1).',
        'The final is best of 1 or 3 (002 C.1).',
      ),
    );
  else if (finalBestOf === 3 && size === 0)
    found.push(
      bad('topCut.finalBestOf', 'Una final al mejor de 3 necesita un corte.', 'A best-of-3 final needs a top cut.'),
    );
  if (o.topCut?.thirdPlaceMatch === true && size < 4)
    found.push(
      bad(
        'topCut.thirdPlaceMatch',
        'La partida por el tercer puesto necesita un corte de 4 o más (dos semifinales).',
        'A third-place match needs a top cut of 4 or more (two semi-finals).',
      ),
    );
  if (o.topCut?.seedTies !== undefined && !['random', 'match'].includes(o.topCut.seedTies))
    found.push(
      bad('topCut.seedTies', 'Empates dentro del corte: random o match.', 'Ties inside the top cut: random or match.'),
    );
  return found;
}

/** How many places take a prize, and how many players the venue seats. */
function placeProblems(o: TournamentOptions): ConfigProblem[] {
  const found: ConfigProblem[] = [];
  if (o.prizePlaces !== undefined && !isInt(o.prizePlaces, 0, 1024))
    found.push(bad('prizePlaces', 'Los puestos con premio van de 0 a 1024.', 'Prize places go from 0 to 1,024.'));
  if (o.capacity !== undefined && !isCapacity(o.capacity))
    found.push(bad('capacity', CAPACITY_BOUNDS.es, CAPACITY_BOUNDS.en));
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

function tiebreakProblems(o: TournamentOptions, game: GameEntry | undefined): ConfigProblem[] {
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
      bad(
        'tiebreakers',
        `Desempates de este juego: ${list}, o una lista sin repetir de sus criterios.`,
        `This game's tiebreakers: ${list}, or a list of their criteria without repeats.`,
      ),
    ];
  }
  // 002 C.2.1: a bye's SCORE counts only where SCORE breaks ties.
  if ((o.byeScore ?? 0) > 0 && !tiebreakChain(o, game).includes('score')) {
    return [
      bad(
        'byeScore',
        'El SCORE de un bye solo cuenta con desempates por SCORE (002 C.2.1).',
        "A bye's SCORE counts only with SCORE tiebreakers (002 C.2.1).",
      ),
    ];
  }
  return [];
}

function choiceProblems(o: TournamentOptions): ConfigProblem[] {
  const found: ConfigProblem[] = [];
  if (o.lateEntry !== undefined && !['loss', 'absent', 'none'].includes(o.lateEntry))
    found.push(bad('lateEntry', 'Inscripción tardía: loss, absent o none.', 'Late entry: loss, absent or none.'));
  if (o.exhaustedPairings !== undefined && !['refuse', 'fewest-rematches'].includes(o.exhaustedPairings))
    found.push(
      bad('exhaustedPairings', 'Revanchas: refuse o fewest-rematches.', 'Rematches: refuse or fewest-rematches.'),
    );
  if (o.registration !== undefined && !['open', 'closed'].includes(o.registration))
    found.push(bad('registration', 'Inscripción: open o closed.', 'Registration: open or closed.'));
  return found;
}

/** Everything wrong with the options, field by field ([] when the tournament can be created). */
export function validateTournamentOptions(
  options: TournamentOptions,
  games: GameLookup = platformGames,
): ConfigProblem[] {
  const game = games(options.game);
  return [
    ...detailProblems(options),
    ...seedProblems(options),
    ...gameProblems(options, game),
    ...roundProblems(options),
    ...cutProblems(options),
    ...placeProblems(options),
    ...tiebreakProblems(options, game),
    ...choiceProblems(options),
  ];
}

/** Swiss rounds for a field "by field size": enough for one unbeaten player, ⌈log₂ N⌉ (at least 1). */
export function roundsForField(players: number): number {
  return Math.min(20, Math.max(1, Math.ceil(Math.log2(Math.max(players, 2)))));
}
