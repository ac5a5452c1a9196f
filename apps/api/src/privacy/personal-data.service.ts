import { Inject, Injectable } from '@nestjs/common';
import * as read from '@cronica/projections';
import type { ReadDb } from '@cronica/projections';
import { feePaidBy, waitingPlayers, waitlistPlace } from '@cronica/tournament';
import { AuthService } from '../auth/auth.service.js';
import { AccountRecovery } from '../auth/recovery.service.js';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { DomainError } from '../common/errors.js';
import { DeckLibraryService } from '../decks/deck-library.service.js';
import { MatchAppealsService } from '../matches/match-appeals.service.js';
import { MatchReplayService } from '../matches/match-replay.service.js';
import { READ_DB } from '../store/tokens.js';
import { JudgingReadService, type JudgingScope } from '../tournaments/judging-read.service.js';
import { TournamentReadService } from '../tournaments/tournament-read.service.js';

/** Bumped when the export's shape changes, so a reader of an old file knows what it holds. */
export const PERSONAL_DATA_FORMAT = 'cronica-personal-data/1';

const MATCH_PAGE = 100;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Everything Crónica keeps about the signed-in person (GDPR arts. 15 and 20), in one JSON
 * document, assembled from the read models through the same services and rules as every other
 * read: replays in the person's own seat's view (what the reveal phase allows it), judge records
 * filtered to what concerns them even when they are staff, and no token, hash or seed.
 */
