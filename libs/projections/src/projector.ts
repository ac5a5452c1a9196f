import { readCheckpoint, writeCheckpoint } from './checkpoint.js';
import { parseStreamId, type ProjectedEvent, type ProjectionChanges } from './events.js';
import { projectAccountEvent } from './players-projection.js';
import { projectMatchEvent } from './match-summaries.js';
import { projectCampaignEvent } from './campaign-projection.js';
import { projectInvitationEvent } from './invitation-projection.js';
import { projectCommandOutcome } from './command-outcomes.js';
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

  /** `storeId`: the event store the events come from, recorded with the checkpoint (see resumeDecision). */
  constructor(
    private readonly db: ReadDb,
    private readonly storeId: string | null = null,
  ) {
    this.tournaments = new TournamentProjection(db);
  }

  checkpoint() {
    return readCheckpoint(this.db);
  }

  /** Applies a batch atomically; events at or before the checkpoint are skipped (no duplicates). */
  apply(events: readonly ProjectedEvent[]): ProjectionChanges {
    const tournaments = new Set<string>();
    const players = new Set<string>();
    const matches = new Set<string>();
    const invitations = new Set<string>();
    const endedSessions = new Set<string>();
    let position: bigint | null = null;
    const run = this.db.transaction(() => {
      const start = readCheckpoint(this.db);
      let count = start.events;
      for (const event of events) {
        if (start.position !== null && event.position <= start.position) continue;
        this.applyOne(event, { tournaments, players, matches, invitations, endedSessions });
        position = event.position;
        count += 1;
      }
      if (position !== null) writeCheckpoint(this.db, position, count, this.storeId ?? start.storeId);
    });
    try {
      run();
    } catch (error) {
      this.tournaments.forgetCache();
      throw error;
    }
    return { tournaments, players, matches, invitations, endedSessions, position };
  }

  private applyOne(
    event: ProjectedEvent,
    changed: Record<'tournaments' | 'players' | 'matches' | 'invitations' | 'endedSessions', Set<string>>,
  ): void {
    const { tournaments, players, matches, invitations } = changed;
    const { category, id } = parseStreamId(event.streamId);
    projectCommandOutcome(this.db, event);
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
