import 'reflect-metadata';
import { Args, Context, Resolver } from '@nestjs/graphql';
import type { TournamentCommand } from '@cronica/tournament';
import type { GqlContext } from '../common/context.js';
import type { CommandFields } from './tournament-commands.service.js';
import { TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { TournamentCommandArgs } from './tournament.inputs.js';

type CommandType = TournamentCommand['type'];

/** The commands that may carry nothing but who sends them and when (both added by the API). */
type BareCommand = { [T in CommandType]: Record<never, never> extends CommandFields<T> ? T : never }[CommandType];

/**
 * The steps of a tournament that name nothing but the tournament, by mutation name, with the
 * mutation's description (null: none). Each sends the command of its name (openRegistration sends
 * OpenRegistration). Calling time (callTime, endRoundClock) is the round resolver's: the live
 * matches hear it too.
 */
const STEPS: { readonly [Name in Uncapitalize<BareCommand>]?: string | null } = {
  openRegistration: null,
  closeRegistration: 'Locks deck lists (002 C.4).',
  pairNextRound: 'Pairs the next Swiss round (unpublished until publishPairings).',
  discardDraft:
    'Before publishing: throws the draft away (paired by mistake, or no valid pairing is left after a drop).',
  publishPairings: null,
  endTournament: null,
  startRoundClock: 'Organizer or judge: starts the round clock (002 C.1).',
  pauseRoundClock: 'Organizer or judge: pauses the round clock (the remaining time stands still).',
  resumeRoundClock: 'Organizer or judge: resumes a paused round clock (the end moves by the pause).',
  endRound: 'Organizer or judge: ends the round once every result is final.',
  openCheckIn: 'Organizer, on the day: opens check-in (registration open or closed, before round 1 is paired).',
  removeAbsentPlayers:
    'Organizer, before round 1 is paired: every registered player who has not checked in leaves the list as a no-show.',
  clearAnnouncement: 'Organizer or judge: takes the notice down (with none up, nothing changes).',
};

/**
 * The mutations of STEPS, one per entry. Who may take which step is the decider's rule (the
 * organizer; a judge for the round clock and the notice to the room).
 */
@Resolver()
export class TournamentStepsResolver {
  constructor(readonly mutations: TournamentMutations) {}
}

/**
 * Adds the mutation `name` to the resolver: what the method
 * `name(@Args() args: TournamentCommandArgs, @Context() ctx: GqlContext)` answering
 * `this.mutations.run(ctx.viewer, args.tournamentId, args.commandId, Name, {})` would be.
 */
function addStep(name: string, description: string | null): void {
  const command = (name.charAt(0).toUpperCase() + name.slice(1)) as BareCommand;
  const prototype = TournamentStepsResolver.prototype;
  const send = function (this: TournamentStepsResolver, args: TournamentCommandArgs, ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, args.tournamentId, args.commandId, command, {});
  };
  Object.defineProperty(prototype, name, { value: send, writable: true, configurable: true });
  // The parameter types the compiler records for a written method: @Args() reads the arguments' type there.
  Reflect.defineMetadata('design:paramtypes', [TournamentCommandArgs, Object], prototype, name);
  Args()(prototype, name, 0);
  Context()(prototype, name, 1);
  TournamentMutation(description ?? undefined)(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
}

for (const [name, description] of Object.entries(STEPS)) addStep(name, description);
