import { Inject, Injectable } from '@nestjs/common';
import type { PubSub } from 'graphql-subscriptions';
import { parseStreamId, type ProjectionChanges } from '@cronica/projections';
import type { RecordedEvent } from '@cronica/event-store';
import { LiveConnections } from '../common/live-connections.js';
import { PUB_SUB } from '../store/tokens.js';
import { invitationsTopic, matchPush, matchTopic, tournamentTopic, type TournamentPush } from './live-topics.js';

/** The staff event that takes a judge's rights away (libs/projections, staff events). */
const JUDGE_REMOVED = 'JudgeRemoved';
/** Tournament events that change only an unpublished round (libs/tournament, decider events): a draft, seen by staff only. */
const DRAFT_EVENTS = new Set(['RoundPaired', 'DraftDiscarded']);

/**
 * Tells this instance's live subscribers what changed, from the events its projection runner
 * received through the store's subscription: one publish per match, tournament or account whose
 * invitations changed, per batch,
 * whichever instance handled the command. A removed judge's sockets on this instance close here
 * too, so a removal handled elsewhere still ends that judge's live judge views.
 */
@Injectable()
export class LivePublisher {
  constructor(
    @Inject(PUB_SUB) private readonly pubSub: PubSub,
    private readonly live: LiveConnections,
  ) {}

  publish(events: readonly RecordedEvent[], changes: ProjectionChanges): void {
    const matches = new Set<string>();
    // Per tournament of the batch: true while every event of its stream changed only a draft.
    const draftOnly = new Map<string, boolean>();
    for (const event of events) {
      const { category, id } = parseStreamId(event.streamId);
      if (category === 'match' && id !== '') matches.add(id);
      if (category === 'tournament' && id !== '')
        draftOnly.set(id, (draftOnly.get(id) ?? true) && DRAFT_EVENTS.has(event.type));
      if (category === 'staff' && event.type === JUDGE_REMOVED) {
        const accountId = (event.data as { accountId?: unknown } | null)?.accountId;
        if (typeof accountId === 'string') this.live.rolesChanged(accountId);
      }
    }
    for (const id of matches) void this.pubSub.publish(matchTopic(id), matchPush(id));
    for (const id of changes.tournaments) {
      const push: TournamentPush = { tournamentId: id, draftOnly: draftOnly.get(id) === true };
      void this.pubSub.publish(tournamentTopic(id), push);
    }
    // A session ended on any instance closes its sockets here too.
    if (changes.endedSessions.size > 0) this.live.endSessions([...changes.endedSessions]);
    for (const accountId of changes.invitations) void this.pubSub.publish(invitationsTopic(accountId), { accountId });
  }
}
