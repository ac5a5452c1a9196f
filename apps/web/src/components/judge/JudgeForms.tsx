'use client';

import { useActionState, useState } from 'react';
import type { Lang } from '@cronica/util';
import type { ActionState } from '../../app/tournaments/[id]/actions';
import { handleJudgeCall, issuePenalty, openDispute, ruleDispute } from '../../app/tournaments/[id]/judge-actions';
import type { Dispute, JudgeCall } from '../../graphql/judging';
import { translator, type Translate } from '../../lib/i18n';
import { FormError } from '../FormParts';
import {
  DISPUTE_OUTCOMES,
  INFRACTIONS,
  PENALTY_KINDS,
  judgeMessages,
  type DisputeOutcome,
} from '../../lib/judge-messages';

const m = judgeMessages.desk;
const initial: ActionState = { error: null, done: false };

export interface PersonOption {
  readonly id: string;
  readonly name: string;
}

function Outcome({ state, t }: { state: ActionState; t: Translate }) {
  if (state.error) return <FormError error={state.error} t={t} />;
  return state.done ? (
    <p className="notice-inline" role="status">
      {t(m.done)}
    </p>
  ) : null;
}

function PlayerSelect({ players, label }: { players: readonly PersonOption[]; label: string }) {
  return (
    <label className="form__field">
      <span>{label}</span>
      <select name="playerId" required defaultValue="">
        <option value="" disabled>
          —
        </option>
        {players.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function InfractionSelect({ t }: { t: Translate }) {
  return (
    <label className="form__field">
      <span>{t(m.infraction)}</span>
      <select name="infraction" defaultValue="procedural-error">
        {INFRACTIONS.map((code) => (
          <option key={code} value={code}>
            {t(judgeMessages.infractions[code])}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Opens a dispute answering a player's call (its table and players come from the call). */
export function OpenDisputeForm({ tournamentId, call, lang }: { tournamentId: string; call: JudgeCall; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useActionState(openDispute, initial);
  return (
    <form action={action} className="form form--inline" data-testid="open-dispute">
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <input type="hidden" name="callId" value={call.callId} />
      <label className="form__field">
        <span>{t(m.summary)}</span>
        <input name="summary" maxLength={500} required defaultValue={call.reason} />
      </label>
      <Outcome state={state} t={t} />
      <button type="submit" className="button" disabled={pending}>
        {t(m.openDispute)}
      </button>
    </form>
  );
}

/** Marks a call handled at the table (no dispute): it leaves the open-calls queue. */
export function HandleCallForm({ tournamentId, call, lang }: { tournamentId: string; call: JudgeCall; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useActionState(handleJudgeCall, initial);
  return (
    <form action={action} className="form form--inline" data-testid="handle-call">
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <input type="hidden" name="callId" value={call.callId} />
      <Outcome state={state} t={t} />
      <button type="submit" className="button button--quiet" disabled={pending} title={t(m.handleCallHint)}>
        {t(m.handleCall)}
      </button>
    </form>
  );
}

function OutcomeSelect(props: { outcome: DisputeOutcome; onOutcome: (o: DisputeOutcome) => void; t: Translate }) {
  const { outcome, onOutcome, t } = props;
  return (
    <label className="form__field">
      <span>{t(m.outcome)}</span>
      <select name="outcome" value={outcome} onChange={(event) => onOutcome(event.target.value as DisputeOutcome)}>
        {DISPUTE_OUTCOMES.map((code) => (
          <option key={code} value={code}>
            {t(judgeMessages.outcomes[code])}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Who wins when the ruling overrides the result. */
function WinnerSelect({ t }: { t: Translate }) {
  return (
    <label className="form__field">
      <span>{t(m.winner)}</span>
      <select name="winner" defaultValue="a">
        {(['a', 'b', 'draw'] as const).map((code) => (
          <option key={code} value={code}>
            {t(judgeMessages.winners[code])}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Rules an open dispute with the outcomes the API offers; penalties name a player at the table. */
export function RuleDisputeForm({
  tournamentId,
  dispute,
  players,
  lang,
}: {
  tournamentId: string;
  dispute: Dispute;
  players: readonly PersonOption[];
  lang: Lang;
}) {
  const t = translator(lang);
  const [state, action, pending] = useActionState(ruleDispute, initial);
  const [outcome, setOutcome] = useState<DisputeOutcome>('result-stands');
  const penalty = (PENALTY_KINDS as readonly string[]).includes(outcome);
  return (
    <form action={action} className="form" data-testid="rule-dispute">
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <input type="hidden" name="disputeId" value={dispute.disputeId} />
      <OutcomeSelect outcome={outcome} onOutcome={setOutcome} t={t} />
      {outcome === 'result-overridden' ? <WinnerSelect t={t} /> : null}
      {penalty ? (
        <PlayerSelect players={players.filter((p) => dispute.players.includes(p.id))} label={t(m.penalised)} />
      ) : null}
      {penalty ? <InfractionSelect t={t} /> : null}
      <label className="form__field">
        <span>{t(m.ruling)}</span>
        <textarea name="ruling" rows={2} maxLength={1000} required />
      </label>
      <Outcome state={state} t={t} />
      <button type="submit" className="button" disabled={pending}>
        {t(m.rule)}
      </button>
    </form>
  );
}

export function PenaltyForm({
  tournamentId,
  players,
  lang,
}: {
  tournamentId: string;
  players: readonly PersonOption[];
  lang: Lang;
}) {
  const t = translator(lang);
  const [state, action, pending] = useActionState(issuePenalty, initial);
  return (
    <form action={action} className="form" data-testid="penalty-form">
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <PlayerSelect players={players} label={t(m.player)} />
      <label className="form__field">
        <span>{t(m.penalty)}</span>
        <select name="penalty" defaultValue="warning">
          {PENALTY_KINDS.map((code) => (
            <option key={code} value={code}>
              {t(judgeMessages.outcomes[code])}
            </option>
          ))}
        </select>
      </label>
      <InfractionSelect t={t} />
      <label className="form__field">
        <span>{t(m.note)}</span>
        <input name="note" maxLength={500} required />
      </label>
      <Outcome state={state} t={t} />
      <button type="submit" className="button" disabled={pending}>
        {t(m.issue)}
      </button>
    </form>
  );
}
