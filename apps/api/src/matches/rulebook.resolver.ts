import { Inject } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { GameEntry, GameRegistry } from '@cronica/games';
import { ruleId, rulebookTitle, sectionOf, type RulebookMap } from '@cronica/rules-kernel';
import { pick, type Lang, type Localized } from '@cronica/util';
import { badInput } from '../common/errors.js';
import type { GqlContext } from '../common/context.js';
import { GAME_REGISTRY } from './match-config.js';
import { RulebookView, type RuleLineView } from './rulebook.models.js';

type OptionLabels = ReadonlyMap<string, Localized>;

function linesOf(map: RulebookMap, labels: OptionLabels): RuleLineView[] {
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
        optionLabel: line.option === undefined ? null : (labels.get(line.option) ?? null),
        note: line.note ? { ...line.note } : null,
        rulesNotes: [...line.rulesNotes],
      };
    });
}

type RulebookGame = Pick<GameEntry, 'id' | 'name' | 'format'>;
/** A rulebook map as people read it; built once per map (the maps never change while the API runs). */
type MapView = Omit<RulebookView, 'game' | 'gameName'>;
const views = new WeakMap<RulebookMap, MapView>();

/**
 * The titles of a game's rulebook and translation; a document docs/rulebooks.md does not list (the
 * test game's made-up one) is named by its game.
 */
function titlesOf(game: RulebookGame, map: RulebookMap): Pick<MapView, 'title' | 'translationTitle'> {
  const { es, en } = game.name;
  const translation = map.translation?.rulebook;
  return {
    title: rulebookTitle(map.rulebook) ?? { es, en },
    translationTitle:
      translation === undefined
        ? null
        : (rulebookTitle(translation) ?? { es: `${es}, traducción`, en: `${en}, translation` }),
  };
}

function viewOf(game: RulebookGame, map: RulebookMap): MapView {
  let view = views.get(map);
  if (view === undefined) {
    const labels = new Map((game.format?.options ?? []).map((option) => [option.key, option.label]));
    view = {
      rulebook: map.rulebook,
      translation: map.translation?.rulebook ?? null,
      ...titlesOf(game, map),
      sections: map.sections.map((s) => ({ line: s.line, heading: s.heading, translated: s.translated ?? null })),
      lines: linesOf(map, labels),
    };
    views.set(map, view);
  }
  return view;
}

export function rulebookView(game: RulebookGame, map: RulebookMap, lang: Lang): RulebookView {
  return Object.assign(new RulebookView(), { game: game.id, gameName: pick(game.name, lang), ...viewOf(game, map) });
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
    return map === undefined ? null : rulebookView(entry, map, ctx.viewer.lang);
  }
}
