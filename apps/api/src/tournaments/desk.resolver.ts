import { Inject } from '@nestjs/common';
import { Args, Context, Resolver } from '@nestjs/graphql';
import { nullableArg } from '../common/fields.js';
import type { ReadDb } from '@cronica/projections';
import type { GqlContext } from '../common/context.js';
import { badInput } from '../common/errors.js';
import { READ_DB } from '../store/tokens.js';
import { entrantsFromLines } from './desk-entrants.js';
import { deskDeck, guestIdFor, guestName, playerIdArg } from './desk-input.schema.js';
import { checkCommandId } from '../common/command-ids.js';
import { AccountCommandArgs, PlayerCommandArgs, TournamentCommandArgs } from './tournament.inputs.js';
import { namedAccount, TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { TournamentReadService } from './tournament-read.service.js';

const REMOVE_REASONS = ['no-show', 'withdrawn'] as const;

/** The entry fee taken with the registration, in the same decision (an event without a fee refuses it). */
const FEE_PAID = nullableArg(() => Boolean, 'The entrant paid the entry fee at the desk as they registered.');
const paidFlag = (feePaid?: boolean | null) => (feePaid ? { feePaid: true } : {});

/**
 * The registration desk: accounts and walk-ins (guest players) registered by the organizer, late
 * entries, no-shows removed before the first round, drops undone. Who may do what is the decider's
 * rule (the organizer; a player only withdraws themselves).
 */
@Resolver()
export class DeskResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    private readonly reads: TournamentReadService,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @TournamentMutation(
    'Organizer: registers another account by username (players register themselves with registerForTournament).',
  )
  registerPlayer(
    @Args() { tournamentId: id, commandId, username }: AccountCommandArgs,
    @Context() ctx: GqlContext,
    @Args('feePaid', FEE_PAID) feePaid?: boolean | null,
  ) {
    const player = namedAccount(this.db, username);
    return this.mutations.run(ctx.viewer, id, commandId, 'RegisterPlayer', {
      playerId: player.id,
      name: player.displayName,
      ...paidFlag(feePaid),
    });
  }

  @TournamentMutation(
    'Organizer: registers a walk-in without an account (a guest player); its id comes back in the tournament players.',
  )
  registerGuest(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('name') name: string,
    @Context() ctx: GqlContext,
    @Args('feePaid', FEE_PAID) feePaid?: boolean | null,
  ) {
    checkCommandId(commandId);
    const valid = guestName(name);
    return this.mutations.run(ctx.viewer, id, commandId, 'RegisterPlayer', {
      playerId: guestIdFor(id, commandId),
      name: valid,
      guest: true,
      ...paidFlag(feePaid),
    });
  }

  @TournamentMutation(
    'Organizer, while registration is open: registers a pasted list, one person per line (@username for an account, else a walk-in by name), all or none; a refusal names the line.',
  )
  registerEntrants(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('lines', { type: () => [String] }) lines: string[],
    @Context() ctx: GqlContext,
    @Args('feePaid', nullableArg(() => Boolean, 'Everyone on the list paid the entry fee (recorded with each entry).'))
    feePaid?: boolean | null,
  ) {
    checkCommandId(commandId);
    const entrants = entrantsFromLines(this.db, id, commandId, lines);
    return this.mutations.run(ctx.viewer, id, commandId, 'RegisterEntrants', { entrants, ...paidFlag(feePaid) });
  }

  @TournamentMutation(
    'Organizer: a late entry after registration closed (missed rounds count per the format): an account by username, or a walk-in by guestName; optionally with its deck list.',
  )
  addLateEntry(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Context() ctx: GqlContext,
    @Args('username', nullableArg(() => String)) username?: string | null,
    @Args('guestName', nullableArg(() => String, 'A walk-in without an account.'))
    guest?: string | null,
    @Args('deckSource', nullableArg(() => String, 'The deck list (JSON or plain text), checked by the game.'))
    deckSource?: string | null,
    @Args('feePaid', FEE_PAID) feePaid?: boolean | null,
  ) {
    checkCommandId(commandId);
    const entrant = this.lateEntrant(id, commandId, username, guest);
    const deck =
      deckSource == null
        ? undefined
        : deskDeck(this.reads.internalState(id), deckSource, this.mutations.commands.games);
    return this.mutations.run(ctx.viewer, id, commandId, 'AddLateEntry', {
      ...entrant,
      ...(deck === undefined ? {} : { deck }),
      ...paidFlag(feePaid),
    });
  }

  @TournamentMutation(
    "Before the first round is paired: a no-show (or a player withdrawing) leaves the list, so registration can close. reason: 'no-show' or 'withdrawn'.",
  )
  removePlayer(
    @Args() { tournamentId: id, commandId, playerId }: PlayerCommandArgs,
    @Args('reason') reason: string,
    @Context() ctx: GqlContext,
  ) {
    const why = REMOVE_REASONS.find((r) => r === reason);
    if (why === undefined)
      throw badInput([
        {
          path: 'reason',
          message: "'no-show' or 'withdrawn'",
          messages: {
            es: 'Motivo: no-show (no se presentó) o withdrawn (se retira).',
            en: "Reason: 'no-show' or 'withdrawn'.",
          },
        },
      ]);
    return this.mutations.run(ctx.viewer, id, commandId, 'RemovePlayer', {
      playerId: playerIdArg(playerId),
      reason: why,
    });
  }

  @TournamentMutation(
    'Organizer: undoes a drop while no round has been published without the player (a disqualification stands). The table the drop conceded is open again while its round is being played and no other result was entered since.',
  )
  reinstatePlayer(@Args() { tournamentId: id, commandId, playerId }: PlayerCommandArgs, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, id, commandId, 'ReinstatePlayer', { playerId: playerIdArg(playerId) });
  }

  /** Who enters late: an account by username or a walk-in by name (exactly one of them). */
  private lateEntrant(id: string, commandId: string, username?: string | null, guest?: string | null) {
    if ((username == null) === (guest == null))
      throw badInput([
        {
          path: 'username',
          message: 'give username or guestName',
          messages: {
            es: 'Indica una cuenta o el nombre de un invitado (solo uno).',
            en: 'Give an account or a guest name (only one).',
          },
        },
      ]);
    const account = username != null ? namedAccount(this.db, username) : null;
    return account
      ? { playerId: account.id, name: account.displayName }
      : { playerId: guestIdFor(id, commandId), name: guestName(guest!, 'guestName'), guest: true };
  }
}
