import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { EventStore } from '@cronica/event-store';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { EVENT_STORE } from '../store/tokens.js';

/** Largest number of unprojected events counted for the lag figure. */
const LAG_SCAN_LIMIT = 10_000;

export interface HealthReport {
  readonly status: 'ok' | 'unavailable';
  readonly store: { readonly kind: 'sqlite' | 'eventstoredb'; readonly reachable: boolean; readonly head: string | null };
  /** Events in the store not yet in the read models (capped at 10,000). */
  readonly projectionLag: number;
  readonly caughtUp: boolean;
}

/** `GET /health` (issue 6, "Operations"): store reachable and projection lag. */
@Controller()
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly projections: ProjectionRunner,
  ) {}

  @Get('health')
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const kind = this.config.eventStoreConnectionString ? 'eventstoredb' : 'sqlite';
    try {
      const head = await this.store.headPosition();
      const projectionLag = await this.lag();
      return { status: 'ok', store: { kind, reachable: true, head: head < 0n ? null : head.toString() }, projectionLag, caughtUp: this.projections.isCaughtUp() };
    } catch {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'unavailable', store: { kind, reachable: false, head: null }, projectionLag: -1, caughtUp: false };
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
