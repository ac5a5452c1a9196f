'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { staffCommand, type ActionState } from '../../app/tournaments/[id]/actions';
import type { StaffCommand } from '../../graphql/organizer';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { FormError } from '../FormParts';

const m = messages.staff;

/** Buttons for the commands that fit the tournament's moment; the API has the last word. */
export function StaffPanel({ tournamentId, role, commands, lang }: { tournamentId: string; role: string; commands: readonly StaffCommand[]; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useActionState<ActionState, FormData>(staffCommand, { error: null, done: false });
  if (commands.length === 0) return null;
  return (
    <aside className="my-panel staff-panel" aria-labelledby="staff-title" data-testid="staff-panel">
      <h2 id="staff-title">{role === 'organizer' ? t(m.organizerTitle) : t(m.judgeTitle)}</h2>
      <form action={action} className="staff-panel__actions">
        <input type="hidden" name="tournamentId" value={tournamentId} />
        {commands.map((command) => (
          <button key={command} type="submit" name="command" value={command} className="command" disabled={pending}>
            {t(m.commands[command])}
          </button>
        ))}
      </form>
      <FormError error={state.error} t={t} />
      <p className="legend">{t(m.hint)}</p>
    </aside>
  );
}
