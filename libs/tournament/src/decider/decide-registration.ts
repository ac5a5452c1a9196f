import type { RuleViolation } from '@cronica/rules-kernel';
import { DEFAULT_FORMAT, TIEBREAK_PRESETS, type SwissFormat } from '../history/model.js';
import type { CreateTournamentData, TournamentCommand, TournamentDecideContext } from './commands.js';
import { deckListHash } from './deck-hash.js';
import type { TournamentEvent } from './events.js';
import { lastRoundNumber, openRound, tableOf } from './projection.js';
import { refuse } from './refusals.js';
import type { TournamentConfig, TournamentState } from './types.js';

export type Decision = readonly TournamentEvent[] | RuleViolation;
type Of<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;

const TOP_CUT_SIZES = [0, 2, 4, 8, 16];

function formatOf(data: CreateTournamentData): SwissFormat {
  const tiebreakers = typeof data.tiebreakers === 'string' ? TIEBREAK_PRESETS[data.tiebreakers] : (data.tiebreakers ?? DEFAULT_FORMAT.tiebreakers);
  const size = data.topCut?.size ?? 0;
  return {
    ...DEFAULT_FORMAT, tiebreakers, relevantPlaces: size,
    byeScore: data.byeScore ?? DEFAULT_FORMAT.byeScore,
    lateEntry: data.lateEntry ?? DEFAULT_FORMAT.lateEntry,
    exhaustedPairings: data.exhaustedPairings ?? DEFAULT_FORMAT.exhaustedPairings,
  };
}

/** The configuration, or what is wrong with it (002 C.1: 45 min; C.5: legendaries 0..3). */
export function configOf(data: CreateTournamentData): TournamentConfig | string {
  const config: TournamentConfig = {
    tournamentId: data.tournamentId, name: (data.name ?? data.tournamentId).trim(), description: (data.description ?? '').trim(), game: data.game, seed: data.seed, rounds: data.rounds,
    roundMinutes: data.roundMinutes ?? 45, bestOf: data.bestOf ?? 1, legendaryLimit: data.legendaryLimit ?? 3,
    topCut: { size: (data.topCut?.size ?? 0) as TournamentConfig['topCut']['size'], finalBestOf: data.topCut?.finalBestOf ?? 1, thirdPlaceMatch: data.topCut?.thirdPlaceMatch ?? false },
    format: formatOf(data), requireDeckLists: data.requireDeckLists ?? true,
    ...(data.gameOptions === undefined ? {} : { gameOptions: data.gameOptions }),
  };
  if (config.name.length < 1 || config.name.length > 120) return 'name 1–120 characters';
  if (config.description.length > 2000) return 'description ≤ 2000 characters';
  if (!Number.isInteger(config.rounds) || config.rounds < 1) return 'rounds ≥ 1';
  if (!(config.roundMinutes > 0)) return 'roundMinutes > 0';
  if (!Number.isInteger(config.bestOf) || config.bestOf < 1 || config.bestOf % 2 === 0) return 'bestOf odd ≥ 1';
  if (!Number.isInteger(config.legendaryLimit) || config.legendaryLimit < 0 || config.legendaryLimit > 3) return 'legendaryLimit 0..3';
  if (!TOP_CUT_SIZES.includes(config.topCut.size)) return 'topCut.size 0|2|4|8|16';
  if (config.seed.length < 8) return 'seed ≥ 8 characters';
  return config;
}

export function decideCreate(command: Of<'CreateTournament'>, state: TournamentState): Decision {
  if (state.status !== 'none') return refuse.alreadyCreated(command);
  const config = configOf(command.data);
  if (typeof config === 'string') return refuse.badConfig(config)(command);
  return [{ type: 'TournamentCreated', data: { config, at: command.data.at } }];
}

export function decideOpenRegistration(command: Of<'OpenRegistration'>, state: TournamentState): Decision {
  if (state.status !== 'created') return state.status === 'none' ? refuse.notCreated(command) : refuse.registrationNotOpen(command);
  return [{ type: 'RegistrationOpened', data: { at: command.data.at } }];
}

