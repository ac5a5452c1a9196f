import { Controller, Get, HttpStatus, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { EventStore } from '@cronica/event-store';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { EVENT_STORE } from '../store/tokens.js';
import { opsAllowed } from './ops-access.js';

/** Largest number of unprojected events counted for the lag figure. */
const LAG_SCAN_LIMIT = 10_000;

/** `GET /health`, for anyone (load balancers, compose health checks): no store position. */
export interface HealthReport {
  readonly status: 'ok' | 'unavailable';
  readonly store: { readonly kind: 'sqlite' | 'eventstoredb'; readonly reachable: boolean };
  /** Events in the store not yet in the read models (capped at 10,000). */
  readonly projectionLag: number;
  readonly caughtUp: boolean;
}

/** `GET /health/details`, for operators only (see ops-access.ts): adds the store's head and the read models' checkpoint. */
export interface HealthDetails extends HealthReport {
  readonly store: HealthReport['store'] & { readonly head: string | null };
  readonly checkpoint: string | null;
}

@Controller()
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly projections: ProjectionRunner,
  ) {}

  @Get('health')
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const { status, store, projectionLag, caughtUp } = await this.report(res);
    return { status, store: { kind: store.kind, reachable: store.reachable }, projectionLag, caughtUp };
  }

  @Get('health/details')
  async details(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<HealthDetails> {
    // Not found rather than forbidden: the public learns nothing about the endpoint.
    if (!opsAllowed(this.config, req)) throw new NotFoundException();
    return this.report(res);
  }

  private async report(res: Response): Promise<HealthDetails> {
    const kind = this.config.eventStoreConnectionString ? 'eventstoredb' : 'sqlite';
    const checkpoint = this.projections.position();
    try {
      const head = await this.store.headPosition();
      const projectionLag = await this.lag();
      return { status: 'ok', store: { kind, reachable: true, head: head < 0n ? null : head.toString() }, projectionLag, caughtUp: this.projections.isCaughtUp(), checkpoint: checkpoint?.toString() ?? null };
    } catch {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'unavailable', store: { kind, reachable: false, head: null }, projectionLag: -1, caughtUp: false, checkpoint: checkpoint?.toString() ?? null };
    }
  }

  private async lag(): Promise<number> {
    const checkpoint = this.projections.position();
    let behind = 0;
    for await (const event of this.store.readAll({ fromPosition: checkpoint ?? 'start', maxCount: LAG_SCAN_LIMIT + 1 })) {
      if (checkpoint !== null && event.position <= checkpoint) continue;
      behind += 1;
      if (behind >= LAG_SCAN_LIMIT) break;
    }
    return behind;
  }
}
