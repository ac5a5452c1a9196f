'use client';

import { useState, type FormEvent } from 'react';
import { confirmResult, reportResult } from '../../app/tournaments/[id]/actions';
import type { MyTableRow } from '../../graphql/player-actions';
import type { Translate } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { gamesFromMySide, resultFromMySide } from '../../lib/my-table';
import { playerMessages } from '../../lib/player-messages';
import { fieldNames, RESULT_FORM_START, unreachedResult, type ResultFormState, type Seat } from '../../lib/result-form';
import { resultFormMessages as rm } from '../../lib/result-form-messages';
import { ResultFields } from '../results/ResultFields';
import { FormError, SubmitButton } from '../FormParts';
import { useResendableAction, useTournamentAction } from '../useFormAction';

const m = messages.myPanel;
const p = playerMessages;

/**
 * A number that changes with every answer of a form's action. After an action React resets the
 * form to its fields' default values, and a select keeps the default it mounted with: fields keyed
 * by this number mount again with the values the answer carries, so a refused form shows exactly
 * what was sent (not "Gané yo" again where "Ganó mi rival" was chosen).
 */
export function useAnswerKey(state: unknown): number {
  const [seen, setSeen] = useState(state);
  const [key, setKey] = useState(0);
  if (seen !== state) {
    setSeen(state);
    setKey(key + 1);
  }
  return key;
}

/**
 * The problem as shown: once the person edits the field it is about, its message goes (it would
 * speak of a value no longer there); the next answer starts afresh.
 */
export function useShownProblem(state: ResultFormState) {
  const [cleared, setCleared] = useState<ResultFormState | null>(null);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (state.problem !== null && name === state.problem.field) setCleared(state);
  };
  return { problem: cleared === state ? null : state.problem, onChange };
}

function Hidden({ tournamentId, pairing }: { tournamentId: string; pairing: MyTableRow }) {
  return (
    <>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <input type="hidden" name="round" value={pairing.round} />
      <input type="hidden" name="table" value={pairing.table} />
    </>
  );
}

/** Who won each game and each seat's life, worded from the reader's chair. */
function mySideChoices(seat: Seat, t: Translate) {
  const rival: Seat = seat === 'a' ? 'b' : 'a';
  return {
    choices: [
      { value: seat, label: t(rm.iWon) },
      { value: rival, label: t(rm.rivalWon) },
      { value: 'draw' as const, label: t(rm.drawn) },
    ],
    lives: [
      { seat, label: t(rm.myLife) },
      { seat: rival, label: t(rm.rivalLife) },
    ],
  };
}

/**
 * The player's report of a best-of-N match, game by game, worded from their chair ("Gané yo").
 * Refused, it keeps every value typed, says what is wrong beside the field and puts focus there.
 */
export function ReportForm(props: {
  tournamentId: string;
  pairing: MyTableRow;
  seat: Seat;
  needLife: boolean;
  t: Translate;
}) {
  const { tournamentId, pairing, seat, needLife, t } = props;
  const [state, action, pending] = useResendableAction(reportResult, RESULT_FORM_START, unreachedResult);
  const answer = useAnswerKey(state);
  const { problem, onChange } = useShownProblem(state);
  return (
    <form action={action} onChange={onChange} className="form report" data-testid="report-form" noValidate>
      <Hidden tournamentId={tournamentId} pairing={pairing} />
      <input type="hidden" name="bestOf" value={pairing.bestOf} />
      <input type="hidden" name="needLife" value={needLife ? 'yes' : 'no'} />
      <ResultFields
        bestOf={pairing.bestOf}
        needLife={needLife}
        values={state.values}
        problem={problem}
        {...mySideChoices(seat, t)}
        idPrefix={`report-${pairing.round}-${pairing.table}`}
        answer={answer}
        t={t}
      />
      <FormError error={state.problem?.field === fieldNames.form ? state.problem.message : null} t={t} />
      <SubmitButton pending={pending} label={m.send} pendingLabel={m.sending} t={t} />
    </form>
  );
}

/** A game's winner from the reader's chair. */
const gameWinner = (winner: string | null) =>
  winner === 'me' ? rm.youWonGame : winner === 'them' ? rm.theyWonGame : rm.drawnGame;

/** The reported result, exactly as recorded, from the reader's side of the table: the winner, then each game. */
export function ReportedResult({
  result,
  seat,
  rivalName,
  t,
}: {
  result: NonNullable<MyTableRow['result']>;
  seat: Seat;
  rivalName: string;
  t: Translate;
}) {
  const mine = resultFromMySide(result, seat);
  const games = gamesFromMySide(result.games, seat);
  return (
    <ul className="reported" data-testid="reported-result">
      <li className="reported__winner">
        <strong>
          {mine.winner === 'me'
            ? t(p.report.youWin)
            : mine.winner === 'them'
              ? t(p.report.theyWin(rivalName))
              : t(p.report.draw)}
        </strong>
      </li>
      {mine.games && games.length > 1 ? <li>{t(p.report.games(mine.games.mine, mine.games.theirs))}</li> : null}
      {games.map((g) => (
        <li key={g.n} data-testid="reported-game">
          {t(rm.gameLine(g.n, gameWinner(g.winner), g.life))}
          {g.endedEarly ? ` ${t(rm.endedEarly)}` : ''}
        </li>
      ))}
      {games.length === 0 ? <li className="muted">{t(p.report.noDetail)}</li> : null}
    </ul>
  );
}

/** The opponent reads the report game by game and confirms it; a refusal is said beside the button, which keeps focus. */
export function ConfirmForm({
  tournamentId,
  pairing,
  seat,
  rivalName,
  t,
}: {
  tournamentId: string;
  pairing: MyTableRow;
  seat: Seat;
  rivalName: string;
  t: Translate;
}) {
  const [state, action, pending] = useTournamentAction(confirmResult);
  return (
    <form action={action} className="confirm-report" data-testid="confirm-form">
      <Hidden tournamentId={tournamentId} pairing={pairing} />
      <p>
        <strong>{t(m.toConfirm)}</strong>
      </p>
      <ReportedResult result={pairing.result!} seat={seat} rivalName={rivalName} t={t} />
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={p.report.confirmThis} t={t} />
      <p className="legend">{t(p.report.wrong)}</p>
    </form>
  );
}
