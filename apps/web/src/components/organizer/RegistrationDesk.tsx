import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { lateListMessages as ll } from '../../lib/late-list-messages';
import { DeskCommand } from './DeskCommand';
import { HandInListForm, PasteListForm, RegisterEntrantForm } from './DeskForms';
import { filteredEntrants, NO_FILTER, type DeskPlayerFilter } from '../../lib/desk-player-filter';
import { checkInMessages } from '../../lib/check-in-messages';
import { markFeePaid } from '../../app/tournaments/[id]/desk/registration-actions';
import { ActionButton } from '../ActionButton';
import { entryFeeMessages } from '../../lib/entry-fee-messages';
import { CapacityForm } from './CapacityForm';
import { CheckInDesk } from './CheckInDesk';
import { DeskPlayerFilterForm } from './DeskPlayerFilter';
import { listsAsked, RegistrationPlayers } from './RegistrationPlayers';
import { WaitlistDesk } from './WaitlistDesk';
import { byName } from '../../lib/person-name';

const m = om.registration;
const fm = entryFeeMessages.desk;

type Tournament = TournamentDetail;

/** Who the desk lists and warns about, from the tournament's status and entrants. */
export function registrationView(tournament: Tournament, lang: Lang) {
  const order = byName(lang);
  const players = [...tournament.players].sort((a, b) => order(a.name, b.name));
  const active = players.filter((p) => p.status === 'active');
  const missing = tournament.status === 'registration-open' ? active.filter((p) => !p.hasDeck) : [];
  const beforeRounds = tournament.status === 'created' || tournament.status === 'registration-open';
  const underway = tournament.status === 'registration-closed' || tournament.status === 'top-cut';
  // Once registration has closed only a late entry can lack a list; with lists required they hand it in before playing.
  const withoutList = underway && tournament.format?.requireDeckLists ? active.filter((p) => !p.hasDeck) : [];
  return { players, active, missing, beforeRounds, underway, withoutList };
}

/**
 * Before play: how many places are taken and left, or that the event is full; the organizer
 * changes them here (more tables came), or sets a limit on an event created without one.
 */
function PlacesPart(props: { tournament: Tournament; taken: number; organizer: boolean; lang: Lang }) {
  const { tournament, taken, organizer, lang } = props;
  const capacity = tournament.format?.capacity ?? null;
  const left = tournament.placesLeft ?? null;
  return (
    <>
      {capacity === null || left === null ? null : (
        <p className="legend" data-testid="registration-places">
          {translator(lang)(m.places(taken, capacity, left))}
        </p>
      )}
      {organizer ? <CapacityForm tournamentId={tournament.id} capacity={capacity} lang={lang} /> : null}
    </>
  );
}

interface DeskProps {
  tournament: Tournament;
  organizer: boolean;
  lang: Lang;
}

/** A list long enough that finding a name in it at the door needs a search. */
const LONG_LIST = 8;

/**
 * The registration desk: who is in, whose list is in, and the forms to register, add late or drop.
 * Registration opens and closes here too (002 C.4: closing locks the deck lists).
 */
export function RegistrationDesk({
  tournament,
  organizer,
  lang,
  filter = NO_FILTER,
}: DeskProps & { filter?: DeskPlayerFilter }) {
  const t = translator(lang);
  const view = registrationView(tournament, lang);
  const { active, missing } = view;
  return (
    <section id="registration" aria-labelledby="registration-title" className="block desk-section">
      <h2 id="registration-title">{t(m.title)}</h2>
      <p className="legend" data-testid="registration-count">
        {t(m.count(active.length, listsAsked(tournament) ? active.filter((p) => p.hasDeck).length : null))}
      </p>
      <FeesPart tournament={tournament} entrants={active.length} lang={lang} />
      {view.beforeRounds ? (
        <PlacesPart tournament={tournament} taken={active.length} organizer={organizer} lang={lang} />
      ) : null}
      <WaitlistDesk tournament={tournament} organizer={organizer} lang={lang} />
      <RegistrationCommands tournament={tournament} organizer={organizer} lang={lang} />
      {missing.length > 0 && tournament.format?.requireDeckLists ? (
        <p className="notice-inline warn" data-testid="missing-lists">
          {t(m.missing(missing.map((p) => p.name).join(', ')))}
        </p>
      ) : null}
      <CheckInDesk tournament={tournament} organizer={organizer} lang={lang} />
      <EntryForms tournament={tournament} organizer={organizer} lang={lang} view={view} />
      <EntrantList tournament={tournament} organizer={organizer} lang={lang} view={view} filter={filter} />
    </section>
  );
}

/** The event's entry fee as the reader writes it; null for a free event. */
const feeText = (tournament: Tournament, lang: Lang): string | null =>
  tournament.entryFee ? translator(lang)(tournament.entryFee.text) : null;

