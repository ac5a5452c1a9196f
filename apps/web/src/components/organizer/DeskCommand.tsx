'use client';

import type { Lang } from '@cronica/util';
import { deskCommand } from '../../app/tournaments/[id]/desk/actions';
import type { StaffCommand } from '../../graphql/organizer';
import { translator } from '../../lib/i18n';
import { FormError, TournamentForm } from '../FormParts';
import { ConfirmButton } from './ConfirmButton';
import { useTournamentAction } from '../useFormAction';

export interface CommandProps {
  tournamentId: string;
  command: StaffCommand;
  label: string;
  what?: string;
  lang: Lang;
  danger?: boolean;
}

/** A command that needs nothing but the tournament; `what` (when given) makes it ask first. */
export function DeskCommand(props: CommandProps) {
  const { tournamentId, command, label, what, lang, danger } = props;
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(deskCommand);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="desk-command" testId={`desk-${command}`}>
      <input type="hidden" name="command" value={command} />
      {what ? (
        <ConfirmButton label={label} what={what} t={t} pending={pending} danger={danger} answer={state} />
      ) : (
        <button type="submit" className="button" disabled={pending}>
          {label}
        </button>
      )}
      <FormError error={state.error} t={t} />
    </TournamentForm>
  );
}
