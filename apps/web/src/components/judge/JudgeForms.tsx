'use client';

import { useState } from 'react';
import type { Lang } from '@cronica/util';
import { handleJudgeCall, issuePenalty, openDispute, ruleDispute } from '../../app/tournaments/[id]/judge-actions';
import type { Dispute, JudgeCall } from '../../graphql/judging';
import { translator, type Translate } from '../../lib/i18n';
import { ActionOutcome, CodeOptions, CodeSelect, Field, PlayerOptions, TournamentForm, codeField } from '../FormParts';
import {
  DISPUTE_OUTCOMES,
  INFRACTIONS,
  PENALTY_KINDS,
  judgeMessages,
  type DisputeOutcome,
} from '../../lib/judge-messages';
import { ResultFields, seatChoices } from '../results/ResultFields';
import { useTournamentAction } from '../useFormAction';
import { JudgeActionForm, type JudgeFormKind } from './JudgeActionForm';

const m = judgeMessages.desk;

/** The judge's forms on a call or a dispute: their actions, test ids, words once done and buttons. */
const FORMS = {
  openDispute: {
    act: openDispute,
    testId: 'open-dispute',
    className: 'form form--inline',
    done: m.disputeOpened,
    submit: m.openDispute,
  },
  ruleDispute: { act: ruleDispute, testId: 'rule-dispute', done: m.ruled, submit: m.rule },
  penalty: { act: issuePenalty, testId: 'penalty-form', done: m.penaltyIssued, submit: m.issue },
} satisfies Record<string, JudgeFormKind>;

/** The judge's selects among codes: what a ruling or a penalty is. */
const CODE_FIELDS = {
  infraction: codeField({
    name: 'infraction',
    label: m.infraction,
    codes: INFRACTIONS,
    names: judgeMessages.infractions,
    initial: 'procedural-error',
  }),
  penalty: codeField({
    name: 'penalty',
    label: m.penalty,
    codes: PENALTY_KINDS,
    names: judgeMessages.outcomes,
    initial: 'warning',
  }),
};

export interface PersonOption {
  readonly playerId: string;
  readonly name: string;
}

/** A form answering one player's call for a judge. */
interface CallFormProps {
  readonly tournamentId: string;
  readonly call: JudgeCall;
  readonly lang: Lang;
}

/** A judge form that names a player: the tournament and its players to choose from. */
interface PlayersFormProps {
  readonly tournamentId: string;
  readonly players: readonly PersonOption[];
  readonly lang: Lang;
}

function PlayerSelect({ players, label }: { players: readonly PersonOption[]; label: string }) {
  return (
    <Field label={label}>
      <select name="playerId" required defaultValue="">
        <option value="" disabled>
          —
        </option>
        <PlayerOptions players={players} />
      </select>
    </Field>
  );
}

/** Opens a dispute answering a player's call (its table and players come from the call). */
export function OpenDisputeForm({ tournamentId, call, lang }: CallFormProps) {
  const t = translator(lang);
  return (
    <JudgeActionForm kind={FORMS.openDispute} tournamentId={tournamentId} hidden={{ callId: call.callId }} t={t}>
      <Field label={t(m.summary)}>
        <input name="summary" maxLength={500} required defaultValue={call.reason} />
      </Field>
    </JudgeActionForm>
  );
}

/** Marks a call handled at the table (no dispute): it leaves the open-calls queue. */
export function HandleCallForm({ tournamentId, call, lang }: CallFormProps) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(handleJudgeCall);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="form form--inline" testId="handle-call">
      <input type="hidden" name="callId" value={call.callId} />
      <ActionOutcome state={state} done={m.callHandled} t={t} />
      <button type="submit" className="button button--quiet" disabled={pending} title={t(m.handleCallHint)}>
        {t(m.handleCall)}
      </button>
    </TournamentForm>
  );
}

