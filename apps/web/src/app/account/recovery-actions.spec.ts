import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATE_RECOVERY_CODE, RESET_PASSWORD } from '../../graphql/account';
import { mutationsSent } from '../../testing/server-actions';

const mutate = vi.fn();
const keepSession = vi.fn();
const rememberDevice = vi.fn();
vi.mock('../../lib/apollo-rsc', () => ({ getClient: () => ({ mutate }) }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
vi.mock('../../lib/session', () => ({ keepSession }));
vi.mock('../../lib/device', () => ({ deviceTokens: async () => ['device-1'], rememberDevice }));

const { createRecoveryCode, resetPassword } = await import('./recovery-actions');

const NOTHING = { refusal: null, code: null };
const refused = (code: string, en: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({
    errors: [{ message: en, extensions: { code, messages: { es: `es: ${en}`, en }, ...extensions } }],
  });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const resetForm = (fields: Partial<Record<'username' | 'recoveryCode' | 'newPassword', string>> = {}) =>
  form({ username: ' Sara ', recoveryCode: 'abcd-efgh-jkmn-pqrs-tvwx', newPassword: 'una frase nueva', ...fields });

beforeEach(() => {
  mutate.mockReset();
  keepSession.mockClear();
  rememberDevice.mockClear();
});

describe('resetting a forgotten password from the sign-in page', () => {
  it('sends the username, the code and the new password, keeps the new session and shows the new code', async () => {
    const session = { token: 't', expiresAt: '2026-12-31T00:00:00.000Z', deviceToken: 'd', player: {} };
    mutate.mockResolvedValueOnce({ data: { resetPassword: { session, recoveryCode: 'NEW0-CODE-1234-5678-9ABC' } } });
    expect(await resetPassword(NOTHING, resetForm())).toEqual({ refusal: null, code: 'NEW0-CODE-1234-5678-9ABC' });
    const [sent] = mutationsSent(mutate);
    expect(sent).toEqual({
      mutation: RESET_PASSWORD,
      variables: {
        input: { username: 'Sara', recoveryCode: 'abcd-efgh-jkmn-pqrs-tvwx', newPassword: 'una frase nueva' },
        deviceTokens: ['device-1'],
      },
    });
    expect(keepSession).toHaveBeenCalledWith(session);
    expect(rememberDevice).toHaveBeenCalledWith('d');
  });

  it('asks for every field before sending anything', async () => {
    for (const missing of ['username', 'recoveryCode', 'newPassword'] as const) {
      const state = await resetPassword(NOTHING, resetForm({ [missing]: '' }));
      expect(state.refusal?.form?.en).toBe('Type your username, your recovery code and the new password.');
    }
    expect(mutate).not.toHaveBeenCalled();
  });

  it('says a wrong username or code for the whole form, and a weak password by its field', async () => {
    mutate.mockRejectedValueOnce(refused('UNAUTHENTICATED', 'Wrong username or recovery code.'));
    const wrong = await resetPassword(NOTHING, resetForm());
    expect(wrong).toEqual({
      refusal: {
        form: { es: 'es: Wrong username or recovery code.', en: 'Wrong username or recovery code.' },
        fields: {},
      },
      code: null,
    });
    const problem = { path: 'newPassword', message: 'Too short.', messages: { es: 'Muy corta.', en: 'Too short.' } };
    mutate.mockRejectedValueOnce(refused('BAD_USER_INPUT', 'Bad input.', { problems: [problem] }));
    const weak = await resetPassword(NOTHING, resetForm());
    expect(weak.refusal?.fields.newPassword).toEqual({ es: 'Muy corta.', en: 'Too short.' });
    expect(keepSession).not.toHaveBeenCalled();
  });
});

describe('making a recovery code on the account page', () => {
  it('sends the current password and shows the code it answers', async () => {
    mutate.mockResolvedValueOnce({ data: { createRecoveryCode: { code: 'K7Q2-M000-1111-2222-3333', setAt: 'x' } } });
    expect(await createRecoveryCode(NOTHING, form({ currentPassword: 'la de siempre' }))).toEqual({
      refusal: null,
      code: 'K7Q2-M000-1111-2222-3333',
    });
    expect(mutationsSent(mutate)[0]).toEqual({
      mutation: CREATE_RECOVERY_CODE,
      variables: { currentPassword: 'la de siempre', deviceTokens: ['device-1'] },
    });
  });

  it('marks a wrong current password on its field, with no code', async () => {
    mutate.mockRejectedValueOnce(refused('UNAUTHENTICATED', 'Wrong username or password.'));
    const state = await createRecoveryCode(NOTHING, form({ currentPassword: 'otra' }));
    expect(state.code).toBeNull();
    expect(state.refusal?.fields.currentPassword?.en).toBe('Wrong username or password.');
  });
});
