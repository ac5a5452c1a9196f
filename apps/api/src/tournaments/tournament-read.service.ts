import { Inject, Injectable } from '@nestjs/common';
import type { GameRegistry } from '@cronica/games';
import * as read from '@cronica/projections';
import { gameFilter } from '../common/game-filter.js';
import type { ReadDb } from '@cronica/projections';
import { notFound } from '../common/errors.js';
import { READ_DB } from '../store/tokens.js';
import { feePaidBy, upcastGameOptions, type TournamentState } from '@cronica/tournament';
import { judgingAccounts, staffReadRole } from './roles.js';
import { formatOptionViews } from '../matches/format-option.model.js';
import { GAME_REGISTRY } from '../matches/match-config.js';
import type { Localized } from '@cronica/util';
import { pairingViews, roundClockOf } from './round-views.js';
import {
  type Pairing,
  type RoundClockView,
  Standing,
  Tournament,
  TournamentFormat,
  TournamentPlayer,
} from './tournament.models.js';

interface Summary {
  roundMinutes?: number;
  bestOf?: number;
  gameOptions?: Record<string, unknown> | null;
  /** Written by read models projected before the tournament held its game's options. */
  legendaryLimit?: number;
  extraTurns?: number;
  prizePlaces?: number;
  topCut?: { size: number; finalBestOf: number; thirdPlaceMatch: boolean };
  roundLabel?: { es: string; en: string } | null;
  tiebreakers?: string[];
  byeScore?: number;
  lateEntry?: string;
  exhaustedPairings?: string;
  roundsRule?: string;
  requireDeckLists?: boolean;
  winner?: string | null;
  topCutSeeds?: string[];
  announcement?: { text: string; at: number } | null;
  capacity?: number | null;
  placesLeft?: number | null;
  placesTaken?: number;
}

/** Public reads of the tournament read models. */
/** Tournaments whose last-read state is kept (the events running at once, with room to spare). */
const KEPT_STATES = 32;

