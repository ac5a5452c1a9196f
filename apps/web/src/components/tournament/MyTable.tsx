'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { confirmResult, reportResult, type ActionState } from '../../app/tournaments/[id]/actions';
import type { MatchResult, PairingRow, StandingRow } from '../../graphql/tournament';
import { translator, type Translate } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { resultFromMySide, seatOf } from '../../lib/my-table';
import { playerMessages } from '../../lib/player-messages';
import { CallJudgeForm, TableMatchLink } from './TableActions';
import { FormError } from '../FormParts';

const m = messages.myPanel;
const p = playerMessages;
const initial: ActionState = { error: null, done: false };

function Hidden({ tournamentId, pairing }: { tournamentId: string; pairing: PairingRow }) {
  return (
    <>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <input type="hidden" name="round" value={pairing.round} />
      <input type="hidden" name="table" value={pairing.table} />
    </>
  );
}

function ReportForm({ tournamentId, pairing, seat, bestOf, t }: { tournamentId: string; pairing: PairingRow; seat: 'a' | 'b'; bestOf: number; t: Translate }) {
  const [state, action, pending] = useActionState(reportResult, initial);
  return (
    <form action={action} className="form report" data-testid="report-form">
      <Hidden tournamentId={tournamentId} pairing={pairing} />
      <input type="hidden" name="seat" value={seat} />
      {Array.from({ length: bestOf }, (_, game) => (
        <fieldset key={game} className="report__game">
          <legend>{t(m.game(game + 1))}</legend>
          <select name={`game${game}`} defaultValue={game === 0 ? 'me' : ''} aria-label={t(m.game(game + 1))}>
            <option value="">{t(m.notPlayed)}</option>
            <option value="me">{t(m.iWon)}</option>
            <option value="rival">{t(m.rivalWon)}</option>
            <option value="draw">{t(m.drawn)}</option>
          </select>
          <label>
            {t(m.myLife)} <input name={`game${game}Mine`} inputMode="numeric" size={4} />
          </label>
          <label>
            {t(m.rivalLife)} <input name={`game${game}Rival`} inputMode="numeric" size={4} />
          </label>
        </fieldset>
      ))}
      <FormError error={state.error} t={t} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? t(m.sending) : t(m.send)}
      </button>
    </form>
  );
}

/** The reported result, exactly as recorded, from the reader's side of the table. */
function ReportedResult({ result, seat, rivalName, t }: { result: MatchResult; seat: 'a' | 'b'; rivalName: string; t: Translate }) {
  const mine = resultFromMySide(result, seat);
  return (
    <ul className="reported" data-testid="reported-result">
      <li className="reported__winner">
        <strong>{mine.winner === 'me' ? t(p.report.youWin) : mine.winner === 'them' ? t(p.report.theyWin(rivalName)) : t(p.report.draw)}</strong>
      </li>
      {mine.games ? <li>{t(p.report.games(mine.games.mine, mine.games.theirs))}</li> : null}
      {mine.life ? <li>{t(p.report.life(mine.life.mine, mine.life.theirs))}</li> : null}
      {!mine.games && !mine.life ? <li className="muted">{t(p.report.noDetail)}</li> : null}
    </ul>
  );
}

function ConfirmForm({ tournamentId, pairing, seat, rivalName, t }: { tournamentId: string; pairing: PairingRow; seat: 'a' | 'b'; rivalName: string; t: Translate }) {
  const [state, action, pending] = useActionState(confirmResult, initial);
  return (
    <form action={action} className="confirm-report" data-testid="confirm-form">
      <Hidden tournamentId={tournamentId} pairing={pairing} />
      <p>
        <strong>{t(m.toConfirm)}</strong>
      </p>
      <ReportedResult result={pairing.result!} seat={seat} rivalName={rivalName} t={t} />
      <FormError error={state.error} t={t} />
      <button type="submit" className="button" disabled={pending}>
        {t(p.report.confirmThis)}
      </button>
      <p className="legend">{t(p.report.wrong)}</p>
    </form>
  );
}

function Opponent({ id, name, standing, t }: { id: string; name: string; standing: StandingRow | null; t: Translate }) {
  return (
    <p className="my-table__opponent" data-testid="my-opponent">
      <span className="my-table__label">{t(p.table.opponent)}</span>
      <Link href={`/players/${encodeURIComponent(id)}`} className="my-table__rival">
        {name}
      </Link>
      {standing ? <span className="muted"> · {t(p.table.record(standing.points, standing.wins, standing.losses, standing.draws))}</span> : null}
    </p>
  );
}

function ResultPart(props: { tournamentId: string; pairing: PairingRow; viewerId: string; rivalName: string; bestOf: number; t: Translate }) {
  const { tournamentId, pairing, viewerId, rivalName, bestOf, t } = props;
  const seat = seatOf(pairing, viewerId);
  const result = pairing.result;
  if (pairing.playerB === null) return <p>{t(m.bye)}</p>;
  if (!result) return <ReportForm tournamentId={tournamentId} pairing={pairing} seat={seat} bestOf={bestOf} t={t} />;
  if (result.status === 'reported' && result.reportedBy === viewerId) {
    return (
      <div data-testid="waiting-confirm">
        <p>{t(p.report.youReported)}</p>
        <ReportedResult result={result} seat={seat} rivalName={rivalName} t={t} />
      </div>
    );
  }
  if (result.status === 'reported') return <ConfirmForm tournamentId={tournamentId} pairing={pairing} seat={seat} rivalName={rivalName} t={t} />;
  return (
    <div>
      <p>{t(m.final)}</p>
      <ReportedResult result={result} seat={seat} rivalName={rivalName} t={t} />
    </div>
  );
}

/**
 * The signed-in player's table this round, as soon as the pairings are published: where to sit,
 * who the opponent is, the result to report or the opponent's report to confirm (shown as
 * recorded), the table's online match (Blades of Ash), and a judge call.
 */
export function MyTable(props: {
  tournamentId: string;
  pairing: PairingRow;
  viewerId: string;
  rivalName: string;
  rivalStanding: StandingRow | null;
  roundLabel: string;
  bestOf: number;
  online: { matchId: string | null } | null;
  lang: Lang;
}) {
  const { tournamentId, pairing, viewerId, rivalName, rivalStanding, roundLabel, bestOf, online, lang } = props;
  const t = translator(lang);
  const rivalId = pairing.playerA === viewerId ? pairing.playerB : pairing.playerA;
  return (
    <div className="my-table" data-testid="my-table" data-round={pairing.round} data-table={pairing.table}>
      <h3 className="my-table__where">
        <span className="my-table__number" aria-hidden="true">
          {pairing.table}
        </span>
        <span>
          {t(p.table.heading(roundLabel, pairing.table))}
          <span className="my-table__seat">{t(p.table.seat(seatOf(pairing, viewerId)))}</span>
        </span>
      </h3>
      {rivalId ? <Opponent id={rivalId} name={rivalName} standing={rivalStanding} t={t} /> : null}
      <ResultPart tournamentId={tournamentId} pairing={pairing} viewerId={viewerId} rivalName={rivalName} bestOf={bestOf} t={t} />
      {/* Once a result is in, there is nothing left to start; a match already played stays linked. */}
      {pairing.playerB !== null && online && (online.matchId !== null || !pairing.result) ? (
        <TableMatchLink tournamentId={tournamentId} pairing={pairing} matchId={online.matchId} lang={lang} />
      ) : null}
      {pairing.playerB !== null ? <CallJudgeForm tournamentId={tournamentId} lang={lang} /> : null}
    </div>
  );
}
