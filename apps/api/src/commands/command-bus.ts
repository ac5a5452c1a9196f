import { Inject, Injectable, Optional, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  PersonalDataVault,
  WrongExpectedVersionError,
  type EventData,
  type EventStore,
  type RecordedEvent,
} from '@cronica/event-store';
import { sealPersonalFields } from '../privacy/personal-fields.js';
import { isRuleViolation } from '@cronica/rules-kernel';
import { conflict, DomainError, ruleViolation } from '../common/errors.js';
import { LOGGER } from '../ops/logger.js';
import { commandLabel, Metrics } from '../ops/metrics.js';
import type { ReadDb } from '@cronica/projections';
import { EVENT_STORE, READ_DB } from '../store/tokens.js';
import type { AggregateSpec, DomainEvent } from './aggregate.js';
import {
  belongsElsewhere,
  CommandOutcomes,
  identityOf,
  reusedCommandId,
  storedIdentityOf,
  type CommandIdentity,
  type StoredOutcome,
} from './command-log.js';
import { StreamLoader, type LoadedStream } from './stream-loader.js';
import { StreamLocks } from './stream-locks.js';
import {
  eventData,
  nothingAppended,
  type CommandOutcome,
  type CommandRequest,
  type Identified,
} from './command-request.js';

/** Read-decide-append attempts before a conflict is reported to the client. */
const MAX_ATTEMPTS = 5;

/** Jittered pause before retrying after a conflict with another process. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));

interface Running extends CommandIdentity {
  readonly work: Promise<CommandOutcome>;
}

/**
 * Command handling: load the stream, decide with the pure library, append at the exact expected
 * revision with ids derived from (stream, actor, commandId, append attempt, index), retry the
 * whole cycle on a conflict (another instance that applied this very command at the same revision
 * makes one: the next read finds it in the stream). What a command did is kept in the store itself (its events' metadata: actor,
 * commandId, command type, payload fingerprint), so a resend to any instance returns the first
 * outcome and reusing a commandId for anything else is a CONFLICT. Refusals change nothing and
 * are not remembered: a resent refusal is decided again.
 */
