'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { confirmResult, reportResult, type ActionState } from '../../app/tournaments/[id]/actions';
import type { PairingRow } from '../../graphql/tournament';
import { translator, type Translate } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { CallJudgeForm, TableMatchLink } from './TableActions';
import { FormError } from '../FormParts';

const m = messages.myPanel;
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

function ConfirmForm({ tournamentId, pairing, t }: { tournamentId: string; pairing: PairingRow; t: Translate }) {
  const [state, action, pending] = useActionState(confirmResult, initial);
  return (
    <form action={action}>
      <Hidden tournamentId={tournamentId} pairing={pairing} />
      <p>{t(m.toConfirm)}</p>
      <FormError error={state.error} t={t} />
      <button type="submit" className="button" disabled={pending}>
        {t(m.confirm)}
      </button>{' '}
      <span className="muted">{t(m.disputeHint)}</span>
    </form>
  );
}

/**
 * The signed-in player's table this round: report the result or confirm the rival's report,
 * play the table's online match (Blades of Ash), and call a judge.
 */
export function MyTable(props: { tournamentId: string; pairing: PairingRow; viewerId: string; rivalName: string; bestOf: number; online: { matchId: string | null } | null; lang: Lang }) {
  const { tournamentId, pairing, viewerId, rivalName, bestOf, online, lang } = props;
  const t = translator(lang);
  const seat = pairing.playerA === viewerId ? 'a' : 'b';
  const result = pairing.result;
  return (
    <div className="my-table" data-testid="my-table">
      <h3>
        {t(m.yourTable(pairing.round, pairing.table))} {pairing.playerB ? <span className="muted">{t(m.against(rivalName))}</span> : null}
      </h3>
      {pairing.playerB === null ? (
        <p>{t(m.bye)}</p>
      ) : !result ? (
        <ReportForm tournamentId={tournamentId} pairing={pairing} seat={seat} bestOf={bestOf} t={t} />
      ) : result.status === 'reported' && result.reportedBy === viewerId ? (
        <p>{t(m.waitingConfirm)}</p>
      ) : result.status === 'reported' ? (
        <ConfirmForm tournamentId={tournamentId} pairing={pairing} t={t} />
      ) : (
        <p>{t(m.final)}</p>
      )}
      {pairing.playerB !== null && online ? <TableMatchLink tournamentId={tournamentId} pairing={pairing} matchId={online.matchId} lang={lang} /> : null}
      {pairing.playerB !== null ? <CallJudgeForm tournamentId={tournamentId} lang={lang} /> : null}
    </div>
  );
}
