'use client';

import Link from 'next/link';
import { createContext, useContext, type ReactNode } from 'react';
import type { Translate } from '../../../lib/i18n';
import { rulebookMessages as words, whyHref } from '../../../lib/rulebook';
import styles from './kit.module.css';

interface RuleLinksValue {
  readonly game: string;
  /** Each rule line's section heading (in the reader's language), by rule id. */
  readonly sections: Readonly<Record<string, string>>;
}

const RuleLinksContext = createContext<RuleLinksValue | null>(null);

/** The game whose rulebook the table's "why?" links open, and the section of each line for their names. */
export function RuleLinks({ game, sections, children }: RuleLinksValue & { readonly children: ReactNode }) {
  return <RuleLinksContext value={{ game, sections }}>{children}</RuleLinksContext>;
}

/**
 * A small "why?" beside a move or a log line: a real link to the first rule line governing it on
 * the game's rulebook page, which highlights every one of them. It opens in another tab, so the
 * table (and its clock) stays where the player left it; its name says so. Nothing without rules,
 * or outside a table (no `RuleLinks` around it).
 */
export function WhyLink({ rules, t }: { readonly rules: readonly string[] | undefined; readonly t: Translate }) {
  const links = useContext(RuleLinksContext);
  const first = rules?.[0];
  if (links === null || first === undefined) return null;
  return (
    <Link
      className={styles.why}
      href={whyHref(links.game, rules!)}
      target="_blank"
      rel="noopener"
      aria-label={`${t(words.whyName(first, links.sections[first]))} ${t(words.newTab)}`}
      data-testid="why-link"
      data-rule={first}
    >
      {t(words.why)}
    </Link>
  );
}
