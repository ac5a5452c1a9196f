import { findGame, type GameEntry } from '@cronica/games';
import { formatOptionProblem, type DeckValidationOptions, type FormatOptionSpec } from '@cronica/rules-kernel';
import { isRecord, localized, type Localized } from '@cronica/util';
import type { TournamentConfig } from './types.js';

/**
 * A tournament holds its game's options (`TournamentConfig.gameOptions`), parsed by the game's own
 * schema: the one place the legendary cap, the turns after time or Blades of Ash's battle rounds
 * live, from which registration checks lists and every match of the event is set up. The game's
 * library says what each option is (`GameEntry.format`); nothing here names a game.
 */

/** Finds a game by id: the platform's games, or those the caller registered (the API's, with the test game in tests). */
export type GameLookup = (id: string) => GameEntry | undefined;

export const platformGames: GameLookup = (id) => findGame(id);

export type GameOptions = Readonly<Record<string, unknown>>;

/** One problem with the game's options: `gameOptions.<key>`, with what is wrong in both languages. */
export interface GameOptionProblem {
  readonly field: string;
  readonly message: Localized;
}

/** The option each round sets from the tournament's best-of (the Swiss rounds', or the final's), never the organizer. */
const roundSet = (game: GameEntry): string | undefined => game.module?.setup.bestOfOption;

function withinControl(option: FormatOptionSpec, value: unknown): boolean {
  const control = option.control;
  if (control.kind !== 'integer') return true;
  return Number.isInteger(value) && (value as number) >= control.min && (value as number) <= control.max;
}

const problem = (field: string, message: GameOptionProblem['message']): GameOptionProblem[] => [{ field, message }];

/** What is wrong with the options' shape: a game without options, not an object, or a count the tournament sets. */
function shapeProblems(game: GameEntry, given: unknown): GameOptionProblem[] {
  if (game.module === undefined)
    return problem(
      'gameOptions',
      localized('Este juego no admite opciones de formato.', 'This game takes no format options.'),
    );
  if (!isRecord(given))
    return problem(
      'gameOptions',
      localized('Las opciones del juego son un objeto JSON.', "The game's options are a JSON object."),
    );
  const fixed = roundSet(game);
  if (fixed !== undefined && fixed in given)
    return problem(
      `gameOptions.${fixed}`,
      localized(
        'Las partidas por encuentro las fija el torneo: «Partidas por ronda suiza» y «Final al mejor de».',
        "The tournament sets the games per match: the Swiss best-of and the final's.",
      ),
    );
  return [];
}

/** The schema's own objections, in the format's words for an option it describes. */
function schemaProblems(game: GameEntry, given: unknown, specs: ReadonlyMap<string, FormatOptionSpec>) {
  const parsed = game.module!.setup.optionsSchema.safeParse(given);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue): GameOptionProblem => {
    const spec = specs.get(String(issue.path[0] ?? ''));
    const field = ['gameOptions', ...issue.path.map(String)].join('.');
    return {
      field,
      message: spec
        ? formatOptionProblem(spec)
        : localized(
            `Opción del juego no válida (${field}): ${issue.message}`,
            `Invalid game option (${field}): ${issue.message}`,
          ),
    };
  });
}

/** What is wrong with the options an organizer gave for `game` ([] when its schema and bounds take them). */
export function gameOptionProblems(game: GameEntry, given: unknown): GameOptionProblem[] {
  if (given === undefined) return [];
  const shape = shapeProblems(game, given);
  if (shape.length > 0) return shape;
  const specs = new Map((game.format?.options ?? []).map((o) => [o.key, o]));
  // shapeProblems found none: `given` is an object.
  const outOfBounds = Object.entries(given as Record<string, unknown>).flatMap(([key, value]) => {
    const spec = specs.get(key);
    return spec && !withinControl(spec, value)
      ? [{ field: `gameOptions.${key}`, message: formatOptionProblem(spec) }]
      : [];
  });
  if (outOfBounds.length > 0) return outOfBounds;
  return schemaProblems(game, given, specs);
}

/** The options a tournament of `game` holds: its schema over what was given, every default filled, less the one each round sets. */
export function tournamentGameOptions(game: GameEntry, given: unknown): GameOptions | undefined {
  const module = game.module;
  if (module === undefined) return undefined;
  const parsed = module.setup.optionsSchema.parse(given ?? {}) as Record<string, unknown>;
  const fixed = roundSet(game);
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => key !== fixed));
}