@Injectable()
export class TournamentReadService {
  private readonly lastStates = new Map<string, { readonly revision: number; readonly state: TournamentState }>();

  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
  ) {}

  /** A page of the list; a game the registry lacks is bad input, never an empty page. */
  list(filter: Omit<read.TournamentFilter, 'game'> & { readonly game?: string | null }): Tournament[] {
    const game = gameFilter(this.games, filter.game);
    return read.listTournaments(this.db, { ...filter, game }).map(toTournament);
  }

  /** The events the account organizes or judges that have not ended, those under way first (at most `limit`). */
  staffedBy(accountId: string, limit: number): Tournament[] {
    return read
      .staffedTournaments(this.db, accountId, limit)
      .map(toTournament)
      .filter((tournament) => this.staffRole(tournament, accountId) !== null);
  }

  find(id: string): Tournament | null {
    const row = read.getTournament(this.db, id);
    return row ? toTournament(row) : null;
  }

  get(id: string): Tournament {
    const tournament = this.find(id);
    if (!tournament) throw notFound('torneo / tournament', id);
    return tournament;
  }

  /** The players with their desk status (guest, late entry, drop, deck list) from the folded state. */
  players(id: string): TournamentPlayer[] {
    const state = this.internalState(id);
    const locked = state !== null && state.status !== 'created' && state.status !== 'registration-open';
    return read.tournamentPlayers(this.db, id).map((row) => {
      const player = state?.players[row.playerId];
      const deckStatus = row.deckHash === null ? 'missing' : locked ? 'locked' : 'submitted';
      return Object.assign(new TournamentPlayer(), {
        playerId: row.playerId,
        name: row.name,
        status: row.status,
        hasDeck: row.deckHash !== null,
        deckStatus,
        guest: player?.guest === true,
        joinedRound: player?.joinedRound ?? 1,
        droppedAfterRound: player?.droppedAfterRound ?? null,
        tournamentId: id,
        drop: player?.droppedBy ?? null,
        checkIn: player?.checkedIn ?? null,
        feePaid: state ? (feePaidBy(state, row.playerId) ?? null) : null,
      });
    });
  }

  pairings(id: string, round?: number, includeUnpublished = false): Pairing[] {
    const rows = read.pairings(this.db, id, round).filter((row) => includeUnpublished || row.published);
    return pairingViews(id, this.internalState(id), rows);
  }

  /** The current round's name, as the projection summarised it (null before any round). */
  roundLabel(tournament: Tournament): Localized | null {
    return (JSON.parse(tournament.summary) as Summary).roundLabel ?? null;
  }

  /** Each player's name as pages show it: an account's current display name, a guest's registered one. */
  playerNames(id: string): Map<string, string> {
    return new Map(read.tournamentPlayers(this.db, id).map((p) => [p.playerId, p.name]));
  }

  standings(id: string): Standing[] {
    const names = this.playerNames(id);
    return read.standings(this.db, id).map((row) => {
      const detail = JSON.parse(row.detail) as {
        record: { wins: number; draws: number; losses: number; byes: number };
        dropped: boolean;
        tiebreakMatch: boolean;
      };
      return Object.assign(new Standing(), {
        rank: row.rank,
        playerId: row.playerId,
        playerName: names.get(row.playerId) ?? row.playerId,
        points: row.points,
        tiebreakers: Object.entries(JSON.parse(row.tiebreakers) as Record<string, number | null>).map(
          ([name, value]) => ({ name, value }),
        ),
        random: row.random,
        tiebreakMatch: detail.tiebreakMatch,
        dropped: detail.dropped,
        ...detail.record,
      });
    });
  }

  format(tournament: Tournament): TournamentFormat | null {
    const summary = JSON.parse(tournament.summary) as Summary;
    if (summary.roundMinutes === undefined) return null;
    const game = this.games.find(tournament.game);
    const { gameOptions, legendaryLimit, extraTurns } = summary;
    const options = gameOptions ?? upcastGameOptions(game, { legendaryLimit, extraTurns }) ?? null;
    return Object.assign(new TournamentFormat(), {
      roundMinutes: summary.roundMinutes,
      bestOf: summary.bestOf ?? 1,
      gameOptions: options,
      // The best-of reads as the event's own rows (Swiss matches, the final).
      options: formatOptionViews(
        game,
        options,
        game?.module?.setup.bestOfOption === undefined ? [] : [game.module.setup.bestOfOption],
      ),
      prizePlaces: summary.prizePlaces ?? 0,
      topCutSize: summary.topCut?.size ?? 0,
      finalBestOf: summary.topCut?.finalBestOf ?? 1,
      thirdPlaceMatch: summary.topCut?.thirdPlaceMatch ?? false,
      tiebreakers: summary.tiebreakers ?? [],
      byeScore: summary.byeScore ?? 0,
      lateEntry: summary.lateEntry ?? 'loss',
      exhaustedPairings: summary.exhaustedPairings ?? 'refuse',
      roundsRule: summary.roundsRule ?? 'fixed',
      requireDeckLists: summary.requireDeckLists ?? true,
      capacity: summary.capacity ?? null,
    });
  }

  winner(tournament: Tournament): string | null {
    return (JSON.parse(tournament.summary) as Summary).winner ?? null;
  }

  /** Places a player can still take from their phone, as the projection counted them (null: no limit). */
  placesLeft(tournament: Tournament): number | null {
    return (JSON.parse(tournament.summary) as Summary).placesLeft ?? null;
  }

  /** Players holding a place (not dropped), as the projection counted them; a summary written before it was counted says every player. */
  placesTaken(tournament: Tournament): number {
    return (JSON.parse(tournament.summary) as Summary).placesTaken ?? tournament.playerCount;
  }

  /** The staff's notice to the room while the event runs, as the projection summarised it. */
  announcement(tournament: Tournament): { text: string; at: number } | null {
    return (JSON.parse(tournament.summary) as Summary).announcement ?? null;
  }

  staff(id: string): Array<{ accountId: string; role: string }> {
    return read.tournamentStaff(this.db, id);
  }

  /**
   * The account's staff role in the tournament for a read (organizer, judge) or null: the one read
   * rule (`readRole`), so a registered player is never staff, whichever read asks.
   */
  staffRole(
    tournament: Pick<Tournament, 'id' | 'organizerId'>,
    accountId: string | null | undefined,
  ): 'organizer' | 'judge' | null {
    if (!accountId) return null;
    return staffReadRole(accountId, {
      organizerId: tournament.organizerId ?? null,
      isJudge: read.staffRoles(this.db, tournament.id, accountId).includes('judge'),
      isPlayer: this.internalState(tournament.id)?.players[accountId] !== undefined,
    });
  }

  /** Who judges the event now (its appointed judges and its organizer): who may be, or stay, head judge. */
  judging(tournament: Pick<Tournament, 'id' | 'organizerId'>): ReadonlySet<string> {
    const judges = this.staff(tournament.id).flatMap((s) => (s.role === 'judge' ? [s.accountId] : []));
    return judgingAccounts(tournament.organizerId ?? null, judges);
  }

  /** The round clock of the open round (or the last one), at `now`. */
  clock(id: string, now: number): RoundClockView | null {
    return roundClockOf(this.internalState(id), now);
  }

  /** The folded state (holds secrets): only for the API's own role-checked reads. */
  /**
   * The tournament's whole state. One page view asks for it from several fields, and views repeat
   * between results: the state read last is kept per tournament with the revision it was projected
   * at, so while nothing changed a read costs one small row, not the whole event (2,048 players).
   * Callers never change it (the tournament library is pure).
   */
  internalState(id: string): TournamentState | null {
    const revision = read.tournamentStateRevision(this.db, id);
    if (revision === undefined) {
      this.lastStates.delete(id);
      return null;
    }
    const kept = this.lastStates.get(id);
    if (kept !== undefined && kept.revision === revision) return kept.state;
    const state = read.tournamentState(this.db, id) ?? null;
    if (state === null) return null;
    this.lastStates.delete(id);
    this.lastStates.set(id, { revision, state });
    if (this.lastStates.size > KEPT_STATES) this.lastStates.delete(this.lastStates.keys().next().value as string);
    return state;
  }
}

function toTournament(row: read.TournamentRow): Tournament {
  return Object.assign(new Tournament(), {
    id: row.id,
    name: row.name,
    game: row.game,
    status: row.status,
    currentRound: row.currentRound,
    plannedRounds: row.plannedRounds,
    playerCount: row.playerCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    organizerId: row.organizerId,
    summary: row.summary,
  });
}
