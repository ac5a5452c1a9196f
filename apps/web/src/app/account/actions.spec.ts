import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_DISPLAY_NAME, CHANGE_PASSWORD, ERASE_MY_ACCOUNT } from '../../graphql/account';
import { LOGIN } from '../../graphql/auth';
import { mutationsSent } from '../../testing/server-actions';

const mutate = vi.fn();
const query = vi.fn();
const keepSession = vi.fn();
const forgetSession = vi.fn();
/** Next's redirect ends the action by throwing; so does this one, saying where it went. */
const redirect = vi.fn((path: string) => {
  throw new Error(`redirected to ${path}`);
});
vi.mock('../../lib/apollo-rsc', () => ({ getClient: () => ({ mutate, query }) }));
vi.mock('next/navigation', () => ({ redirect: (path: string) => redirect(path) }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
vi.mock('../../lib/session', () => ({ keepSession, forgetSession }));
vi.mock('../../lib/device', () => ({ deviceTokens: async () => [], rememberDevice: vi.fn() }));

const { changeDisplayName, changePassword, eraseMyAccount } = await import('./actions');

const refused = (code: string, en: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: en, extensions: { code, messages: { es: en, en } } }] });
const NO_SESSION = refused('UNAUTHENTICATED', 'Sign in first.');
const session = (token: string) => ({ token, expiresAt: '2026-12-31T00:00:00.000Z', deviceToken: `device-${token}` });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const passwordForm = () =>
  form({ username: 'pablo', currentPassword: 'la de antes', newPassword: 'otra frase para la mesa doce' });

beforeEach(() => {
  for (const spy of [mutate, query, keepSession, forgetSession, redirect]) spy.mockClear();
  mutate.mockReset();
  query.mockResolvedValue({ data: { me: null } });
});

describe('changing the password when an answer was lost', () => {
  it('sent again with this device signed out by the first send, signs it in with the new password', async () => {
    mutate.mockRejectedValueOnce(NO_SESSION).mockResolvedValueOnce({ data: { login: session('nueva') } });
    const state = await changePassword({ refusal: null, done: false, unanswered: true }, passwordForm());
    expect(state).toEqual({ refusal: null, done: true });
    const [change, login] = mutationsSent(mutate);
    expect(change!.mutation).toBe(CHANGE_PASSWORD);
    expect(login).toMatchObject({
      mutation: LOGIN,
      variables: { username: 'pablo', password: 'otra frase para la mesa doce' },
    });
    expect(keepSession).toHaveBeenCalledWith(expect.objectContaining({ token: 'nueva' }));
  });

  it('sent again when the new password does not sign in either, goes to sign in saying the session ended', async () => {
    mutate.mockRejectedValueOnce(NO_SESSION).mockRejectedValueOnce(refused('UNAUTHENTICATED', 'Wrong password.'));
    await expect(changePassword({ refusal: null, done: false, unanswered: true }, passwordForm())).rejects.toThrow(
      'redirected to /login?ended=session&next=%2Faccount',
    );
    expect(keepSession).not.toHaveBeenCalled();
  });

  it('a first send from a session that had already ended tries no password: it goes to sign in', async () => {
    mutate.mockRejectedValueOnce(NO_SESSION);
    await expect(changePassword({ refusal: null, done: false }, passwordForm())).rejects.toThrow(
      'redirected to /login?ended=session',
    );
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('a wrong current password, still signed in, is said by that field and signs nothing in', async () => {
    query.mockResolvedValue({ data: { me: { id: 'p-1' } } });
    mutate.mockRejectedValueOnce(refused('UNAUTHENTICATED', 'Wrong username or password.'));
    const state = await changePassword({ refusal: null, done: false, unanswered: true }, passwordForm());
    expect(state.refusal?.fields.currentPassword?.en).toBe('Wrong username or password.');
    expect(state.done).toBe(false);
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('an API out of reach leaves the form unanswered, so the next send knows the change may be done', async () => {
    mutate.mockRejectedValueOnce(new TypeError('fetch failed'));
    const state = await changePassword({ refusal: null, done: false }, passwordForm());
    expect(state.unanswered).toBe(true);
    expect(state.refusal?.form?.en).toMatch(/Could not reach/);
  });
});

describe('deleting the account when an answer was lost', () => {
  it('sent again with no session left, forgets the cookie and says the account is most likely gone', async () => {
    mutate.mockRejectedValueOnce(NO_SESSION);
    await expect(eraseMyAccount({ refusal: null, unanswered: true }, form({ password: 'mía' }))).rejects.toThrow(
      'redirected to /login?ended=erasing',
    );
    expect(forgetSession).toHaveBeenCalled();
    expect(mutationsSent(mutate)[0]!.mutation).toBe(ERASE_MY_ACCOUNT);
  });

  it('a first send with no session left says only that the session ended', async () => {
    mutate.mockRejectedValueOnce(NO_SESSION);
    await expect(eraseMyAccount({ refusal: null }, form({ password: 'mía' }))).rejects.toThrow(
      'redirected to /login?ended=session',
    );
  });
});

describe('correcting the display name', () => {
  it('sends the command id the page gave the form, under the rename kind, so a resend is the same change', async () => {
    mutate.mockResolvedValueOnce({ data: { changeDisplayName: { displayName: 'Rosa Díaz' } } });
    const key = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    const state = await changeDisplayName(
      { refusal: null, saved: null, value: 'Rosa' },
      form({ displayName: 'Rosa Díaz', commandId: `form-${key}` }),
    );
    expect(mutationsSent(mutate)[0]).toEqual({
      mutation: CHANGE_DISPLAY_NAME,
      variables: { displayName: 'Rosa Díaz', commandId: `rename-${key}` },
    });
    expect(state).toEqual({ refusal: null, saved: 'Rosa Díaz', value: 'Rosa Díaz' });
  });
});
