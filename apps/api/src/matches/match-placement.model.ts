import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';

/**
 * Where a match stands: its id, kind and, for tournament matches, the round and table.
 * Shared by the public index row (`MatchSummary`) and the caller's view (`MatchView`); abstract,
 * so the schema keeps the two types and gains none.
 */
@ObjectType({ isAbstract: true })
export abstract class MatchPlacement {
  @Field(() => ID) matchId!: string;
  @Field({ description: 'practice, friendly or tournament.' }) kind!: string;
  @NullableField(() => ID) tournamentId!: string | null;
  @NullableField(() => Int) round!: number | null;
  @NullableField(() => Int) table!: number | null;
}
