import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { LocalizedText, Pairing } from './tournament.models.js';

@ObjectType({ description: 'A player of the top cut and the seed the Swiss standings gave them.' })
export class BracketSeed {
  @Field(() => Int, { description: '1: the best Swiss place of the cut.' }) seed!: number;
  @Field(() => ID) playerId!: string;
  @Field({ description: 'The name the player goes by now.' }) playerName!: string;
}

@ObjectType({ description: 'A round of the top cut with its tables.' })
export class BracketRound {
  @Field(() => Int) number!: number;
  @Field(() => LocalizedText, { description: 'Its one name ("Semifinales").' }) label!: LocalizedText;
  @Field({ description: 'Its tables are public (a draft: only its staff read it).' }) published!: boolean;
  @Field({ description: 'Its results are final.' }) ended!: boolean;
  @Field(() => [Pairing], { description: 'Its tables; a final with a third-place match has two.' })
  tables!: Pairing[];
}

@ObjectType({ description: 'The top cut as people follow it (single elimination, seed 1 against the last).' })
export class BracketView {
  @Field(() => [BracketSeed], { description: 'Best seed first.' }) seeds!: BracketSeed[];
  @Field(() => [BracketRound], {
    description: 'Rounds paired so far, first first: published ones for everyone, drafts for the staff too.',
  })
  rounds!: BracketRound[];
  @Field(() => [LocalizedText], { description: 'Names of the rounds still to pair ("Final"), in order.' })
  upcoming!: LocalizedText[];
}
