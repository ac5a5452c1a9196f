import Link from 'next/link';
import type { Lang, Localized } from '@cronica/util';
import type { Viewer } from '../../graphql/auth';
import { DECK_LIST, type DeckListData } from '../../graphql/deck-lists';
import { MY_TABLE, type MyOpenCall, type MyTableRow } from '../../graphql/player-actions';
import type { TournamentPlayerRow } from '../../graphql/tournament';
import type { TournamentSummary } from '../../graphql/tournament-page';
import { accountPageHref } from '../../lib/next-path';
import { accountMessages } from '../../lib/account-messages';
import { onlineMatchOf } from '../../lib/table-matches';
import { query } from '../../lib/apollo-rsc';
import { entryFeeMessages } from '../../lib/entry-fee-messages';
import { checkInMessages } from '../../lib/check-in-messages';
import { venueClockText, venueDateTimeText } from '../../lib/event-time';
import { translator } from '../../lib/i18n';
import { inReaderLang, personName } from '../../lib/person-name';
import { messages } from '../../lib/messages';
import { playerMessages } from '../../lib/player-messages';
import { lifeCounts } from '../../lib/result-form';
import { MY_TABLE_ANCHOR } from '../../lib/my-table';
import { rivalAt, tablePeople } from '../../lib/table-people';
import { panelFacts } from '../../lib/event-alerts';
import { DeckChangeNotice } from '../decks/DeckHistory';
import { mayHandInList } from '../../lib/deck-page';
import { DeckStatus } from '../decks/DeckStatus';
import { LiveAlerts } from '../alerts/LiveAlerts';
import { CheckInButton } from './CheckInButton';
import { DropForm } from './DropForm';
import { MyTable } from './MyTable';
import { RegisterButton } from './RegistrationPanel';
import { WaitlistButton } from './WaitlistButton';

const m = messages.myPanel;

interface OwnTable {
  readonly table: MyTableRow;
  readonly call: MyOpenCall | null;
}

/** The reader's table of the latest published round (myMatches lists published rounds only), and their unanswered call to it. */
export async function currentTable(
  tournament: TournamentSummary,
): Promise<{ table: MyTableRow; call: MyOpenCall | null } | null> {
  if (tournament.currentRound === 0) return null;
  const { data } = await query({ query: MY_TABLE, variables: { tournamentId: tournament.id } }).catch(() => ({
    data: undefined,
  }));
  const table = data?.myMatches.find((p) => p.round === tournament.currentRound);
  if (!table) return null;
  const call = data?.myOpenCalls.find((c) => c.round === table.round && c.table === table.table) ?? null;
  return { table, call };
}

/** A signed-out reader, while registration is open: sign in, or make an account, and come back here to register. */
function SignInPrompt({ tournament, lang }: { tournament: TournamentSummary; lang: Lang }) {
  const t = translator(lang);
  const back = `/tournaments/${tournament.id}`;
  return (
    <aside className="my-panel" data-testid="my-panel">
      <p>
        {t(m.signInToJoin)} <Link href={accountPageHref('/login', back)}>{t(messages.auth.signIn)}</Link>
      </p>
      <p className="legend">
        {t(accountMessages.signUp.noAccount)}{' '}
        <Link href={accountPageHref('/signup', back)}>{t(accountMessages.signUp.link)}</Link>
      </p>
    </aside>
  );
}

async function TablePart(props: { tournament: TournamentSummary; viewer: Viewer; mine: OwnTable; lang: Lang }) {
  const { tournament, viewer, lang } = props;
  const { table, call } = props.mine;
  const rival = rivalAt(table, viewer.id);
  // The rival's name in the reader's language, an erased person's too.
  const people = inReaderLang(
    await tablePeople(tournament.id, ...(rival ? [viewer.id, rival] : [viewer.id])),
    translator(lang),
  );
  const players = people?.playersPage.rows ?? [];
  return (
    <MyTable
      tournamentId={tournament.id}
      pairing={table}
      viewerId={viewer.id}
      rivalName={players.find((p) => p.playerId === rival)?.name ?? ''}
      rivalStanding={people?.standingsPage.rows.find((s) => s.playerId === rival) ?? null}
      roundLabel={translator(lang)(table.label)}
      openCall={call ? { reason: call.reason, at: venueClockText(call.calledAt, tournament.timeZone, lang) } : null}
      needLife={lifeCounts(tournament.format?.tiebreakers ?? [])}
      online={onlineMatchOf(tournament.game, table, (id) => players.some((p) => p.playerId === id && p.hasDeck))}
      lang={lang}
    />
  );
}

