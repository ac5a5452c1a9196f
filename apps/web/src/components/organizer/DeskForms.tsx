'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { Lang } from '@cronica/util';
import { applyDraftTables } from '../../app/tournaments/[id]/desk/actions';
import { changeJudge } from '../../app/tournaments/[id]/desk/event-actions';
import { handInList, registerEntrant, registerList } from '../../app/tournaments/[id]/desk/registration-actions';
import { translator, type Translate } from '../../lib/i18n';
import { lateListMessages as ll } from '../../lib/late-list-messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { entryFeeMessages } from '../../lib/entry-fee-messages';
import { ActionOutcome, Field, FormError, PlayerOptions, SubmitButton, TournamentForm } from '../FormParts';
import { ActionButton } from '../ActionButton';
import { useFormAction, useTournamentAction } from '../useFormAction';

/** Registers an account by username or a walk-in by name (at the desk, or late once rounds have started). */
export function RegisterEntrantForm({
  tournamentId,
  late,
  fee = null,
  lang,
}: {
  tournamentId: string;
  late: boolean;
  /** The event's entry fee as the reader writes it («5 €»), for a box to take it with the entry. */
  fee?: string | null;
  lang: Lang;
}) {
  const t = translator(lang);
  const m = om.registration;
  const [state, action, pending] = useTournamentAction(registerEntrant);
  return (
    <TournamentForm
      action={action}
      tournamentId={tournamentId}
      className="desk-inline"
      testId={late ? 'late-entry-form' : 'register-form'}
    >
      <input type="hidden" name="late" value={late ? 'yes' : 'no'} />
      <Field label={t(late ? m.lateKind : m.kind)}>
        <select name="guest" defaultValue="no">
          <option value="no">{t(m.kindAccount)}</option>
          <option value="yes">{t(m.kindGuest)}</option>
        </select>
      </Field>
      <Field label={t(m.who)}>
        <input name="who" autoComplete="off" required maxLength={60} />
      </Field>
      {fee ? <FeePaidBox label={t(entryFeeMessages.desk.paidWithEntry(fee))} /> : null}
      {late ? <LateDeckField t={t} /> : null}
      <SubmitButton pending={pending} label={late ? m.lateSubmit : m.register} t={t} />
      <ActionOutcome state={state} t={t} inline />
    </TournamentForm>
  );
}

/** With an entry fee: a box to take it with the entry (or every entry of a list), in the same command. */
function FeePaidBox({ label }: { label: string }) {
  return (
    <label className="form__check">
      <input type="checkbox" name="feePaid" />
      <span>{label}</span>
    </label>
  );
}

/** A late entry's deck list, typed or pasted at the desk (002 C.4). */
function LateDeckField({ t }: { t: Translate }) {
  return (
    <label className="form__field form__field--wide">
      <span>{t(ll.deckField)}</span>
      <textarea name="deck" rows={4} maxLength={20_000} spellCheck={false} data-testid="late-entry-deck" />
      <small className="legend">{t(ll.deckHint)}</small>
    </label>
  );
}

/** A pasted list whose answer never came keeps the list as typed. */
const linesAsSent = (form: FormData) => ({ lines: String(form.get('lines') ?? '') });

/** A list pasted from a sign-up sheet: one person per line, registered all at once (or none, naming the line at fault). */
export function PasteListForm({
  tournamentId,
  fee = null,
  lang,
}: {
  tournamentId: string;
  /** The event's entry fee as the reader writes it, for a box saying everyone on the list paid it. */
  fee?: string | null;
  lang: Lang;
}) {
  const t = translator(lang);
  const m = om.registration;
  const [state, action, pending] = useFormAction(registerList, { error: null, done: false, lines: '' }, linesAsSent);
  return (
    <details className="desk-later" data-testid="paste-list">
      <summary>{t(m.listSummary)}</summary>
      <TournamentForm action={action} tournamentId={tournamentId} className="desk-inline">
        <label className="form__field form__field--wide">
          <span>{t(m.listField)}</span>
          <textarea
            name="lines"
            rows={6}
            maxLength={40_000}
            required
            spellCheck={false}
            autoComplete="off"
            defaultValue={state.lines}
          />
          <small className="legend">{t(m.listHint)}</small>
        </label>
        {fee ? <FeePaidBox label={t(entryFeeMessages.desk.allPaidWithList(fee))} /> : null}
        <SubmitButton pending={pending} label={m.listSubmit} t={t} />
        <ActionOutcome state={state} t={t} inline />
      </TournamentForm>
    </details>
  );
}

/** Staff type (or paste) the list of a player who has none yet: a late entry added without one (002 C.4). */
export function HandInListForm({
  tournamentId,
  players,
  lang,
}: {
  tournamentId: string;
  players: ReadonlyArray<{ playerId: string; name: string }>;
  lang: Lang;
}) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(handInList);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="desk-inline" testId="hand-in-list-form">
      <Field label={t(ll.handInPlayer)}>
        <select name="playerId">
          <PlayerOptions players={players} />
        </select>
      </Field>
      <label className="form__field form__field--wide">
        <span>{t(ll.handInDeck)}</span>
        <textarea name="deck" rows={4} maxLength={20_000} required spellCheck={false} />
      </label>
      <SubmitButton pending={pending} label={ll.handInSubmit} t={t} />
      <ActionOutcome state={state} done={ll.handedIn} t={t} inline />
    </TournamentForm>
  );
}

export function JudgeForm({ tournamentId, lang }: { tournamentId: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(changeJudge);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="desk-inline" testId="appoint-judge-form">
      <input type="hidden" name="change" value="appoint" />
      <Field label={t(om.staff.appoint)}>
        <input name="username" autoComplete="off" required maxLength={32} />
      </Field>
      <SubmitButton pending={pending} label={om.staff.appointSubmit} t={t} />
      <ActionOutcome state={state} t={t} inline />
    </TournamentForm>
  );
}

/** Takes a judge off the event, from their line in the staff list. */
export function RemoveJudgeButton({
  tournamentId,
  username,
  lang,
}: {
  tournamentId: string;
  username: string;
  lang: Lang;
}) {
  return (
    <ActionButton
      action={changeJudge}
      tournamentId={tournamentId}
      fields={{ change: 'remove', username }}
      label={translator(lang)(om.staff.remove)}
      look="small-quiet"
      className="desk-row-action"
      lang={lang}
    />
  );
}

/** Replaces the draft with the tables the organizer previewed (and saw the cost of). */
export function ApplyTablesForm({
  tournamentId,
  tables,
  label,
  lang,
}: {
  tournamentId: string;
  tables: string;
  label: string;
  lang: Lang;
}) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(applyDraftTables);
  const router = useRouter();
  const path = usePathname();
  // Applied: the preview's address (?a=…&b=…) no longer describes the draft, so drop it.
  useEffect(() => {
    if (state.done) router.replace(`${path}#rounds`, { scroll: false });
  }, [state.done, router, path]);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="desk-inline" testId="apply-tables">
      <input type="hidden" name="tables" value={tables} />
      <button type="submit" className="button" disabled={pending}>
        {label}
      </button>
      <FormError error={state.error} t={t} />
    </TournamentForm>
  );
}
