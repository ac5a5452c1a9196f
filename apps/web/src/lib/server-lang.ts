import { cookies, headers } from 'next/headers';
import type { Lang } from '@cronica/util';
import { LANG_COOKIE, LANG_HEADER, resolveLang } from './lang';

/** The language of the current request (server components only). */
export async function currentLang(): Promise<Lang> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  return resolveLang(headerList.get(LANG_HEADER), cookieStore.get(LANG_COOKIE)?.value);
}
