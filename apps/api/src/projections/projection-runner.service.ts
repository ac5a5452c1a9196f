import {
  Inject,
  Injectable,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { Logger } from 'pino';
import {
  PersonalDataVault,
  type EventStore,
  type RecordedEvent,
  type Subscription,
  type SubscriptionMessage,
} from '@cronica/event-store';
import { Projector, resetReadModels, resumeDecision, type ReadDb } from '@cronica/projections';
import { CommandBus } from '../commands/command-bus.js';
import { LOGGER } from '../ops/logger.js';
import { Metrics } from '../ops/metrics.js';
import { EVENT_STORE, READ_DB } from '../store/tokens.js';
import { openPersonalFields } from '../privacy/personal-fields.js';
import { LivePublisher } from './live-publisher.js';
import { PositionWaiters } from './position-waiters.js';
import { describeFailure, nextRetryDelay, type ProjectionStatus } from './projection-status.js';

/** Events applied per transaction while catching up. */
const CATCH_UP_BATCH = 500;
const IDLE = Symbol('idle');

export { tournamentTopic } from './live-topics.js';

/** Resolves on the next turn of the event loop: whatever the subscription had at hand has arrived by then. */
const idle = () => new Promise<typeof IDLE>((resolve) => setImmediate(() => resolve(IDLE)));

/**
 * Feeds the read models from a catch-up subscription to `$all`, starting after the stored
 * checkpoint, then publishes what changed to this instance's GraphQL subscribers (LivePublisher). It never stops on its own:
 * a failed subscription or a failed batch is logged, retried after a back-off from the last
 * checkpoint, and shown as not ready on /health meanwhile. A checkpoint of another store (or
 * one the store has fallen behind) is never resumed from: the read models are rebuilt.
 */
@Injectable()
export class ProjectionRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private projector: Projector;
  private readonly waiters = new PositionWaiters();
  private subscription: Subscription | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wakeFromPause: (() => void) | undefined;
  private state: ProjectionStatus['state'] = 'starting';
  private caughtUp = false;
  /** Head of the store when the subscription started: reaching it counts as caught up without the signal. */
  private headAtStart = -1n;
  private failures = 0;
  private lastFailure: ProjectionStatus['lastFailure'] = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadDb,
    private readonly live: LivePublisher,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly metrics: Metrics,
    private readonly vault: PersonalDataVault,
    /** Carries its cached streams on with every event projected (none in the runner's own specs). */
    @Optional() private readonly commands?: CommandBus,
  ) {
    this.projector = new Projector(db);
  }

  onApplicationBootstrap(): void {
    this.loop = this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.state = 'stopped';
    this.wakeFromPause?.();
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

  status(): ProjectionStatus {
    return {
      state: this.state,
      caughtUp: this.caughtUp,
      subscription: this.subscription?.status() ?? null,
      failures: this.failures,
      lastFailure: this.lastFailure,
    };
  }

  /** Resolves once the read models include `position` (a mutation reading its own writes). */
  waitFor(position: bigint, timeoutMs = 5000): Promise<void> {
    return this.waiters.wait(position, timeoutMs);
  }

  /**
   * Resolves once the read models include what an append wrote; an append that wrote nothing (a
   * resent command, a refusal) has no position and nothing to wait for.
   */
  async settle(appended: { readonly position: bigint | null }): Promise<void> {
    if (appended.position !== null) await this.waitFor(appended.position);
  }

  /**
   * Resolves once the read models include everything the store held when called, writes of other
   * API instances included: a read model that misses something (an account registered through
   * another instance a moment ago) is asked again after this before the answer is "not found".
   */
  async catchUpWithStore(timeoutMs = 5000): Promise<void> {
    const head = await this.store.headPosition();
    if (head >= 0n) await this.waitFor(head, timeoutMs);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      try {
        const subscription = await this.subscribeFromCheckpoint();
        if (!subscription) return;
        await this.consume(subscription);
        if (!this.stopping) throw new Error('the subscription to $all ended');
      } catch (error) {
        if (this.stopping) return;
        await this.recover(error);
      }
    }
  }

  /** Checks that the checkpoint belongs to this store (rebuilding otherwise) and subscribes after it. */
  private async subscribeFromCheckpoint(): Promise<Subscription | null> {
    const storeId = await this.store.storeId();
    const head = await this.store.headPosition();
    // Shutdown may have begun while the store answered: subscribe to nothing then.
    if (this.stopping) return null;
    const checkpoint = this.projector.checkpoint();
    const decision = resumeDecision(checkpoint, storeId, head);
    if (decision.kind === 'rebuild') {
      this.logger.warn(
        {
          reason: decision.reason,
          storeId,
          checkpointStoreId: checkpoint.storeId,
          checkpoint: checkpoint.position?.toString(),
          head: head.toString(),
        },
        'read models do not match this event store: rebuilding them from the start',
      );
      resetReadModels(this.db);
    }
    this.projector = new Projector(this.db, storeId);
    const from = this.projector.checkpoint().position;
    this.waiters.reset(from);
    this.headAtStart = head;
    this.caughtUp = false;
    this.state = 'catching-up';
    this.subscription = this.store.subscribeToAll({ fromPosition: from ?? 'start' });
    // Nothing to catch up on: live at once, whether or not the store will say so.
    if (from === null ? head < 0n : from >= head) this.markCaughtUp();
    return this.subscription;
  }

  /**
   * Applies events in batches while history streams in, and whatever has arrived whenever the
   * subscription has nothing more at hand: live events never wait for a caughtUp signal, which
   * servers before 23.10 never send. One turn of the event loop is waited per batch, not per
   * event: what the subscription had at hand arrives before that turn ends.
   */
  private async consume(subscription: Subscription): Promise<void> {
    const iterator = subscription[Symbol.asyncIterator]();
    let batch: RecordedEvent[] = [];
    let turnEnded: Promise<typeof IDLE> | null = null;
    let pending = iterator.next();
    for (;;) {
      const result: IteratorResult<SubscriptionMessage> | typeof IDLE =
        turnEnded === null ? await pending : await Promise.race([pending, turnEnded]);
      if (result === IDLE || result.done || result.value.kind === 'caughtUp') {
        await this.flush(batch);
        batch = [];
        turnEnded = null;
        if (result === IDLE) continue;
        if (result.done) return;
        this.markCaughtUp();
      } else {
        batch.push(result.value.event);
        turnEnded ??= idle();
        if (batch.length >= CATCH_UP_BATCH) [batch, turnEnded] = (await this.flush(batch), [[], null]);
      }
      pending = iterator.next();
    }
  }

  /**
   * Projects a batch with its sealed personal fields opened (an erased person's as ERASED_NAME):
   * the read models hold plain names and stay pure functions of the events they are handed.
   */
  private async flush(recorded: readonly RecordedEvent[]): Promise<void> {
    if (recorded.length === 0) return;
    const events = await openPersonalFields(this.vault, recorded);
    this.commands?.observeStored(events);
    const changes = this.projector.apply(events);
    this.metrics.projectedEvents.inc(events.length);
    this.waiters.advance(changes.position);
    this.live.publish(events, changes);
    const position = this.projector.checkpoint().position;
    if (!this.caughtUp && position !== null && position >= this.headAtStart) this.markCaughtUp();
  }

  private markCaughtUp(): void {
    this.caughtUp = true;
    this.state = 'live';
    if (this.failures > 0) this.logger.info({ failures: this.failures }, 'projections are live again');
    this.failures = 0;
  }

  /** Logs the failure, drops the subscription and waits out the back-off before starting again. */
  private async recover(error: unknown): Promise<void> {
    this.failures += 1;
    this.state = 'retrying';
    this.caughtUp = false;
    const delayMs = nextRetryDelay(this.failures);
    this.lastFailure = describeFailure(error, new Date());
    this.logger.error(
      { err: error, failures: this.failures, retryInMs: delayMs },
      'projections stopped: retrying from the last checkpoint',
    );
    await this.subscription?.unsubscribe().catch(() => undefined);
    this.subscription = null;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      this.wakeFromPause = () => (clearTimeout(timer), resolve());
    });
    this.wakeFromPause = undefined;
  }
}
