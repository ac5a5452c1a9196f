import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Lang, Localized } from '@cronica/util';
import type { TournamentSummary } from '../graphql/tournaments';
import { translator } from '../lib/i18n';
import { gameLabel } from '../lib/labels';
import { startText } from '../lib/event-time';
import { messages } from '../lib/messages';
import { eventRoundsText } from '../lib/round-views';
import { PageNotice } from './PageNotice';
import { StatusBadge } from './StatusBadge';

/**
 * Tournaments as cards. `title`: the list's heading when a count of the cards would mislead (one
 * page of several); `empty`: what an empty list says when it is a choice of tab, not the platform;
 * `part`: a second list on the page (its own heading id and test id) with a note under each card.
 */
export function TournamentList<T extends TournamentSummary>(props: {
  tournaments: readonly T[];
  lang: Lang;
  title?: Localized;
  empty?: { readonly title: Localized; readonly hint: Localized };
  part?: { readonly id: string; readonly noteOf: (tournament: T) => ReactNode };
}) {
  const { tournaments, lang, title, empty, part } = props;
  const t = translator(lang);
  if (tournaments.length === 0) {
    return (
      <PageNotice
        tone="empty"
        heading="h2"
        title={t(empty?.title ?? messages.home.emptyTitle)}
        hint={t(empty?.hint ?? messages.home.emptyHint)}
        testId="tournaments-empty"
      />
    );
  }
  const id = part?.id ?? 'tournament-list';
  return (
    <section aria-labelledby={`${id}-title`} className={part ? id : undefined} data-testid={part ? id : undefined}>
      <h2 id={`${id}-title`} className="section-title">
        {t(title ?? messages.home.count(tournaments.length))}
      </h2>
      <ul className="tournament-list" data-testid="tournament-list">
        {tournaments.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} lang={lang}>
            {part?.noteOf(tournament)}
          </TournamentCard>
        ))}
      </ul>
    </section>
  );
}

/** When (the venue's own date and time) and where, as announced; nothing when neither is. */
function WhenAndWhere({ tournament, lang }: { tournament: TournamentSummary; lang: Lang }) {
  const when = tournament.startsAt ? startText(tournament.startsAt, null, lang, 'short') : null;
  if (!when && !tournament.venue) return null;
  return (
    <p className="tournament-card__when" data-testid="tournament-card-when">
      {when ? <time dateTime={tournament.startsAt!}>{when}</time> : null}
      {when && tournament.venue ? ' · ' : null}
      {tournament.venue || null}
    </p>
  );
}

/** One tournament: its name linking to its page, its state, when and where, game, players and rounds; `children` after them. */
function TournamentCard({
  tournament,
  lang,
  children,
}: {
  tournament: TournamentSummary;
  lang: Lang;
  children?: ReactNode;
}) {
  const t = translator(lang);
  return (
    <li className="tournament-card" data-testid="tournament-card">
      <div className="tournament-card__head">
        <h3 className="tournament-card__name">
          <Link href={`/tournaments/${encodeURIComponent(tournament.id)}`}>{tournament.name}</Link>
        </h3>
        <StatusBadge status={tournament.status} currentRound={tournament.currentRound} lang={lang} />
      </div>
      <WhenAndWhere tournament={tournament} lang={lang} />
      <dl className="facts">
        <div>
          <dt>{t(messages.tournament.game)}</dt>
          <dd>{t(gameLabel(tournament.game))}</dd>
        </div>
        <div>
          <dt>{t(messages.tournament.players)}</dt>
          <dd>{t(messages.tournament.playerCount(tournament.playerCount))}</dd>
        </div>
        <div>
          <dt>{t(messages.tournament.rounds)}</dt>
          <dd>{t(eventRoundsText(tournament))}</dd>
        </div>
      </dl>
      {children}
    </li>
  );
}
