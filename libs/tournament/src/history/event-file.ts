import { z } from 'zod';
import { problem, type TournamentProblem } from '../violations.js';
import { DEFAULT_FORMAT, TIEBREAK_PRESETS, type SwissFormat, type SwissHistory, type TiebreakCriterion } from './model.js';
import type { TournamentSeed } from './seeded-random.js';
import { validateHistory } from './validate.js';

/**
 * EVENT.json (issue 4, "CLI"): `{ tiebreakers, seed, players, rounds }`, plus an optional
 * `format` with the policy options of tournament-anchors.md §5 (bye SCORE, late entries,
 * exhausted pairings, relevant places). Read by `swiss pair` and `standings`.
 */

const criterion = z.enum(['score', 'head-to-head', 'opponents-points', 'opponents-score', 'omw', 'gw', 'ogw', 'buchholz', 'sonneborn-berger']);
const round = z.number().int().positive();
const life = z.number().int().finite();
const games = z.number().int().nonnegative();

const matchSchema = z.object({
  a: z.string().min(1),
  b: z.string().min(1).nullable(),
  winner: z.enum(['a', 'b', 'draw']),
  lifeA: life.optional(),
  lifeB: life.optional(),
  gamesA: games.optional(),
  gamesB: games.optional(),
  gamesDrawn: games.optional(),
});

export const eventFileSchema = z.object({
  tiebreakers: z.union([z.enum(['wot', 'mtg', 'chess']), z.array(criterion).min(1)]).default('wot'),
  seed: z.union([z.number().int(), z.string().min(1)]),
  players: z.array(z.object({ id: z.string().min(1), name: z.string().optional(), droppedAfterRound: round.optional(), joinedRound: round.optional() })),
  rounds: z.array(z.object({ matches: z.array(matchSchema) })).default([]),
  format: z
    .object({
      byeScore: z.number().int().optional(),
      lateEntry: z.enum(['loss', 'absent']).optional(),
      exhaustedPairings: z.enum(['refuse', 'fewest-rematches']).optional(),
      relevantPlaces: z.number().int().nonnegative().optional(),
      byeInOwnPercentage: z.boolean().optional(),
    })
    .optional(),
});

export type EventFile = z.input<typeof eventFileSchema>;

export interface SwissEvent {
  readonly history: SwissHistory;
  readonly format: SwissFormat;
  readonly seed: TournamentSeed;
}

export type EventFileResult = { readonly ok: true; readonly event: SwissEvent } | { readonly ok: false; readonly problems: readonly TournamentProblem[] };

function schemaProblems(error: z.ZodError): TournamentProblem[] {
  return error.issues.map((issue) => {
    const where = issue.path.join('.') || '(raíz / root)';
    return problem('tournament.event-file.invalid', `EVENT.json no válido en ${where}: ${issue.message}`, `Invalid EVENT.json at ${where}: ${issue.message}`);
  });
}

function tiebreakersOf(value: z.output<typeof eventFileSchema>['tiebreakers']): readonly TiebreakCriterion[] {
  return typeof value === 'string' ? TIEBREAK_PRESETS[value] : value;
}

/** Parses and checks an EVENT.json value; nothing is computed from an invalid file. */
export function parseEventFile(input: unknown): EventFileResult {
  const parsed = eventFileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error) };
  const file = parsed.data;
  const history: SwissHistory = { players: file.players, rounds: file.rounds };
  const found = validateHistory(history);
  if (found.length > 0) return { ok: false, problems: found };
  const format: SwissFormat = {
    ...DEFAULT_FORMAT,
    tiebreakers: tiebreakersOf(file.tiebreakers),
    ...Object.fromEntries(Object.entries(file.format ?? {}).filter(([, v]) => v !== undefined)),
  };
  return { ok: true, event: { history, format, seed: file.seed } };
}