/** The reader's own registered list, to tell them when staff changed it. */
async function ownDeck(tournamentId: string): Promise<DeckListData | null> {
  const { data } = await query({ query: DECK_LIST, variables: { tournamentId }, fetchPolicy: 'no-cache' }).catch(
    () => ({ data: undefined }),
  );
  return data?.deckList ?? null;
}

/**
 * Why the reader is out of the event: a disqualification, the organizer's drop, a judge's no-show
 * ruling, or their own drop; when, on the venue's clock (`zone`).
 */
function droppedText(entry: TournamentPlayerRow, zone: string | null, lang: Lang): Localized {
  const drop = entry.droppedBy;
  if (entry.status === 'disqualified') return playerMessages.drop.disqualified;
  const at = drop ? venueDateTimeText(drop.at, zone, lang) : '';
  if (drop?.cause === 'organizer') return playerMessages.drop.byOrganizer(at);
  if (drop?.cause === 'no-show') return playerMessages.drop.noShow(personName(drop.by.name, translator(lang)), at);
  return playerMessages.drop.dropped;
}

/** In the event: said so, and on the day (check-in open) "I am here" or that they already said it. */
function Registered({ tournament, me, lang }: { tournament: TournamentSummary; me: TournamentPlayerRow; lang: Lang }) {
  return (
    <>
      <p>{translator(lang)(m.registered)}</p>
      {tournament.checkInOpen ? (
        <CheckInButton tournamentId={tournament.id} checkedIn={me.checkedIn === true} lang={lang} />
      ) : (
        <CheckInOpensAt tournament={tournament} lang={lang} />
      )}
      <OwnFee tournament={tournament} me={me} lang={lang} />
    </>
  );
}

/** With an entry fee: whether the desk has marked the reader's paid, or that it is paid at the desk. */
function OwnFee({ tournament, me, lang }: { tournament: TournamentSummary; me: TournamentPlayerRow; lang: Lang }) {
  const fee = tournament.entryFee;
  if (!fee || tournament.status === 'ended') return null;
  const t = translator(lang);
  const paid = me.feePaid ? (me.feePaidAmount?.text ?? fee.text) : null;
  const text = paid ? entryFeeMessages.player.paid(t(paid)) : entryFeeMessages.player.due(t(fee.text));
  return <p data-testid="own-fee">{t(text)}</p>;
}

/** Before check-in opens: when it opens by itself, if its organizer set a time (else nothing to say yet). */
function CheckInOpensAt({ tournament, lang }: { tournament: TournamentSummary; lang: Lang }) {
  const { checkInOpensAt, timeZone } = tournament;
  if (!checkInOpensAt || tournament.currentRound > 0) return null;
  const time = venueClockText(checkInOpensAt, timeZone, lang);
  return <p data-testid="check-in-opens-at">{translator(lang)(checkInMessages.player.opensAt(time))}</p>;
}

/** On a full event's waiting list: the reader's place in line, how a place reaches them, and leaving it. */
function Waiting({ tournament, place, lang }: { tournament: TournamentSummary; place: number; lang: Lang }) {
  const t = translator(lang);
  const open = tournament.status === 'registration-open';
  return (
    <>
      <p data-testid="waitlist-place">{t(open ? m.waiting(place) : m.waitingAtDesk(place))}</p>
      <WaitlistButton tournamentId={tournament.id} waiting lang={lang} />
    </>
  );
}

/** Registration open: the button, with the places left when the event has a limit; once full, the waiting list. */
function RegistrationOpen({ tournament, lang }: { tournament: TournamentSummary; lang: Lang }) {
  const t = translator(lang);
  if (tournament.placesLeft === 0)
    return (
      <>
        <p className="muted" data-testid="registration-full">
          {t(m.full)} {t(m.waitlistOffer)}
        </p>
        <WaitlistButton tournamentId={tournament.id} waiting={false} lang={lang} />
      </>
    );
  return (
    <>
      <RegisterButton tournamentId={tournament.id} lang={lang} />
      {tournament.placesLeft === null ? null : (
        <p className="muted" data-testid="places-left">
          {t(m.placesLeft(tournament.placesLeft))}
        </p>
      )}
    </>
  );
}

