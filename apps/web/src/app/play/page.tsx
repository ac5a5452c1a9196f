import type { Metadata } from 'next';
import Link from 'next/link';
import { PracticeForm } from '../../components/PracticeForm';
import { TableForm } from '../../components/TableForm';
import { GAMES, type GameInfo } from '../../graphql/match';
import { query } from '../../lib/apollo-rsc';
import { translator } from '../../lib/i18n';
import { matchMessages } from '../../lib/match-messages';
import { messages } from '../../lib/messages';
import { currentLang } from '../../lib/server-lang';
import { currentViewer } from '../../lib/viewer';

export const dynamic = 'force-dynamic';

const m = matchMessages.practice;

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(m.title) };
}

/** The games the API plays online (the registry's), with their ready-made decks. */
async function loadGames(): Promise<GameInfo[]> {
  const { data } = await query({ query: GAMES }).catch(() => ({ data: undefined }));
  return (data?.games ?? []).filter((game) => game.playsOnline);
}

/** A game with a game master's seat or more than two seats is set up seat by seat. */
const seatBySeat = (game: GameInfo) => game.decklessSeats.length > 0 || (game.maxSeats ?? 2) > 2;

interface Props {
  searchParams: Promise<{ game?: string }>;
}

export default async function PlayPage({ searchParams }: Props) {
  const [lang, viewer, games, { game: asked }] = await Promise.all([currentLang(), currentViewer(), loadGames(), searchParams]);
  const t = translator(lang);
  const game = games.find((g) => g.id === asked) ?? games[0];
  return (
    <section className="narrow">
      <h1>{t(m.title)}</h1>
      <p className="lede">{t(m.intro)}</p>
      {games.length > 1 ? (
        <nav aria-label={t(m.game)} className="tabs">
          {games.map((option) => (
            <Link key={option.id} href={`?game=${encodeURIComponent(option.id)}`} aria-current={option.id === game?.id ? 'page' : undefined} className="tabs__tab">
              {option.name}
            </Link>
          ))}
        </nav>
      ) : null}
      {viewer && game ? (
        seatBySeat(game) ? <TableForm game={game} lang={lang} /> : <PracticeForm game={game.id} decks={game.readyDecks} lang={lang} />
      ) : (
        <p>
          {t(m.signInFirst)}{' '}
          <Link className="button" href="/login?next=/play">
            {t(messages.auth.signIn)}
          </Link>
        </p>
      )}
    </section>
  );
}
