import { Inject } from '@nestjs/common';
import { Args, Context, Field, ID, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { checkDeckSource } from '@cronica/games';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { deckListHash, tournamentDeckOptions } from '@cronica/tournament';
import { CommandResult } from '../common/command-result.model.js';
import type { GqlContext } from '../common/context.js';
import { badInput, forbidden, notFound } from '../common/errors.js';
import { READ_DB } from '../store/tokens.js';
import { DeckSubmission, TournamentMutationResult } from './mutation.models.js';
import { requireAccount } from './tournament-commands.service.js';
import { TournamentMutations } from './tournament-mutation.support.js';
import { TournamentReadService } from './tournament-read.service.js';
import { Pairing } from './tournament.models.js';
import { MAX_DECK_SOURCE } from './desk-input.schema.js';

const idArgs = { type: () => ID } as const;

@ObjectType({ description: 'A registered deck list: only its owner, the organizer and judges read it.' })
export class DeckListView {
  @Field(() => ID)
  playerId!: string;

  @Field()
  hash!: string;

  @Field({ description: 'The list as JSON: { game, sections: { <section>: [{ card, count }] } }.' })
  json!: string;
}

/** Player operations: the player id is the caller's own account (the organizer may act for a walk-in, as the decider allows). */
@Resolver()
export class PlayerResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    private readonly reads: TournamentReadService,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @Mutation(() => TournamentMutationResult, { description: 'Registers the caller in a tournament.' })
  registerForTournament(@Args('tournamentId', idArgs) id: string, @Args('commandId', idArgs) commandId: string, @Context() ctx: GqlContext) {
    const accountId = requireAccount(ctx.viewer);
    const name = getPlayer(this.db, accountId)?.displayName ?? accountId;
    return this.mutations.run(ctx.viewer, id, commandId, 'RegisterPlayer', { playerId: accountId, name });
  }

  @Mutation(() => DeckSubmission, {
    description:
      "Submits or replaces the caller's deck list (JSON or plain text) until registration closes; errors come back as data. The organizer may submit a guest's list (playerId).",
  })
  async submitDeckList(
    @Args('tournamentId', idArgs) id: string,
    @Args('source', { description: 'The list: JSON or the plain-text format of the game.' }) source: string,
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
    @Args('playerId', { type: () => ID, nullable: true, description: 'Organizer or judge: the player the list is for (a walk-in at the desk). Defaults to the caller.' })
    playerId?: string | null,
  ): Promise<DeckSubmission> {
    const target = playerId ?? requireAccount(ctx.viewer);
    requireAccount(ctx.viewer);
    if (source.length > MAX_DECK_SOURCE) throw badInput([{ path: 'source', message: `≤ ${MAX_DECK_SOURCE}` }]);
    const state = this.reads.internalState(id);
    const games = this.mutations.commands.games;
    const game = state?.config ? games(state.config.game) : undefined;
    if (!state?.config || !game) throw notFound('torneo / tournament', id);
    // The game's rules for this event's options (002 C.5: its legendary cap), as the decider and every match apply them.
    const check = checkDeckSource(game, source, tournamentDeckOptions(state.config, games));
    if (check.kind === 'unreadable') {
      return { valid: false, errors: [{ code: 'deck.unreadable', message: check.message, line: null, section: null, card: null }], hash: null, result: null };
    }
    if (!check.valid) {
      const errors = check.errors.map((e) => ({ code: e.code, message: e.message, line: e.line ?? null, section: e.section ?? null, card: e.card ?? null }));
      return { valid: false, errors, hash: null, result: null };
    }
    const outcome = await this.mutations.commands.send(ctx.viewer, id, commandId, 'SubmitDeckList', { playerId: target, deck: check.deck });
    return { valid: true, errors: [], hash: deckListHash(check.deck), result: CommandResult.from(outcome) };
  }

  @Query(() => [Pairing], { description: "The caller's own matches in a tournament (published rounds)." })
  myMatches(@Args('tournamentId', idArgs) id: string, @Context() ctx: GqlContext): Pairing[] {
    const accountId = requireAccount(ctx.viewer);
    return this.reads.pairings(id).filter((p) => p.playerA === accountId || p.playerB === accountId);
  }

  @Query(() => DeckListView, { nullable: true, description: "A registered deck list: the caller's own, or anyone's for the organizer and judges (deck checks)." })
  async deckList(
    @Args('tournamentId', idArgs) id: string,
    @Context() ctx: GqlContext,
    @Args('playerId', { type: () => ID, nullable: true, description: 'Defaults to the caller.' }) playerId?: string | null,
  ): Promise<DeckListView | null> {
    const accountId = requireAccount(ctx.viewer);
    const target = playerId ?? accountId;
    if (target !== accountId) {
      const role = await this.mutations.commands.roleIn(ctx.viewer, id);
      if (!role || role.role === 'player') throw forbidden('judge');
    }
    const deck = this.reads.internalState(id)?.players[target]?.deck;
    return deck ? { playerId: target, hash: deck.hash, json: JSON.stringify(deck.list) } : null;
  }
}
