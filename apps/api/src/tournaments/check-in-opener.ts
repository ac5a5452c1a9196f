import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { dueCheckInOpenings, type DueCheckInOpening, type ReadDb } from '@cronica/projections';
import type { Viewer } from '../auth/viewer.js';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { LOGGER } from '../ops/logger.js';
import { READ_DB } from '../store/tokens.js';
import { TournamentCommandService } from './tournament-commands.service.js';

/** The rate-limit key of the platform's own openings (never an account's or a client's). */
const OPENER = 'system:check-in-opener';

/**
 * The platform's command id for an event's scheduled opening: one per event and time, so every API
 * instance that finds it due sends the same command and only the first writes (a moved start is a
 * new time, a new command).
 */
export const scheduledOpeningId = (tournamentId: string, due: number) => `${tournamentId}:check-in-opens:${due}`;

/**
 * Opens check-in by itself for events whose organizer set it to (`checkInOpensBefore`), once the
 * time has come on the venue's clock: every `checkInPollMs` this instance asks its read model which
 * are due and sends `OpenCheckIn` (`scheduled`) on the organizer's behalf. The decision stays the
 * tournament library's (refused before its time, or once the organizer opened it by hand).
 */
@Injectable()
export class CheckInOpener implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private opening = false;

  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    private readonly commands: TournamentCommandService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.openDue(Date.now()), this.config.checkInPollMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Opens every check-in due at `now`, one pass at a time; returns the events whose check-in it opened. */
  async openDue(now: number): Promise<string[]> {
    if (this.opening) return [];
    this.opening = true;
    try {
      const opened: string[] = [];
      for (const due of dueCheckInOpenings(this.db, now)) if (await this.open(due)) opened.push(due.id);
      return opened;
    } finally {
      this.opening = false;
    }
  }

  /** One event's opening, sent as its organizer; a refusal or a fault is logged and the next pass looks again. */
  private async open({ id, organizerId, opensAt }: DueCheckInOpening): Promise<boolean> {
    if (organizerId === null) return false;
    const organizer: Viewer = { accountId: organizerId, token: null, rateKey: OPENER, lang: 'es' };
    try {
      const outcome = await this.commands.send(organizer, id, scheduledOpeningId(id, opensAt), 'OpenCheckIn', {
        scheduled: true,
      });
      return outcome.events.length > 0;
    } catch (error) {
      this.logger.warn(
        { tournamentId: id, err: error },
        'check-in could not open by itself; the next pass tries again',
      );
      return false;
    }
  }
}
