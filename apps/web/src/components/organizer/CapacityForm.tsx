'use client';

import { MAX_CAPACITY, MIN_CAPACITY } from '@cronica/tournament';
import type { Lang } from '@cronica/util';
import { changeCapacity } from '../../app/tournaments/[id]/desk/registration-actions';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { ActionOutcome, Field, SubmitButton, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useFormAction';

const m = om.registration;

/**
 * The organizer changes how many players the event takes before play: more tables came, or the
 * room is smaller; left empty, no limit. Keyed by the places held, so a saved number shows in the box.
 */
export function CapacityForm({
  tournamentId,
  capacity,
  lang,
}: {
  tournamentId: string;
  capacity: number | null;
  lang: Lang;
}) {
  const t = translator(lang);
  const [saved, save, saving] = useTournamentAction(changeCapacity);
  return (
    <TournamentForm
      key={capacity ?? 'none'}
      action={save}
      tournamentId={tournamentId}
      className="desk-inline"
      testId="capacity-form"
    >
      <Field label={t(m.capacityLabel)}>
        <input
          name="capacity"
          type="number"
          inputMode="numeric"
          min={MIN_CAPACITY}
          max={MAX_CAPACITY}
          defaultValue={capacity ?? ''}
        />
      </Field>
      <SubmitButton pending={saving} label={m.capacitySave} pendingLabel={m.capacitySaving} t={t} />
      <ActionOutcome state={saved} done={m.capacityDone} t={t} inline />
    </TournamentForm>
  );
}
