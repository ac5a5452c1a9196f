import { Field, Int, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { LocalizedText } from '../tournaments/tournament.models.js';

@ObjectType({ description: "A section of a game's rulebook: its heading as the rulebook prints it." })
export class RulebookSectionView {
  @Field(() => Int, { description: "The heading's line in the rulebook file." }) line!: number;
  @Field({ description: 'The heading as the rulebook prints it.' }) heading!: string;
  @NullableField(() => String, "The same section's heading in the rulebook's translation, where the game has one.")
  translated!: string | null;
}

@ObjectType({ description: 'One line of a rulebook (a paragraph or a list item) and how the platform follows it.' })
export class RuleLineView {
  @Field({
    description:
      "The rule's name: the rulebook's number and the line (`000:39`), as MatchLogLine.rules and LegalCommand.rules give it.",
  })
  id!: string;
  @Field(() => Int, { description: 'The line in the rulebook file.' }) line!: number;
  @NullableField(
    () => Int,
    "The line of the section's heading (RulebookSectionView.line); null before the first heading.",
  )
  sectionLine!: number | null;
  @NullableField(() => String, "The heading of the line's section, as the rulebook prints it.") section!: string | null;
  @NullableField(() => String, "The section's heading in the rulebook's translation, where there is one.")
  sectionTranslated!: string | null;
  @Field({ description: "The line's first words, exactly as printed." }) starts!: string;
  @Field({
    description:
      'faithful (played as written), choice (a documented reading, see option and note) or not-applicable (see note).',
  })
  status!: string;
  @Field(() => LocalizedText, { description: 'The rule in the platform’s own words.' }) summary!: LocalizedText;
  @NullableField(() => String, 'For a choice: the key of the format option that selects the other reading.')
  option!: string | null;
  @NullableField(
    () => LocalizedText,
    "That option's label, as the game's format names it; null when its format has none.",
  )
  optionLabel!: LocalizedText | null;
  @NullableField(() => LocalizedText, 'Why a line is not applicable, or what the choice is, in people’s words.')
  note!: LocalizedText | null;
  @Field(() => [String], {
    description:
      "The entries of the game's rules notes (Crónica's choices where the rulebook is silent) that record it.",
  })
  rulesNotes!: string[];
}

@ObjectType({
  description: "A game's rulebook map for people: every rule line, its section and how the platform follows it.",
})
export class RulebookView {
  @Field({ description: 'The game id.' }) game!: string;
  @Field({ description: "The game's name in the caller's language." }) gameName!: string;
  @Field({ description: 'The rulebook file the map is of (`000_7cbcfc9bc47f1014.txt`).' }) rulebook!: string;
  @Field(() => LocalizedText, { description: "The rulebook's title (docs/rulebooks.md)." }) title!: LocalizedText;
  @NullableField(() => String, "The translation's file, where the game has one.") translation!: string | null;
  @NullableField(() => LocalizedText, "The translation's title, where the game has one.")
  translationTitle!: LocalizedText | null;
  @Field(() => [RulebookSectionView]) sections!: RulebookSectionView[];
  @Field(() => [RuleLineView], { description: 'Every rule line, in the order of the rulebook.' })
  lines!: RuleLineView[];
}
