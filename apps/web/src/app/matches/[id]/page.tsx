import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { MatchBoard } from '../../../components/match/MatchBoard';
import { MATCH_VIEW, type MatchView } from '../../../graphql/match';
import { PLAYER_NAME } from '../../../graphql/player';
import { query } from '../../../lib/apollo-rsc';
import { apiRefusal } from '../../../lib/api-errors';
import { translator } from '../../../lib/i18n';
import { matchMessages as m } from '../../../lib/match-messages';
import { currentLang } from '../../../lib/server-lang';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(m.title) };
}

async function loadMatch(matchId: string): Promise<MatchView | null> {
  try {
    const { data } = await query({ query: MATCH_VIEW, variables: { matchId } });
    return data?.matchView ?? null;
  } catch (error) {
    if (apiRefusal(error).code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Display names of the human seats (bots are named by the board). */
async function seatNames(match: MatchView): Promise<Record<string, string>> {
  const ids = match.seats.map((s) => s.playerId).filter((id) => !id.startsWith('bot:'));
  const entries = await Promise.all(
    ids.map(async (id) => {
      const { data } = await query({ query: PLAYER_NAME, variables: { id } }).catch(() => ({ data: undefined }));
      return [id, data?.player.displayName ?? id] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export default async function MatchPage({ params }: Props) {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const match = await loadMatch(id);
  if (!match) notFound();
  const names = await seatNames(match);
  const t = translator(lang);
  return (
    <article data-testid="match-page">
      {match.tournamentId ? (
        <p className="breadcrumb">
          <Link href={`/tournaments/${encodeURIComponent(match.tournamentId)}`}>
            ← {match.round !== null && match.table !== null ? t(m.tableOf(match.round, match.table)) : t(m.backToTournament)}
          </Link>
        </p>
      ) : null}
      <header className="page-intro page-intro--wide">
        <h1>{t(m.title)}</h1>
        <p className="muted">{t(m.kind[match.kind as keyof typeof m.kind] ?? { es: match.kind, en: match.kind })}</p>
      </header>
      <MatchBoard initial={match} names={names} lang={lang} />
    </article>
  );
}
