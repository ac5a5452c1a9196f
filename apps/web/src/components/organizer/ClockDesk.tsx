import type { Lang, Localized } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import { translator, type Translate } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { clockAtDesk } from '../../lib/desk-sections';
import { clockRoundName } from '../../lib/round-views';
import { RoundClock } from '../RoundClock';
import type { DeskExtras } from '../../app/tournaments/[id]/desk/page';
import { DeskCommand } from './DeskCommand';
import { ExtendClockForm } from './ExtendClockForm';

/** m:ss, written here because RoundClock's own formatter lives in a client module. */
function minutesLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The round clock (002_a36596f8eaed8fcc.txt, C.1): start it, pause it, add minutes, call time when
 * it runs out or end it early (asked first: it cannot be undone), each offered only when the API
 * says it applies now.
 */
export function ClockDesk({
  tournament,
  extras,
  lang,
}: {
  tournament: TournamentDetail;
  extras: DeskExtras;
  lang: Lang;
}) {
  const t = translator(lang);
  if (!clockAtDesk(tournament)) return null;
  const allowed = new Set(tournament.staffActions);
  return (
    <section id="clock" aria-labelledby="clock-title" className="block desk-section">
      <h2 id="clock-title">{t(om.clock.title)}</h2>
      {tournament.clock ? (
        <RoundClock clock={tournament.clock} roundName={clockRoundName(tournament, tournament.clock)} lang={lang} />
      ) : null}
      <ClockCommands tournamentId={tournament.id} allowed={allowed} lang={lang} />
      {allowed.has('extendRoundClock') ? <ExtendClockForm tournamentId={tournament.id} lang={lang} /> : null}
      <TableClocks extras={extras} t={t} />
    </section>
  );
}

type ClockCommand = 'startRoundClock' | 'pauseRoundClock' | 'resumeRoundClock' | 'callTime' | 'endRoundClock';

/** The clock's commands the API allows now; ending the time early asks first. */
function ClockCommands({
  tournamentId,
  allowed,
  lang,
}: {
  tournamentId: string;
  allowed: ReadonlySet<string>;
  lang: Lang;
}) {
  const t = translator(lang);
  const offer = (command: ClockCommand, label: Localized, what?: Localized) =>
    allowed.has(command) ? (
      <DeskCommand
        tournamentId={tournamentId}
        command={command}
        label={t(label)}
        {...(what ? { what: t(what), danger: true } : {})}
        lang={lang}
      />
    ) : null;
  return (
    <div className="desk-actions">
      {offer('startRoundClock', om.clock.start)}
      {offer('pauseRoundClock', om.clock.pause)}
      {offer('resumeRoundClock', om.clock.resume)}
      {offer('callTime', om.clock.callTime)}
      {offer('endRoundClock', om.clock.end, om.clock.endWhat)}
    </div>
  );
}

/** The tables given extra time, each with its minutes and what it has left. */
function TableClocks({ extras, t }: { extras: DeskExtras; t: Translate }) {
  return (
    <ul className="table-clocks" data-testid="table-clocks">
      {(extras?.clock?.tables ?? [])
        .filter((c) => c.extraMinutes > 0)
        .map((c) => (
          <li key={c.table}>{t(om.clock.tableTime(c.table, c.extraMinutes, minutesLeft(c.remainingMs)))}</li>
        ))}
    </ul>
  );
}
