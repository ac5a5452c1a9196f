import { z } from 'zod';
import { problem, type TournamentProblem } from '../violations.js';
import {
  TIEBREAK_CRITERIA,
  DEFAULT_FORMAT,
  TIEBREAK_PRESETS,
  type SwissFormat,
  type SwissHistory,
  type SwissMatch,
  type TiebreakCriterion,
} from './model.js';
import type { TournamentSeed } from './seeded-random.js';
import { validateHistory } from './validate.js';

/**
 * EVENT.json, read by `swiss pair` and `standings`: `{ tiebreakers, seed, players, rounds }`, plus
 * optional parts — `format` (bye SCORE, late entries, exhausted pairings, cut places), `prizePlaces`
 * (places carrying a prize: a tie there needs a tiebreak match, 002 C.2.4.2), `swissRounds` (the
 * rounds the event plays: before the last, ties stay random), a match's `games` (best-of-N: SCORE
 * clamps each game, 002 C.2.1), `tiebreaks` (tiebreak matches played) and, per round, how it was
 * paired (`method`, `attempt`). A bye row may omit `winner` and the life totals. Without `seed`
 * (the event has not ended, so its seed is still secret) standings break random ties by id.
 */

const criterion = z.enum(TIEBREAK_CRITERIA);
const round = z.number().int().positive();
const life = z.number().int().finite();
const games = z.number().int().nonnegative();
const winner = z.enum(['a', 'b', 'draw']);

const gameSchema = z.object({ winner, lifeA: life.optional(), lifeB: life.optional() });

const matchSchema = z
  .object({
    a: z.string().min(1),
    b: z.string().min(1).nullable(),
    winner: winner.optional(),
    lifeA: life.optional(),
    lifeB: life.optional(),
    gamesA: games.optional(),
    gamesB: games.optional(),
    gamesDrawn: games.optional(),
    games: z.array(gameSchema).max(15).optional(),
  })
  .refine((m) => m.b === null || m.winner !== undefined, {
    message: 'a match needs a winner (only a bye may omit it)',
    path: ['winner'],
  });

export const eventFileSchema = z.object({
  tiebreakers: z.union([z.enum(['wot', 'mtg', 'chess']), z.array(criterion).min(1)]).default('wot'),
  seed: z.union([z.number().int(), z.string().min(1)]).optional(),
  players: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().optional(),
      droppedAfterRound: z.number().int().nonnegative().optional(),
      joinedRound: round.optional(),
    }),
  ),
  rounds: z
    .array(
      z.object({
        matches: z.array(matchSchema),
        method: z.string().optional(),
        attempt: z.number().int().nonnegative().optional(),
      }),
    )
    .default([]),
  tiebreaks: z.array(matchSchema).optional(),
  placings: z
    .array(z.object({ player: z.string().min(1), place: round, to: round, disqualified: z.boolean().optional() }))
    .optional(),
  prizePlaces: z.number().int().nonnegative().optional(),
  swissRounds: z.number().int().nonnegative().optional(),
  format: z
    .object({
      byeScore: z.number().int().optional(),
      lateEntry: z.enum(['loss', 'absent']).optional(),
      exhaustedPairings: z.enum(['refuse', 'fewest-rematches']).optional(),
      relevantPlaces: z.number().int().nonnegative().optional(),
      cutSeedTies: z.enum(['random', 'match']).optional(),
      byeInOwnPercentage: z.boolean().optional(),
    })
    .optional(),
});

export type EventFile = z.input<typeof eventFileSchema>;

/** A final place as EVENT.json records it (1st; 3rd–4th shared; a disqualified player takes none). */
export interface EventPlacing {
  readonly player: string;
  readonly place: number;
  readonly to: number;
  readonly disqualified?: boolean;
}

export interface SwissEvent {
  readonly history: SwissHistory;
  /** The final places, once the event has ended. */
  readonly placings?: readonly EventPlacing[];
  readonly format: SwissFormat;
  /** Absent while the event's seed is secret: random ties are then broken by id (`swiss pair` needs it). */
  readonly seed: TournamentSeed | undefined;
}

export type EventFileResult =
  | { readonly ok: true; readonly event: SwissEvent }
  | { readonly ok: false; readonly problems: readonly TournamentProblem[] };

function schemaProblems(error: z.ZodError): TournamentProblem[] {
  return error.issues.map((issue) => {
    const where = issue.path.join('.') || '(raíz / root)';
    return problem(
      'tournament.event-file.invalid',
      `EVENT.json no válido en ${where}: ${issue.message}`,
      `Invalid EVENT.json at ${where}: ${issue.message}`,
    );
  });
}

function tiebreakersOf(value: z.output<typeof eventFileSchema>['tiebreakers']): readonly TiebreakCriterion[] {
  return typeof value === 'string' ? TIEBREAK_PRESETS[value] : value;
}

/** A bye row without a winner is a win for its player. */
function matchOf(m: z.output<typeof matchSchema>): SwissMatch {
  const { winner: w, ...rest } = m;
  return { ...rest, winner: w ?? 'a' };
}

/** Parses and checks an EVENT.json value; nothing is computed from an invalid file. */
export function parseEventFile(input: unknown): EventFileResult {
  const parsed = eventFileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error) };
  const file = parsed.data;
  const history: SwissHistory = {
    players: file.players,
    rounds: file.rounds.map((r) => ({ matches: r.matches.map(matchOf) })),
    ...(file.tiebreaks ? { tiebreaks: file.tiebreaks.map(matchOf) } : {}),
  };
  const found = validateHistory(history);
  if (found.length > 0) return { ok: false, problems: found };
  const format: SwissFormat = {
    ...DEFAULT_FORMAT,
    tiebreakers: tiebreakersOf(file.tiebreakers),
    ...Object.fromEntries(Object.entries(file.format ?? {}).filter(([, v]) => v !== undefined)),
    prizePlaces: file.prizePlaces ?? 0,
    plannedRounds: file.swissRounds ?? null,
  };
  const known = new Set(history.players.map((p) => p.id));
  const stranger = file.placings?.find((p) => !known.has(p.player) || p.to < p.place);
  if (stranger)
    return {
      ok: false,
      problems: [
        problem(
          'tournament.event-file.invalid',
          `Puesto no válido de «${stranger.player}».`,
          `Invalid placing of "${stranger.player}".`,
        ),
      ],
    };
  return {
    ok: true,
    event: { history, format, seed: file.seed, ...(file.placings ? { placings: file.placings } : {}) },
  };
}
