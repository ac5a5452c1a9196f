import { Inject } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { GameRegistry } from '@cronica/games';
import { ruleId, sectionOf, type RulebookMap } from '@cronica/rules-kernel';
import { pick, type Lang, type Localized } from '@cronica/util';
import { badInput } from '../common/errors.js';
import type { GqlContext } from '../common/context.js';
import { GAME_REGISTRY } from './match-config.js';
import { RulebookView, type RuleLineView } from './rulebook.models.js';

function linesOf(map: RulebookMap): RuleLineView[] {
  return [...map.lines]
    .sort((a, b) => a.line - b.line)
    .map((line) => {
      const section = sectionOf(map, line.line);
      return {
        id: ruleId(map, line.line),
        line: line.line,
        sectionLine: section?.line ?? null,
        section: section?.heading ?? null,
        sectionTranslated: section?.translated ?? null,
        starts: line.starts,
        status: line.status,
        summary: { ...line.summary },
        option: line.option ?? null,
        note: line.note ?? null,
      };
    });
}

/** A rulebook map as people read it; built once per map (the maps never change while the API runs). */
const views = new WeakMap<RulebookMap, Omit<RulebookView, 'game' | 'gameName'>>();

function viewOf(map: RulebookMap): Omit<RulebookView, 'game' | 'gameName'> {
  let view = views.get(map);
  if (view === undefined) {
    const sections = map.sections.map((s) => ({ line: s.line, heading: s.heading, translated: s.translated ?? null }));
    view = { rulebook: map.rulebook, translation: map.translation?.rulebook ?? null, sections, lines: linesOf(map) };
    views.set(map, view);
  }
  return view;
}

export function rulebookView(id: string, name: Localized, map: RulebookMap, lang: Lang): RulebookView {
  return Object.assign(new RulebookView(), { game: id, gameName: pick(name, lang), ...viewOf(map) });
}

/** The rulebook maps of the games, public: what the table's "why?" links open. */
@Resolver()
export class RulebookResolver {
  constructor(@Inject(GAME_REGISTRY) private readonly registry: GameRegistry) {}

  @Query(() => RulebookView, {
    nullable: true,
    description:
      "A game's rulebook map: every line of its rulebook, its section's heading and how the platform follows it; null when the game has no map yet.",
  })
  rulebook(
    @Args('game', { type: () => String, description: 'A game id from `games`.' }) game: string,
    @Context() ctx: GqlContext,
  ): RulebookView | null {
    const entry = this.registry.find(game);
    if (entry === undefined) throw badInput([{ path: 'game', message: `unknown game: ${game.slice(0, 40)}` }]);
    const map = entry.module?.rulebook;
    return map === undefined ? null : rulebookView(entry.id, entry.name, map, ctx.viewer.lang);
  }
}
