import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { PubSub } from 'graphql-subscriptions';
import type { Logger } from 'pino';
import type { EventStore, RecordedEvent, Subscription } from '@cronica/event-store';
import { Projector, type ProjectionChanges, type ReadDb } from '@cronica/projections';
import { LOGGER } from '../ops/logger.js';
import { Metrics } from '../ops/metrics.js';
import { EVENT_STORE, PUB_SUB, READ_DB } from '../store/tokens.js';
import { PositionWaiters } from './position-waiters.js';

/** Events applied per transaction while catching up. */
const CATCH_UP_BATCH = 500;

export const tournamentTopic = (id: string) => `tournamentUpdated.${id}`;

/**
 * Feeds the read models from a catch-up subscription to `$all`, starting after the stored
 * checkpoint (issue 6, "Projections"), then publishes what changed to GraphQL subscribers.
 */
@Injectable()
export class ProjectionRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly projector: Projector;
  private readonly waiters = new PositionWaiters();
  private subscription: Subscription | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private caughtUp = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) db: ReadDb,
    @Inject(PUB_SUB) private readonly pubSub: PubSub,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly metrics: Metrics,
  ) {
    this.projector = new Projector(db);
    this.waiters.advance(this.projector.checkpoint().position);
  }

  onApplicationBootstrap(): void {
    const { position } = this.projector.checkpoint();
    this.subscription = this.store.subscribeToAll({ fromPosition: position ?? 'start' });
    this.loop = this.consume(this.subscription).catch((error: unknown) => {
      if (!this.stopping) this.logger.fatal({ err: error }, 'projection subscription failed');
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.waiters.rejectAll(new Error('shutting down'));
    await this.subscription?.unsubscribe();
    await this.loop;
  }

  /** Last applied `$all` position, or null before any event. */
  position(): bigint | null {
    return this.projector.checkpoint().position;
  }

  isCaughtUp(): boolean {
    return this.caughtUp;
  }

  /** Resolves once the read models include `position` (a mutation reading its own writes). */
  waitFor(position: bigint, timeoutMs = 5000): Promise<void> {
    return this.waiters.wait(position, timeoutMs);
  }

  private async consume(subscription: Subscription): Promise<void> {
    let batch: RecordedEvent[] = [];
    for await (const message of subscription) {
      if (message.kind === 'caughtUp') {
        this.flush(batch);
        batch = [];
        this.caughtUp = true;
        continue;
      }
      batch.push(message.event);
      if (this.caughtUp || batch.length >= CATCH_UP_BATCH) {
        this.flush(batch);
        batch = [];
      }
    }
    this.flush(batch);
  }

  private flush(events: readonly RecordedEvent[]): void {
    if (events.length === 0) return;
    const changes = this.projector.apply(events);
    this.metrics.projectedEvents.inc(events.length);
    this.waiters.advance(changes.position);
    this.publish(changes);
  }

  private publish(changes: ProjectionChanges): void {
    for (const id of changes.tournaments) {
      void this.pubSub.publish(tournamentTopic(id), { tournamentId: id });
    }
  }
}
