import type { Lang, Localized } from '@cronica/util';
import type { RuleLinePage, RulebookPage } from '../../graphql/rulebook';
import { translator } from '../../lib/i18n';
import { ruleAnchor, rulebookMessages as m, statusWords } from '../../lib/rulebook';
import styles from './rulebook.module.css';

interface Group {
  readonly line: number | null;
  readonly heading: string | null;
  readonly translated: string | null;
  readonly lines: RuleLinePage[];
}

/** The map's lines under their sections, in the rulebook's order (lines before the first heading first). */
export function groupBySection(rulebook: Pick<RulebookPage, 'sections' | 'lines'>): Group[] {
  const groups = new Map<number | null, Group>();
  const ensure = (line: number | null, heading: string | null, translated: string | null) => {
    if (!groups.has(line)) groups.set(line, { line, heading, translated, lines: [] });
    return groups.get(line)!;
  };
  for (const line of rulebook.lines) ensure(line.sectionLine, line.section, line.sectionTranslated).lines.push(line);
  return [...groups.values()].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

function RuleItem({ line, title, asked, lang }: { line: RuleLinePage; title: Localized; asked: boolean; lang: Lang }) {
  const t = translator(lang);
  return (
    <li
      id={ruleAnchor(line.id)}
      className={asked ? `${styles.rule} ${styles.asked}` : styles.rule}
      data-rule={line.id}
      data-status={line.status}
      data-asked={asked || undefined}
    >
      <p className={styles.meta}>
        {t(m.rule(line.id, title, line.line))}
        {asked ? <strong className="badge badge--live">{t(m.asked)}</strong> : null}
      </p>
      <p className={styles.starts}>
        {t(m.starts)} <q>{line.starts}…</q>
      </p>
      <p>{t(line.summary)}</p>
      <p className={styles.status}>{t(statusWords(line))}</p>
    </li>
  );
}

/**
 * A rulebook map by section: each heading quoted as the rulebook prints it (with the translation's
 * in English, where there is one), each line with its anchor (`#r-000-39`), our summary and how the
 * platform follows it; the lines a "why?" link asked about are highlighted.
 */
export function RulebookSections({
  rulebook,
  asked,
  lang,
}: {
  rulebook: RulebookPage;
  asked: ReadonlySet<string>;
  lang: Lang;
}) {
  const t = translator(lang);
  return (
    <>
      {groupBySection(rulebook).map((group) => {
        const id = `section-${group.line ?? 0}`;
        return (
          <section key={id} aria-labelledby={id} className={styles.section} data-testid="rulebook-section">
            <h2 id={id}>
              {group.heading === null ? (
                t(m.beforeSections)
              ) : (
                <>
                  <q>{group.heading}</q>
                  {lang === 'en' && group.translated ? (
                    <span className={styles.translated}> ({group.translated})</span>
                  ) : null}
                </>
              )}
            </h2>
            <ol className={styles.lines}>
              {group.lines.map((line) => (
                <RuleItem key={line.id} line={line} title={rulebook.title} asked={asked.has(line.id)} lang={lang} />
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}
