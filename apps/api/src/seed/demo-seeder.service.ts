import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError, type EventStore } from '@cronica/event-store';
import type { GameRegistry } from '@cronica/games';
import { accountIdFor } from '../auth/account.js';
import { AuthService } from '../auth/auth.service.js';
import type { Viewer } from '../auth/viewer.js';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { CampaignService } from '../campaigns/campaign.service.js';
import { DeckLibraryService } from '../decks/deck-library.service.js';
import { DemoMatches } from '../matches/index.js';
import { GAME_REGISTRY } from '../matches/match-config.js';
import { LOGGER } from '../ops/logger.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { EVENT_STORE } from '../store/tokens.js';
import { TournamentCommandService } from '../tournaments/tournament-commands.service.js';
import { TournamentReadService } from '../tournaments/tournament-read.service.js';
import {
  DEMO_ACCOUNTS,
  DEMO_EXTRA_PLAYERS,
  DEMO_JUDGE,
  DEMO_ORGANIZER,
  DEMO_PASSWORD,
  DEMO_PLAYER,
} from './demo-accounts.js';
import { seedDemoCampaign } from './demo-campaign.js';
import { seedDemoDecks } from './demo-decks.js';
import {
  seedDemoCup,
  seedDemoLeague,
  seedDemoOpenTournament,
  type DemoCast,
  type PlayTableOnline,
} from './demo-tournaments.js';

/**
 * The stream whose first event is the one instance's claim to seed: replicas that start together on
 * an empty store race to create it (expected revision no_stream), and only the winner seeds.
 */
export const DEMO_SEEDING_STREAM = 'cronica-demo-seeding';

/** Command-id prefix of the demo player's finished practice match (a restart finds it, not a second one). */
export const DEMO_PRACTICE_LABEL = 'demo-practice';

const viewerOf = (accountId: string): Viewer => ({ accountId, token: null, rateKey: `seed:${accountId}`, lang: 'es' });

/**
 * On the first start with an empty store, seeds the demo through the same command handlers a
 * user's mutations use; never by writing events directly. Off unless SEED_DEMO asks for it
 * (`npm start` does): the demo accounts share a published password.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly auth: AuthService,
    private readonly commands: TournamentCommandService,
    private readonly reads: TournamentReadService,
    private readonly matches: DemoMatches,
    private readonly decks: DeckLibraryService,
    private readonly campaigns: CampaignService,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
    private readonly projections: ProjectionRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    if ((await this.store.headPosition()) >= 0n) return;
    if (!(await this.claimSeeding())) {
      this.logger.info('empty store: another instance is seeding the demo');
      return;
    }
    if (process.env.NODE_ENV === 'production')
      this.logger.warn('SEED_DEMO is on in production: the demo accounts share the published password «cronica-demo»');
    this.logger.info('empty store: seeding the demo');
    await this.seed();
    this.logger.info({ accounts: DEMO_ACCOUNTS.map((a) => `${a.username} (${a.role})`) }, 'demo seeded');
  }

  /** True for the one instance whose claim created the seeding stream. */
  private async claimSeeding(): Promise<boolean> {
    // A random event id: the same id from two replicas would be an idempotent resend, and both would win.
    const claim = { id: randomUUID(), type: 'DemoSeedingClaimed', data: {}, metadata: {} };
    try {
      await this.store.appendToStream(DEMO_SEEDING_STREAM, claim, { expectedRevision: 'no_stream' });
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) return false;
      throw error;
    }
  }

  async seed(): Promise<void> {
    await this.registerAccounts();
    const cast = demoCast();
    const readPairings = (id: string, round: number) => this.reads.pairings(id, round, true);
    const playOnline: PlayTableOnline = async ({ t, round, table }, moves) => {
      const label = `${t}-${round}-${table}`;
      const matchId = await this.matches.openTable(cast.organizer, { tournamentId: t, round, number: table, label });
      return this.matches.playMatch(matchId, label, viewerOf, moves);
    };
    await seedDemoCup(this.commands, cast, readPairings, playOnline);
    await seedDemoLeague(this.commands, cast, { readPairings, playOnline });
    await seedDemoOpenTournament(this.commands, cast);
    await seedDemoDecks(this.decks, viewerOf(accountIdFor(DEMO_PLAYER.username)), this.games.games);
    const sessionsGame = this.games.games.find((game) => game.organizedPlay === 'sessions' && game.module);
    if (sessionsGame)
      await seedDemoCampaign(this.campaigns, cast, sessionsGame.id, (matchId, label, moves) =>
        this.matches.playMatch(matchId, label, viewerOf, moves),
      );
    // A finished practice match of the demo player against the bot: a sealed replay to open.
    await this.matches.finishedPracticeMatch(accountIdFor(DEMO_PLAYER.username), DEMO_PRACTICE_LABEL);
    await this.projections.catchUpWithStore();
  }

  private async registerAccounts(): Promise<void> {
    for (const account of DEMO_ACCOUNTS) {
      await this.auth.register(
        {
          commandId: `demo-account-${account.username}`,
          username: account.username,
          displayName: account.displayName,
          password: DEMO_PASSWORD,
          language: 'es',
        },
        undefined,
        { demoPassword: true },
      );
    }
  }
}

/** Who the demo's commands come from: the organizer, the judge and the players, each as a signed-in viewer. */
function demoCast(): DemoCast {
  return {
    organizer: viewerOf(accountIdFor(DEMO_ORGANIZER.username)),
    judge: { viewer: viewerOf(accountIdFor(DEMO_JUDGE.username)), id: accountIdFor(DEMO_JUDGE.username) },
    players: [DEMO_PLAYER, ...DEMO_EXTRA_PLAYERS].map((p) => ({
      viewer: viewerOf(accountIdFor(p.username)),
      id: accountIdFor(p.username),
      name: p.displayName,
    })),
  };
}
