import { Field, Int, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { Pairing, Standing, Tournament, TournamentPlayer } from './tournament.models.js';

/** The rows at `offset`, as many as `limit` allows, of the `total` that match the search. */
@ObjectType({ isAbstract: true })
abstract class ListPageView {
  @Field(() => Int, { description: 'Rows that match the search (all pages together).' }) total!: number;
  @Field(() => Int, { description: 'The first row given, counted from 0: an offset past the end gives the last page.' })
  offset!: number;
  @Field(() => Int, { description: 'Rows a page holds: the limit asked for, capped by the API.' }) limit!: number;
  @Field(() => Int, {
    description: 'Rows of the whole list before the name search (says "nobody matches" from "nothing yet").',
  })
  unfilteredTotal!: number;
}

@ObjectType({ description: 'One page of the standings, current or as they stood after a finished Swiss round.' })
export class StandingsPage extends ListPageView {
  @NullableField(() => Int, 'The finished Swiss round these standings are after; null for the current standings.')
  round!: number | null;
  @Field(() => [Standing]) rows!: Standing[];
}

@ObjectType({ description: "One page of a round's tables, by table number." })
export class PairingsPage extends ListPageView {
  @NullableField(
    () => Int,
    'The round shown: the one asked for when the caller may see its pairings, else the latest; null before any.',
  )
  round!: number | null;
  @Field(() => [Int], { description: 'Every round with pairings the caller may see, in order.' }) rounds!: number[];
  @Field(() => [Int], {
    description:
      'The rounds among those whose pairings are not yet published (only the organizer and judges see them).',
  })
  unpublishedRounds!: number[];
  @Field(() => [Pairing]) rows!: Pairing[];
  @Field(() => [TournamentPlayer], { description: 'The players seated at these tables.' }) players!: TournamentPlayer[];
}

@ObjectType({ description: 'One page of the players, by name.' })
export class PlayersPage extends ListPageView {
  @Field(() => [TournamentPlayer]) rows!: TournamentPlayer[];
}

@ObjectType({ description: 'One page of the tournaments a player entered, the latest first by announced start.' })
export class PlayerEventsPage extends ListPageView {
  @Field(() => [Tournament]) rows!: Tournament[];
}
