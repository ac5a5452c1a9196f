import type { Metadata } from 'next';
import type { Localized } from '@cronica/util';
import { translator } from '../lib/i18n';
import { currentLang } from '../lib/server-lang';

/** What Next hands a page under an `[id]` segment. */
export interface IdPageProps {
  params: Promise<{ id: string }>;
}

/** A page's `generateMetadata` when its title is one message, in the reader's language (the layout adds the site's name). */
export function titledBy(title: Localized): () => Promise<Metadata> {
  return async () => ({ title: translator(await currentLang())(title) });
}
