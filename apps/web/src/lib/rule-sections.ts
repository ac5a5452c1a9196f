import type { Lang } from '@cronica/util';
import { RULE_SECTIONS } from '../graphql/rulebook';
import { query } from './apollo-rsc';
import { ruleSections } from './rulebook';

/**
 * Each rule line's section heading of a game's rulebook, in the reader's language, for naming the
 * rules a page links to (a table's "why?", the rules an audited event follows): none when the game
 * has no map, or the API is slow to say.
 */
export async function loadRuleSections(game: string, lang: Lang): Promise<Record<string, string>> {
  const { data } = await query({ query: RULE_SECTIONS, variables: { game } }).catch(() => ({ data: undefined }));
  return ruleSections(data?.rulebook?.lines ?? [], lang);
}
