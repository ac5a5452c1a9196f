import { cookies } from 'next/headers';
import { ownCookie } from './own-cookie';

/** The reader asked not to be reminded of the recovery code for a while (a choice kept in their browser only). */
export const RECOVERY_LATER_COOKIE = 'recovery_later';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/** Whether the reader put the reminder off (and it has not come back yet). */
export async function reminderPutOff(): Promise<boolean> {
  return (await cookies()).get(RECOVERY_LATER_COOKIE)?.value === '1';
}

/** Puts the reminder off for 30 days (server actions only). */
export async function putReminderOff(): Promise<void> {
  (await cookies()).set(RECOVERY_LATER_COOKIE, '1', ownCookie({ maxAge: THIRTY_DAYS_SECONDS }));
}
