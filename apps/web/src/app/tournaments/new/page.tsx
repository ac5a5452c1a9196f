import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { CreateTournamentForm } from '../../../components/organizer/CreateTournamentForm';
import { accountPageHref } from '../../../lib/next-path';
import { translator } from '../../../lib/i18n';
import { gameFormFormats, tournamentOptionInfo } from '../../../lib/create-tournament-games';
import type { GameFormFormat } from '../../../lib/create-tournament-defaults';
import { EVENT_TEMPLATE } from '../../../graphql/event-template';
import { query } from '../../../lib/apollo-rsc';
import { valuesFromEvent } from '../../../lib/event-template';
import { firstParam } from '../../../lib/search-params';
import { organizerMessages as om } from '../../../lib/organizer-messages';
import { currentLang } from '../../../lib/server-lang';
import { currentViewer } from '../../../lib/viewer';
import { titledBy } from '../../page-setup';

export const dynamic = 'force-dynamic';

const m = om.create;

export const generateMetadata = titledBy(m.title);

interface Props {
  searchParams: Promise<{ from?: string | string[] }>;
}

/** The earlier event a new one copies (`?from=<id>`), as the form's values; null when none is asked or it is gone. */
async function copiedEvent(from: string | undefined, games: readonly GameFormFormat[], lang: Lang) {
  if (!from) return null;
  const event = await query({ query: EVENT_TEMPLATE, variables: { id: from }, fetchPolicy: 'no-cache' }).then(
    ({ data }) => data?.tournament ?? null,
    // An address that names no event (mistyped, or an id the API refuses) opens the plain form.
    () => null,
  );
  const game = games.find((g) => g.id === event?.game);
  if (!event || !game) return null;
  return { name: event.name, takesCatalog: game.takesCatalog, values: valuesFromEvent(event, game, todayUtc(), lang) };
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

const newEventPath = (from: string | undefined) =>
  from ? `/tournaments/new?from=${encodeURIComponent(from)}` : '/tournaments/new';

/**
 * Creating a tournament: every option with its rulebook default, the chosen game's from its library,
 * or (`?from=<id>`) filled in from an earlier event to run it again; the caller becomes its organizer.
 */
export default async function NewTournamentPage({ searchParams }: Props) {
  const [lang, viewer, { from }] = await Promise.all([currentLang(), currentViewer(), searchParams]);
  const t = translator(lang);
  const games = gameFormFormats();
  const copy = viewer ? await copiedEvent(firstParam(from), games, lang) : null;
  return (
    <article data-testid="new-tournament">
      <section className="page-intro">
        <h1>{t(m.title)}</h1>
        <p className="lede">{t(m.intro)}</p>
      </section>
      {copy ? (
        <p className="notice" role="note" data-testid="copied-from">
          {t(m.copiedFrom(copy.name))} {copy.takesCatalog ? t(m.catalogNotCopied) : null}
        </p>
      ) : null}
      {viewer ? (
        <CreateTournamentForm
          games={games}
          options={tournamentOptionInfo()}
          initialValues={copy?.values ?? null}
          lang={lang}
        />
      ) : (
        <p className="notice">
          <Link href={accountPageHref('/login', newEventPath(firstParam(from)))}>{t(m.signIn)}</Link>
        </p>
      )}
    </article>
  );
}
