import { cookies, headers } from 'next/headers';
import type { Lang } from '@cronica/util';
import { LANG_COOKIE, LANG_HEADER, resolveLang } from './lang';
import { parseZone, ZONE_COOKIE } from './reader-zone';

/** The language of the current request (server components only). */
export async function currentLang(): Promise<Lang> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  return resolveLang(headerList.get(LANG_HEADER), cookieStore.get(LANG_COOKIE)?.value);
}

/** The reader's time zone as their browser last said it, or null before it has (server components only). */
export async function currentZone(): Promise<string | null> {
  return parseZone((await cookies()).get(ZONE_COOKIE)?.value);
}
