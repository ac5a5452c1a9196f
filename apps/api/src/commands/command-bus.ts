import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { WrongExpectedVersionError, type EventStore } from '@cronica/event-store';
import { isRuleViolation } from '@cronica/rules-kernel';
import { conflict, DomainError, ruleViolation } from '../common/errors.js';
import { LOGGER } from '../ops/logger.js';
import { commandLabel, Metrics } from '../ops/metrics.js';
import { API_DB, type ApiDb } from '../store/api-db.js';
import { EVENT_STORE } from '../store/tokens.js';
import {
  deterministicEventId,
  toJson,
  type Actor,
  type AggregateSpec,
  type Decision,
  type DomainEvent,
} from './aggregate.js';
import {
  belongsElsewhere,
  CommandLog,
  fingerprintOf,
  type CommandIdentity,
  type StoredOutcome,
} from './command-log.js';
import { StreamLoader, type LoadedStream } from './stream-loader.js';
import { StreamLocks } from './stream-locks.js';

/** Read-decide-append attempts before a conflict is reported to the client. */
const MAX_ATTEMPTS = 5;

/** Jittered pause before retrying after a conflict with another process. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));

/** A commandId the same actor already used for another stream, command type or payload: refused, never taken as a resend. */
const reusedCommandId = (commandId: string) =>
  conflict(
    {
      es: `El identificador de comando «${commandId}» ya se usó para otro comando; usa uno nuevo.`,
      en: `The command id "${commandId}" was already used for another command; use a new one.`,
    },
    { commandId },
  );

interface Running extends CommandIdentity {
  readonly work: Promise<CommandOutcome>;
}

export interface CommandRequest<State> {
  /** Command type, for logs and metrics. */
  readonly name: string;
  readonly commandId: string;
  readonly actor: Actor;
  readonly aggregate: AggregateSpec<State>;
  /**
   * What the client asked for (without secrets): a resend of the commandId with another payload
   * is a CONFLICT. Omitted, only the stream and command type are compared.
   */
  readonly payload?: unknown;
  /** The pure library's decision; may throw a DomainError (FORBIDDEN, NOT_FOUND) after reading the state. */
  decide(state: State, revision: bigint | 'no_stream'): Decision;
}

export interface CommandOutcome {
  readonly commandId: string;
  readonly stream: string;
  /** `$all` position of the last event written (or of the first outcome, on a resend). */
  readonly position: bigint | null;
  readonly revision: bigint | null;
  readonly events: readonly string[];
  /** True when this commandId had already been handled: nothing new was written. */
  readonly duplicate: boolean;
  /**
   * The aggregate's state right after this command's events, as this process folded them (only
   * when it wrote them): the answer to the command is rendered from it, without loading the stream again.
   */
  readonly state?: unknown;
}

/**
 * Command handling: load the stream, decide with the pure library, append at the exact expected
 * revision with deterministic ids, retry the whole cycle on a conflict, and remember the outcome
 * per (actor, commandId) with what the command asked for, so that reusing a commandId for
 * anything else is a CONFLICT.
 */
