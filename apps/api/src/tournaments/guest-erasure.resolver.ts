import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { idArgs } from '../common/fields.js';
import { PersonalDataVault } from '@cronica/event-store';
import type { GqlContext } from '../common/context.js';
import { badInput, forbidden, notFound } from '../common/errors.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { requireAccount } from '../auth/viewer.js';
import { TournamentReadService } from './tournament-read.service.js';

const NOT_A_WALK_IN = {
  es: 'Solo se puede borrar el nombre de un invitado (sin cuenta) de este torneo.',
  en: 'Only the name of a walk-in guest (without an account) of this tournament can be erased.',
};

/**
 * A walk-in guest's name is erased the way an account's is (README "Personal data"): the key
 * it was sealed with goes, so every page shows "deleted player" and standings stay as they were.
 * The organizer asks for it, on the guest's behalf (GDPR art. 17).
 */
@Resolver()
export class GuestErasureResolver {
  constructor(
    private readonly reads: TournamentReadService,
    private readonly vault: PersonalDataVault,
    private readonly projections: ProjectionRunner,
  ) {}

  @Mutation(() => Boolean, {
    description:
      'Organizer: erases a walk-in guest\'s name (GDPR art. 17). Their results stay, shown as "jugador eliminado / deleted player". FORBIDDEN for anyone else; BAD_USER_INPUT on playerId (es/en) when it is not a guest of this tournament. Cannot be undone; asking again changes nothing.',
  })
  async eraseGuestName(
    @Args('tournamentId', idArgs) id: string,
    @Args('playerId', idArgs) playerId: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    const accountId = requireAccount(ctx.viewer);
    const tournament = this.reads.find(id);
    if (!tournament) throw notFound('torneo / tournament', id);
    if (tournament.organizerId !== accountId) throw forbidden('organizer');
    if (this.reads.internalState(id)?.players[playerId]?.guest !== true)
      throw badInput([{ path: 'playerId', message: NOT_A_WALK_IN.en, messages: NOT_A_WALK_IN }]);
    await this.vault.erase(playerId);
    await this.projections.catchUpWithStore().catch(() => undefined);
    return true;
  }
}
