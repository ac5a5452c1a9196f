import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const query = vi.fn();
const session = { token: 'token' as string | null, putOff: false };
vi.mock('../../lib/apollo-rsc', () => ({ query }));
vi.mock('../../lib/session', () => ({ sessionToken: async () => session.token }));
vi.mock('../../lib/recovery-reminder', () => ({ reminderPutOff: async () => session.putOff }));
vi.mock('../../app/account/recovery-actions', () => ({ remindMeLater: vi.fn() }));

const { RecoveryReminder } = await import('./RecoveryReminder');

const render = async (lang: 'es' | 'en' = 'es') => renderToStaticMarkup(await RecoveryReminder({ lang }));
const account = (setAt: string | null) => ({
  data: { me: { id: 'a', recoveryCode: setAt === null ? null : { setAt, madeBy: 'holder' } } },
});

beforeEach(() => {
  query.mockReset();
  session.token = 'token';
  session.putOff = false;
});

describe('the home page’s reminder to keep a recovery code', () => {
  it('asks a signed-in person with no code to make one, on their account page, or to be asked later', async () => {
    query.mockResolvedValue(account(null));
    const html = await render();
    expect(html).toContain('Guarda un código de recuperación');
    expect(html).toContain('Crónica no guarda tu correo');
    expect(html).toMatch(/<a class="button" href="\/account#recovery-title">Crear mi código →<\/a>/);
    expect(html).toContain('<button type="submit" class="button button--quiet">Ahora no</button>');
    expect(await render('en')).toContain('Keep a recovery code');
  });

  it('is not there for someone with a code, someone who put it off, or someone signed out', async () => {
    query.mockResolvedValue(account('2026-12-07T10:00:00.000Z'));
    expect(await render()).toBe('');
    query.mockResolvedValue(account(null));
    session.putOff = true;
    expect(await render()).toBe('');
    session.putOff = false;
    session.token = null;
    expect(await render()).toBe('');
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('stays away when the API does not answer, rather than nag on a guess', async () => {
    query.mockRejectedValue(new Error('unreachable'));
    expect(await render()).toBe('');
    query.mockResolvedValue({ data: { me: null } });
    expect(await render()).toBe('');
  });
});