@Injectable()
export class PersonalDataService {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    private readonly auth: AuthService,
    private readonly recovery: AccountRecovery,
    private readonly tournaments: TournamentReadService,
    private readonly judging: JudgingReadService,
    private readonly replays: MatchReplayService,
    private readonly appeals: MatchAppealsService,
    private readonly decks: DeckLibraryService,
  ) {}

  async export(viewer: Viewer, now = Date.now()): Promise<Record<string, unknown>> {
    const accountId = requireAccount(viewer);
    const account = await this.auth.account(viewer);
    const player = read.getPlayer(this.db, accountId);
    return {
      format: PERSONAL_DATA_FORMAT,
      exportedAt: iso(now),
      account: {
        id: accountId,
        username: account?.username ?? player?.username ?? null,
        displayName: player?.displayName ?? account?.displayName ?? null,
        language: account?.language ?? null,
        createdAt: player?.registeredAt ?? null,
        recoveryCode: await this.recovery.onFile(viewer, accountId),
        roles: ['player', ...read.accountStaffRoles(this.db, accountId).map((r) => `${r.role}:${r.tournamentId}`)],
      },
      sessions: (await this.auth.sessionsOf(viewer)).map((s) => ({
        createdAt: iso(s.createdAt),
        lastUsedAt: iso(s.lastSeenAt),
        endsAt: iso(s.endsAt),
      })),
      failedSignIns: await this.auth.failedSignIns(viewer, accountId),
      tournaments: this.tournamentsOf(accountId).map((id) => this.tournament(id, accountId)),
      waitingLists: read.waitingTournaments(this.db, accountId).map((id) => this.waiting(id, accountId)),
      matches: await this.matchesOf(viewer, accountId),
      savedDecks: await this.decks.mine(viewer, null),
      campaigns: read.listCampaigns(this.db, { memberId: accountId, limit: 1000 }),
      invitations: {
        received: read.invitationsFor(this.db, accountId, iso(now)!, 1000),
        sent: read.invitationsSentBy(this.db, accountId, iso(now)!, 1000),
      },
    };
  }

  /** The events the person is entered in, and those whose desk still holds a fee they paid before leaving the list. */
  private tournamentsOf(accountId: string): string[] {
    const ids = new Set([
      ...read.playerTournaments(this.db, accountId),
      ...read.feePayerTournaments(this.db, accountId),
    ]);
    return [...ids].sort();
  }

  /**
   * One tournament: the person's entry, deck list, standing, pairings, the judge's records about
   * them and the entry fee the desk recorded for them (kept after a withdrawal until handed back).
   */
  private tournament(id: string, accountId: string): Record<string, unknown> {
    const tournament = this.tournaments.find(id);
    const state = this.tournaments.internalState(id);
    const entry = state?.players[accountId];
    const payment = state ? feePaidBy(state, accountId) : undefined;
    const deck = entry?.deck;
    // A staff member is exported as a player here: only the records that concern them.
    const scope: JudgingScope = { accountId, staff: false };
    return {
      id,
      name: tournament?.name ?? null,
      game: tournament?.game ?? null,
      status: tournament?.status ?? null,
      registration: this.tournaments.players(id).find((p) => p.playerId === accountId) ?? null,
      entryFeePaid: payment ? { fee: payment.fee, paidAt: iso(payment.at), name: payment.name } : null,
      deckList: deck
        ? { list: deck.list, hash: deck.hash, submittedAt: iso(deck.submittedAt), history: entry.deckHistory ?? [] }
        : null,
      standing: this.tournaments.standings(id).find((s) => s.playerId === accountId) ?? null,
      pairings: this.tournaments.pairings(id).filter((p) => p.playerA === accountId || p.playerB === accountId),
      judgeCalls: this.judging.calls(id, scope),
      disputes: this.judging.disputes(id, scope),
      penalties: this.judging.penalties(id, scope),
      deckChecks: this.judging.deckChecks(id, scope),
    };
  }

  /** A full event's waiting list the person is on: the name they wait under, their place and since when. */
  private waiting(id: string, accountId: string): Record<string, unknown> {
    const state = this.tournaments.internalState(id);
    const entry = state ? waitingPlayers(state).find((w) => w.playerId === accountId) : undefined;
    return {
      tournamentId: id,
      tournament: this.tournaments.find(id)?.name ?? null,
      name: entry?.name ?? null,
      place: state ? waitlistPlace(state, accountId) : null,
      since: entry ? iso(entry.at) : null,
    };
  }

  private async matchesOf(viewer: Viewer, accountId: string): Promise<Array<Record<string, unknown>>> {
    const rows: read.MatchSummaryRow[] = [];
    for (let offset = 0; ; offset += MATCH_PAGE) {
      const page = read.listMatches(this.db, { playerId: accountId, limit: MATCH_PAGE, offset });
      rows.push(...page);
      if (page.length < MATCH_PAGE) break;
    }
    const out: Array<Record<string, unknown>> = [];
    for (const row of rows) out.push(await this.match(viewer, accountId, row));
    return out;
  }

  /** A match: who sat where, its result, the judge's rulings in it and the replay from the person's own seat. */
  private async match(viewer: Viewer, accountId: string, row: read.MatchSummaryRow): Promise<Record<string, unknown>> {
    const players = read.matchPlayers(this.db, row.matchId).map((p) => ({
      seat: p.seat,
      playerId: p.playerId,
      name: read.getPlayer(this.db, p.playerId)?.displayName ?? null,
      deckName: p.deckName,
    }));
    const seat = players.find((p) => p.playerId === accountId)?.seat ?? null;
    return {
      matchId: row.matchId,
      kind: row.kind,
      tournamentId: row.tournamentId,
      round: row.round,
      table: row.tableNumber,
      status: row.status,
      createdAt: row.createdAt,
      finishedAt: row.finishedAt,
      result: row.result === null ? null : (JSON.parse(row.result) as unknown),
      yourSeat: seat,
      players,
      rulings: await optional(async () => (await this.appeals.rulings(viewer, row.matchId)).rulings),
      replay:
        row.status === 'finished' && seat !== null
          ? await optional(async () => this.replayLines(viewer, row.matchId, seat))
          : null,
    };
  }

  private async replayLines(viewer: Viewer, matchId: string, seat: number) {
    const replay = await this.replays.replay(viewer, matchId, `seat:${seat}`);
    return {
      view: replay.view,
      revealPhase: replay.revealPhase,
      waitingChecks: replay.waitingChecks,
      keyId: replay.keyId,
      records: replay.jsonl
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as unknown),
    };
  }
}

/** A part that the read rules refuse (a match closed before it began has no replay) is left out, not fatal. */
async function optional<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}
