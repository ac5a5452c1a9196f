import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import type { GqlContext } from '../common/context.js';
import { idArgs, nullableArg } from '../common/fields.js';
import { notFound } from '../common/errors.js';
import { READ_DB } from '../store/tokens.js';
import { Account, AuthPayload, FailedSignIns, Language, Player, RegisterInput } from './auth.models.js';
import type { AccountState } from './account.js';
import { AuthService, type Session } from './auth.service.js';
import { PasswordReset, RecoveryCode, RecoveryCodeOnFile, ResetPasswordInput } from './recovery.models.js';
import { AccountRecovery } from './recovery.service.js';
import { SESSION_COOKIE } from './viewer.js';

const LIMITS =
  'Password checks are limited per client address (RATE_LIMIT_LOGINS_PER_MINUTE); after 5 wrong passwords for a username from one client (a recognised device, else the address), that client waits (1 s, doubling, up to 15 min); once a username has had 20 wrong passwords in a day from unrecognised clients, each of those that has failed waits an hour after each wrong password. Refusals: RATE_LIMITED with `retryAfterSeconds` and `reason` (address, client, attack, network, queue).';

const DEVICE_TOKENS = nullableArg(
  () => [String],
  'Device tokens this client was given at earlier sign-ins (AuthPayload.deviceToken; at most 8 are looked at): the one issued for this account makes the client a recognised device.',
);

