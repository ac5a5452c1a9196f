'use client';

import type { Lang } from '@cronica/util';
import { acceptInvitation, closeInvitation, type InvitationFormState } from '../../app/invitations/actions';
import { translator } from '../../lib/i18n';
import { invitationMessages as m } from '../../lib/invitation-messages';
import { myDeckMessages } from '../../lib/my-deck-messages';
import { FormError, SubmitButton } from '../FormParts';
import { DeckField } from '../DeckField';
import styles from './invitations.module.css';
import { useFormAction } from '../useFormAction';

const NOTHING: InvitationFormState = { error: null };

/**
 * The invited person's answer: her deck and yes, or no. The picker starts on her seat's default deck
 * (`seat`), the one the API gives when none is sent; her saved decks (My decks) are listed first.
 */
export function AnswerForms(props: {
  invitationId: string;
  seat: number;
  decks: readonly { id: string; name: string; saved: boolean }[];
  lang: Lang;
}) {
  const { invitationId, seat, decks: all, lang } = props;
  const t = translator(lang);
  const decks = all.filter((deck) => !deck.saved);
  const saved = all.filter((deck) => deck.saved);
  const [accepted, accept, accepting] = useFormAction(acceptInvitation, NOTHING);
  const [declined, decline, declining] = useFormAction(closeInvitation, NOTHING);
  return (
    <div className={styles.answer}>
      <div className={styles.actions}>
        <form action={accept} className="form" data-testid="accept-invitation-form">
          <input type="hidden" name="invitationId" value={invitationId} />
          {all.length > 0 ? (
            <DeckField
              label={t(m.yourDeck)}
              decks={decks}
              saved={saved}
              groups={[t(myDeckMessages.pick.mine), t(myDeckMessages.pick.ready)]}
              defaultValue={decks[seat % Math.max(1, decks.length)]?.id}
            />
          ) : null}
          <SubmitButton pending={accepting} label={m.accept} pendingLabel={m.accepting} t={t} />
        </form>
        <form action={decline} data-testid="decline-invitation-form">
          <input type="hidden" name="invitationId" value={invitationId} />
          <input type="hidden" name="how" value="decline" />
          <SubmitButton pending={declining} label={m.decline} pendingLabel={m.declining} t={t} quiet />
        </form>
      </div>
      <FormError error={accepted.error ?? declined.error} t={t} />
    </div>
  );
}

/** The sender takes her invitation back while it waits. */
export function CancelForm({ invitationId, lang }: { invitationId: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useFormAction(closeInvitation, NOTHING);
  return (
    <form action={action} className="form form--inline" data-testid="cancel-invitation-form">
      <input type="hidden" name="invitationId" value={invitationId} />
      <input type="hidden" name="how" value="cancel" />
      <SubmitButton pending={pending} label={m.cancel} pendingLabel={m.cancelling} t={t} />
      <FormError error={state.error} t={t} />
    </form>
  );
}
