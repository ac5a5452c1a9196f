import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { MatchBoard } from '../../../components/match/MatchBoard';
import { MATCH_VIEW, type MatchPageView } from '../../../graphql/match';
import { translator } from '../../../lib/i18n';
import { eventTableText } from '../../../lib/match-table';
import { matchMessages as m } from '../../../lib/match-messages';
import { queryUnlessAbsent } from '../../../lib/query-unless-absent';
import { currentLang } from '../../../lib/server-lang';
import type { Lang, Localized } from '@cronica/util';
import { MatchRulingsPanel } from '../../../components/match/MatchRulings';
import { RuleLinks } from '../../../components/match/kit';
import { rulebookMessages } from '../../../lib/rulebook';
import { loadRuleSections } from '../../../lib/rule-sections';
import type { IdPageProps } from '../../page-setup';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: IdPageProps): Promise<Metadata> {
  const t = translator(await currentLang());
  const match = await loadMatch((await params).id).catch(() => null);
  return { title: match ? t(m.titleOf(match.gameName)) : t(m.title) };
}

async function loadMatch(matchId: string): Promise<MatchPageView | null> {
  return (await queryUnlessAbsent(MATCH_VIEW, { matchId }, 'NOT_FOUND'))?.matchView ?? null;
}

/**
 * The game's options the match is played with (a tournament's: its legendary cap, turns after time,
 * games), each with its rule: folded under one line, so a phone opens on the table, not on the format.
 */
function MatchFormatLine({ format, lang }: { format: MatchPageView['format']; lang: Lang }) {
  if (format.length === 0) return null;
  const t = translator(lang);
  return (
    <details className="match-format" data-testid="match-format">
      <summary>
        <strong>{t(m.format)}</strong> {t(m.formatOptions(format.length))}
      </summary>
      <ul>
        {format.map((option) => (
          <li key={option.key} data-format-option={option.key}>
            {t(option.label)}: {t(option.text)}
            {option.rule ? <span className="muted"> ({option.rule})</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Where the table belongs: back to its tournament (round and table) or to its campaign (session). */
function MatchBreadcrumb({ match, lang }: { match: MatchPageView; lang: Lang }) {
  const t = translator(lang);
  const session = match.campaignSession;
  if (session) {
    return (
      <p className="breadcrumb">
        <Link href={`/campaigns/${encodeURIComponent(session.campaignId)}`} data-testid="match-campaign-link">
          ← {t(m.sessionOf(session.campaignName, session.number))}
        </Link>
      </p>
    );
  }
  if (!match.tournamentId) return null;
  return (
    <p className="breadcrumb">
      <Link href={`/tournaments/${encodeURIComponent(match.tournamentId)}`}>
        ← {eventTableText(match, t) ?? t(m.backToTournament)}
      </Link>
    </p>
  );
}

/** What kind of match this is: a campaign's session names its scene; otherwise practice, friendly or tournament. */
function kindLine(match: MatchPageView): Localized {
  if (match.campaignSession) return m.sessionScene(match.campaignSession.scene);
  return m.kind[match.kind as keyof typeof m.kind] ?? { es: match.kind, en: match.kind };
}

export default async function MatchPage({ params }: IdPageProps) {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const match = await loadMatch(id);
  if (!match) notFound();
  const t = translator(lang);
  const sections = await loadRuleSections(match.game, lang);
  return (
    <article data-testid="match-page">
      <MatchBreadcrumb match={match} lang={lang} />
      {/* One short block over the table: on a 1280×800 laptop the board's decision comes into the first screen. */}
      <header className="page-intro page-intro--wide page-intro--match">
        <h1>{t(m.titleOf(match.gameName))}</h1>
        <div className="match-intro">
          <p className="muted" data-testid="match-kind">
            {t(kindLine(match))}
          </p>
          <p>
            <Link href={`/rules/${encodeURIComponent(match.game)}`} data-testid="rulebook-link">
              {t(rulebookMessages.link(match.gameName))}
            </Link>
          </p>
          <MatchFormatLine format={match.format} lang={lang} />
        </div>
      </header>
      <RuleLinks game={match.game} sections={sections}>
        <MatchBoard initial={match} lang={lang} />
      </RuleLinks>
      {match.yourSeat !== null && match.tournamentId ? (
        <MatchRulingsPanel matchId={match.matchId} game={match.game} lang={lang} />
      ) : null}
    </article>
  );
}
