import { Controller, Get, Header, Inject, Injectable, NotFoundException, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { opsAllowed } from '../health/ops-access.js';

/** Streams whose commands are live play: see `commandLabel`. */
const GAME_STREAM_PREFIX = 'match-';

/**
 * The `command` label of a command's metrics: game commands all share `game`, so /metrics never
 * shows what is being played right now ahead of the spectator delay.
 */
export function commandLabel(name: string, stream: string): string {
  return stream.startsWith(GAME_STREAM_PREFIX) ? 'game' : name;
}

/** Prometheus metrics, for operators only (see health/ops-access.ts); one registry per app instance. */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly commands = new Counter({
    name: 'cronica_commands_total',
    help: 'Commands handled, by command type (all game commands as "game") and outcome (applied, refused, duplicate, error).',
    labelNames: ['command', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly commandSeconds = new Histogram({
    name: 'cronica_command_duration_seconds',
    help: 'Time from receiving a command to its append (or refusal).',
    labelNames: ['command'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [this.registry],
  });
  readonly conflicts = this.unlabelled(
    Counter,
    'cronica_command_conflicts_total',
    'Appends that hit a wrong expected revision and were retried.',
  );
  readonly projectedEvents = this.unlabelled(
    Counter,
    'cronica_projected_events_total',
    'Events applied to the read models.',
  );
  readonly graphqlFaults = this.unlabelled(
    Counter,
    'cronica_graphql_faults_total',
    'Faults masked as INTERNAL_SERVER_ERROR in GraphQL answers, on either transport (each is logged).',
  );
  readonly inFlight = this.unlabelled(Gauge, 'cronica_commands_in_flight', 'Commands being handled right now.');
  readonly httpInFlight = this.unlabelled(
    Gauge,
    'cronica_http_requests_in_flight',
    'HTTP requests being answered right now (a graceful shutdown waits for them).',
  );

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'cronica_' });
  }

  /** A counter or gauge without labels, in this instance's registry. */
  private unlabelled<M extends Counter | Gauge>(
    Metric: new (config: { name: string; help: string; registers: Registry[] }) => M,
    name: string,
    help: string,
  ): M {
    return new Metric({ name, help, registers: [this.registry] });
  }
}

@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Operators only (OPS_TOKEN, or a local request): live counters say when others play. */
  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  text(@Req() req: Request): Promise<string> {
    if (!opsAllowed(this.config, req)) throw new NotFoundException();
    return this.metrics.registry.metrics();
  }
}
