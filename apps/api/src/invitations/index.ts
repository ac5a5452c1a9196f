import { Module } from '@nestjs/common';
import { MatchModule } from '../matches/index.js';
import { InvitationResolver } from './invitation.resolver.js';
import { InvitationService } from './invitation.service.js';
import { InvitationViews } from './invitation-views.js';

/** Invitations: nobody is seated at a match until she accepts (a campaign's invitations live in the campaign). */
@Module({
  imports: [MatchModule],
  providers: [InvitationService, InvitationViews, InvitationResolver],
  exports: [InvitationService],
})
export class InvitationModule {}
