import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { cmd, mutate, signUp, startTestApi, type TestApi } from '../testing/harness.js';
import { openTournament, publishNextRound, registerPlayers } from '../testing/tournament-setup.js';

// The API's logs are read by operators and kept by their log system, outside Crónica's retention:
// they must never hold a password, a session or device token, or the text a person typed.

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token deviceToken player { id } } }`;
const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token deviceToken } }`;
const CHANGE = `mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }`;
const CALL = `mutation ($t: ID!, $r: String!, $c: ID!) { callJudge(tournamentId: $t, reason: $r, commandId: $c) { recordId } }`;

const PASSWORD = 'Secreto-de-Lucia-4417';
const NEW_PASSWORD = 'Otro-Secreto-de-Lucia-8820';
const WRONG_PASSWORD = 'Intento-Fallido-3391';
const CALL_TEXT = 'Mi rival escondió una carta bajo el tapete';

describe('the API log', () => {
  const lines: string[] = [];
  let api: TestApi;
  const secrets: string[] = [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, CALL_TEXT];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    api = await startTestApi({}, undefined, { logger: pino({ level: 'trace' }, sink) });
    const organizer = await signUp(api, 'orga');
    const registered = await mutate<{ register: { token: string; deviceToken: string } }>(api, REGISTER, {
      input: { commandId: cmd('signup'), username: 'lucia', displayName: 'Lucía Prieto', password: PASSWORD },
    });
    secrets.push(registered.register.token, registered.register.deviceToken);
    const wrong = await api.gql(LOGIN, { u: 'lucia', p: WRONG_PASSWORD });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const signedIn = await mutate<{ login: { token: string; deviceToken: string } }>(api, LOGIN, {
      u: 'lucia',
      p: PASSWORD,
    });
    secrets.push(signedIn.login.token, signedIn.login.deviceToken);
    const changed = await mutate<{ changePassword: { token: string } }>(
      api,
      CHANGE,
      { c: PASSWORD, n: NEW_PASSWORD },
      signedIn.login.token,
    );
    secrets.push(changed.changePassword.token);
    const lucia = { id: '', username: 'lucia', token: changed.changePassword.token };
    const rival = await signUp(api, 'rival');
    const t = await openTournament(api, organizer, { name: 'Copa del registro', game: 'blades-of-ash', rounds: 1 });
    await registerPlayers(
      api,
      t,
      [lucia, rival].map((player, n) => ({ player, deck: readyDecks()[n * 3]!.deck })),
    );
    await publishNextRound(api, organizer, t);
    await mutate(api, CALL, { t, r: CALL_TEXT, c: cmd() }, lucia.token);
    // A refused request is logged too: it must not echo what was sent.
    await api.gql(CALL, { t, r: `${CALL_TEXT}\u0000${randomBytes(4).toString('hex')}`, c: 'no valid id' }, lucia.token);
  });
  afterAll(async () => {
    await api.stop();
  });

  it('was written: the sign-ups, the password change and the judge call each left a line', () => {
    const log = lines.join('');
    expect(log).toContain('"command":"RegisterAccount"');
    expect(log).toContain('password changed; every session ended');
    expect(log).toContain('"command":"CallJudge"');
  });

  it('holds no password, session or device token, nor the text of a judge call', () => {
    const log = lines.join('');
    for (const secret of secrets) expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
  });
});
