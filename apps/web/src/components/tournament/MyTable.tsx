'use client';

import { PersonLink } from '../PersonLink';
import type { Lang, Localized } from '@cronica/util';
import type { MyTableRow } from '../../graphql/player-actions';
import type { StandingRow } from '../../graphql/tournament';
import { translator, type Translate } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { resultAnnouncement, seatOf } from '../../lib/my-table';
import { judgeMessages } from '../../lib/judge-messages';
import { playerMessages } from '../../lib/player-messages';
import { CallJudgeForm, TableMatchLink } from './TableActions';
import { ConfirmForm, ReportedResult, ReportForm } from './ResultForms';

const m = messages.myPanel;
const p = playerMessages;

function Opponent({ id, name, standing, t }: { id: string; name: string; standing: StandingRow | null; t: Translate }) {
  return (
    <p className="my-table__opponent" data-testid="my-opponent">
      <span className="my-table__label">{t(p.table.opponent)}</span>
      <PersonLink id={id} className="my-table__rival">
        {name}
      </PersonLink>
      {standing ? (
        <span className="muted">
          {' '}
          · {t(p.table.record(standing.points, standing.wins, standing.losses, standing.draws))}
        </span>
      ) : null}
    </p>
  );
}

function ResultPart(props: {
  tournamentId: string;
  pairing: MyTableRow;
  viewerId: string;
  rivalName: string;
  needLife: boolean;
  t: Translate;
}) {
  const { tournamentId, pairing, viewerId, rivalName, needLife, t } = props;
  const seat = seatOf(pairing, viewerId);
  const result = pairing.result;
  if (pairing.playerB === null) return <p>{t(m.bye)}</p>;
  if (!result)
    return <ReportForm tournamentId={tournamentId} pairing={pairing} seat={seat} needLife={needLife} t={t} />;
  if (result.status === 'reported' && result.reportedBy === viewerId) {
    return (
      <div data-testid="waiting-confirm">
        <p>{t(p.report.youReported)}</p>
        <ReportedResult result={result} seat={seat} rivalName={rivalName} t={t} />
      </div>
    );
  }
  if (result.status === 'reported')
    return <ConfirmForm tournamentId={tournamentId} pairing={pairing} seat={seat} rivalName={rivalName} t={t} />;
  return (
    <div>
      <p>{t(m.final)}</p>
      <ReportedResult result={result} seat={seat} rivalName={rivalName} t={t} />
    </div>
  );
}

/** Where to sit: the table's number, the round, and the reader's seat. */
function Where(props: { pairing: MyTableRow; viewerId: string; roundLabel: string; t: Translate }) {
  const { pairing, viewerId, roundLabel, t } = props;
  return (
    <h3 className="my-table__where">
      <span className="my-table__number" aria-hidden="true">
        {pairing.table}
      </span>
      <span>
        {t(p.table.heading(roundLabel, pairing.table))}
        <span className="my-table__seat">{t(p.table.seat(seatOf(pairing, viewerId)))}</span>
      </span>
    </h3>
  );
}

/** What a screen reader hears when the table's result changes; nothing before there is one. */
function announcement(pairing: MyTableRow, viewerId: string, rivalName: string): Localized {
  return (
    resultAnnouncement(pairing.result ?? null, seatOf(pairing, viewerId), viewerId, rivalName) ?? { es: '', en: '' }
  );
}

/** The reader's call to this table that no judge has answered yet, in place of the call form. */
function JudgeOnTheWay({ call, t }: { call: OpenCall; t: Translate }) {
  return (
    <div className="call-judge call-judge--pending" role="status" data-testid="judge-on-the-way">
      <p>{t(judgeMessages.call.pending(call.at, call.reason))}</p>
      <p className="legend">{t(judgeMessages.call.pendingHint)}</p>
    </div>
  );
}

/** A judge call the reader made to this table, as the table shows it: when (venue clock) and why. */
export interface OpenCall {
  readonly at: string;
  readonly reason: string;
}

/**
 * The signed-in player's table this round, as soon as the pairings are published: where to sit,
 * who the opponent is, the result to report game by game (as many games as this table is played
 * to: a best-of-3 final, 002 C.1) or the opponent's report to confirm (shown as recorded), the
 * table's online match, and a judge call (or the reader's call no judge has answered yet, `openCall`).
 * `needLife`: the event's tiebreakers count life totals.
 */
export function MyTable(props: {
  tournamentId: string;
  pairing: MyTableRow;
  viewerId: string;
  rivalName: string;
  rivalStanding: StandingRow | null;
  roundLabel: string;
  needLife: boolean;
  online: { matchId: string | null } | null;
  openCall: OpenCall | null;
  lang: Lang;
}) {
  const { tournamentId, pairing, viewerId, rivalName, rivalStanding, roundLabel, online, openCall, lang } = props;
  const t = translator(lang);
  const rivalId = pairing.playerA === viewerId ? pairing.playerB : pairing.playerA;
  return (
    <div className="my-table" data-testid="my-table" data-round={pairing.round} data-table={pairing.table}>
      <Where pairing={pairing} viewerId={viewerId} roundLabel={roundLabel} t={t} />
      {rivalId ? <Opponent id={rivalId} name={rivalName} standing={rivalStanding} t={t} /> : null}
      {/* Always in the page, so a reported or confirmed result is heard when it changes. */}
      <p className="visually-hidden" role="status" data-testid="result-status">
        {pairing.playerB === null ? '' : t(announcement(pairing, viewerId, rivalName))}
      </p>
      <ResultPart {...props} t={t} />
      {/* Once a result is in, there is nothing left to start; a match already played stays linked. */}
      {pairing.playerB !== null && online && (online.matchId !== null || !pairing.result) ? (
        <TableMatchLink tournamentId={tournamentId} pairing={pairing} matchId={online.matchId} lang={lang} />
      ) : null}
      {pairing.playerB === null ? null : openCall ? (
        <JudgeOnTheWay call={openCall} t={t} />
      ) : (
        <CallJudgeForm tournamentId={tournamentId} lang={lang} />
      )}
    </div>
  );
}