@Resolver(() => Account)
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly recovery: AccountRecovery,
    @Inject(READ_DB) private readonly readDb: ReadDb,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Query(() => Account, { nullable: true, description: 'The signed-in account, or null.' })
  async me(@Context() ctx: GqlContext): Promise<Account | null> {
    const account = await this.auth.account(ctx.viewer);
    return account ? accountView(account) : null;
  }

  @Mutation(() => Account, {
    description:
      "Corrects the signed-in person's display name (GDPR art. 16): the sign-up's rule (BAD_USER_INPUT on displayName, es/en), not like another account's, not the current one (RULE_VIOLATION ACCOUNT_DISPLAY_NAME_UNCHANGED); UNAUTHENTICATED without a session. Every page then shows the new name, past pairings and standings included; a walk-in's registered name is not an account's. Resending the commandId with the same name changes nothing; with another: CONFLICT.",
  })
  async changeDisplayName(
    @Args('displayName') displayName: string,
    @Args('commandId', { type: () => ID, description: 'Client-chosen id of this change.' }) commandId: string,
    @Context() ctx: GqlContext,
  ): Promise<Account> {
    return accountView(await this.auth.changeDisplayName(ctx.viewer, displayName, commandId));
  }

  @ResolveField(() => [FailedSignIns], {
    description:
      'Wrong passwords typed for this account in the last 30 days, grouped per day and network, newest first (at most 20 groups). Only the account holder sees them.',
  })
  async failedSignIns(@Parent() account: Account, @Context() ctx: GqlContext): Promise<FailedSignIns[]> {
    return (await this.auth.failedSignIns(ctx.viewer, account.id)).map((group) => ({
      day: group.day,
      count: group.count,
      lastAt: new Date(group.lastAt).toISOString(),
      network: group.network,
      knownDevice: group.knownDevice,
    }));
  }

  @ResolveField(() => RecoveryCodeOnFile, {
    nullable: true,
    description:
      "This account's recovery code: when and by whom it was made (never the code); null: it has none. Only its holder sees it.",
  })
  recoveryCode(@Parent() account: Account, @Context() ctx: GqlContext): Promise<RecoveryCodeOnFile | null> {
    return this.recovery.onFile(ctx.viewer, account.id) as Promise<RecoveryCodeOnFile | null>;
  }

  @Mutation(() => RecoveryCode, {
    description: `Makes a recovery code for the signed-in account once its password is typed again (wrong: UNAUTHENTICATED); any earlier code stops working. The code is answered this once. ${LIMITS}`,
  })
  createRecoveryCode(
    @Args('currentPassword') currentPassword: string,
    @Args('deviceTokens', DEVICE_TOKENS) deviceTokens: string[] | null,
    @Context() ctx: GqlContext,
  ): Promise<RecoveryCode> {
    return this.recovery.create(ctx.viewer, currentPassword, deviceTokens ?? []);
  }

  @Mutation(() => PasswordReset, {
    description: `A forgotten password: sets a new one with the account's recovery code, ends every session of the account and signs in (the web gets an HttpOnly cookie); the code used stops working and a new one is answered. ${LIMITS}`,
  })
  async resetPassword(
    @Args('input') input: ResetPasswordInput,
    @Args('deviceTokens', DEVICE_TOKENS) deviceTokens: string[] | null,
    @Context() ctx: GqlContext,
  ): Promise<PasswordReset> {
    const client = { address: ctx.viewer.address, deviceTokens: deviceTokens ?? [] };
    const reset = await this.recovery.reset(input, client);
    return { session: await this.signIn(reset, ctx), recoveryCode: reset.recoveryCode };
  }

  @Query(() => Player, { description: 'A public player page.' })
  player(@Args('id', idArgs) id: string): Player {
    const player = getPlayer(this.readDb, id);
    if (!player) throw notFound('jugador / player', id);
    return player;
  }

  @Mutation(() => AuthPayload, {
    description: `Creates an account and signs in (the web gets an HttpOnly cookie). ${LIMITS}`,
  })
  async register(@Args('input') input: RegisterInput, @Context() ctx: GqlContext): Promise<AuthPayload> {
    return this.signIn(await this.auth.register(input, ctx.viewer.address), ctx);
  }

  @Mutation(() => AuthPayload, {
    description: `Signs in; the web gets an HttpOnly cookie, the CLI uses the token. Wrong username or password: UNAUTHENTICATED. ${LIMITS}`,
  })
  async login(
    @Args('username') username: string,
    @Args('password') password: string,
    @Args('deviceTokens', DEVICE_TOKENS) deviceTokens: string[] | null,
    @Context() ctx: GqlContext,
  ): Promise<AuthPayload> {
    return this.signIn(
      await this.auth.login(username, password, { address: ctx.viewer.address, deviceTokens: deviceTokens ?? [] }),
      ctx,
    );
  }

  @Mutation(() => Boolean, {
    description: 'Ends the current session and closes its live subscriptions. False when the request had no session.',
  })
  async logout(@Context() ctx: GqlContext): Promise<boolean> {
    if (ctx.viewer.token) await this.auth.logout(ctx.viewer.token);
    ctx.res?.clearCookie(SESSION_COOKIE, { path: '/' });
    return ctx.viewer.token !== null;
  }

  @Mutation(() => AuthPayload, {
    description: `Changes the password after checking the current one (wrong: UNAUTHENTICATED; a weak new one: BAD_USER_INPUT on newPassword). Every session of the account ends, live subscriptions included, and a new one starts. ${LIMITS}`,
  })
  async changePassword(
    @Args('currentPassword') currentPassword: string,
    @Args('newPassword') newPassword: string,
    @Args('deviceTokens', DEVICE_TOKENS) deviceTokens: string[] | null,
    @Context() ctx: GqlContext,
  ): Promise<AuthPayload> {
    return this.signIn(
      await this.auth.changePassword(ctx.viewer, currentPassword, newPassword, deviceTokens ?? []),
      ctx,
    );
  }

  @Mutation(() => Int, {
    description:
      'Ends every session of the signed-in account (on every device), live subscriptions included; returns how many ended. UNAUTHENTICATED without a session.',
  })
  async signOutEverywhere(@Context() ctx: GqlContext): Promise<number> {
    const ended = await this.auth.signOutEverywhere(ctx.viewer);
    ctx.res?.clearCookie(SESSION_COOKIE, { path: '/' });
    return ended;
  }

  @Mutation(() => Boolean, {
    description:
      'Erases the signed-in account after the password is typed again (wrong: BAD_USER_INPUT on password, es/en, nothing changes). Their name, username and what they typed to the judges no longer open anywhere: results, standings and replays stay, shown as "jugador eliminado / deleted player". Every session ends and is deleted with their sign-in records; the account can no longer sign in; the username stays taken. UNAUTHENTICATED without a session.',
  })
  async eraseMyAccount(
    @Args('password') password: string,
    @Args('deviceTokens', DEVICE_TOKENS) deviceTokens: string[] | null,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.auth.eraseAccount(ctx.viewer, password, deviceTokens ?? []);
    ctx.res?.clearCookie(SESSION_COOKIE, { path: '/' });
    return true;
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
    return {
      token: session.token,
      player,
      expiresAt: new Date(session.expiresAt).toISOString(),
      deviceToken: session.deviceToken,
    };
  }

  /** A new account's page appears once the projections have applied its registration. */
  private async waitForPlayer(accountId: string): Promise<Player> {
    for (let i = 0; i < 100; i += 1) {
      const player = getPlayer(this.readDb, accountId);
      if (player) return player;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw notFound('jugador / player', accountId);
  }
}

function accountView(account: AccountState): Account {
  return {
    id: account.accountId,
    username: account.username,
    displayName: account.displayName,
    language: account.language as Language,
  };
}
