import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownCookie } from './own-cookie';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the web’s own cookies', () => {
  it('are out of scripts’ reach, same-site, for the whole site, with their own lifetime', () => {
    vi.stubEnv('SECURE_COOKIES', '');
    expect(ownCookie({ maxAge: 30 })).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
      maxAge: 30,
    });
  });

  it('are Secure when SECURE_COOKIES says so, as the API reads it', () => {
    vi.stubEnv('SECURE_COOKIES', '1');
    const expires = new Date('2026-12-31T00:00:00.000Z');
    expect(ownCookie({ expires })).toMatchObject({ secure: true, expires });
  });
});
