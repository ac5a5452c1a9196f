import { EventEmitter } from 'node:events';
import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';
import { PersonalDataVault, type EventStore } from '@cronica/event-store';
import type { ReadDb } from '@cronica/projections';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { API_DB, openLegacyApiDb, type ApiDb } from './api-db.js';
import { openReadDb, openStore } from './open.js';
import type { Logger } from 'pino';
import { EVENT_STORE, PUB_SUB, READ_DB, STORE_ID } from './tokens.js';
import { ApiSecrets } from '../common/api-secrets.js';
import { loadOrCreateDeploymentSecret } from '@cronica/replay-signing';

/** Closes the store and the read database after everything else has stopped. */
class StoreLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(API_DB) private readonly apiDb: ApiDb,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    if (this.db.open) this.db.close();
    if (this.apiDb.open) this.apiDb.close();
  }
}

/**
 * The live topics' hub. A topic has one listener per open subscription to it (an organizer with a
 * dozen tabs holds a dozen on their invitations), bounded by the sockets a client may open, not
 * by Node's leak warning of ten.
 */
function livePubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return new PubSub({ eventEmitter: emitter });
}

/**
 * The deployment secret every instance is given (`CRONICA_DEPLOYMENT_SECRET`; production refuses
 * to start without it, config.ts), else the stand-in file under DATA_DIR.
 */
function deploymentSecret(config: ApiConfig): Promise<Buffer> {
  return loadOrCreateDeploymentSecret({ value: config.deploymentSecret, dataDir: config.dataDir });
}

@Global()
@Module({})
export class StoreModule {
  static forRoot(config: ApiConfig, logger?: Logger): DynamicModule {
    return {
      module: StoreModule,
      providers: [
        { provide: API_CONFIG, useValue: config },
        { provide: EVENT_STORE, useFactory: () => openStore(config) },
        { provide: READ_DB, useFactory: () => openReadDb(config.readModelsDir) },
        {
          provide: API_DB,
          inject: [STORE_ID],
          useFactory: (storeId: string) => openLegacyApiDb(config.dataDir, storeId, logger),
        },
        { provide: PUB_SUB, useFactory: livePubSub },
        { provide: STORE_ID, inject: [EVENT_STORE], useFactory: (store: EventStore) => store.storeId() },
        // One per instance over the shared store: its key cache reads the erasure stream before each use.
        {
          provide: PersonalDataVault,
          inject: [EVENT_STORE],
          useFactory: (store: EventStore) => new PersonalDataVault(store),
        },
        { provide: ApiSecrets, useFactory: async () => new ApiSecrets(await deploymentSecret(config)) },
        StoreLifecycle,
      ],
      exports: [API_CONFIG, EVENT_STORE, READ_DB, API_DB, PUB_SUB, STORE_ID, ApiSecrets, PersonalDataVault],
    };
  }
}
