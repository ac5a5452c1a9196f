import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { idArgs, nullableArg } from '../common/fields.js';
import type { GameRegistry } from '@cronica/games';
import { pick, type Lang } from '@cronica/util';
import type { GqlContext } from '../common/context.js';
import { GAME_REGISTRY } from '../matches/match-config.js';
import { DeckError } from '../tournaments/tournament.models.js';
import { DECK_NAME_MAX, DECK_TEXT_MAX, DECKS_PER_ACCOUNT } from './deck-library-events.js';
import { SavedDeckView } from './deck-library.models.js';
import { DeckLibraryService, type CheckedDeck } from './deck-library.service.js';

/** My decks: the decks a person saved, read by that person only; saved and deleted through the command bus. */
@Resolver()
export class DeckLibraryResolver {
  constructor(
    private readonly service: DeckLibraryService,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
  ) {}

  @Query(() => [SavedDeckView], {
    description: `Signed in: your saved decks (at most ${DECKS_PER_ACCOUNT}), of one game when given, in the order you first saved them.`,
  })
  async myDecks(
    @Context() ctx: GqlContext,
    @Args('game', { nullable: true, description: 'A game id from `games`.' }) game?: string,
  ): Promise<SavedDeckView[]> {
    return (await this.service.mine(ctx.viewer, game ?? null)).map((deck) => this.view(deck, ctx.viewer.lang));
  }

  @Mutation(() => SavedDeckView, {
    description: `Saves a deck to your decks: a new one (no deckId) or a new version of one of yours. The text is read by the game's own library: one it cannot read is refused (RULE_VIOLATION deck.text.unreadable); a list the validator finds problems in is saved and shown as not valid. Name 1–${DECK_NAME_MAX} characters, text up to ${DECK_TEXT_MAX}, ${DECKS_PER_ACCOUNT} decks at most.`,
  })
  async saveDeck(
    @Args('commandId', idArgs) commandId: string,
    @Args('game', { description: 'A game id from `games`.' }) game: string,
    @Args('name') name: string,
    @Args('text', { description: "The list in the game's plain-text format (or its JSON)." }) text: string,
    @Context() ctx: GqlContext,
    @Args('deckId', nullableArg(() => ID, 'One of your saved decks, to save a new version of it.'))
    deckId?: string | null,
  ): Promise<SavedDeckView> {
    const id = await this.service.save(ctx.viewer, commandId, { game, name, source: text, deckId: deckId ?? null });
    const saved = (await this.service.mine(ctx.viewer, game)).find((deck) => deck.deckId === id)!;
    return this.view(saved, ctx.viewer.lang);
  }

  @Mutation(() => Boolean, {
    description: 'Deletes one of your saved decks (matches already played with it keep their list).',
  })
  async deleteDeck(
    @Args('commandId', idArgs) commandId: string,
    @Args('deckId', idArgs) deckId: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.service.delete(ctx.viewer, commandId, deckId);
    return true;
  }

  private view(deck: CheckedDeck, lang: Lang): SavedDeckView {
    const entry = this.games.find(deck.game);
    const { check } = deck;
    const checked = check.kind === 'checked' ? check : null;
    const errors =
      check.kind === 'unreadable'
        ? [{ code: 'deck.unreadable', message: check.message, line: null, section: null, card: null }]
        : check.errors.slice(0, 20).map((e) => ({
            code: e.code,
            message: e.message,
            line: e.line ?? null,
            section: e.section ?? null,
            card: e.card ?? null,
          }));
    return Object.assign(new SavedDeckView(), {
      id: deck.deckId,
      game: deck.game,
      gameName: entry ? pick(entry.shortName ?? entry.name, lang) : deck.game,
      name: deck.name,
      text: deck.source,
      json: checked ? JSON.stringify(checked.deck) : null,
      valid: checked?.valid ?? false,
      errors: errors.map((e) => Object.assign(new DeckError(), e)),
      faction: checked?.deck.faction ?? null,
      cardCount: checked
        ? Object.values(checked.deck.sections).reduce(
            (sum, entries) => sum + (entries ?? []).reduce((n, e) => n + e.count, 0),
            0,
          )
        : 0,
      savedAt: deck.savedAt,
    });
  }
}
