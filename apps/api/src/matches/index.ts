import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { LOGGER } from '../ops/logger.js';
import {
  GAME_REGISTRY,
  loadGameRegistry,
  loadMatchConfig,
  matchSignerProvider,
  MATCH_CONFIG,
  MATCH_SIGNER,
} from './match-config.js';
import { MatchCommandService } from './match-commands.service.js';
import { MatchReadService } from './match-read.service.js';
import { MatchRecords } from './match-records.js';
import { MatchLogResolver, MatchViewResolver } from './match-view.resolver.js';
import { MatchReplayService } from './match-replay.service.js';
import { GameCatalogueResolver } from './game-catalogue.resolver.js';
import {
  MatchListResolver,
  MatchSummaryPlayerResolver,
  PlayerMatchesResolver,
  TournamentMatchesResolver,
} from './match-list.resolver.js';
import { JudgeCallMatchResolver, PairingMatchResolver } from './table-match.resolver.js';
import { MatchSummaryTurnResolver } from './match-turn.resolver.js';
import { MatchResolver } from './match.resolver.js';
import { MatchJudgingResolver } from './match-judging.resolver.js';
import { MatchJudgingService } from './match-judging.service.js';
import { MatchAuditResolver } from './match-audit.resolver.js';
import { MatchAuditService } from './match-audit.service.js';
import { MatchSecrets } from './match-secrets.js';
import { MatchSetupService } from './match-setup.service.js';
import { MatchSeats } from './match-seats.js';
import { PlayableGames } from './playable-games.js';
import { ReplayKeysController } from './replay-keys.controller.js';
import { TournamentResultRecovery } from './tournament-result-recovery.js';
import { TournamentResultReporter } from './tournament-result-reporter.js';
import { RoundTimeRelay } from './round-time-relay.js';
import { TableMatchCloser } from './table-match-closer.js';

import { DemoMatches } from './demo-match.js';
import { AwardedLossPenalty } from './awarded-loss-penalty.js';
import { MatchAppealsResolver } from './match-appeals.resolver.js';
import { MatchAppealsService } from './match-appeals.service.js';
import { DeckLibraryService } from '../decks/deck-library.service.js';
import { RulebookResolver } from './rulebook.resolver.js';

export { DemoMatches };

/** What the tournament, invitation, deck and campaign modules use of the match module. */
const SHARED = [
  RoundTimeRelay,
  TableMatchCloser,
  MatchCommandService,
  PlayableGames,
  MatchSeats,
  MatchSetupService,
  MatchReadService,
  MatchReplayService,
  DemoMatches,
  MatchListResolver,
  DeckLibraryService,
  MatchAppealsService,
];

/** Live matches of every game with a rules library, their replays and the replay signing key. */
@Module({
  controllers: [ReplayKeysController],
  providers: [
    { provide: MATCH_CONFIG, useFactory: () => loadMatchConfig() },
    { provide: GAME_REGISTRY, useFactory: () => loadGameRegistry() },
    {
      provide: MATCH_SIGNER,
      inject: [API_CONFIG, LOGGER],
      useFactory: (config: ApiConfig, logger: Logger) => matchSignerProvider(config, logger),
    },
    ...SHARED,
    MatchSecrets,
    TournamentResultReporter,
    TournamentResultRecovery,
    MatchRecords,
    GameCatalogueResolver,
    MatchResolver,
    MatchViewResolver,
    MatchLogResolver,
    MatchJudgingService,
    MatchJudgingResolver,
    AwardedLossPenalty,
    MatchAuditService,
    MatchAuditResolver,
    PlayerMatchesResolver,
    MatchSummaryPlayerResolver,
    MatchSummaryTurnResolver,
    TournamentMatchesResolver,
    PairingMatchResolver,
    JudgeCallMatchResolver,
    MatchAppealsResolver,
    RulebookResolver,
  ],
  exports: [...SHARED, GAME_REGISTRY],
})
export class MatchModule {}
