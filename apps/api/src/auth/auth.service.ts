import { Inject, Injectable } from '@nestjs/common';
import { StreamNotFoundError, type EventStore } from '@cronica/event-store';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { badInput, DomainError } from '../common/errors.js';
import { CommandBus, type CommandOutcome } from '../commands/command-bus.js';
import { API_DB, type ApiDb } from '../store/api-db.js';
import { EVENT_STORE, READ_DB } from '../store/tokens.js';
import { accountAggregate, accountIdFor, decideRegister, normalizeUsername, USERNAME_PATTERN, type AccountState } from './account.js';
import { hashPassword, verifyPassword } from './password.js';
import { SessionStore } from './sessions.js';
import type { Viewer } from './viewer.js';

export interface RegisterAccount {
  readonly username: string;
  readonly displayName: string;
  readonly password: string;
  readonly commandId: string;
}

export interface Session {
  readonly token: string;
  readonly accountId: string;
  readonly expiresAt: number;
}

const badCredentials = () =>
  new DomainError('UNAUTHENTICATED', { es: 'Usuario o contraseña incorrectos.', en: 'Wrong username or password.' });

/** Accounts (stream `player-<id>`) and sessions (issue 6, "Accounts, roles, hidden information"). */
@Injectable()
export class AuthService {
  private readonly sessions: SessionStore;

  constructor(
    private readonly bus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly readDb: ReadDb,
    @Inject(API_DB) apiDb: ApiDb,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.sessions = new SessionStore(apiDb);
  }

  async register(input: RegisterAccount, actor: string): Promise<CommandOutcome & { accountId: string }> {
    const username = normalizeUsername(input.username);
    const problems = [];
    if (!USERNAME_PATTERN.test(username)) problems.push({ path: 'username', message: '3–32: a-z 0-9 _ . -' });
    if (input.password.length < 8 || input.password.length > 200) problems.push({ path: 'password', message: '8–200' });
    if (input.displayName.trim().length < 1 || input.displayName.length > 60) problems.push({ path: 'displayName', message: '1–60' });
    if (problems.length > 0) throw badInput(problems);
    const accountId = accountIdFor(username);
    const passwordHash = await hashPassword(input.password, this.config.scryptCost);
    const data = { accountId, username, displayName: input.displayName.trim(), passwordHash, registeredAt: new Date().toISOString() };
    const outcome = await this.bus.handle<AccountState>({
      name: 'RegisterAccount',
      commandId: input.commandId,
      actor,
      aggregate: accountAggregate(accountId),
      decide: (state) => decideRegister(state, data),
    });
    return { ...outcome, accountId };
  }

  async login(username: string, password: string): Promise<Session> {
    const account = await this.loadAccount(accountIdFor(username));
    // Verify even for unknown users, so timing does not reveal which usernames exist.
    const ok = await verifyPassword(password, account?.passwordHash ?? 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    if (!account || !ok) throw badCredentials();
    const session = this.sessions.create(account.accountId, Date.now());
    return { ...session, accountId: account.accountId };
  }

  logout(token: string): void {
    this.sessions.revoke(token);
  }

  accountForToken(token: string): string | null {
    return this.sessions.accountFor(token, Date.now());
  }

  displayName(viewer: Viewer): string | null {
    return viewer.accountId ? (getPlayer(this.readDb, viewer.accountId)?.displayName ?? null) : null;
  }

  private async loadAccount(accountId: string): Promise<AccountState | null> {
    const spec = accountAggregate(accountId);
    let state = spec.initialState();
    try {
      for await (const event of this.store.readStream(spec.stream)) {
        state = spec.evolve(state, { type: event.type, data: event.data });
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return state.exists ? state : null;
  }
}
