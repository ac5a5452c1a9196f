import type { Lang } from '@cronica/util';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeckHistory } from '../../../../components/decks/DeckHistory';
import { DeckCheck } from '../../../../components/decks/DeckCheck';
import { DECK_LIST, DECK_PAGE_TOURNAMENT } from '../../../../graphql/deck-lists';
import { query } from '../../../../lib/apollo-rsc';
import { loadCatalog } from '../../../../lib/card-catalogs';
import { deckCheckMessages as m } from '../../../../lib/deck-check-messages';
import { draftFromJson } from '../../../../lib/deck-page';
import { translator, type Translate } from '../../../../lib/i18n';
import { inReaderLang } from '../../../../lib/person-name';
import { firstParam } from '../../../../lib/search-params';
import { currentLang } from '../../../../lib/server-lang';
import { Field, PlayerOptions } from '../../../../components/FormParts';
import { titledBy, type IdPageProps } from '../../../page-setup';
import { byName } from '../../../../lib/person-name';

export const dynamic = 'force-dynamic';

interface Props extends IdPageProps {
  searchParams: Promise<{ player?: string | string[] }>;
}

export const generateMetadata = titledBy(m.title);

function PlayerChooser({
  players,
  chosen,
  t,
}: {
  players: ReadonlyArray<{ playerId: string; name: string }>;
  chosen: string;
  t: Translate;
}) {
  return (
    <form method="get" className="form form--inline deck-check__chooser" data-testid="deck-check-chooser">
      <Field label={t(m.choose)}>
        <select name="player" defaultValue={chosen} required>
          <option value="" disabled>
            —
          </option>
          <PlayerOptions players={players} />
        </select>
      </Field>
      <button type="submit" className="button">
        {t(m.open)}
      </button>
    </form>
  );
}

/** The chosen player's registered list beside the deck check, and the list's history; or that they have none. */
async function PlayerCheck(props: {
  tournamentId: string;
  game: string;
  target: { playerId: string; name: string };
  /** The venue's zone: the list's history reads on the clock of the room. */
  zone: string | null;
  lang: Lang;
}) {
  const { tournamentId, game, target, zone, lang } = props;
  const t = translator(lang);
  const catalog = await loadCatalog(game);
  const registered = (await query({ query: DECK_LIST, variables: { tournamentId, playerId: target.playerId } })).data
    ?.deckList;
  if (!registered) return <p>{t(m.noList)}</p>;
  return (
    <>
      {catalog ? (
        <DeckCheck
          key={target.playerId}
          tournamentId={tournamentId}
          gameId={game}
          playerId={target.playerId}
          playerName={target.name}
          registered={draftFromJson(registered.json, catalog)}
          registeredJson={registered.json}
          hash={registered.hash}
          lang={lang}
        />
      ) : null}
      <DeckHistory history={registered.history} zone={zone} lang={lang} />
    </>
  );
}

/** A judge checks a player's deck in play against the registered list (staff only; the API enforces it too). */
export default async function DeckCheckPage({ params, searchParams }: Props) {
  const [{ id }, { player }, lang] = await Promise.all([params, searchParams, currentLang()]);
  const { data } = await query({ query: DECK_PAGE_TOURNAMENT, variables: { id } });
  const t = translator(lang);
  // The players to check by name, an erased person's in the reader's language.
  const tournament = inReaderLang(data?.tournament, t);
  if (!tournament) notFound();
  const chosen = firstParam(player) ?? '';
  const order = byName(lang);
  const withLists = [...tournament.players].filter((p) => p.hasDeck).sort((a, b) => order(a.name, b.name));
  const target = withLists.find((p) => p.playerId === chosen);
  return (
    <article data-testid="deck-check-page">
      <header className="page-intro page-intro--wide">
        <p className="breadcrumb">
          <Link href={`/tournaments/${encodeURIComponent(id)}`}>← {t(m.back)}</Link>
        </p>
        <h1>{t(m.title)}</h1>
        <p className="lede">{tournament.name}</p>
      </header>
      {!tournament.myStaffRole ? (
        <p>{t(m.staffOnly)}</p>
      ) : (
        <>
          <PlayerChooser players={withLists} chosen={target?.playerId ?? ''} t={t} />
          {target ? (
            <PlayerCheck
              tournamentId={id}
              game={tournament.game}
              target={target}
              zone={tournament.timeZone}
              lang={lang}
            />
          ) : null}
        </>
      )}
    </article>
  );
}
