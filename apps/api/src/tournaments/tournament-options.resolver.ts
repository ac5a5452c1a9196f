import { Inject } from '@nestjs/common';
import { Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import type { GameEntry, GameRegistry } from '@cronica/games';
import {
  TIEBREAK_PRESETS,
  TOURNAMENT_OPTIONS,
  type TournamentOption,
  tournamentFormatOptions,
} from '@cronica/tournament';
import { GAME_REGISTRY } from '../matches/match-config.js';
import { JsonScalar } from '../matches/json.scalar.js';
import { LocalizedText } from './tournament.models.js';

@ObjectType({ description: 'One creation option of a tournament: its default and where the default comes from.' })
export class TournamentOptionInfo {
  @Field({ description: 'The createTournament field (dotted for nested ones: topCut.size).' }) key!: string;
  @NullableField(() => JsonScalar, 'The default when the field is omitted.') default!: unknown;
  @NullableField(
    () => String,
    'The rulebook file and section the default comes from; null where the rulebooks are silent.',
  )
  rule!: string | null;
  @Field(() => LocalizedText) label!: LocalizedText;
}

@ObjectType({ description: 'A tiebreak preset: its id (createTournament tiebreakPreset) and its criteria in order.' })
export class TiebreakPresetInfo {
  @Field(() => ID) id!: string;
  @Field(() => [String]) criteria!: string[];
}

@ObjectType({
  description: "One of the game's own options as an organizer sets it (gameOptions.<key>), from its rules library.",
})
export class GameFormatOptionInfo {
  @Field() key!: string;
  @Field(() => LocalizedText) label!: LocalizedText;
  @Field({ description: 'The rulebook file and section (or RULES-NOTES.md choice) its default comes from.' })
  rule!: string;
  @Field(() => JsonScalar, {
    description:
      'How it is set: { kind: integer, min, max } | { kind: choice, choices } | { kind: boolean } | { kind: counts, choices, min, max }.',
  })
  control!: unknown;
  @Field(() => JsonScalar, { description: "The game's default (what its schema parses {} to)." }) default!: unknown;
  @Field({ description: 'main (up front) or more (behind "more options").' }) tier!: string;
}

@ObjectType({ description: "A tiebreak preset as the game's results feed it." })
export class GameTiebreakInfo {
  @Field({ description: 'The preset (createTournament tiebreakPreset).' }) preset!: string;
  @Field(() => LocalizedText) label!: LocalizedText;
  @NullableField(() => String) rule!: string | null;
}

@ObjectType({ description: "A game's tournament format, from its rules library." })
export class GameFormatInfo {
  @Field(() => [GameFormatOptionInfo], { description: 'Its own options (the best-of each round sets is left out).' })
  options!: GameFormatOptionInfo[];
  @Field(() => [GameTiebreakInfo], {
    description: 'The tiebreak presets a tournament of the game may use; the first is the default.',
  })
  tiebreakers!: GameTiebreakInfo[];
  @Field(() => Int) roundMinutes!: number;
  @NullableField(() => String, 'Where the round minutes come from; null where the rulebook is silent.')
  roundMinutesRule!: string | null;
}

@ObjectType({ description: 'A game a tournament can be created for, with the options that depend on the game.' })
export class TournamentGameInfo {
  @Field(() => ID) id!: string;
  @Field(() => LocalizedText) name!: LocalizedText;
  @Field({ description: 'Whether the game takes an imported card catalog (catalog).' }) takesCatalog!: boolean;
  @Field({ description: 'Whether its matches are played online (otherwise results are entered by hand).' })
  playsOnline!: boolean;
  @NullableField(
    () => JsonScalar,
    "The game's own format options at their defaults (gameOptions), or null when it takes none.",
  )
  defaultGameOptions!: unknown;
  @NullableField(
    () => GameFormatInfo,
    'Its format (options, tiebreakers, round minutes); null for a game not played in Swiss tournaments.',
  )
  format!: GameFormatInfo | null;
}

@ObjectType({
  description: "The creation form's table: every option with its rulebook default, the games and the tiebreak presets.",
})
export class TournamentOptionsTable {
  @Field(() => [TournamentOptionInfo]) options!: TournamentOptionInfo[];
  @Field(() => [TournamentGameInfo]) games!: TournamentGameInfo[];
  @Field(() => [TiebreakPresetInfo]) tiebreakPresets!: TiebreakPresetInfo[];
}

const optionInfo = (option: TournamentOption): TournamentOptionInfo => ({
  key: option.key,
  default: option.default,
  rule: option.rule,
  label: { es: option.label.es, en: option.label.en },
});

function formatInfo(game: GameEntry): GameFormatInfo | null {
  const format = game.format;
  if (format === undefined || game.organizedPlay === 'sessions') return null;
  return {
    options: [...tournamentFormatOptions(game)],
    tiebreakers: format.tiebreakers.map((t) => ({ preset: t.preset, label: t.label, rule: t.rule })),
    roundMinutes: format.roundMinutes.default,
    roundMinutesRule: format.roundMinutes.rule,
  };
}

/** The options table of libs/tournament, so the web's form shows the defaults the decider applies. */
@Resolver()
export class TournamentOptionsResolver {
  constructor(@Inject(GAME_REGISTRY) private readonly registry: GameRegistry) {}

  @Query(() => TournamentOptionsTable, {
    description:
      'Every createTournament option with its default and rulebook source (es/en labels), and the games with their own format.',
  })
  tournamentOptions(): TournamentOptionsTable {
    return {
      options: TOURNAMENT_OPTIONS.map(optionInfo),
      games: this.registry.games.map((game) => ({
        id: game.id,
        name: { es: game.name.es, en: game.name.en },
        takesCatalog: game.parseCatalog !== undefined,
        playsOnline: game.module !== undefined,
        defaultGameOptions: game.module?.setup.optionsSchema.parse({}) ?? null,
        format: formatInfo(game),
      })),
      tiebreakPresets: Object.entries(TIEBREAK_PRESETS).map(([id, criteria]) => ({ id, criteria: [...criteria] })),
    };
  }
}
