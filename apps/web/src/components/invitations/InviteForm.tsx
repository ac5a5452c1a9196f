'use client';

import type { Lang } from '@cronica/util';
import { inviteToMatch } from '../../app/invitations/actions';
import type { ReadyDeck } from '../../graphql/match';
import { translator } from '../../lib/i18n';
import { invitationMessages as m } from '../../lib/invitation-messages';
import { matchMessages } from '../../lib/match-messages';
import { myDeckMessages } from '../../lib/my-deck-messages';
import { Field, FormError, SubmitButton } from '../FormParts';
import { DeckField } from '../DeckField';
import { useFormAction } from '../useFormAction';

interface Props {
  readonly game: string;
  readonly decks: readonly ReadyDeck[];
  /** The inviter's own saved decks of the game (My decks). */
  readonly saved?: readonly { id: string; name: string }[];
  /** The game's standard format, shown as a starting point for the options. */
  readonly defaultOptions: unknown;
  /** A username to fill in (from a player's page). */
  readonly username?: string;
  readonly lang: Lang;
}

/** Invites another person by username to a two-seat match: your deck and the format; she picks her own deck on accepting. */
export function InviteForm({ game, decks, saved = [], defaultOptions, username = '', lang }: Props) {
  const t = translator(lang);
  const [state, action, pending] = useFormAction(inviteToMatch, { error: null });
  return (
    <form action={action} className="form" data-testid="invite-form">
      <input type="hidden" name="game" value={game} />
      <Field label={t(m.username)}>
        <input name="player" required maxLength={100} autoComplete="off" defaultValue={username} />
      </Field>
      <DeckField
        label={t(matchMessages.practice.yourDeck)}
        decks={decks}
        saved={saved}
        groups={[t(myDeckMessages.pick.mine), t(myDeckMessages.pick.ready)]}
        anyLabel={t(matchMessages.practice.anyDeck)}
      />
      {defaultOptions !== null && defaultOptions !== undefined ? (
        <details className="form__field">
          <summary>{t(m.options)}</summary>
          <textarea
            name="options"
            rows={6}
            defaultValue={JSON.stringify(defaultOptions, null, 2)}
            aria-label={t(m.options)}
            spellCheck={false}
          />
          <span className="muted">{t(m.optionsHint)}</span>
        </details>
      ) : null}
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={m.send} pendingLabel={m.sending} t={t} />
    </form>
  );
}
