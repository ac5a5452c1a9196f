import { Controller, Get, HttpStatus, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { EventStore } from '@cronica/event-store';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import type { ProjectionStatus } from '../projections/projection-status.js';
import { EVENT_STORE } from '../store/tokens.js';
import { opsAllowed } from './ops-access.js';

/** Largest number of unprojected events counted for the lag figure. */
const LAG_SCAN_LIMIT = 10_000;

/** What /health says about the projections (no positions: only states and counts). */
export interface ProjectionReadiness {
  readonly state: ProjectionStatus['state'];
  /** The store subscription: connected, or reconnecting after a drop (null before the first one). */
  readonly subscription: 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed' | null;
  readonly reconnects: number;
  readonly failures: number;
  /** Error code of the last failure (subscription or projection), if any. */
  readonly lastError: string | null;
}

/** `GET /health`, for anyone (load balancers, compose health checks): no store position. */
export interface HealthReport {
  /** `ok` when ready to serve; `not-ready` (503) while projections are down or lag; `unavailable` (503) when the store cannot be read. */
  readonly status: 'ok' | 'not-ready' | 'unavailable';
  readonly store: { readonly kind: 'sqlite' | 'eventstoredb'; readonly reachable: boolean };
  /** Events in the store not yet in the read models (capped at 10,000). */
  readonly projectionLag: number;
  readonly caughtUp: boolean;
  readonly ready: boolean;
  readonly projections: ProjectionReadiness;
}

/** `GET /health/details`, for operators only (see ops-access.ts): adds the store's head and the read models' checkpoint. */
export interface HealthDetails extends HealthReport {
  readonly store: HealthReport['store'] & { readonly head: string | null };
  readonly checkpoint: string | null;
}

function readiness(status: ProjectionStatus): ProjectionReadiness {
  const subscription = status.subscription;
  return {
    state: status.state,
    subscription: subscription?.state ?? null,
    reconnects: subscription?.reconnects ?? 0,
    failures: status.failures,
    lastError: subscription?.lastError?.code ?? status.lastFailure?.code ?? null,
  };
}

/**
 * `GET /health`: store reachable, projection lag, and readiness. It answers 503 while the store
 * cannot be read, the projections' subscription is down or reconnecting, or the read models lag
 * more than PROJECTION_MAX_LAG events behind: the container healthcheck and load balancers use it.
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly projections: ProjectionRunner,
  ) {}

  @Get('health')
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const { store, checkpoint: _checkpoint, ...rest } = await this.report(res);
    return { ...rest, store: { kind: store.kind, reachable: store.reachable } };
  }

  @Get('health/details')
  async details(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<HealthDetails> {
    // Not found rather than forbidden: the public learns nothing about the endpoint.
    if (!opsAllowed(this.config, req)) throw new NotFoundException();
    return this.report(res);
  }

  private async report(res: Response): Promise<HealthDetails> {
    const kind: HealthReport['store']['kind'] = this.config.eventStoreConnectionString ? 'eventstoredb' : 'sqlite';
    const status = this.projections.status();
    const projections = readiness(status);
    const checkpoint = this.projections.position()?.toString() ?? null;
    try {
      const head = await this.store.headPosition();
      const projectionLag = await this.lag();
      const ready =
        status.state === 'live' &&
        projections.subscription === 'connected' &&
        projectionLag <= this.config.projectionMaxLag;
      if (!ready) res.status(HttpStatus.SERVICE_UNAVAILABLE);
      const store = { kind, reachable: true, head: head < 0n ? null : head.toString() };
      return {
        status: ready ? 'ok' : 'not-ready',
        store,
        projectionLag,
        caughtUp: status.caughtUp,
        ready,
        projections,
        checkpoint,
      };
    } catch {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return {
        status: 'unavailable',
        store: { kind, reachable: false, head: null },
        projectionLag: -1,
        caughtUp: false,
        ready: false,
        projections,
        checkpoint,
      };
    }
  }

  private async lag(): Promise<number> {
    const checkpoint = this.projections.position();
    let behind = 0;
    for await (const event of this.store.readAll({
      fromPosition: checkpoint ?? 'start',
      maxCount: LAG_SCAN_LIMIT + 1,
    })) {
      if (checkpoint !== null && event.position <= checkpoint) continue;
      behind += 1;
      if (behind >= LAG_SCAN_LIMIT) break;
    }
    return behind;
  }
}