/** With an entry fee: what the desk has collected, and how many of those still in have paid. */
function FeesPart({ tournament, entrants, lang }: { tournament: Tournament; entrants: number; lang: Lang }) {
  if (!tournament.entryFee || !tournament.feesCollected) return null;
  const t = translator(lang);
  const total = tournament.feesCollected.map((money) => t(money.text)).join(' + ');
  const paid = tournament.players.filter((p) => p.status === 'active' && p.feePaid === true).length;
  return (
    <>
      <p className="legend" data-testid="fees-collected">
        {t(total === '' ? fm.nothingYet : fm.collected(total))} · {t(fm.count(paid, entrants))}
      </p>
      <PaidNotEntered tournament={tournament} lang={lang} />
    </>
  );
}

/** Payments of people no longer on the list, each with a way to mark the money handed back. */
function PaidNotEntered({ tournament, lang }: { tournament: Tournament; lang: Lang }) {
  const gone = tournament.paidNotEntered ?? [];
  if (gone.length === 0) return null;
  const t = translator(lang);
  return (
    <div data-testid="paid-not-entered">
      <p className="legend">{t(fm.paidNotEntered)}</p>
      <ul className="legend">
        {gone.map(({ playerId, name, amount }) => (
          <li key={playerId}>
            <ActionButton
              action={markFeePaid}
              tournamentId={tournament.id}
              fields={{ playerId, undo: 'yes' }}
              label={t(fm.handedBack)}
              ariaLabel={t(fm.handedBackFor(name, t(amount.text)))}
              look="small-quiet"
              lang={lang}
            >
              <span>{`${name} (${t(amount.text)})`}</span>{' '}
            </ActionButton>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The entrants' table, filtered by name (and by arrival during check-in) once the list is long. */
function EntrantList(props: DeskProps & { view: ReturnType<typeof registrationView>; filter: DeskPlayerFilter }) {
  const { tournament, organizer, lang, view, filter } = props;
  const t = translator(lang);
  const shown = filteredEntrants(view.players, filter);
  const searchable = view.players.length > LONG_LIST || tournament.checkInOpen || shown.length < view.players.length;
  return (
    <>
      {searchable ? <DeskPlayerFilterForm filter={filter} checkIn={tournament.checkInOpen} t={t} /> : null}
      {view.players.length === 0 ? (
        <p className="muted" data-testid="desk-nobody">
          {t(messages.tournamentPage.playersEmpty)}
        </p>
      ) : shown.length === 0 ? (
        <p className="muted" data-testid="desk-filter-empty">
          {t(checkInMessages.desk.noneFound)}
        </p>
      ) : (
        <RegistrationPlayers
          tournament={tournament}
          players={shown}
          organizer={organizer}
          beforeRounds={view.beforeRounds}
          lang={lang}
          t={t}
        />
      )}
    </>
  );
}

/** The registration command a tournament's status allows: open it before it opens, close it while open. */
const registrationCommand: Readonly<Record<string, 'openRegistration' | 'closeRegistration'>> = {
  created: 'openRegistration',
  'registration-open': 'closeRegistration',
};

/** Open registration (before it opens) or close it (while open): the organizer's buttons. */
function RegistrationCommands({ tournament, organizer, lang }: DeskProps) {
  const t = translator(lang);
  const command = registrationCommand[tournament.status];
  return (
    <div className="desk-actions">
      {organizer && command ? (
        <DeskCommand
          tournamentId={tournament.id}
          command={command}
          label={t(messages.staff.commands[command])}
          lang={lang}
        />
      ) : null}
    </div>
  );
}

/** Register an entrant, add one late, or hand in the list a late entrant still lacks. */
function EntryForms({ tournament, organizer, lang, view }: DeskProps & { view: ReturnType<typeof registrationView> }) {
  const t = translator(lang);
  const { underway, withoutList } = view;
  return (
    <>
      {organizer && (tournament.status === 'created' || tournament.status === 'registration-open') ? (
        <RegisterEntrantForm tournamentId={tournament.id} late={false} fee={feeText(tournament, lang)} lang={lang} />
      ) : null}
      {organizer && tournament.status === 'registration-open' ? (
        <PasteListForm tournamentId={tournament.id} fee={feeText(tournament, lang)} lang={lang} />
      ) : null}
      {/* Offered only while a late entry can still join a round: the API decides (the web keeps no copy of the rule). */}
      {organizer && underway && tournament.lateEntryOpen ? (
        <RegisterEntrantForm tournamentId={tournament.id} late fee={feeText(tournament, lang)} lang={lang} />
      ) : null}
      {withoutList.length > 0 ? (
        <>
          <p className="notice-inline warn" data-testid="late-without-list">
            {t(ll.withoutList(withoutList.map((p) => p.name).join(', ')))}
          </p>
          <HandInListForm tournamentId={tournament.id} players={withoutList} lang={lang} />
        </>
      ) : null}
    </>
  );
}
