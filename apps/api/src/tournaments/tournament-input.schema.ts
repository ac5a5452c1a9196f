import { localized } from '@cronica/util';
import {
  validateTournamentOptions,
  type CreateTournamentData,
  type GameLookup,
  type MatchResult,
  type PairedTable,
} from '@cronica/tournament';
import { z } from 'zod';
import { COMMAND_ID_PATTERN } from '../common/command-ids.js';
import { badInput, type FieldProblem } from '../common/errors.js';
import type { CreateTournamentInput, MatchResultInput, TableInput } from './tournament.inputs.js';

const winner = z.enum(['a', 'b', 'draw']);
const life = z.number().int().min(-1000).max(1000);

/** When and where (the tournament library judges the values: `scheduleProblems`). */
const scheduleShape = {
  startsAt: z.string().max(40).optional(),
  timeZone: z.string().max(64).optional(),
  venue: z.string().max(400).optional(),
  checkInOpensBefore: z.number().int().optional(),
  entryFee: z.object({ amount: z.number().int(), currency: z.string().max(3) }).optional(),
};

/** A correction of the public details, whole: the name, description, start and venue as they should read. */
export const eventDetailsSchema = z.object({
  name: z.string().max(200),
  description: z.string().max(4000).optional(),
  ...scheduleShape,
});

/**
 * The shape of the create input; values and combinations are the tournament library's to judge
 * (`validateTournamentOptions`), so the bounds the web shows and the ones enforced are one table.
 */
const createSchema = z.object({
  commandId: z.string().regex(COMMAND_ID_PATTERN),
  name: z.string().max(200),
  description: z.string().max(4000).optional(),
  ...scheduleShape,
  game: z.string().max(100),
  rounds: z.number().int().optional(),
  roundMinutes: z.number().int().optional(),
  bestOf: z.number().int().optional(),
  tiebreakPreset: z.string().max(40).optional(),
  tiebreakers: z.array(z.string().max(40)).max(20).optional(),
  topCut: z
    .object({
      size: z.number().int(),
      finalBestOf: z.number().int().optional(),
      thirdPlaceMatch: z.boolean().optional(),
      seedTies: z.enum(['random', 'match']).optional(),
    })
    .optional(),
  byeScore: z.number().int().optional(),
  lateEntry: z.enum(['loss', 'absent', 'none']).optional(),
  exhaustedPairings: z.enum(['refuse', 'fewest-rematches']).optional(),
  requireDeckLists: z.boolean().optional(),
  registration: z.enum(['open', 'closed']).optional(),
  prizePlaces: z.number().int().optional(),
  capacity: z.number().int().optional(),
  catalog: z.unknown().optional(),
  gameOptions: z.unknown().optional(),
});

const resultSchema = z.object({
  winner,
  games: z
    .array(z.object({ winner, lifeA: life.optional(), lifeB: life.optional() }))
    .max(7)
    .optional(),
});

const tablesSchema = z
  .array(z.object({ table: z.number().int().min(1), a: z.string().min(1), b: z.string().min(1).nullable().optional() }))
  .max(4096);

/** zod → BAD_USER_INPUT with the path of each problem (nothing is written). */
export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw badInput(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  return parsed.data;
}

/** GraphQL leaves omitted nullable fields as null; the schemas speak undefined. */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  return value;
}

/**
 * The create command's data, every option checked before anything is written: the input's shape
 * (zod), then the library's option table (each problem with its field, in Spanish and English),
 * the game's own format options (its schema and bounds) and the imported catalog.
 */
export function createTournamentData(
  input: CreateTournamentInput,
  tournamentId: string,
  seed: string,
  games: GameLookup,
): CreateTournamentData {
  // JSON values (catalog, game options) keep their nulls: a card's `realm: null` is data.
  const valid = parse(createSchema, {
    ...(dropNulls(input) as object),
    catalog: input.catalog ?? undefined,
    gameOptions: input.gameOptions ?? undefined,
  });
  const { commandId: _commandId, tiebreakPreset, tiebreakers, catalog, name, description, ...rest } = valid;
  const chain = tiebreakers ?? tiebreakPreset;
  const data: CreateTournamentData = {
    ...rest,
    name,
    ...(description === undefined ? {} : { description: description.trim() }),
    tournamentId,
    seed,
    rounds: rest.rounds ?? 'by-field-size',
    // Omitted: the game's own default (the first its library lists).
    ...(chain === undefined ? {} : { tiebreakers: chain as CreateTournamentData['tiebreakers'] }),
  };
  const problems: FieldProblem[] = validateTournamentOptions(data, games).map((p) => ({
    path: p.field === 'tiebreakers' && tiebreakPreset !== undefined ? 'tiebreakPreset' : p.field,
    message: p.message.en,
    messages: p.message,
  }));
  if (problems.length === 0) problems.push(...catalogProblems(games, valid.game, catalog));
  if (problems.length > 0) throw badInput(problems);
  return { ...data, ...(catalog === undefined ? {} : { catalog }) };
}

/** An imported catalog, checked by the game's own catalog schema before it is stored. */
function catalogProblems(games: GameLookup, game: string, catalog: unknown): FieldProblem[] {
  if (catalog === undefined) return [];
  const parse = games(game)?.parseCatalog;
  if (parse === undefined) {
    return [
      {
        path: 'catalog',
        message: `${game} takes no imported catalog`,
        messages: localized('Este juego no admite un catálogo importado.', 'This game takes no imported catalog.'),
      },
    ];
  }
  const checked = parse(catalog);
  return checked.ok ? [] : [{ path: 'catalog', message: checked.message.en, messages: checked.message }];
}

export function matchResult(input: MatchResultInput): MatchResult {
  const valid = parse(resultSchema, dropNulls(input));
  return { winner: valid.winner, games: valid.games ?? [] };
}

export function pairedTables(input: TableInput[]): PairedTable[] {
  return parse(tablesSchema, input).map((t) => ({ table: t.table, a: t.a, b: t.b ?? null }));
}
