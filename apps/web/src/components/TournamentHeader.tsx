import { PersonLink } from './PersonLink';
import type { ReactNode } from 'react';
import type { Lang, Localized } from '@cronica/util';
import type { TournamentSummary } from '../graphql/tournament-page';
import { translator, type Translate } from '../lib/i18n';
import { personName } from '../lib/person-name';
import { gameLabel } from '../lib/labels';
import { messages } from '../lib/messages';
import { clockRoundName, eventRoundsText } from '../lib/round-views';
import { FormatSummary } from './FormatSummary';
import { TournamentLive } from './TournamentLive';
import { RoomNotice } from './tournament/RoomNotice';
import { RoundClock } from './RoundClock';
import { StatusBadge } from './StatusBadge';
import { EventAnnouncement } from './tournament/EventAnnouncement';

const personLink = (person: { id: string; displayName: string }, t: Translate) => (
  <PersonLink key={person.id} id={person.id}>
    {personName(person.displayName, t)}
  </PersonLink>
);

/**
 * How many have registered, and how many wait for one; with a limit, the places held against it
 * (a player who dropped gave theirs back, so it is not counted twice when the next in line takes it).
 */
function playersText(tournament: TournamentSummary, t: Translate): string {
  const { playerCount, placesTaken, format, waitlistCount } = tournament;
  const places = format?.capacity ?? null;
  const count = t(
    places === null
      ? messages.tournament.playerCount(playerCount)
      : messages.tournament.playerCountOfPlaces(placesTaken, places),
  );
  return waitlistCount > 0 ? `${count} · ${t(messages.tournament.waiting(waitlistCount))}` : count;
}

/** The game, the players, the rounds, and the people: organizer, judges and (once ended) the winner. */
function Facts({
  tournament,
  winnerName,
  lang,
}: {
  tournament: TournamentSummary;
  winnerName: string | null;
  lang: Lang;
}) {
  const t = translator(lang);
  const fact = (term: Localized, value: ReactNode) => (
    <div>
      <dt>{t(term)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="facts facts--inline">
      {fact(messages.tournament.game, t(gameLabel(tournament.game)))}
      {fact(messages.tournament.players, playersText(tournament, t))}
      {fact(messages.tournament.rounds, t(eventRoundsText(tournament)))}
      {tournament.organizer ? fact(messages.people.organizer, personLink(tournament.organizer, t)) : null}
      {tournament.judges.length > 0 ? (
        <div>
          <dt>{t(messages.people.judges)}</dt>
          <dd className="comma-list">{tournament.judges.map((judge) => personLink(judge, t))}</dd>
        </div>
      ) : null}
      {tournament.winner ? (
        <div data-testid="winner">
          <dt>{t(messages.people.winner)}</dt>
          <dd>{personLink({ id: tournament.winner, displayName: winnerName ?? tournament.winner }, t)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The event's name, state, people and format; `winnerName`: the winner's name once the event has ended. */
export function TournamentHeader(props: {
  tournament: TournamentSummary;
  winnerName?: string | null;
  /** Shown under the title, before the event's facts: the reader's own table while a round is on. */
  lead?: ReactNode;
  lang: Lang;
}) {
  const { tournament, winnerName = null, lead = null, lang } = props;
  return (
    <header className="page-intro page-intro--wide">
      <div className="title-row">
        <h1>{tournament.name}</h1>
        <StatusBadge status={tournament.status} currentRound={tournament.currentRound} lang={lang} />
      </div>
      {lead}
      <RoomNotice notice={tournament.announcement} timeZone={tournament.timeZone} lang={lang} />
      <EventAnnouncement tournament={tournament} ended={tournament.status === 'ended'} lang={lang} />
      <Facts tournament={tournament} winnerName={winnerName} lang={lang} />
      <div className="header-tools">
        {tournament.clock && tournament.status !== 'ended' ? (
          <RoundClock clock={tournament.clock} roundName={clockRoundName(tournament, tournament.clock)} lang={lang} />
        ) : null}
        <TournamentLive tournament={tournament} lang={lang} />
      </div>
      {tournament.format ? <FormatSummary format={tournament.format} lang={lang} /> : null}
    </header>
  );
}
