import Link from 'next/link';
import { PracticeForm } from '../../components/PracticeForm';
import { SignInFirst } from '../../components/SignInFirst';
import { InvitationList } from '../../components/invitations/InvitationList';
import { InviteForm } from '../../components/invitations/InviteForm';
import { TableForm } from '../../components/TableForm';
import { GAMES, type GameInfo } from '../../graphql/match';
import { query } from '../../lib/apollo-rsc';
import { translator } from '../../lib/i18n';
import { invitationMessages } from '../../lib/invitation-messages';
import { loadInvitations } from '../../lib/invitations';
import { matchMessages } from '../../lib/match-messages';
import { rulebookMessages } from '../../lib/rulebook';
import { currentLang, currentZone } from '../../lib/server-lang';
import { currentViewer } from '../../lib/viewer';
import { loadMyDecks } from '../../lib/my-decks';
import { myDeckMessages } from '../../lib/my-deck-messages';
import { localized, type Lang } from '@cronica/util';
import { titledBy } from '../page-setup';

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

export const generateMetadata = titledBy(m.title);

/** The games the API plays online (the registry's), with their ready-made decks. */
async function loadGames(): Promise<GameInfo[]> {
  const { data } = await query({ query: GAMES }).catch(() => ({ data: undefined }));
  return (data?.games ?? []).filter((game) => game.playsOnline);
}

/** A game with a game master's seat or more than two seats is set up seat by seat. */
const seatBySeat = (game: GameInfo) => game.decklessSeats.length > 0 || (game.maxSeats ?? 2) > 2;

interface Props {
  /** `invite`: a username to fill in the invitation form (a player's page links here with it). */
  /** `deck`: one of the reader's saved decks to preselect (My decks links here with it). */
  searchParams: Promise<{ game?: string; invite?: string; deck?: string }>;
}

/** The invitations waiting for the reader and those she sent, above the forms, when there are any. */
async function Waiting({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const [{ received, sent }, zone] = await Promise.all([loadInvitations(), currentZone()]);
  if (received.length === 0 && sent.length === 0) return null;
  return (
    <section aria-labelledby="play-invitations" data-testid="play-invitations">
      <h2 id="play-invitations">{t(invitationMessages.title)}</h2>
      {received.length > 0 ? <InvitationList invitations={received} received zone={zone} lang={lang} /> : null}
      {sent.length > 0 ? (
        <>
          <h3>{t(invitationMessages.sent)}</h3>
          <InvitationList invitations={sent} received={false} zone={zone} lang={lang} />
        </>
      ) : null}
    </section>
  );
}

export default async function PlayPage({ searchParams }: Props) {
  const [lang, viewer, games, { game: asked, invite, deck }] = await Promise.all([
    currentLang(),
    currentViewer(),
    loadGames(),
    searchParams,
  ]);
  const t = translator(lang);
  const game = games.find((g) => g.id === asked) ?? games[0];
  const saved =
    viewer && game ? (await loadMyDecks(game.id)).filter((d) => d.valid).map((d) => ({ id: d.id, name: d.name })) : [];
  return (
    <section className="narrow">
      <h1>{t(game && seatBySeat(game) ? table.title : m.title)}</h1>
      <p className="lede">{t(game && seatBySeat(game) ? table.intro : m.intro)}</p>
      {games.length > 1 ? <GameTabs games={games} current={game?.id} invite={invite} lang={lang} /> : null}
      {game ? (
        <p>
          <Link href={`/rules/${encodeURIComponent(game.id)}`} data-testid="rulebook-link">
            {t(rulebookMessages.link(game.name))}
          </Link>
        </p>
      ) : null}
      {viewer ? <Waiting lang={lang} /> : null}
      {viewer && game ? (
        seatBySeat(game) ? (
          <TableForm game={game} lang={lang} />
        ) : (
          <PlayForms game={game} saved={saved} deck={deck} invite={invite} lang={lang} />
        )
      ) : (
        <SignInFirst why={t(m.signInFirst)} next="/play" t={t} />
      )}
    </section>
  );
}

/** One tab per game the API plays online, every one in sight on a phone too; the username to invite rides along. */
function GameTabs(props: { games: readonly GameInfo[]; current: string | undefined; invite?: string; lang: Lang }) {
  const { games, current, invite, lang } = props;
  return (
    <nav aria-label={translator(lang)(m.game)} className="tabs tabs--wrap" data-testid="play-games">
      {games.map((option) => (
        <Link
          key={option.id}
          href={`?game=${encodeURIComponent(option.id)}${invite ? `&invite=${encodeURIComponent(invite)}` : ''}`}
          aria-current={option.id === current ? 'page' : undefined}
          className="tabs__tab"
        >
          {option.name}
        </Link>
      ))}
    </nav>
  );
}

/** A two-seat game: practice against a bot with a ready-made or saved deck, or invite someone by username. */
function PlayForms(props: {
  game: GameInfo;
  saved: readonly { id: string; name: string }[];
  deck?: string;
  invite?: string;
  lang: Lang;
}) {
  const { game, saved, deck, invite, lang } = props;
  const t = translator(lang);
  return (
    <>
      <PracticeForm
        game={game.id}
        decks={game.readyDecks}
        saved={saved}
        bots={game.bots}
        {...(deck && saved.some((d) => d.id === deck) ? { chosen: deck } : {})}
        lang={lang}
      />
      <p className="muted" data-testid="play-my-decks">
        <Link href="/decks">{t(myDeckMessages.pick.manage)}</Link>
      </p>
      <section aria-labelledby="play-invite" className="block">
        <h2 id="play-invite">{t(invitationMessages.inviteTitle)}</h2>
        <p className="muted">{t(invitationMessages.inviteIntro)}</p>
        <InviteForm
          key={game.id}
          game={game.id}
          decks={game.readyDecks}
          saved={saved}
          defaultOptions={game.defaultOptions}
          username={invite?.slice(0, 100)}
          lang={lang}
        />
      </section>
    </>
  );
}
