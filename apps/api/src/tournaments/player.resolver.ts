import { Inject } from '@nestjs/common';
import { Args, Context, Field, ID, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { NullableField, idArgs, nullableArg } from '../common/fields.js';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { deckListHash, checkDeckSource, type DeckCheck } from '@cronica/rules-kernel';
import { deckSubmissionRefusal, tournamentDeckOptions, type Actor } from '@cronica/tournament';
import { CommandResult } from '../common/command-result.model.js';
import type { GqlContext } from '../common/context.js';
import { badInput, forbidden, notFound, ruleViolation } from '../common/errors.js';
import { READ_DB } from '../store/tokens.js';
import { DeckSubmission } from './mutation.models.js';
import { ActorView, DeckSubmissionView } from './player-records.models.js';
import { actorView } from './tournament-player.resolver.js';
import { requireAccount } from '../auth/viewer.js';
import { TournamentCommandArgs } from './tournament.inputs.js';
import { TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { TournamentReadService } from './tournament-read.service.js';
import { Pairing } from './tournament.models.js';
import { MAX_DECK_SOURCE } from './desk-input.schema.js';

@ObjectType({ description: 'A registered deck list: only its owner, the organizer and judges read it.' })
export class DeckListView {
  @Field(() => ID) playerId!: string;
  @Field() hash!: string;
  @Field({ description: 'The list as JSON: { game, sections: { <section>: [{ card, count }] } }.' }) json!: string;
  @Field({ description: 'When this list was handed in (ISO 8601).' }) submittedAt!: string;
  @NullableField(
    () => ActorView,
    'Who handed it in: the player, or the organizer or a judge at the desk (null on lists from before this was kept).',
  )
  submittedBy!: ActorView | null;
  @Field(() => [DeckSubmissionView], {
    description:
      'Every list handed in for this player, oldest first, with who and when: staff changes are never silent.',
  })
  history!: DeckSubmissionView[];
}

/** Player operations: the player id is the caller's own account (the organizer may act for a walk-in, as the decider allows). */
@Resolver()
export class PlayerResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    private readonly reads: TournamentReadService,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @TournamentMutation('Registers the caller in a tournament.')
  registerForTournament(@Args() { tournamentId: id, commandId }: TournamentCommandArgs, @Context() ctx: GqlContext) {
    const accountId = requireAccount(ctx.viewer);
    const name = getPlayer(this.db, accountId)?.displayName ?? accountId;
    return this.mutations.run(ctx.viewer, id, commandId, 'RegisterPlayer', { playerId: accountId, name });
  }

  @Mutation(() => DeckSubmission, {
    description:
      "Submits or replaces the caller's deck list (JSON or plain text) until registration closes; errors come back as data. The organizer or a judge may submit anyone's list (playerId: a walk-in's, or a list fixed at the desk); the change is recorded with who made it and the player reads it (DeckListView.history). Anyone else gets FORBIDDEN before the list is read.",
  })
  async submitDeckList(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('source', { description: 'The list: JSON or the plain-text format of the game.' }) source: string,
    @Context() ctx: GqlContext,
    @Args(
      'playerId',
      nullableArg(
        () => ID,
        'Organizer or judge: the player the list is for (a walk-in at the desk). Defaults to the caller.',
      ),
    )
    playerId?: string | null,
  ): Promise<DeckSubmission> {
    const caller = requireAccount(ctx.viewer);
    const target = playerId ?? caller;
    await this.mayHandIn(ctx, id, caller, target);
    if (source.length > MAX_DECK_SOURCE) throw badInput([{ path: 'source', message: `≤ ${MAX_DECK_SOURCE}` }]);
    const state = this.reads.internalState(id);
    const games = this.mutations.commands.games;
    const game = state?.config ? games(state.config.game) : undefined;
    if (!state?.config || !game) throw notFound('torneo / tournament', id);
    // The game's rules for this event's options (002 C.5: its legendary cap), as the decider and every match apply them.
    const check = checkDeckSource(game, source, tournamentDeckOptions(state.config, games));
    if (check.kind === 'unreadable' || !check.valid) return refusedDeck(check);
    const outcome = await this.mutations.commands.send(ctx.viewer, id, commandId, 'SubmitDeckList', {
      playerId: target,
      deck: check.deck,
    });
    return { valid: true, errors: [], hash: deckListHash(check.deck), result: CommandResult.from(outcome) };
  }

  @Query(() => [Pairing], { description: "The caller's own matches in a tournament (published rounds)." })
  myMatches(@Args('tournamentId', idArgs) id: string, @Context() ctx: GqlContext): Pairing[] {
    const accountId = requireAccount(ctx.viewer);
    return this.reads.pairings(id).filter((p) => p.playerA === accountId || p.playerB === accountId);
  }

  @Query(() => DeckListView, {
    nullable: true,
    description: "A registered deck list: the caller's own, or anyone's for the organizer and judges (deck checks).",
  })
  async deckList(
    @Args('tournamentId', idArgs) id: string,
    @Context() ctx: GqlContext,
    @Args('playerId', nullableArg(() => ID, 'Defaults to the caller.'))
    playerId?: string | null,
  ): Promise<DeckListView | null> {
    const accountId = requireAccount(ctx.viewer);
    const target = playerId ?? accountId;
    if (target !== accountId) await this.requireStaff(ctx, id);
    const player = this.reads.internalState(id)?.players[target];
    const deck = player?.deck;
    if (!deck) return null;
    const by = (actor: Actor | null | undefined) => (actor ? actorView(this.db, actor) : null);
    return {
      playerId: target,
      hash: deck.hash,
      json: JSON.stringify(deck.list),
      submittedAt: new Date(deck.submittedAt).toISOString(),
      submittedBy: by(deck.submittedBy),
      history: (player.deckHistory ?? []).map((s) => ({
        hash: s.hash,
        submittedAt: new Date(s.at).toISOString(),
        by: by(s.by),
      })),
    };
  }

  /**
   * Who may hand in this list, checked before the list is read (the mutation is no list validator
   * for anyone): the player themself while registration is open, or staff for anyone (FORBIDDEN
   * otherwise); an unregistered player or closed lists are the decider's refusals.
   */
  private async mayHandIn(ctx: GqlContext, tournamentId: string, caller: string, target: string): Promise<void> {
    const access = await this.mutations.commands.roleIn(ctx.viewer, tournamentId);
    if (!access) throw notFound('torneo / tournament', tournamentId);
    const refusal = deckSubmissionRefusal(
      { data: { playerId: target, by: { role: access.role, id: caller } } },
      access.tournament.state,
    );
    if (refusal?.code === 'tournament.actor.not-allowed') throw forbidden('judge');
    if (refusal) throw ruleViolation(refusal.code, refusal.message);
  }

  /** The organizer or a judge of the tournament (by the read rule: a registered player is not staff); FORBIDDEN otherwise. */
  private async requireStaff(ctx: GqlContext, tournamentId: string): Promise<void> {
    const role = await this.mutations.commands.roleIn(ctx.viewer, tournamentId);
    if (!role || role.role === 'player') throw forbidden('judge');
  }
}

/** A list the game cannot read or does not accept, its problems as data (nothing is submitted). */
function refusedDeck(check: DeckCheck): DeckSubmission {
  if (check.kind === 'unreadable') {
    const unreadable = { code: 'deck.unreadable', message: check.message, line: null, section: null, card: null };
    return { valid: false, errors: [unreadable], hash: null, result: null };
  }
  const errors = check.errors.map((e) => ({
    code: e.code,
    message: e.message,
    line: e.line ?? null,
    section: e.section ?? null,
    card: e.card ?? null,
  }));
  return { valid: false, errors, hash: null, result: null };
}
