import { localized } from '@cronica/util';
import { DEFAULT_FORMAT, TIEBREAK_PRESETS, type SwissFormat } from '../history/model.js';
import type { CreateTournamentData, TournamentCommand } from './commands.js';
import type { Decision } from './decision.js';
import type { TournamentEvent } from './events.js';
import { DEFAULT_PRIZE_PLACES, roundsForField, validateTournamentOptions, type ConfigProblem } from './options.js';
import { refuse } from './refusals.js';
import type { TournamentConfig, TournamentState } from './types.js';

type Of<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;

function formatOf(data: CreateTournamentData): SwissFormat {
  const tiebreakers = typeof data.tiebreakers === 'string' ? TIEBREAK_PRESETS[data.tiebreakers] : (data.tiebreakers ?? DEFAULT_FORMAT.tiebreakers);
  return {
    ...DEFAULT_FORMAT,
    tiebreakers,
    relevantPlaces: data.topCut?.size ?? 0,
    prizePlaces: data.prizePlaces ?? DEFAULT_PRIZE_PLACES,
    cutSeedTies: data.topCut?.seedTies ?? DEFAULT_FORMAT.cutSeedTies,
    byeScore: data.byeScore ?? DEFAULT_FORMAT.byeScore,
    lateEntry: data.lateEntry === 'absent' ? 'absent' : 'loss',
    exhaustedPairings: data.exhaustedPairings ?? DEFAULT_FORMAT.exhaustedPairings,
  };
}

/** The configuration with every default filled in (`options.ts`), or what is wrong with the options. */
export function configOf(data: CreateTournamentData): TournamentConfig | readonly ConfigProblem[] {
  const problems = validateTournamentOptions(data);
  if (problems.length > 0) return problems;
  const byField = data.rounds === undefined || data.rounds === 'by-field-size';
  return {
    tournamentId: data.tournamentId,
    name: (data.name ?? data.tournamentId).trim(),
    description: (data.description ?? '').trim(),
    game: data.game,
    seed: data.seed,
    rounds: byField ? 0 : (data.rounds as number),
    roundsRule: byField ? 'by-field-size' : 'fixed',
    roundMinutes: data.roundMinutes ?? 45,
    extraTurns: data.extraTurns ?? 2,
    bestOf: data.bestOf ?? 1,
    legendaryLimit: data.legendaryLimit ?? 3,
    topCut: {
      size: (data.topCut?.size ?? 0) as TournamentConfig['topCut']['size'],
      finalBestOf: (data.topCut?.finalBestOf ?? 1) as 1 | 3,
      thirdPlaceMatch: data.topCut?.thirdPlaceMatch ?? false,
    },
    format: formatOf(data),
    requireDeckLists: data.requireDeckLists ?? true,
    lateEntries: data.lateEntry !== 'none',
    ...(data.gameOptions === undefined ? {} : { gameOptions: data.gameOptions }),
    ...(data.catalog === undefined ? {} : { catalog: data.catalog }),
  };
}

function configRefusal(problems: readonly ConfigProblem[]) {
  const es = problems.map((p) => `${p.field}: ${p.message.es}`).join(' ');
  const en = problems.map((p) => `${p.field}: ${p.message.en}`).join(' ');
  return refuse.badConfig(localized(es, en));
}

export function decideCreate(command: Of<'CreateTournament'>, state: TournamentState): Decision {
  if (state.status !== 'none') return refuse.alreadyCreated(command);
  const config = configOf(command.data);
  if (Array.isArray(config)) return configRefusal(config)(command);
  const { at } = command.data;
  const created: TournamentEvent = { type: 'TournamentCreated', data: { config: config as TournamentConfig, at } };
  return command.data.registration === 'open' ? [created, { type: 'RegistrationOpened', data: { at } }] : [created];
}

export function decideOpenRegistration(command: Of<'OpenRegistration'>, state: TournamentState): Decision {
  if (state.status !== 'created') return state.status === 'none' ? refuse.notCreated(command) : refuse.registrationNotOpen(command);
  return [{ type: 'RegistrationOpened', data: { at: command.data.at } }];
}

/**
 * Closing locks the lists (002 C.4) — every player still in needs one when lists are required (a
 * no-show without one is removed first: `RemovePlayer`) — and, "by field size", sets the rounds.
 */
export function decideCloseRegistration(command: Of<'CloseRegistration'>, state: TournamentState): Decision {
  if (state.status !== 'registration-open') return refuse.registrationNotOpen(command);
  const playing = state.order.filter((id) => state.players[id]!.droppedAfterRound === undefined);
  const missing = playing.filter((id) => state.players[id]!.deck === undefined);
  if (state.config!.requireDeckLists && missing.length > 0) return refuse.missingDecks(missing)(command);
  const lockedDecks = Object.fromEntries(state.order.flatMap((id) => (state.players[id]!.deck ? [[id, state.players[id]!.deck!.hash]] : [])));
  const rounds = state.config!.roundsRule === 'by-field-size' ? { rounds: roundsForField(playing.length) } : {};
  return [{ type: 'RegistrationClosed', data: { at: command.data.at, lockedDecks, ...rounds } }];
}