function OutcomeSelect(props: { outcome: DisputeOutcome; onOutcome: (o: DisputeOutcome) => void; t: Translate }) {
  const { outcome, onOutcome, t } = props;
  return (
    <Field label={t(m.outcome)}>
      <select name="outcome" value={outcome} onChange={(event) => onOutcome(event.target.value as DisputeOutcome)}>
        <CodeOptions codes={DISPUTE_OUTCOMES} names={judgeMessages.outcomes} t={t} />
      </select>
    </Field>
  );
}

/** What a corrected result needs of the dispute's table: how many games its match is played to, and whether lives count. */
export interface CorrectionRules {
  readonly bestOf: number;
  /** The event's tiebreakers count final lives (SCORE, 002 C.2.1). */
  readonly needLife: boolean;
}

interface RuleDisputeProps extends PlayersFormProps {
  readonly dispute: Dispute;
  readonly correction: CorrectionRules;
}

/** Rules an open dispute with the outcomes the API offers; penalties name a player at the table. */
export function RuleDisputeForm({ tournamentId, dispute, players, correction, lang }: RuleDisputeProps) {
  const t = translator(lang);
  const [outcome, setOutcome] = useState<DisputeOutcome>('result-stands');
  const penalty = (PENALTY_KINDS as readonly string[]).includes(outcome);
  return (
    <JudgeActionForm
      kind={FORMS.ruleDispute}
      tournamentId={tournamentId}
      hidden={{ disputeId: dispute.disputeId }}
      t={t}
    >
      <OutcomeSelect outcome={outcome} onOutcome={setOutcome} t={t} />
      {outcome === 'result-overridden' ? (
        <CorrectedResult dispute={dispute} players={players} correction={correction} t={t} />
      ) : null}
      {penalty ? (
        <PlayerSelect players={players.filter((p) => dispute.players.includes(p.playerId))} label={t(m.penalised)} />
      ) : null}
      {penalty ? <CodeSelect field={CODE_FIELDS.infraction} t={t} /> : null}
      <Field label={t(m.ruling)}>
        <textarea name="ruling" rows={2} maxLength={1000} required />
      </Field>
    </JudgeActionForm>
  );
}

/**
 * The corrected result, game by game as the desk enters one (who won each and, where the event
 * counts them, each player's final life), each seat by its player's name (the dispute's players, A
 * first). Nothing is chosen until the judge chooses, so a ruling never confirms by default the
 * result it was asked to correct.
 */
export function CorrectedResult(props: {
  dispute: Dispute;
  players: readonly PersonOption[];
  correction: CorrectionRules;
  t: Translate;
}) {
  const { dispute, players, correction, t } = props;
  const nameOf = (id: string | undefined) => players.find((p) => p.playerId === id)?.name ?? id ?? '';
  const [a, b] = dispute.players;
  return (
    <fieldset className="corrected-result" data-testid="corrected-result">
      <legend>{t(m.winner)}</legend>
      <input type="hidden" name="bestOf" value={correction.bestOf} />
      <input type="hidden" name="needLife" value={correction.needLife ? 'yes' : 'no'} />
      <ResultFields
        {...correction}
        values={null}
        problem={null}
        {...seatChoices(nameOf(a), nameOf(b), t)}
        idPrefix={`dispute-${dispute.disputeId}`}
        answer={0}
        t={t}
      />
    </fieldset>
  );
}

export function PenaltyForm({ tournamentId, players, lang }: PlayersFormProps) {
  const t = translator(lang);
  const [penalty, setPenalty] = useState(CODE_FIELDS.penalty.initial);
  // A disqualification drops the player for good (no reinstatement undoes it): the button asks first.
  const irreversible = penalty === 'disqualification' ? m.disqualifyWhat : null;
  return (
    <JudgeActionForm kind={FORMS.penalty} tournamentId={tournamentId} t={t} irreversible={irreversible}>
      <PlayerSelect players={players} label={t(m.player)} />
      <CodeSelect field={CODE_FIELDS.penalty} t={t} onChoose={setPenalty} />
      <CodeSelect field={CODE_FIELDS.infraction} t={t} />
      <Field label={t(m.note)}>
        <input name="note" maxLength={500} required />
      </Field>
    </JudgeActionForm>
  );
}
