import { Context, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../common/context.js';
import { JsonScalar } from '../matches/json.scalar.js';
import { PersonalDataService } from './personal-data.service.js';

/** A person's own data, for them alone (UNAUTHENTICATED when signed out). */
@Resolver()
export class PersonalDataResolver {
  constructor(private readonly data: PersonalDataService) {}

  @Query(() => JsonScalar, {
    description:
      'Signed in: everything Crónica keeps about you, as one JSON document (account, sessions without tokens, wrong passwords typed for your account, tournaments with your deck lists, standings and judge records, the waiting lists you are on, your matches with each replay from your own seat, saved decks).',
  })
  myData(@Context() ctx: GqlContext): Promise<Record<string, unknown>> {
    return this.data.export(ctx.viewer);
  }
}
