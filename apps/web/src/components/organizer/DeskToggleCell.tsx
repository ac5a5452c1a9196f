'use client';

import type { Lang, Localized } from '@cronica/util';
import type { ActionState } from '../../lib/tournament-action';
import { translator } from '../../lib/i18n';
import { ActionButton } from '../ActionButton';

/** What a toggle reads in each state: the state's words, and its button's label and accessible name. */
export interface ToggleWords {
  readonly column: Localized;
  readonly on: Localized;
  readonly off: Localized;
  readonly mark: Localized;
  readonly markFor: Localized;
  readonly undo: Localized;
  readonly undoFor: Localized;
}

interface ToggleProps {
  action: (state: ActionState, form: FormData) => Promise<ActionState>;
  tournamentId: string;
  playerId: string;
  on: boolean;
  words: ToggleWords;
  /** Beside the state's words once it is on (the arrival's time on the venue's clock). */
  detail?: string | null;
  testId: string;
  lang: Lang;
}

/**
 * A yes-or-no a desk marks in a player's row (arrived, paid): the state, and staff marking it or taking
 * it back (`undo=yes`), a row still to mark standing out.
 */
export function DeskToggleCell({ action, tournamentId, playerId, on, words, detail, testId, lang }: ToggleProps) {
  const t = translator(lang);
  return (
    <td data-label={t(words.column)} data-testid={testId} className={on ? undefined : 'warn'}>
      <ActionButton
        action={action}
        tournamentId={tournamentId}
        fields={on ? { playerId, undo: 'yes' } : { playerId }}
        label={t(on ? words.undo : words.mark)}
        ariaLabel={t(on ? words.undoFor : words.markFor)}
        look={on ? 'small-quiet' : 'small'}
        className="desk-row-action"
        lang={lang}
      >
        <span>{on ? `✓ ${t(words.on)}${detail ? ` · ${detail}` : ''}` : t(words.off)}</span>{' '}
      </ActionButton>
    </td>
  );
}
