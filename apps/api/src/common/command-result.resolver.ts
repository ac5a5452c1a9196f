import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from './context.js';
import { CommandResult } from './command-result.model.js';
import { callerOf, ReadTokens } from './read-tokens.js';

const READ_TOKEN =
  'Opaque token for reading your own write: send it back as the `Cronica-Read-After` header (or the request extension `readAfter`) and the answer includes this write. Valid only for the session that made it; null when nothing was written.';

/** Seals a command's store position for the caller: no raw position ever leaves the server. */
@Resolver(() => CommandResult)
export class CommandResultResolver {
  constructor(private readonly tokens: ReadTokens) {}

  @ResolveField(() => String, { nullable: true, description: READ_TOKEN })
  readToken(@Parent() result: CommandResult, @Context() ctx: GqlContext): string | null {
    return result.storePosition === null ? null : this.tokens.seal(result.storePosition, callerOf(ctx.viewer));
  }

  @ResolveField(() => String, {
    nullable: true,
    deprecationReason: 'Use readToken (this field returns the same opaque token).',
  })
  position(@Parent() result: CommandResult, @Context() ctx: GqlContext): string | null {
    return this.readToken(result, ctx);
  }
}
