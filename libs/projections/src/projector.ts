import { readCheckpoint, writeCheckpoint, type Checkpoint } from './checkpoint.js';
import { parseStreamId, type ProjectedEvent, type ProjectionChanges } from './events.js';
import { projectAccountEvent } from './players-projection.js';
import { projectMatchEvent } from './match-summaries.js';
import { projectCampaignEvent } from './campaign-projection.js';
import { projectInvitationEvent } from './invitation-projection.js';
import { projectCommandOutcomes } from './command-outcomes.js';
import { projectSessionEvent } from './sessions.js';
import { projectPeriodStream } from './period-streams.js';
import type { ReadDb } from './schema.js';
import { projectStaffEvent } from './staff-projection.js';
import { projectErasure } from './personal-data.js';
import { TournamentProjection } from './tournament-projection.js';

/**
 * Applies events from `$all` to every read model and moves the checkpoint in the same
 * transaction: after a crash the read models and the checkpoint agree, so the catch-up resumes
 * exactly after the last applied event.
 */
export class Projector {
  private readonly tournaments: TournamentProjection;
  private current: Checkpoint | null = null;

  /** `storeId`: the event store the events come from, recorded with the checkpoint (see resumeDecision). */
  constructor(
    private readonly db: ReadDb,
    private readonly storeId: string | null = null,
  ) {
    this.tournaments = new TournamentProjection(db);
  }

  /**
   * The checkpoint, read from the database once and then kept beside it: only this projector
   * writes it (each instance has read models of its own), and a batch that fails leaves it unread.
   */
  checkpoint(): Checkpoint {
    this.current ??= readCheckpoint(this.db);
    return this.current;
  }

  /** Applies a batch atomically; events at or before the checkpoint are skipped (no duplicates). */
  apply(events: readonly ProjectedEvent[]): ProjectionChanges {
    const changed = {
      tournaments: new Set<string>(),
      players: new Set<string>(),
      matches: new Set<string>(),
      invitations: new Set<string>(),
      endedSessions: new Set<string>(),
    };
    const start = this.checkpoint();
    const fresh = events.filter((event) => start.position === null || event.position > start.position);
    const last = fresh.at(-1);
    const next: (Checkpoint & { readonly position: bigint }) | null =
      last === undefined
        ? null
        : { position: last.position, events: start.events + fresh.length, storeId: this.storeId ?? start.storeId };
    const run = this.db.transaction(() => {
      for (const event of fresh) this.applyOne(event, changed);
      projectCommandOutcomes(this.db, fresh);
      if (next !== null) writeCheckpoint(this.db, next.position, next.events, next.storeId);
    });
    try {
      run();
    } catch (error) {
      this.current = null;
      this.tournaments.forgetCache();
      throw error;
    }
    if (next !== null) this.current = next;
    return { ...changed, position: next?.position ?? null };
  }

  private applyOne(
    event: ProjectedEvent,
    changed: Record<'tournaments' | 'players' | 'matches' | 'invitations' | 'endedSessions', Set<string>>,
  ): void {
    const { tournaments, players, matches, invitations } = changed;
    const { category, id } = parseStreamId(event.streamId);
    if (category === 'match' && projectMatchEvent(this.db, id, event)) matches.add(id);
    if (category === 'tournament' && this.tournaments.apply(id, event)) tournaments.add(id);
    if (category === 'player' && projectAccountEvent(this.db, event)) players.add(id);
    if (category === 'staff' && projectStaffEvent(this.db, event)) tournaments.add(id);
    if (category === 'campaign')
      for (const account of projectCampaignEvent(this.db, id, event)) invitations.add(account);
    if (category === 'invitation')
      for (const account of projectInvitationEvent(this.db, id, event)) invitations.add(account);
    const erased = category === 'personal' ? projectErasure(this.db, event) : null;
    if (erased !== null) {
      // The folded tournaments in memory still hold the name: they are read again from the rows.
      this.tournaments.forgetCache();
      players.add(erased);
    }
    projectPeriodStream(this.db, category, event);
    for (const digest of projectSessionEvent(this.db, category, id, event)) changed.endedSessions.add(digest);
  }
}
