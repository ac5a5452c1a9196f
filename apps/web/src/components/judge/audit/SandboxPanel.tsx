'use client';

import { useState } from 'react';
import type { Lang } from '@cronica/util';
import type { SandboxCommand, SandboxResult } from '../../../graphql/audit';
import type { MatchView } from '../../../graphql/match';
import { sandboxMessages as m } from '../../../lib/audit-messages';
import { translator, type Translate } from '../../../lib/i18n';
import { Field, FormDone, FormError, Options } from '../../FormParts';
import { JudgeBoard } from './AuditStepBoards';
import { useSandbox } from './useSandbox';
import { seatNamer } from '../../../lib/seat-names';

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

interface PickerProps {
  result: SandboxResult;
  seats: MatchView['seats'];
  busy: boolean;
  onTry: (c: SandboxCommand) => void;
  t: Translate;
}

/** A seat, one of its legal commands at this point, and the button that tries it. */
function CommandPicker({ result, seats, busy, onTry, t }: PickerProps) {
  const [seat, setSeat] = useState(seats[0]?.seat ?? 0);
  const [choice, setChoice] = useState(0);
  const legal = result.legalCommands[seat] ?? [];
  const chosen = Math.min(choice, legal.length - 1);
  return (
    <div className="sandbox__picker">
      <Field label={t(m.seat)}>
        <select
          value={seat}
          onChange={(e) => (setSeat(Number(e.target.value)), setChoice(0))}
          data-testid="sandbox-seat"
        >
          <Options items={seats} value={(s) => s.seat} label={(s) => s.name} />
        </select>
      </Field>
      <CommandSelect legal={legal} chosen={chosen} onChoose={setChoice} t={t} />
      <button
        type="button"
        className="button"
        disabled={busy || legal.length === 0}
        onClick={() => onTry({ seat, command: legal[chosen]!.command })}
      >
        {t(m.try)}
      </button>
    </div>
  );
}

function CommandSelect(props: {
  legal: SandboxResult['legalCommands'][number];
  chosen: number;
  onChoose: (index: number) => void;
  t: Translate;
}) {
  const { legal, chosen, onChoose, t } = props;
  if (legal.length === 0) return <p className="muted">{t(m.noCommands)}</p>;
  return (
    <Field label={t(m.command)}>
      <select value={chosen} onChange={(e) => onChoose(Number(e.target.value))} data-testid="sandbox-command">
        {legal.map((c, i) => (
          <option key={i} value={i}>
            {c.text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The judge's sandbox: from the selected event, commands for either seat tried on a copy of the
 * match (the API's matchSandbox, throwaway randomness, nothing written); the resulting board and
 * lines are shown, and the whole line can be thrown away.
 */
export function SandboxPanel({ match, fromEvent, lang }: { match: MatchView; fromEvent: number; lang: Lang }) {
  const t = translator(lang);
  const sandbox = useSandbox(match.matchId, fromEvent);
  const { commands, result, busy } = sandbox;
  const seatName = seatNamer(match);
  return (
    <section
      className="block sandbox"
      aria-labelledby="sandbox-title"
      data-testid="sandbox"
      data-commands={commands.length}
    >
      <h2 id="sandbox-title">{t(m.title)}</h2>
      <p className="muted">{t(m.intro(fromEvent))}</p>
      <FormError error={sandbox.error} t={t} />
      {result ? (
        <>
          <CommandPicker
            key={commands.length}
            result={result}
            seats={match.seats}
            busy={busy}
            onTry={sandbox.tryCommand}
            t={t}
          />
          <SandboxLines result={result} seatName={seatName} t={t} />
          {commands.length > 0 ? (
            <SandboxBoard match={match} result={result} busy={busy} onDiscard={sandbox.discard} lang={lang} />
          ) : null}
        </>
      ) : null}
      <FormDone text={sandbox.discarded && commands.length === 0 && t(m.discarded)} />
    </section>
  );
}

/** The board after the commands tried, said to leave the match untouched, and the button that throws them away. */
function SandboxBoard(props: {
  match: MatchView;
  result: SandboxResult;
  busy: boolean;
  onDiscard: () => void;
  lang: Lang;
}) {
  const { match, result, busy, onDiscard, lang } = props;
  const t = translator(lang);
  return (
    <>
      <p className="notice-inline">{t(m.untouched)}</p>
      <JudgeBoard match={match} state={result.state} lang={lang} />
      <button
        type="button"
        className="button button--quiet"
        onClick={onDiscard}
        disabled={busy}
        data-testid="sandbox-discard"
      >
        {t(m.discard)}
      </button>
    </>
  );
}
