import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import type { GqlContext } from '../common/context.js';
import { notFound } from '../common/errors.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { READ_DB } from '../store/tokens.js';
import { AuthPayload, Player, RegisterInput } from './auth.models.js';
import { AuthService, type Session } from './auth.service.js';
import { SESSION_COOKIE } from './viewer.js';

const ANONYMOUS = 'anonymous';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly projections: ProjectionRunner,
    @Inject(READ_DB) private readonly readDb: ReadDb,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Query(() => Player, { nullable: true, description: 'The signed-in player, or null.' })
  me(@Context() ctx: GqlContext): Player | null {
    return ctx.viewer.accountId ? (getPlayer(this.readDb, ctx.viewer.accountId) ?? null) : null;
  }

  @Query(() => Player, { description: 'A public player page.' })
  player(@Args('id', { type: () => ID }) id: string): Player {
    const player = getPlayer(this.readDb, id);
    if (!player) throw notFound('jugador / player', id);
    return player;
  }

  @Mutation(() => AuthPayload, { description: 'Creates an account and signs in.' })
  async register(@Args('input') input: RegisterInput, @Context() ctx: GqlContext): Promise<AuthPayload> {
    const outcome = await this.auth.register(input, ANONYMOUS);
    if (outcome.position !== null) await this.projections.waitFor(outcome.position);
    return this.signIn(await this.auth.login(input.username, input.password), ctx);
  }

  @Mutation(() => AuthPayload, { description: 'Signs in; the web gets an HttpOnly cookie, the CLI uses the token.' })
  async login(@Args('username') username: string, @Args('password') password: string, @Context() ctx: GqlContext): Promise<AuthPayload> {
    return this.signIn(await this.auth.login(username, password), ctx);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session.' })
  logout(@Context() ctx: GqlContext): boolean {
    if (ctx.viewer.token) this.auth.logout(ctx.viewer.token);
    ctx.res?.clearCookie(SESSION_COOKIE, { path: '/' });
    return ctx.viewer.token !== null;
  }

  private async signIn(session: Session, ctx: GqlContext): Promise<AuthPayload> {
    ctx.res?.cookie(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
      path: '/',
      expires: new Date(session.expiresAt),
    });
    const player = getPlayer(this.readDb, session.accountId) ?? (await this.waitForPlayer(session.accountId));
    return { token: session.token, player, expiresAt: new Date(session.expiresAt).toISOString() };
  }

  private async waitForPlayer(accountId: string): Promise<Player> {
    for (let i = 0; i < 50; i += 1) {
      const player = getPlayer(this.readDb, accountId);
      if (player) return player;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw notFound('jugador / player', accountId);
  }
}
