import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import { checkInMessages } from '../../lib/check-in-messages';
import { translator, type Translate } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { DeskCommand, type CommandProps } from './DeskCommand';
import { TiebreakDesk } from './TiebreakDesk';
import { labelOf, roundOf } from './desk-extras';
import type { DeskExtras } from '../../app/tournaments/[id]/desk/page';

interface StepsProps {
  tournament: TournamentDetail;
  extras: DeskExtras;
  latest: number;
  lang: Lang;
}

/**
 * What comes next, as the API allows it now (`staffActions`): the round closes once every result
 * is in, the next round is paired only while Swiss rounds remain, the cut starts after the last.
 * Ending the event early (while rounds remain) stays out of the way behind its own disclosure.
 */
export function NextSteps(props: StepsProps) {
  const { tournament, lang } = props;
  const t = translator(lang);
  const allowed = new Set(tournament.staffActions);
  const early =
    allowed.has('endTournament') &&
    (allowed.has('pairNextRound') || allowed.has('startTopCut') || allowed.has('pairTiebreakRound'));
  const end = (
    <DeskCommand
      tournamentId={tournament.id}
      command="endTournament"
      label={t(om.cut.end)}
      what={t(early ? om.cut.endEarlyConfirm : om.cut.endConfirm)}
      lang={lang}
      danger
    />
  );
  return (
    <>
      {allowed.has('pairTiebreakRound') ? (
        <TiebreakDesk tournamentId={tournament.id} standings={tournament.standings} lang={lang} />
      ) : null}
      <div className="desk-actions" data-testid="next-steps">
        <RoundCommands {...props} allowed={allowed} />
        {allowed.has('endTournament') && !early ? end : null}
      </div>
      {early ? (
        <details className="desk-later" data-testid="end-early">
          <summary>{t(om.cut.endEarly)}</summary>
          {end}
        </details>
      ) : null}
    </>
  );
}

/**
 * While the day's check-in is open, pairing round 1 with players who have not arrived seats them
 * anyway: the button names them and asks first (removing them is the check-in box's job).
 */
function absentWarning(tournament: TournamentDetail, t: Translate): { what?: string } {
  if (!tournament.checkInOpen) return {};
  const absent = tournament.players.filter((p) => p.status === 'active' && !p.checkedIn).map((p) => p.name);
  return absent.length > 0 ? { what: t(checkInMessages.desk.pairAnyway(absent.join(', '))) } : {};
}

/** Close the round, pair the next, or start the top cut: whichever the API allows now. */
function RoundCommands({ tournament, extras, latest, lang, allowed }: StepsProps & { allowed: ReadonlySet<string> }) {
  const t = translator(lang);
  const cut = tournament.format?.topCutSize ?? 0;
  const label = latest > 0 ? t(labelOf(extras, latest)) : '';
  // The API says which round's end ends the event (the final): the button and its question say so.
  const last = roundOf(extras, latest)?.endsEvent === true;
  const commands: ReadonlyArray<Omit<CommandProps, 'tournamentId' | 'lang'>> = [
    {
      command: 'endRound',
      label: t(last ? om.rounds.endLastRound : om.rounds.endRound),
      what: t(last ? om.rounds.endLastRoundConfirm(label) : om.rounds.endRoundConfirm(label)),
    },
    { command: 'pairNextRound', label: t(om.rounds.pair), ...absentWarning(tournament, t) },
    { command: 'startTopCut', label: t(om.cut.start(cut)), what: t(om.cut.startConfirm(cut)), danger: true },
  ];
  return (
    <>
      {commands
        .filter(({ command }) => allowed.has(command))
        .map((props) => (
          <DeskCommand key={props.command} tournamentId={tournament.id} {...props} lang={lang} />
        ))}
    </>
  );
}
