import { Module } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { loadMatchConfig, loadMatchSigner, MATCH_CONFIG, MATCH_SIGNER } from './match-config.js';
import { MatchCommandService } from './match-commands.service.js';
import { MatchReadService } from './match-read.service.js';
import { MatchListResolver, PlayerMatchesResolver, TournamentMatchesResolver } from './match-list.resolver.js';
import { MatchResolver } from './match.resolver.js';
import { MatchSecrets } from './match-secrets.js';
import { MatchSetupService } from './match-setup.service.js';
import { ReplayKeysController } from './replay-keys.controller.js';
import { TournamentResultRecovery } from './tournament-result-recovery.js';
import { TournamentResultReporter } from './tournament-result-reporter.js';

import { DemoMatches } from './demo-match.js';

export { DemoMatches };

/** Live Blades of Ash matches, their replays and the replay signing key (issues 5 and 6). */
@Module({
  controllers: [ReplayKeysController],
  providers: [
    { provide: MATCH_CONFIG, useFactory: () => loadMatchConfig() },
    { provide: MATCH_SIGNER, inject: [API_CONFIG], useFactory: (config: ApiConfig) => loadMatchSigner(config) },
    MatchSecrets,
    TournamentResultReporter,
    TournamentResultRecovery,
    MatchCommandService,
    MatchSetupService,
    MatchReadService,
    MatchResolver,
    MatchListResolver,
    PlayerMatchesResolver,
    TournamentMatchesResolver,
    DemoMatches,
  ],
  exports: [MatchCommandService, MatchSetupService, MatchReadService, DemoMatches],
})
export class MatchModule {}