@Injectable()
export class CommandBus implements OnModuleDestroy {
  private readonly loader: StreamLoader;
  private readonly log: CommandLog;
  private readonly inFlight = new Map<string, Running>();
  private readonly locks = new StreamLocks();
  private draining = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(API_DB) db: ApiDb,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly metrics: Metrics,
  ) {
    this.loader = new StreamLoader(store);
    this.log = new CommandLog(db);
  }

  /** Current state of an aggregate (for authorization before a command on another stream). */
  async read<State>(aggregate: AggregateSpec<State>): Promise<State> {
    return (await this.loader.load(aggregate, '', '')).state;
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
    const work = this.run(request).finally(() => {
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

  private async run<State>(request: CommandRequest<State>): Promise<CommandOutcome> {
    const previous = this.log.find(request.actor, request.commandId);
    if (previous && belongsElsewhere(previous, identityOf(request))) {
      this.count(request, 'refused');
      throw reusedCommandId(request.commandId);
    }
    if (previous) return this.replay(request, previous);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.locks.run(request.aggregate.stream, () => this.attempt(request));
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) {
          this.count(request, error instanceof DomainError ? 'refused' : 'error');
          throw error;
        }
        this.loader.forget(request.aggregate.stream);
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

  private async attempt<State>(request: CommandRequest<State>): Promise<CommandOutcome> {
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
    if (cached.priorPosition !== null) return null;
    try {
      const decision = request.decide(cached.state, cached.revision);
      return isRuleViolation(decision) ? null : decision;
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  }

  private decideOnLoaded<State>(
    request: CommandRequest<State>,
    loaded: LoadedStream<State>,
  ): Promise<CommandOutcome> | CommandOutcome {
    const { actor, commandId } = request;
    if (loaded.priorPosition !== null) {
      const outcome: StoredOutcome = {
        kind: 'applied',
        ...storedIdentity(request),
        position: loaded.priorPosition.toString(),
        revision: null,
        events: [],
      };
      this.log.record(actor, commandId, outcome, Date.now());
      return this.replay(request, outcome);
    }
    const decision = request.decide(loaded.state, loaded.revision);
    if (isRuleViolation(decision)) {
      this.log.record(
        actor,
        commandId,
        { kind: 'refused', ...storedIdentity(request), rule: decision.code, message: decision.message },
        Date.now(),
      );
      this.count(request, 'refused');
      throw ruleViolation(decision.code, decision.message);
    }
    return this.append(request, loaded.state, loaded.revision, decision);
  }

  private async append<State>(
    request: CommandRequest<State>,
    state: State,
    revision: bigint | 'no_stream',
    events: readonly DomainEvent[],
  ): Promise<CommandOutcome> {
    const { aggregate, actor, commandId } = request;
    if (events.length === 0) {
      return {
        commandId,
        stream: aggregate.stream,
        position: null,
        revision: revision === 'no_stream' ? null : revision,
        events: [],
        duplicate: false,
      };
    }
    const at = new Date().toISOString();
    const data = events.map((event, index) => ({
      id: deterministicEventId(aggregate.stream, actor, commandId, index),
      type: event.type,
      data: toJson(event.data),
      metadata: toJson({ ...(event.metadata as object | undefined), commandId, actor, at }),
    }));
    const result = await this.store.appendToStream(aggregate.stream, data, { expectedRevision: revision });
    const folded = events.reduce(
      (s, event, i) => aggregate.evolve(s, { ...event, metadata: data[i]!.metadata }),
      state,
    );
    this.loader.appended(
      aggregate.stream,
      folded,
      result.nextExpectedRevision,
      actor,
      commandId,
      result.position,
      revision === 'no_stream',
    );
    const outcome: StoredOutcome = {
      kind: 'applied',
      ...storedIdentity(request),
      position: result.position.toString(),
      revision: result.nextExpectedRevision.toString(),
      events: events.map((event) => event.type),
    };
    this.log.record(actor, commandId, outcome, Date.now());
    this.count(request, 'applied');
    this.logger.info(
      {
        command: request.name,
        commandId,
        actor,
        stream: aggregate.stream,
        position: outcome.position,
        events: outcome.events,
      },
      'command applied',
    );
    return {
      commandId,
      stream: aggregate.stream,
      position: result.position,
      revision: result.nextExpectedRevision,
      events: outcome.events,
      duplicate: false,
      state: folded,
    };
  }

  private replay<State>(request: CommandRequest<State>, outcome: StoredOutcome): CommandOutcome {
    this.count(request, 'duplicate');
    if (outcome.kind === 'refused') throw ruleViolation(outcome.rule, outcome.message);
    return {
      commandId: request.commandId,
      stream: outcome.stream,
      position: outcome.position === null ? null : BigInt(outcome.position),
      revision: outcome.revision === null ? null : BigInt(outcome.revision),
      events: outcome.events,
      duplicate: true,
    };
  }

  private count<State>(
    request: CommandRequest<State>,
    outcome: 'applied' | 'refused' | 'duplicate' | 'error' | 'conflict',
  ): void {
    this.metrics.commands.inc({ command: commandLabel(request.name, request.aggregate.stream), outcome });
  }
}

function identityOf<State>(request: CommandRequest<State>): CommandIdentity {
  return {
    stream: request.aggregate.stream,
    command: request.name,
    fingerprint: request.payload === undefined ? undefined : fingerprintOf(request.payload),
  };
}

/** The identity as the command log keeps it (no fingerprint key when the caller gave no payload). */
function storedIdentity<State>(request: CommandRequest<State>): {
  stream: string;
  command: string;
  fingerprint?: string;
} {
  const { stream, command, fingerprint } = identityOf(request);
  return fingerprint === undefined ? { stream, command } : { stream, command, fingerprint };
}
