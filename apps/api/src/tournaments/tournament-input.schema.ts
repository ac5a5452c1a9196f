import { gameRegistry, KNOWN_GAME_IDS } from '@cronica/games';
import type { CreateTournamentData, MatchResult, PairedTable } from '@cronica/tournament';
import { z } from 'zod';
import { badInput } from '../common/errors.js';
import type { CreateTournamentInput, MatchResultInput, TableInput } from './tournament.inputs.js';

const CRITERIA = ['score', 'head-to-head', 'opponents-points', 'opponents-score', 'omw', 'gw', 'ogw', 'buchholz', 'sonneborn-berger'] as const;
const winner = z.enum(['a', 'b', 'draw']);
const life = z.number().int().min(-1000).max(1000);

const createSchema = z.object({
  commandId: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).optional(),
  game: z.enum(KNOWN_GAME_IDS),
  rounds: z.number().int().min(1).max(20),
  roundMinutes: z.number().int().min(1).max(240).optional(),
  bestOf: z.number().int().min(1).max(7).optional(),
  legendaryLimit: z.number().int().min(0).max(3).optional(),
  tiebreakPreset: z.enum(['wot', 'mtg', 'chess']).optional(),
  tiebreakers: z.array(z.enum(CRITERIA)).min(1).max(CRITERIA.length).optional(),
  topCut: z
    .object({ size: z.union([z.literal(0), z.literal(2), z.literal(4), z.literal(8), z.literal(16)]), finalBestOf: z.union([z.literal(1), z.literal(3)]).optional(), thirdPlaceMatch: z.boolean().optional() })
    .optional(),
  byeScore: z.number().int().min(0).max(40).optional(),
  lateEntry: z.enum(['loss', 'absent']).optional(),
  exhaustedPairings: z.enum(['refuse', 'fewest-rematches']).optional(),
  requireDeckLists: z.boolean().optional(),
  gameOptions: z.unknown().optional(),
});

const resultSchema = z.object({
  winner,
  games: z.array(z.object({ winner, lifeA: life.optional(), lifeB: life.optional() })).max(7).optional(),
});

const tablesSchema = z.array(z.object({ table: z.number().int().min(1), a: z.string().min(1), b: z.string().min(1).nullable().optional() })).max(4096);

/** zod → BAD_USER_INPUT with the path of each problem (nothing is written). */
export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badInput(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  return parsed.data;
}

/** GraphQL leaves omitted nullable fields as null; the schemas speak undefined. */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, dropNulls(v)]));
  return value;
}

/** The create command's data: name and description travel in the tournament's config. */
export function createTournamentData(input: CreateTournamentInput, tournamentId: string, seed: string): CreateTournamentData {
  const valid = parse(createSchema, dropNulls(input));
  const { commandId: _commandId, tiebreakPreset, tiebreakers, gameOptions, ...rest } = valid;
  const options = gameOptionsOf(valid.game, gameOptions);
  return { ...rest, tournamentId, seed, tiebreakers: tiebreakers ?? tiebreakPreset ?? 'wot', ...(options === undefined ? {} : { gameOptions: options }) };
}

/** A game's format options, parsed by its own module's schema (a game played on paper takes none). */
function gameOptionsOf(game: string, given: unknown): unknown {
  if (given === undefined) return undefined;
  const module = gameRegistry().module(game);
  if (module === undefined) throw badInput([{ path: 'gameOptions', message: `${game} takes no format options` }]);
  const parsed = module.setup.optionsSchema.safeParse(given);
  if (!parsed.success) throw badInput(parsed.error.issues.map((issue) => ({ path: ['gameOptions', ...issue.path.map(String)].join('.'), message: issue.message })));
  return parsed.data;
}

export function matchResult(input: MatchResultInput): MatchResult {
  const valid = parse(resultSchema, dropNulls(input));
  return { winner: valid.winner, games: valid.games ?? [] };
}

export function pairedTables(input: TableInput[]): PairedTable[] {
  return parse(tablesSchema, input).map((t) => ({ table: t.table, a: t.a, b: t.b ?? null }));
}
