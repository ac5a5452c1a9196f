'use client';

import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { Lang, Localized } from '@cronica/util';
import { MATCH_SANDBOX, type SandboxCommand, type SandboxResult } from '../../../graphql/audit';
import type { MatchView } from '../../../graphql/match';
import { apiRefusal } from '../../../lib/api-errors';
import { sandboxMessages as m } from '../../../lib/audit-messages';
import { translator, type Translate } from '../../../lib/i18n';
import { FormError } from '../../FormParts';
import { JudgeBoard } from './AuditStepBoards';

/** The lines the commands tried so far produced, each step with its seat; refusals said as such. */
function SandboxLines({
  result,
  seatName,
  t,
}: {
  result: SandboxResult;
  seatName: (seat: number) => string;
  t: Translate;
}) {
  if (result.steps.length === 0) return null;
  return (
    <>
      <h3>{t(m.lines)}</h3>
      <ol className="match-log__lines" data-testid="sandbox-lines">
        {result.steps.map((step, i) => (
          <li key={i} data-accepted={step.accepted}>
            <strong>{seatName(step.seat)}:</strong>{' '}
            {step.accepted ? step.lines.join(' · ') : t(m.refused(step.refusal ?? ''))}
          </li>
        ))}
      </ol>
    </>
  );
}

function CommandPicker({
  result,
  seats,
  busy,
  onTry,
  t,
}: {
  result: SandboxResult;
  seats: MatchView['seats'];
  busy: boolean;
  onTry: (c: SandboxCommand) => void;
  t: Translate;
}) {
  const [seat, setSeat] = useState(seats[0]?.seat ?? 0);
  const [choice, setChoice] = useState(0);
  const legal = result.legalCommands[seat] ?? [];
  return (
    <div className="sandbox__picker">
      <label className="form__field">
        <span>{t(m.seat)}</span>
        <select
          value={seat}
          onChange={(e) => (setSeat(Number(e.target.value)), setChoice(0))}
          data-testid="sandbox-seat"
        >
          {seats.map((s) => (
            <option key={s.seat} value={s.seat}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {legal.length === 0 ? (
        <p className="muted">{t(m.noCommands)}</p>
      ) : (
        <label className="form__field">
          <span>{t(m.command)}</span>
          <select
            value={Math.min(choice, legal.length - 1)}
            onChange={(e) => setChoice(Number(e.target.value))}
            data-testid="sandbox-command"
          >
            {legal.map((c, i) => (
              <option key={i} value={i}>
                {c.text}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        className="button"
        disabled={busy || legal.length === 0}
        onClick={() => onTry({ seat, command: legal[Math.min(choice, legal.length - 1)]!.command })}
      >
        {t(m.try)}
      </button>
    </div>
  );
}

/**
 * The judge's sandbox: from the selected event, commands for either seat tried on a copy of the
 * match (the API's matchSandbox, throwaway randomness, nothing written); the resulting board and
 * lines are shown, and the whole line can be thrown away.
 */
export function SandboxPanel({ match, fromEvent, lang }: { match: MatchView; fromEvent: number; lang: Lang }) {
  const t = translator(lang);
  const client = useApolloClient();
  const [commands, setCommands] = useState<SandboxCommand[]>([]);
  const [result, setResult] = useState<SandboxResult | null>(null);
  const [error, setError] = useState<Localized | null>(null);
  const [busy, setBusy] = useState(false);
  const [discarded, setDiscarded] = useState(false);
  const run = useCallback(
    async (next: SandboxCommand[]) => {
      setBusy(true);
      setError(null);
      try {
        const { data } = await client.query({
          query: MATCH_SANDBOX,
          variables: { matchId: match.matchId, fromEvent, commands: next },
          fetchPolicy: 'no-cache',
        });
        setResult(data?.matchSandbox ?? null);
        setCommands(next);
      } catch (failure) {
        setError(apiRefusal(failure).message);
      } finally {
        setBusy(false);
      }
    },
    [client, match.matchId, fromEvent],
  );
  useEffect(() => void run([]), [run]);
  const seatName = (seat: number) => match.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
  const discard = () => (setDiscarded(true), void run([]));
  return (
    <section
      className="block sandbox"
      aria-labelledby="sandbox-title"
      data-testid="sandbox"
      data-commands={commands.length}
    >
      <h2 id="sandbox-title">{t(m.title)}</h2>
      <p className="muted">{t(m.intro(fromEvent))}</p>
      <FormError error={error} t={t} />
      {result ? (
        <>
          <CommandPicker
            key={commands.length}
            result={result}
            seats={match.seats}
            busy={busy}
            onTry={(c) => (setDiscarded(false), void run([...commands, c]))}
            t={t}
          />
          <SandboxLines result={result} seatName={seatName} t={t} />
          {commands.length > 0 ? (
            <>
              <p className="notice-inline">{t(m.untouched)}</p>
              <JudgeBoard match={match} state={result.state} lang={lang} />
              <button
                type="button"
                className="button button--quiet"
                onClick={discard}
                disabled={busy}
                data-testid="sandbox-discard"
              >
                {t(m.discard)}
              </button>
            </>
          ) : null}
        </>
      ) : null}
      {discarded && commands.length === 0 ? (
        <p className="notice-inline" role="status">
          {t(m.discarded)}
        </p>
      ) : null}
    </section>
  );
}