@Injectable()
export class CommandBus implements OnModuleDestroy {
  private readonly loader: StreamLoader;
  private readonly outcomes: CommandOutcomes;
  private readonly inFlight = new Map<string, Running>();
  private readonly locks = new StreamLocks();
  private draining = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) readDb: ReadDb,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly metrics: Metrics,
    /** Seals personal fields on the way in and opens them for the fold (none in unit tests of the bus). */
    @Optional() private readonly vault?: PersonalDataVault,
  ) {
    this.loader = new StreamLoader(store, vault);
    this.outcomes = new CommandOutcomes(readDb);
  }

  /** Current state of an aggregate (for authorization before a command on another stream). */
  async read<State>(aggregate: AggregateSpec<State>): Promise<State> {
    return (await this.loader.load(aggregate, '', '')).state;
  }

  /**
   * Events the store's `$all` subscription delivered (personal fields opened), whoever appended
   * them: cached streams are carried on with them (see StreamLoader.observe).
   */
  observeStored(events: readonly RecordedEvent[]): void {
    for (const event of events) this.loader.observe(event);
  }

  /** Graceful shutdown: refuse new commands and let the ones in flight finish. */
  async onModuleDestroy(): Promise<void> {
    this.draining = true;
    await Promise.allSettled([...this.inFlight.values()].map((running) => running.work));
  }

  handle<State>(request: CommandRequest<State>): Promise<CommandOutcome> {
    if (this.draining) {
      return Promise.reject(
        conflict(
          { es: 'El servidor se está deteniendo; reintenta.', en: 'The server is shutting down; retry.' },
          { retryable: true },
        ),
      );
    }
    const key = `${request.actor}\u0000${request.commandId}`;
    const claim = identityOf(request);
    const running = this.inFlight.get(key);
    if (running) {
      if (belongsElsewhere(running, claim)) return Promise.reject(reusedCommandId(request.commandId));
      return running.work.then(({ state: _first, ...outcome }) => ({ ...outcome, duplicate: true }));
    }
    const started = process.hrtime.bigint();
    this.metrics.inFlight.inc();
    const work = this.run({ ...request, identity: claim }).finally(() => {
      this.inFlight.delete(key);
      this.metrics.inFlight.dec();
      this.metrics.commandSeconds.observe(
        { command: commandLabel(request.name, request.aggregate.stream) },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    });
    this.inFlight.set(key, { ...claim, work });
    return work;
  }

  private async run<State>(request: Identified<State>): Promise<CommandOutcome> {
    const previous = this.outcomes.find(request.actor, request.commandId);
    if (previous) return this.replay(request, previous);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.locks.run(request.aggregate.stream, () => this.attempt(request));
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) {
          this.count(request, error instanceof DomainError ? 'refused' : 'error');
          throw error;
        }
        this.loader.markStale(request.aggregate.stream);
        this.metrics.conflicts.inc();
        if (attempt >= MAX_ATTEMPTS) {
          this.count(request, 'conflict');
          throw conflict(
            { es: 'Hubo cambios simultáneos; vuelve a intentarlo.', en: 'Concurrent changes happened; try again.' },
            { stream: request.aggregate.stream, attempts: attempt },
          );
        }
        await backoff(attempt);
      }
    }
  }

  private async attempt<State>(request: Identified<State>): Promise<CommandOutcome> {
    const { aggregate, actor, commandId } = request;
    const cached = this.loader.cached(aggregate, actor, commandId);
    if (cached) {
      const accepted = this.decideOnCache(request, cached);
      if (accepted) return this.append(request, cached.state, cached.revision, accepted);
      // Refused (or not allowed) on what this process folded: another instance may have written since, so read and decide again.
    }
    const loaded = await this.loader.load(aggregate, actor, commandId);
    return this.decideOnLoaded(request, loaded);
  }

  /**
   * Decides on the cached state without reading the store. The append at the cached revision is
   * the check: if another instance wrote since, it conflicts and the whole cycle runs again.
   * Only an acceptance is trusted; a refusal or an error is decided again on a fresh read.
   */
  private decideOnCache<State>(
    request: CommandRequest<State>,
    cached: LoadedStream<State>,
  ): readonly DomainEvent[] | null {
    if (cached.prior !== null) return null;
    try {
      const decision = request.decide(cached.state, cached.revision);
      return isRuleViolation(decision) ? null : decision;
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  }

  private decideOnLoaded<State>(
    request: Identified<State>,
    loaded: LoadedStream<State>,
  ): Promise<CommandOutcome> | CommandOutcome {
    if (loaded.prior !== null) return this.replay(request, loaded.prior);
    const decision = request.decide(loaded.state, loaded.revision);
    if (isRuleViolation(decision)) {
      this.count(request, 'refused');
      throw ruleViolation(decision.code, decision.message);
    }
    return this.append(request, loaded.state, loaded.revision, decision);
  }

  private async append<State>(
    request: Identified<State>,
    state: State,
    revision: bigint | 'no_stream',
    events: readonly DomainEvent[],
  ): Promise<CommandOutcome> {
    const { actor, commandId } = request;
    if (events.length === 0) return nothingAppended(request, revision);
    // The ids are this attempt's own: a success is this write (see attemptEventId).
    const data = eventData(request, this.vault ? await sealPersonalFields(this.vault, events) : events);
    const { folded, outcome } = await this.loader.appendingOwn(
      data.map((event) => event.id),
      () => this.appendAndFold(request, state, revision, events, data),
    );
    this.outcomes.remember(actor, commandId, outcome);
    this.applied(request, outcome);
    const { stream, position, revision: next, events: types } = outcome;
    return { commandId, stream, position, revision: next, events: types, duplicate: false, state: folded };
  }

  /** Appends at the revision decided on, then folds the events into the cached state. */
  private async appendAndFold<State>(
    request: Identified<State>,
    state: State,
    revision: bigint | 'no_stream',
    events: readonly DomainEvent[],
    data: readonly EventData[],
  ): Promise<{ folded: State; outcome: StoredOutcome }> {
    const { aggregate, actor, commandId } = request;
    const result = await this.store.appendToStream(aggregate.stream, data, { expectedRevision: revision });
    const folded = events.reduce(
      (s, event, i) => aggregate.evolve(s, { ...event, metadata: data[i]!.metadata }),
      state,
    );
    const outcome: StoredOutcome = {
      ...storedIdentityOf(request.identity),
      position: result.position,
      revision: result.nextExpectedRevision,
      events: events.map((event) => event.type),
    };
    const written = { actor, commandId, lastEventId: data[data.length - 1]!.id };
    this.loader.appended(aggregate, folded, written, outcome, revision === 'no_stream');
    return { folded, outcome };
  }

  /** Counts and logs a command whose events are now in the store. */
  private applied<State>(request: CommandRequest<State>, outcome: StoredOutcome): void {
    this.count(request, 'applied');
    const { commandId, actor } = request;
    const { stream, position, events } = outcome;
    this.logger.info({ command: request.name, commandId, actor, stream, position, events }, 'command applied');
  }

  private replay<State>(request: Identified<State>, outcome: StoredOutcome): CommandOutcome {
    if (belongsElsewhere(outcome, request.identity)) {
      this.count(request, 'refused');
      throw reusedCommandId(request.commandId);
    }
    this.outcomes.remember(request.actor, request.commandId, outcome);
    this.count(request, 'duplicate');
    const { stream, position, revision, events } = outcome;
    return { commandId: request.commandId, stream, position, revision, events, duplicate: true };
  }

  private count<State>(
    request: CommandRequest<State>,
    outcome: 'applied' | 'refused' | 'duplicate' | 'error' | 'conflict',
  ): void {
    this.metrics.commands.inc({ command: commandLabel(request.name, request.aggregate.stream), outcome });
  }
}
