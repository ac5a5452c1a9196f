import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { JudgeCall } from '../tournaments/judging.models.js';
import { Pairing } from '../tournaments/tournament.models.js';
import { MatchListResolver } from './match-list.resolver.js';
import { MatchSummary } from './match-summary.models.js';

// A table's online match, read by the table itself (its event, round and number): a page links each
// table it lists, however many matches the event has had.

const ONLINE_MATCH = {
  nullable: true,
  description: 'The online match played at this table: to watch, or its replay once played. Null on paper.',
} as const;

/** `Pairing.onlineMatch`: the match played at the table. */
@Resolver(() => Pairing)
export class PairingMatchResolver {
  constructor(private readonly index: MatchListResolver) {}

  @ResolveField(() => MatchSummary, ONLINE_MATCH)
  onlineMatch(@Parent() pairing: Pairing): MatchSummary | null {
    return this.index.atTable(pairing);
  }
}

/** `JudgeCall.onlineMatch`: the match played at the table the call came from, which the judge audits. */
@Resolver(() => JudgeCall)
export class JudgeCallMatchResolver {
  constructor(private readonly index: MatchListResolver) {}

  @ResolveField(() => MatchSummary, ONLINE_MATCH)
  onlineMatch(@Parent() call: JudgeCall): MatchSummary | null {
    return this.index.atTable(call);
  }
}
