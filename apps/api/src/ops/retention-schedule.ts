import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { RETENTION } from '@cronica/util';
import { AuthService } from '../auth/auth.service.js';
import { LiveConnections } from '../common/live-connections.js';
import { LOGGER } from './logger.js';

/**
 * This instance's retention timer: a prune (AuthService.pruneRetention, ops/retention.ts) at
 * startup and then every RETENTION.pruneEveryMs, one at a time; after each, live sockets whose
 * session has ended are closed.
 */
@Injectable()
export class RetentionSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private pruning = false;

  constructor(
    private readonly auth: AuthService,
    private readonly live: LiveConnections,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    void this.purge();
    this.timer = setInterval(() => void this.purge(), RETENTION.pruneEveryMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One retention prune at a time; a failed one (store down) is logged and the next tries again. */
  private async purge(): Promise<void> {
    if (this.pruning) return;
    this.pruning = true;
    try {
      const pruned = await this.auth.pruneRetention(Date.now());
      if (Object.values(pruned).some((count) => count > 0))
        this.logger.info({ pruned }, 'data past its retention deleted');
    } catch (error) {
      this.logger.warn({ err: error }, 'retention prune failed; the next one tries again');
    } finally {
      this.pruning = false;
    }
    this.live.sweep((digest) => this.auth.sessionAlive(digest));
  }
}