/** The game's own defaults, as a tournament of it holds them when the organizer changes nothing. */
export const standardGameOptions = (game: GameEntry): GameOptions | undefined => tournamentGameOptions(game, {});

/** One option of a game a tournament may set, as the creation form offers it: with its standard default. */
export type TournamentFormatOption = Pick<FormatOptionSpec, 'key' | 'label' | 'rule' | 'control' | 'tier'> & {
  readonly default: unknown;
};

/** The game's options a tournament of it sets (not the one each round sets), each with its standard default. */
export function tournamentFormatOptions(game: GameEntry): readonly TournamentFormatOption[] {
  const defaults = standardGameOptions(game) ?? {};
  return (game.format?.options ?? [])
    .filter((option) => Object.hasOwn(defaults, option.key))
    .map(({ key, label, rule, control, tier }) => ({ key, label, rule, control, default: defaults[key], tier }));
}

/** What registration asks of a deck list: the game's rules for the tournament's options (a legendary cap), and its catalog. */
export function tournamentDeckOptions(
  config: { readonly game: string; readonly gameOptions?: GameOptions; readonly catalog?: unknown },
  games: GameLookup = platformGames,
): DeckValidationOptions {
  const game = games(config.game);
  const rules = game?.format?.deckRules?.(config.gameOptions ?? standardGameOptions(game) ?? {}) ?? {};
  return { ...rules, ...(config.catalog === undefined ? {} : { catalog: config.catalog }) };
}

/**
 * Tournaments created before they held their game's options kept a legendary cap (002 C.5) and the
 * extra turns each player gets at time (002 C.1, two each: "jugador activo + 3 turnos") at the top
 * of their config. Read now, they become the game's own options: the cap where the game has one,
 * and the turns after the active one (each player's turns, the active one included, less one:
 * 2 each is "active + 3") where the game counts them; options given explicitly stand.
 */
export function upcastGameOptions(
  game: GameEntry | undefined,
  stored: { readonly gameOptions?: unknown; readonly legendaryLimit?: number; readonly extraTurns?: number },
): GameOptions | undefined {
  if (game?.module === undefined) return isRecord(stored.gameOptions) ? stored.gameOptions : undefined;
  const given = isRecord(stored.gameOptions) ? stored.gameOptions : {};
  const specs = new Map((game.format?.options ?? []).map((o) => [o.key, o]));
  const legacy: Record<string, unknown> = {};
  if (stored.legendaryLimit !== undefined && specs.has('legendaryLimit') && given.legendaryLimit === undefined)
    legacy.legendaryLimit = stored.legendaryLimit;
  const turns = game.format?.turnsAfterTime;
  const turnsSpec = turns === undefined ? undefined : specs.get(turns);
  if (stored.extraTurns !== undefined && turnsSpec?.control.kind === 'integer' && given[turnsSpec.key] === undefined) {
    legacy[turnsSpec.key] = Math.min(turnsSpec.control.max, Math.max(turnsSpec.control.min, 2 * stored.extraTurns - 1));
  }
  const fixed = roundSet(game);
  const kept = Object.fromEntries(Object.entries({ ...given, ...legacy }).filter(([key]) => key !== fixed));
  const parsed = game.module.setup.optionsSchema.safeParse(kept);
  return parsed.success ? tournamentGameOptions(game, parsed.data) : kept;
}

/** A `TournamentCreated` config as stored: events written before tournaments held their game's options carry these two. */
export type StoredTournamentConfig = TournamentConfig & {
  readonly legendaryLimit?: number;
  readonly extraTurns?: number;
};

/** The config as the tournament reads it now, from any shape its creation event was written in. */
export function upcastConfig(stored: StoredTournamentConfig, games: GameLookup = platformGames): TournamentConfig {
  const { legendaryLimit, extraTurns, gameOptions, ...rest } = stored;
  if (legendaryLimit === undefined && extraTurns === undefined) return stored;
  const options = upcastGameOptions(games(rest.game), { gameOptions, legendaryLimit, extraTurns });
  return { ...rest, ...(options === undefined ? {} : { gameOptions: options }) };
}