export function decideRegister(command: Of<'RegisterPlayer'>, state: TournamentState): Decision {
  if (state.status !== 'registration-open') return refuse.registrationNotOpen(command);
  if (state.players[command.data.playerId]) return refuse.duplicatePlayer(command);
  if (command.data.by.role === 'player' && command.data.by.id !== command.data.playerId) return refuse.notAllowed(command);
  return [{ type: 'PlayerRegistered', data: { playerId: command.data.playerId, name: command.data.name, at: command.data.at } }];
}

/** 002 C.4: the list is handed in at registration, checked by the game's validator, and hashed. */
export function decideSubmitDeck(command: Of<'SubmitDeckList'>, state: TournamentState, ctx: TournamentDecideContext): Decision {
  const { playerId, deck, by, at } = command.data;
  if (by.role === 'player' && by.id !== playerId) return refuse.notAllowed(command);
  if (!state.players[playerId]) return refuse.unknownPlayer(command);
  if (state.status !== 'registration-open') return refuse.decksLocked(command);
  if (deck.game !== state.config!.game) return refuse.wrongGame(command);
  if (ctx.validateDeck === undefined) return refuse.noValidator(command);
  const verdict = ctx.validateDeck(deck, { catalog: ctx.catalog, legendaryLimit: state.config!.legendaryLimit });
  if (!verdict.valid) return refuse.invalidDeck(verdict.errors)(command);
  return [{ type: 'DeckListSubmitted', data: { playerId, deck, hash: deckListHash(deck), at } }];
}

export function decideCloseRegistration(command: Of<'CloseRegistration'>, state: TournamentState): Decision {
  if (state.status !== 'registration-open') return refuse.registrationNotOpen(command);
  const missing = state.order.filter((id) => state.players[id]!.deck === undefined);
  if (state.config!.requireDeckLists && missing.length > 0) return refuse.missingDecks(missing)(command);
  const lockedDecks = Object.fromEntries(state.order.flatMap((id) => (state.players[id]!.deck ? [[id, state.players[id]!.deck!.hash]] : [])));
  return [{ type: 'RegistrationClosed', data: { at: command.data.at, lockedDecks } }];
}

/** Late entries join the next round to pair; earlier rounds count per `lateEntry` (losses by default). */
export function decideLateEntry(command: Of<'AddLateEntry'>, state: TournamentState): Decision {
  if (state.status !== 'registration-closed') return refuse.registrationOpen(command);
  if (state.players[command.data.playerId]) return refuse.duplicatePlayer(command);
  const current = openRound(state);
  const joinedRound = current ? current.number + 1 : lastRoundNumber(state) + 1;
  if (joinedRound > state.config!.rounds) return refuse.allRoundsPlayed(command);
  return [{ type: 'LateEntryAdded', data: { playerId: command.data.playerId, name: command.data.name, joinedRound, at: command.data.at } }];
}

/**
 * A drop (tournament-anchors.md §5.3). Paired but not yet published: the player leaves this round
 * and the organizer pairs again. Published and unfinished: the player concedes that match. Either
 * way the player stays in the standings and is never paired again.
 */
export function decideDrop(command: Of<'DropPlayer'>, state: TournamentState): Decision {
  const { playerId, by, at } = command.data;
  const player = state.players[playerId];
  if (!player) return refuse.unknownPlayer(command);
  if (by.role === 'player' && by.id !== playerId) return refuse.notAllowed(command);
  if (player.droppedAfterRound !== undefined) return refuse.playerDropped(command);
  if (state.status === 'ended') return refuse.ended(command);
  const current = openRound(state);
  if (!current) return [{ type: 'PlayerDropped', data: { playerId, afterRound: lastRoundNumber(state), at } }];
  if (!current.published) return [{ type: 'PlayerDropped', data: { playerId, afterRound: current.number - 1, at } }];
  const dropped: TournamentEvent = { type: 'PlayerDropped', data: { playerId, afterRound: current.number, at } };
  const table = tableOf(current, playerId);
  if (!table || table.final || table.b === null) return [dropped];
  const winner = table.a === playerId ? 'b' : 'a';
  return [dropped, { type: 'ResultConfirmed', data: { round: current.number, table: table.table, result: { winner, games: [] }, by: playerId, via: 'drop', at } }];
}