/** Not registered: on the waiting list, the button to register while registration is open, else who to ask for a late entry. */
function NotEntered({ tournament, lang }: { tournament: TournamentSummary; lang: Lang }) {
  const t = translator(lang);
  const place = tournament.myWaitlistPlace ?? null;
  if (place !== null) return <Waiting tournament={tournament} place={place} lang={lang} />;
  if (tournament.status === 'registration-open') return <RegistrationOpen tournament={tournament} lang={lang} />;
  return (
    <p className="muted" data-testid="registration-closed">
      {t(m.registrationClosed)}
      {tournament.format?.lateEntry !== 'none'
        ? ` ${t(m.askOrganizer(tournament.organizer?.displayName ?? null))}`
        : null}
    </p>
  );
}

/** The alerts of someone in the event (`me` while still playing) or on its waiting list. */
function Alerts(props: {
  tournament: TournamentSummary;
  entry: TournamentPlayerRow | undefined;
  me: TournamentPlayerRow | undefined;
  table: MyTableRow | null;
  viewerId: string;
  lang: Lang;
}) {
  const { tournament, entry, me, table, viewerId, lang } = props;
  if (!entry && tournament.myWaitlistPlace == null) return null;
  const facts = panelFacts({ event: tournament, entry: me, table, viewerId });
  return <LiveAlerts kind="event" scope={tournament.id} facts={facts} lang={lang} />;
}

/** The entrant's deck list, when the event asks for lists (or they handed one in anyway): handed in or not, and where. */
function ListStatus(props: { tournament: TournamentSummary; entry: TournamentPlayerRow; lang: Lang }) {
  const { tournament, entry, lang } = props;
  if (tournament.format?.requireDeckLists === false && !entry.hasDeck) return null;
  return (
    <DeckStatus
      tournamentId={tournament.id}
      hasDeck={entry.hasDeck}
      open={mayHandInList(tournament.status, entry.status === 'active', entry.hasDeck)}
      lang={lang}
    />
  );
}

/**
 * What the signed-in reader can do in this tournament as a player: register, hand in a deck
 * list (the deck page), see their table and opponent once the round is published, report or
 * confirm, and drop. `entry`: the reader's own entry in the tournament, when registered.
 */
export async function PlayerPanel(props: {
  tournament: TournamentSummary;
  entry: TournamentPlayerRow | undefined;
  viewer: Viewer | null;
  lang: Lang;
}) {
  const { tournament, entry, viewer, lang } = props;
  const t = translator(lang);
  if (tournament.status === 'ended') return null;
  if (!viewer)
    return tournament.status === 'registration-open' ? <SignInPrompt tournament={tournament} lang={lang} /> : null;
  // Staff who do not play have nothing to do here once registration is closed.
  if (!entry && tournament.myStaffRole && tournament.status !== 'registration-open') return null;
  const me = entry?.status === 'active' ? entry : undefined;
  const mine = me ? await currentTable(tournament) : null;
  const table = mine?.table ?? null;
  const deck = entry?.hasDeck ? await ownDeck(tournament.id) : null;
  return (
    <aside className="my-panel" aria-labelledby="my-panel-title" data-testid="my-panel">
      <h2 id="my-panel-title">{t(m.title)}</h2>
      {!entry ? <NotEntered tournament={tournament} lang={lang} /> : null}
      {entry && !me ? <p data-testid="dropped-notice">{t(droppedText(entry, tournament.timeZone, lang))}</p> : null}
      {me ? <Registered tournament={tournament} me={me} lang={lang} /> : null}
      {entry ? <ListStatus tournament={tournament} entry={entry} lang={lang} /> : null}
      {deck ? <DeckChangeNotice deck={deck} viewerId={viewer.id} zone={tournament.timeZone} lang={lang} /> : null}
      {mine ? (
        // Where «Tu mesa» at the top of the page leads.
        <div id={MY_TABLE_ANCHOR}>
          <TablePart tournament={tournament} viewer={viewer} mine={mine} lang={lang} />
        </div>
      ) : null}
      <Alerts tournament={tournament} entry={entry} me={me} table={table} viewerId={viewer.id} lang={lang} />
      {me ? <DropForm tournamentId={tournament.id} lang={lang} /> : null}
    </aside>
  );
}
