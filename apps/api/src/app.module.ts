import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, HttpAdapterHost } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { Logger } from 'pino';
import { AuthResolver } from './auth/auth.resolver.js';
import { AuthService } from './auth/auth.service.js';
import { AccountRecovery } from './auth/recovery.service.js';
import { RecoveryOpsController } from './auth/recovery-ops.controller.js';
import { RetentionSchedule } from './ops/retention-schedule.js';
import { CREDENTIAL_STORE, EventStoreCredentials, LegacyCredentials } from './auth/credentials.js';
import { CommandBus } from './commands/command-bus.js';
import { CommandIdGuard } from './common/command-ids.js';
import { CommandResultResolver } from './common/command-result.resolver.js';
import { GraphQLExceptionFilter } from './common/exception.filter.js';
import { LiveConnections } from './common/live-connections.js';
import { OperationGuard } from './common/operation-guard.js';
import { ReadTokens } from './common/read-tokens.js';
import { GraphQLWsServer } from './common/ws-server.js';
import type { ApiConfig } from './config/config.js';
import { graphqlOptions } from './graphql.config.js';
import { HealthController } from './health/health.controller.js';
import { MatchModule } from './matches/index.js';
import { LOGGER } from './ops/logger.js';
import { Metrics, MetricsController } from './ops/metrics.js';
import { FaultReporter } from './common/fault-reporter.js';
import { LivePublisher } from './projections/live-publisher.js';
import { ProjectionRunner } from './projections/projection-runner.service.js';
import { DemoSeeder } from './seed/demo-seeder.service.js';
import { API_DB, type ApiDb } from './store/api-db.js';
import { EVENT_STORE } from './store/tokens.js';
import type { EventStore } from '@cronica/event-store';
import { StoreModule } from './store/store.module.js';
import { TournamentModule } from './tournaments/index.js';
import { CampaignModule } from './campaigns/index.js';
import { InvitationModule } from './invitations/index.js';
import { PersonalDataResolver } from './privacy/personal-data.resolver.js';
import { PersonalDataService } from './privacy/personal-data.service.js';
import { DeckLibraryModule } from './decks/index.js';

/** Infrastructure every feature module uses: logger, metrics, command bus, projections, accounts, limits. */
@Module({})
export class CoreModule {
  static forRoot(logger: Logger): DynamicModule {
    const shared = [
      Metrics,
      FaultReporter,
      CommandBus,
      ProjectionRunner,
      LivePublisher,
      AuthService,
      LiveConnections,
      OperationGuard,
      ReadTokens,
    ];
    return {
      module: CoreModule,
      global: true,
      providers: [
        { provide: LOGGER, useValue: logger },
        {
          provide: CREDENTIAL_STORE,
          inject: [EVENT_STORE, API_DB],
          useFactory: (store: EventStore, db: ApiDb) => new EventStoreCredentials(store, new LegacyCredentials(db)),
        },
        ...shared,
        RetentionSchedule,
      ],
      exports: [LOGGER, CREDENTIAL_STORE, ...shared],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        StoreModule.forRoot(config, logger),
        CoreModule.forRoot(logger),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [AuthService, OperationGuard, ReadTokens, FaultReporter],
          useFactory: (auth: AuthService, guard: OperationGuard, readTokens: ReadTokens, faults: FaultReporter) =>
            graphqlOptions(config, { accountFor: (token) => auth.accountForToken(token), faults, guard, readTokens }),
        }),
        MatchModule,
        TournamentModule,
        InvitationModule,
        DeckLibraryModule,
        CampaignModule,
      ],
      controllers: [HealthController, MetricsController, RecoveryOpsController],
      providers: [
        {
          provide: APP_FILTER,
          inject: [HttpAdapterHost, FaultReporter],
          useFactory: (host: HttpAdapterHost, faults: FaultReporter) =>
            new GraphQLExceptionFilter(logger, host.httpAdapter, faults),
        },
        { provide: APP_GUARD, useClass: CommandIdGuard },
        AuthResolver,
        AccountRecovery,
        CommandResultResolver,
        GraphQLWsServer,
        DemoSeeder,
        PersonalDataService,
        PersonalDataResolver,
      ],
    };
  }
}
