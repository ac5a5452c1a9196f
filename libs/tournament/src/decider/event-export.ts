import type { EventFile } from '../history/event-file.js';
import type { SwissMatch } from '../history/model.js';
import { standingsFormat, swissHistoryOf, swissRounds } from './projection.js';
import type { TournamentState } from './types.js';

export interface EventExportOptions {
  /** Include the seed before the event ends (the organizer's own copy); after the end it is public. */
  readonly includeSeed?: boolean;
}

/** A match as EVENT.json writes it: a bye as `{ a, b: null }`, nothing empty. */
function fileMatch(match: SwissMatch): NonNullable<EventFile['rounds']>[number]['matches'][number] {
  if (match.b === null) return { a: match.a, b: null };
  const { games, ...rest } = match;
  const kept = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Omit<SwissMatch, 'games'>;
  return games === undefined ? kept : { ...kept, games: games.map((g) => ({ ...g })) };
}

/**
 * The tournament as EVENT.json (the CLI's format): its players with drops and late entries, every
 * finished Swiss round (how it was paired, and the draw used), the tiebreak matches, the format,
 * the prize places and the Swiss rounds planned, and — once the event has ended — its final places
 * and its seed, so
 * `swiss pair` and `standings` re-check every pairing and the standings offline.
 */
export function exportEventFile(state: TournamentState, options: EventExportOptions = {}): EventFile {
  const config = state.config!;
  const history = swissHistoryOf(state);
  const format = standingsFormat(state);
  const finished = swissRounds(state).filter((r) => r.ended);
  const revealed = state.status === 'ended' || options.includeSeed === true;
  return {
    tiebreakers: [...format.tiebreakers],
    ...(revealed ? { seed: config.seed } : {}),
    players: history.players.map((p) => ({
      id: p.id,
      ...(p.name === undefined ? {} : { name: p.name }),
      ...(p.joinedRound !== undefined && p.joinedRound > 1 ? { joinedRound: p.joinedRound } : {}),
      ...(p.droppedAfterRound === undefined ? {} : { droppedAfterRound: p.droppedAfterRound }),
    })),
    rounds: history.rounds.map((round, index) => ({
      matches: round.matches.map(fileMatch),
      method: finished[index]!.method,
      ...(finished[index]!.attempt ? { attempt: finished[index]!.attempt } : {}),
    })),
    ...(history.tiebreaks ? { tiebreaks: history.tiebreaks.map(fileMatch) } : {}),
    ...(state.status === 'ended' && state.placings.length > 0
      ? { placings: state.placings.map((p) => ({ ...p })) }
      : {}),
    prizePlaces: format.prizePlaces,
    ...(format.plannedRounds === null ? {} : { swissRounds: format.plannedRounds }),
    format: {
      byeScore: format.byeScore,
      lateEntry: format.lateEntry,
      exhaustedPairings: format.exhaustedPairings,
      relevantPlaces: format.relevantPlaces,
      cutSeedTies: format.cutSeedTies,
      byeInOwnPercentage: format.byeInOwnPercentage,
    },
  };
}
