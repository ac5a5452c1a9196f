import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RulebookSections } from '../../../components/rulebook/RulebookSections';
import { RULEBOOK, type RulebookPage } from '../../../graphql/rulebook';
import { translator } from '../../../lib/i18n';
import { askedRules, rulebookMessages as m } from '../../../lib/rulebook';
import { queryUnlessAbsent } from '../../../lib/query-unless-absent';
import { currentLang } from '../../../lib/server-lang';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ game: string }>;
  /** `ids`: the rule lines a "why?" link asked about (`000:39,000:40`), highlighted. */
  searchParams: Promise<{ ids?: string | string[] }>;
}

/** The game's map; null when it has none yet; undefined when the API knows no such game. */
async function loadRulebook(game: string): Promise<RulebookPage | null | undefined> {
  const data = await queryUnlessAbsent(RULEBOOK, { game }, 'BAD_USER_INPUT');
  return data === undefined ? undefined : (data?.rulebook ?? null);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = translator(await currentLang());
  const rulebook = await loadRulebook((await params).game).catch(() => null);
  return { title: rulebook ? t(m.titleOf(rulebook.gameName)) : t(m.title) };
}

/** A game's rulebook, line by line: what each line says, where it stands and how the platform follows it. */
export default async function RulebookRoute({ params, searchParams }: Props) {
  const [{ game }, { ids }, lang] = await Promise.all([params, searchParams, currentLang()]);
  const rulebook = await loadRulebook(game);
  if (rulebook === undefined) notFound();
  const t = translator(lang);
  const asked = askedRules(ids);
  return (
    <article data-testid="rulebook-page">
      <header className="page-intro">
        <h1>{rulebook ? t(m.titleOf(rulebook.gameName)) : t(m.title)}</h1>
        {rulebook ? (
          <>
            <p className="lede">{t(m.intro(rulebook.title, rulebook.rulebook))}</p>
            {rulebook.translation && rulebook.translationTitle ? (
              <p className="muted">{t(m.translation(rulebook.translationTitle, rulebook.translation))}</p>
            ) : null}
            {asked.size > 0 ? <p role="status">{t(m.askedCount(asked.size))}</p> : null}
          </>
        ) : (
          <p>{t(m.noMap)}</p>
        )}
      </header>
      {rulebook ? <RulebookSections rulebook={rulebook} asked={asked} lang={lang} /> : null}
    </article>
  );
}
