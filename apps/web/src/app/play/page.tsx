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
import { localized } from '@cronica/util';

export const dynamic = 'force-dynamic';

const m = matchMessages.practice;

/** The page's words when the chosen game is set up seat by seat (a game master's table). */
const table = {
  title: localized('Abrir una mesa', 'Open a table'),
  intro: localized(
    'Elige quién se sienta en cada asiento —tú, personas invitadas por su usuario o bots— y las opciones del juego. Cada acción queda registrada y la repetición se puede verificar.',
    'Choose who sits in each seat — you, people invited by username, or bots — and the game’s options. Every action is recorded and the replay can be verified.',
  ),
};

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
      <h1>{t(game && seatBySeat(game) ? table.title : m.title)}</h1>
      <p className="lede">{t(game && seatBySeat(game) ? table.intro : m.intro)}</p>
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
        seatBySeat(game) ? (
          <TableForm game={game} lang={lang} />
        ) : (
          <PracticeForm game={game.id} decks={game.readyDecks} lang={lang} />
        )
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
