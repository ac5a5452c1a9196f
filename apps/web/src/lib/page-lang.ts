import { useSyncExternalStore } from 'react';
import type { Lang } from '@cronica/util';
import { resolveLang } from './lang';

const subscribeNever = () => () => {};

/**
 * The page's language as the root layout rendered it (`<html lang>`), for the parts drawn in the
 * browser alone (an error page, a notice over a page whose refresh failed) that get no language from the server.
 */
export function usePageLang(): Lang {
  return useSyncExternalStore(
    subscribeNever,
    () => resolveLang(document.documentElement.lang),
    () => resolveLang(null),
  );
}
