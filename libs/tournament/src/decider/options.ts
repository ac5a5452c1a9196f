import type { TiebreakCriterion, TiebreakPreset } from '../history/model.js';
import { invalid, type ConfigProblem } from './config-problem.js';
import { detailProblems, gameProblems, seedProblems } from './event-options.js';
import { platformGames, type GameLookup } from './game-format.js';
import type { EventSchedule } from './schedule.js';
import { roundProblems, tiebreakProblems } from './swiss-options.js';
import { cutProblems, placeProblems } from './top-cut-options.js';

export type LateEntryPolicy = 'loss' | 'absent' | 'none';

/**
 * What the organizer chooses at creation (every field but the id, game and seed has a default);
 * `startsAt`, `timeZone`, `venue`: when and where, as announced (`schedule.ts`).
 */
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

/** The choices of how the event runs: late entries, pairings out of rematch-free options, registration at creation. */
function choiceProblems(o: TournamentOptions): ConfigProblem[] {
  const found: ConfigProblem[] = [];
  if (o.lateEntry !== undefined && !['loss', 'absent', 'none'].includes(o.lateEntry))
    found.push(invalid('lateEntry', 'Inscripción tardía: loss, absent o none.', 'Late entry: loss, absent or none.'));
  if (o.exhaustedPairings !== undefined && !['refuse', 'fewest-rematches'].includes(o.exhaustedPairings))
    found.push(
      invalid('exhaustedPairings', 'Revanchas: refuse o fewest-rematches.', 'Rematches: refuse or fewest-rematches.'),
    );
  if (o.registration !== undefined && !['open', 'closed'].includes(o.registration))
    found.push(invalid('registration', 'Inscripción: open o closed.', 'Registration: open or closed.'));
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
