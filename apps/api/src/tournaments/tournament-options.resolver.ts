import { Field, ID, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { gameRegistry } from '@cronica/games';
import { TIEBREAK_PRESETS, TOURNAMENT_OPTIONS, type TournamentOption } from '@cronica/tournament';
import { JsonScalar } from '../matches/json.scalar.js';
import { LocalizedText } from './tournament.models.js';

@ObjectType({ description: 'One creation option of a tournament: its default and where the default comes from.' })
export class TournamentOptionInfo {
  @Field({ description: 'The createTournament field (dotted for nested ones: topCut.size).' })
  key!: string;

  @Field(() => JsonScalar, { nullable: true, description: 'The default when the field is omitted.' })
  default!: unknown;

  @Field(() => String, { nullable: true, description: 'The rulebook file and section the default comes from; null where the rulebooks are silent.' })
  rule!: string | null;

  @Field(() => LocalizedText)
  label!: LocalizedText;
}

@ObjectType({ description: 'A tiebreak preset: its id (createTournament tiebreakPreset) and its criteria in order.' })
export class TiebreakPresetInfo {
  @Field(() => ID)
  id!: string;

  @Field(() => [String])
  criteria!: string[];
}

@ObjectType({ description: 'A game a tournament can be created for, with the options that depend on the game.' })
export class TournamentGameInfo {
  @Field(() => ID)
  id!: string;

  @Field(() => LocalizedText)
  name!: LocalizedText;

  @Field({ description: 'Whether the legendary cap (legendaryLimit, 002 C.5) applies to this game.' })
  legendaryLimit!: boolean;

  @Field({ description: 'Whether the game takes an imported card catalog (catalog).' })
  takesCatalog!: boolean;

  @Field({ description: 'Whether its matches are played online (otherwise results are entered by hand).' })
  playsOnline!: boolean;

  @Field(() => JsonScalar, { nullable: true, description: "The game's own format options at their defaults (gameOptions), or null when it takes none." })
  defaultGameOptions!: unknown;
}

@ObjectType({ description: "The creation form's table: every option with its rulebook default, the games and the tiebreak presets." })
export class TournamentOptionsTable {
  @Field(() => [TournamentOptionInfo])
  options!: TournamentOptionInfo[];

  @Field(() => [TournamentGameInfo])
  games!: TournamentGameInfo[];

  @Field(() => [TiebreakPresetInfo])
  tiebreakPresets!: TiebreakPresetInfo[];
}

const optionInfo = (option: TournamentOption): TournamentOptionInfo => ({
  key: option.key,
  default: option.default,
  rule: option.rule,
  label: { es: option.label.es, en: option.label.en },
});

/** The options table of libs/tournament, so the web's form shows the defaults the decider applies. */
@Resolver()
export class TournamentOptionsResolver {
  @Query(() => TournamentOptionsTable, { description: 'Every createTournament option with its default and rulebook source (es/en labels), and the games.' })
  tournamentOptions(): TournamentOptionsTable {
    const registry = gameRegistry();
    return {
      options: TOURNAMENT_OPTIONS.map(optionInfo),
      games: registry.games.map((game) => ({
        id: game.id,
        name: { es: game.name.es, en: game.name.en },
        legendaryLimit: game.legendaryLimit,
        takesCatalog: game.parseCatalog !== undefined,
        playsOnline: game.module !== undefined,
        defaultGameOptions: game.module?.setup.optionsSchema.parse({}) ?? null,
      })),
      tiebreakPresets: Object.entries(TIEBREAK_PRESETS).map(([id, criteria]) => ({ id, criteria: [...criteria] })),
    };
  }
}
