import { cookies } from 'next/headers';
import { ownCookie } from './own-cookie';

/**
 * The device tokens the API gave this browser at its sign-ins (apps/api/src/auth/devices.ts), in
 * an HttpOnly cookie for a year: shown at the next sign-in, they make this browser a recognised
 * device of the account, which others' wrong passwords never slow down. A few are kept, newest
 * first, for a browser shared by several accounts. They grant nothing else; signing out keeps them.
 */
export const DEVICE_COOKIE = 'cronica_device';
const KEPT = 4;
const SEPARATOR = '~';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const TOKEN = /^[A-Za-z0-9_.-]{1,120}$/;

export async function deviceTokens(): Promise<string[]> {
  const value = (await cookies()).get(DEVICE_COOKIE)?.value ?? '';
  return value
    .split(SEPARATOR)
    .filter((token) => TOKEN.test(token))
    .slice(0, KEPT);
}

/** Keeps the token of the sign-in that just succeeded in front (server actions only). */
export async function rememberDevice(token: string): Promise<void> {
  if (!TOKEN.test(token)) return;
  const kept = [token, ...(await deviceTokens()).filter((other) => other !== token)].slice(0, KEPT);
  (await cookies()).set(DEVICE_COOKIE, kept.join(SEPARATOR), ownCookie({ maxAge: ONE_YEAR_SECONDS }));
}
