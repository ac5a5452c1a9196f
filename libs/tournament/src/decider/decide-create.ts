import type { GameEntry } from '@cronica/games';
import { cleanName, localized } from '@cronica/util';
import { DEFAULT_FORMAT, type SwissFormat } from '../history/model.js';
import type { CreateTournamentData, TournamentDecideContext, CommandOf, EventDetails } from './commands.js';
import type { ConfigProblem } from './config-problem.js';
import type { Decision } from './decision.js';
import type { TournamentEvent } from './events.js';
import { platformGames, tournamentGameOptions, type GameLookup } from './game-format.js';
import { detailProblems } from './event-options.js';
import { DEFAULT_PRIZE_PLACES } from './option-table.js';
import { validateTournamentOptions } from './options.js';
import { playerNames, refuse } from './refusals.js';
import type { EventSchedule } from './schedule.js';
import { roundsForField, tiebreakChain } from './swiss-options.js';
import type { TournamentConfig, TournamentState } from './types.js';

/** When and where, kept only as given (an event without them reads as before). */
function announced(data: EventSchedule): Pick<TournamentConfig, keyof EventSchedule> {
  const venue = (data.venue ?? '').trim();
  const lead = data.startsAt === undefined ? undefined : data.checkInOpensBefore;
  return {
    ...(data.startsAt === undefined ? {} : { startsAt: data.startsAt, timeZone: data.timeZone }),
    ...(venue === '' ? {} : { venue }),
    ...(lead === undefined ? {} : { checkInOpensBefore: lead }),
    ...(data.entryFee === undefined
      ? {}
      : { entryFee: { amount: data.entryFee.amount, currency: data.entryFee.currency } }),
  };
}

function formatOf(data: CreateTournamentData, game: GameEntry | undefined): SwissFormat {
  return {
    ...DEFAULT_FORMAT,
    tiebreakers: tiebreakChain(data, game),
    relevantPlaces: data.topCut?.size ?? 0,
    prizePlaces: data.prizePlaces ?? DEFAULT_PRIZE_PLACES,
    cutSeedTies: data.topCut?.seedTies ?? DEFAULT_FORMAT.cutSeedTies,
    byeScore: data.byeScore ?? DEFAULT_FORMAT.byeScore,
    lateEntry: data.lateEntry === 'absent' ? 'absent' : 'loss',
    exhaustedPairings: data.exhaustedPairings ?? DEFAULT_FORMAT.exhaustedPairings,
  };
}

/**
 * The configuration with every default filled in (`option-table.ts`, and the game's own from its library),
 * or what is wrong with the options.
 */
export function configOf(
  data: CreateTournamentData,
  games: GameLookup = platformGames,
): TournamentConfig | readonly ConfigProblem[] {
  const problems = validateTournamentOptions(data, games);
  if (problems.length > 0) return problems;
  const game = games(data.game)!;
  const gameOptions = tournamentGameOptions(game, data.gameOptions);
  const byField = data.rounds === undefined || data.rounds === 'by-field-size';
  return {
    tournamentId: data.tournamentId,
    name: cleanName(data.name ?? data.tournamentId),
    description: (data.description ?? '').trim(),
    ...announced(data),
    game: data.game,
    seed: data.seed,
    rounds: byField ? 0 : (data.rounds as number),
    roundsRule: byField ? 'by-field-size' : 'fixed',
    roundMinutes: data.roundMinutes ?? game.format?.roundMinutes.default ?? 45,
    bestOf: data.bestOf ?? 1,
    topCut: {
      size: (data.topCut?.size ?? 0) as TournamentConfig['topCut']['size'],
      finalBestOf: (data.topCut?.finalBestOf ?? 1) as 1 | 3,
      thirdPlaceMatch: data.topCut?.thirdPlaceMatch ?? false,
    },
    format: formatOf(data, game),
    requireDeckLists: data.requireDeckLists ?? true,
    lateEntries: data.lateEntry !== 'none',
    ...(data.capacity === undefined ? {} : { capacity: data.capacity }),
    ...(gameOptions === undefined ? {} : { gameOptions }),
    ...(data.catalog === undefined ? {} : { catalog: data.catalog }),
  };
}

function configRefusal(problems: readonly ConfigProblem[]) {
  const es = problems.map((p) => `${p.field}: ${p.message.es}`).join(' ');
  const en = problems.map((p) => `${p.field}: ${p.message.en}`).join(' ');
  return refuse.badConfig(localized(es, en));
}

export function decideCreate(
  command: CommandOf<'CreateTournament'>,
  state: TournamentState,
  ctx: TournamentDecideContext = {},
): Decision {
  if (state.status !== 'none') return refuse.alreadyCreated(command);
  const config = configOf(command.data, ctx.games);
  if (Array.isArray(config)) return configRefusal(config)(command);
  const { at } = command.data;
  const created: TournamentEvent = { type: 'TournamentCreated', data: { config: config as TournamentConfig, at } };
  return command.data.registration === 'open' ? [created, { type: 'RegistrationOpened', data: { at } }] : [created];
}

/** The details as the config would hold them: the name cleaned, the texts trimmed, a start only with its zone. */
function detailsOf(data: EventDetails): EventDetails {
  return { name: cleanName(data.name), description: data.description.trim(), ...announced(data) };
}

/** Correcting what the public reads of an event: refused with each wrong field; the same details again change nothing. */
export function decideChangeDetails(command: CommandOf<'ChangeEventDetails'>, state: TournamentState): Decision {
  const problems = detailProblems(command.data);
  if (problems.length > 0) return configRefusal(problems)(command);
  const details = detailsOf(command.data);
  const config = state.config!;
  const current = detailsOf({ ...config });
  if (JSON.stringify(details) === JSON.stringify(current)) return [];
  return [{ type: 'EventDetailsChanged', data: { ...details, at: command.data.at } }];
}

export function decideOpenRegistration(command: CommandOf<'OpenRegistration'>, state: TournamentState): Decision {
  if (state.status !== 'created')
    return state.status === 'none' ? refuse.notCreated(command) : refuse.registrationNotOpen(command);
  return [{ type: 'RegistrationOpened', data: { at: command.data.at } }];
}

/**
 * Closing locks the lists (002 C.4) — every player still in needs one when lists are required (a
 * no-show without one is removed first: `RemovePlayer`) — and, "by field size", sets the rounds.
 */
export function decideCloseRegistration(command: CommandOf<'CloseRegistration'>, state: TournamentState): Decision {
  if (state.status !== 'registration-open') return refuse.registrationNotOpen(command);
  const playing = state.order.filter((id) => state.players[id]!.droppedAfterRound === undefined);
  const missing = playing.filter((id) => state.players[id]!.deck === undefined);
  if (state.config!.requireDeckLists && missing.length > 0)
    return refuse.missingDecks(playerNames(state, missing))(command);
  const lockedDecks = Object.fromEntries(
    state.order.flatMap((id) => (state.players[id]!.deck ? [[id, state.players[id]!.deck!.hash]] : [])),
  );
  const rounds = state.config!.roundsRule === 'by-field-size' ? { rounds: roundsForField(playing.length) } : {};
  return [{ type: 'RegistrationClosed', data: { at: command.data.at, lockedDecks, ...rounds } }];
}
