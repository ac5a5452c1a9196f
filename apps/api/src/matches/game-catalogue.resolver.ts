import { Inject } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { GameEntry, GameRegistry } from '@cronica/games';
import { practiceBot } from '@cronica/rules-kernel';
import { pick, type Lang } from '@cronica/util';
import type { GqlContext } from '../common/context.js';
import { badInput } from '../common/errors.js';
import { nullableArg } from '../common/fields.js';
import { GAME_REGISTRY } from './match-config.js';
import { GameInfo, ReadyDeckInfo } from './match.models.js';

/** A mutation's or query's game: a game id from `games`, blades-of-ash when absent. */
export const gameArg = nullableArg(() => String, 'A game id from `games` (default blades-of-ash).');

function readyDecksOf(entry: GameEntry, lang: Lang): ReadyDeckInfo[] {
  return (entry.module?.setup.readyDecks() ?? []).map((d) => ({
    id: d.id,
    name: pick(d.name, lang),
    game: entry.id,
    faction: d.deck.faction ?? null,
    saved: false,
  }));
}

/** The games this API's registry knows, with what a page needs to set up their matches. */
@Resolver()
export class GameCatalogueResolver {
  constructor(@Inject(GAME_REGISTRY) private readonly registry: GameRegistry) {}

  @Query(() => [GameInfo], {
    description: 'The games the platform knows (one registry), with what it needs to set up their matches.',
  })
  games(@Context() ctx: GqlContext): GameInfo[] {
    return this.registry.games.map((entry) => ({
      id: entry.id,
      name: pick(entry.name, ctx.viewer.lang),
      playsOnline: entry.module !== undefined,
      minSeats: entry.module?.setup.seats.min ?? null,
      maxSeats: entry.module?.setup.seats.max ?? null,
      decklessSeats: [...(entry.module?.setup.decklessSeats ?? [])],
      organizedPlay: entry.organizedPlay ?? 'swiss',
      defaultOptions: entry.module?.setup.optionsSchema.parse({}) ?? null,
      bots: (entry.module?.bots ?? []).map((bot) => ({
        name: bot.name,
        label: pick(bot.label, ctx.viewer.lang),
        description: bot.description === undefined ? null : pick(bot.description, ctx.viewer.lang),
        practiceDefault: bot === practiceBot(entry.module!.bots),
      })),
      readyDecks: readyDecksOf(entry, ctx.viewer.lang),
    }));
  }

  @Query(() => [ReadyDeckInfo], { description: 'Ready-made decks of a game, for practice and friendly matches.' })
  readyDecks(@Context() ctx: GqlContext, @Args('game', gameArg) game?: string | null): ReadyDeckInfo[] {
    const entry = this.registry.find(game ?? 'blades-of-ash');
    if (entry === undefined) throw badInput([{ path: 'game', message: `unknown game: ${String(game).slice(0, 40)}` }]);
    return readyDecksOf(entry, ctx.viewer.lang);
  }
}
