'use client';

import Link from 'next/link';
import type { Lang, Localized } from '@cronica/util';
import { staffCommand, type ActionState } from '../../app/tournaments/[id]/actions';
import type { StaffCommand } from '../../graphql/organizer';
import { translator, type Translate } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { ConfirmButton } from '../organizer/ConfirmButton';
import { FormError, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useFormAction';

const m = messages.staff;

/** Publishing, ending a round, starting the cut and ending the event cannot be undone: they ask first. */
function irreversible(command: StaffCommand): Localized | null {
  const what: Partial<Record<StaffCommand, Localized>> = om.confirm.what;
  return what[command] ?? null;
}

/** Buttons for the commands that fit the tournament's moment; the API has the last word. */
export function StaffPanel({
  tournamentId,
  role,
  commands,
  lang,
}: {
  tournamentId: string;
  role: string;
  commands: readonly StaffCommand[];
  lang: Lang;
}) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(staffCommand);
  return (
    <aside className="my-panel staff-panel" aria-labelledby="staff-title" aria-busy={pending} data-testid="staff-panel">
      <h2 id="staff-title">{role === 'organizer' ? t(m.organizerTitle) : t(m.judgeTitle)}</h2>
      <p>
        <Link href={`/tournaments/${encodeURIComponent(tournamentId)}/desk`} className="button" data-testid="desk-link">
          {t(role === 'organizer' ? om.desk.link : om.desk.judgeLink)}
        </Link>
      </p>
      <TournamentForm action={action} tournamentId={tournamentId} className="staff-panel__actions">
        {commands.map((command) => (
          <CommandButton key={command} command={command} pending={pending} state={state} t={t} />
        ))}
      </TournamentForm>
      <FormError error={state.error} t={t} />
      <p className="legend">{t(m.hint)}</p>
    </aside>
  );
}

/** One command: an irreversible one asks first, the others send at once. */
function CommandButton(props: { command: StaffCommand; pending: boolean; state: ActionState; t: Translate }) {
  const { command, pending, state, t } = props;
  const what = irreversible(command);
  if (!what)
    return (
      <button type="submit" name="command" value={command} className="command" disabled={pending}>
        {t(m.commands[command])}
      </button>
    );
  return (
    <ConfirmButton
      label={t(m.commands[command])}
      what={t(what)}
      t={t}
      pending={pending}
      name="command"
      value={command}
      answer={state}
    />
  );
}
