import { Module } from '@nestjs/common';
import { MatchModule } from '../matches/index.js';
import { AppealsResolver } from './appeals.resolver.js';
import { AnnouncementResolver } from './announcement.resolver.js';
import { BracketResolver } from './bracket.resolver.js';
import { CheckInOpener } from './check-in-opener.js';
import { CheckInResolver } from './check-in.resolver.js';
import { DeskResolver } from './desk.resolver.js';
import { EntryFeeResolver } from './entry-fee.resolver.js';
import { GuestErasureResolver } from './guest-erasure.resolver.js';
import { GuestNames } from './guest-names.js';
import { OrganizerFieldsResolver, StandingsByRoundResolver } from './organizer-fields.resolver.js';
import { TournamentOptionsResolver } from './tournament-options.resolver.js';
import { JudgingQueryResolver } from './judging-query.resolver.js';
import { JudgingReadService } from './judging-read.service.js';
import { JudgingResolver } from './judging.resolver.js';
import { OrganizerResolver } from './organizer.resolver.js';
import { PlayerPageResolver } from './player-page.resolver.js';
import { PlayerResolver } from './player.resolver.js';
import { MatchSummaryTableResolver, MatchViewTableResolver } from './match-table.resolver.js';
import { RoundResolver } from './round.resolver.js';
import { TournamentCommandService } from './tournament-commands.service.js';
import { TournamentDetailsResolver } from './tournament-details.resolver.js';
import { TournamentMutations } from './tournament-mutation.support.js';
import { TournamentPagesResolver } from './tournament-pages.resolver.js';
import { TournamentPlayerResolver } from './tournament-player.resolver.js';
import { TournamentQueryResolver } from './tournament-query.resolver.js';
import { TournamentStepsResolver } from './tournament-steps.resolver.js';
import { TournamentReadService } from './tournament-read.service.js';
import { WaitlistResolver } from './waitlist.resolver.js';

const TOURNAMENT_PROVIDERS = [
  TournamentReadService,
  GuestNames,
  TournamentCommandService,
  TournamentMutations,
  TournamentQueryResolver,
  TournamentDetailsResolver,
  TournamentPlayerResolver,
  TournamentPagesResolver,
  OrganizerResolver,
  TournamentStepsResolver,
  DeskResolver,
  AnnouncementResolver,
  CheckInResolver,
  CheckInOpener,
  EntryFeeResolver,
  WaitlistResolver,
  GuestErasureResolver,
  OrganizerFieldsResolver,
  StandingsByRoundResolver,
  BracketResolver,
  TournamentOptionsResolver,
  RoundResolver,
  PlayerResolver,
  PlayerPageResolver,
  JudgingReadService,
  JudgingResolver,
  JudgingQueryResolver,
  AppealsResolver,
  MatchSummaryTableResolver,
  MatchViewTableResolver,
];

/**
 * Swiss tournaments: the organizer's desk, registration and check-in, rounds and results, judging
 * and appeals. Its tables are matches (`MatchModule`); the demo data and a person's data export read
 * and run tournaments through the two services it exports.
 */
@Module({
  imports: [MatchModule],
  providers: TOURNAMENT_PROVIDERS,
  exports: [TournamentReadService, TournamentCommandService, JudgingReadService],
})
export class TournamentModule {}
