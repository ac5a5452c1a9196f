import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, HttpAdapterHost } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { Logger } from 'pino';
import { AuthResolver } from './auth/auth.resolver.js';
import { AuthService } from './auth/auth.service.js';
import { CommandBus } from './commands/command-bus.js';
import { GraphQLExceptionFilter } from './common/exception.filter.js';
import type { ApiConfig } from './config/config.js';
import { graphqlOptions } from './graphql.config.js';
import { HealthController } from './health/health.controller.js';
import { MatchModule } from './matches/index.js';
import { LOGGER } from './ops/logger.js';
import { Metrics, MetricsController } from './ops/metrics.js';
import { ProjectionRunner } from './projections/projection-runner.service.js';
import { DemoSeeder } from './seed/demo-seeder.service.js';
import { StoreModule } from './store/store.module.js';
import { TOURNAMENT_PROVIDERS } from './tournaments/index.js';

/** Infrastructure every feature module uses: logger, metrics, command bus, projections, accounts. */
@Module({})
export class CoreModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      providers: [{ provide: LOGGER, useValue: logger }, Metrics, CommandBus, ProjectionRunner, AuthService],
      exports: [LOGGER, Metrics, CommandBus, ProjectionRunner, AuthService],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        StoreModule.forRoot(config),
        CoreModule.forRoot(logger),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [AuthService],
          useFactory: (auth: AuthService) => graphqlOptions(config, (token) => auth.accountForToken(token)),
        }),
        MatchModule,
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        {
          provide: APP_FILTER,
          inject: [HttpAdapterHost],
          useFactory: (host: HttpAdapterHost) => new GraphQLExceptionFilter(logger, host.httpAdapter),
        },
        AuthResolver,
        ...TOURNAMENT_PROVIDERS,
        DemoSeeder,
      ],
    };
  }
}
