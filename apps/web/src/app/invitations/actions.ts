'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { Localized } from '@cronica/util';
import {
  ACCEPT_MATCH_INVITATION,
  CANCEL_MATCH_INVITATION,
  DECLINE_MATCH_INVITATION,
  INVITE_TO_MATCH,
} from '../../graphql/invitations';
import { getClient } from '../../lib/apollo-rsc';
import { formError } from '../../lib/api-errors';
import { invitationMessages as m } from '../../lib/invitation-messages';
import { jsonField } from '../../lib/json-field';
import { mutateThenOpen } from '../../lib/mutate-then-open';
import { formCommandId } from '../../lib/form-command-id';

export interface InvitationFormState {
  readonly error: Localized | null;
  /** No answer came from the API: the same form sent again keeps its command id. */
  readonly unanswered?: boolean;
}

const field = (form: FormData, name: string, max = 100): string | null => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;
};

const invitationPath = (id: string) => `/invitations/${encodeURIComponent(id)}`;

/** Sends an invitation to a two-seat match (you at seat 0 with your deck, the invited person at seat 1) and opens it. */
export async function inviteToMatch(_previous: InvitationFormState, form: FormData): Promise<InvitationFormState> {
  const options = jsonField(form.get('options'));
  if (options === undefined) return { error: m.badOptions };
  return mutateThenOpen(
    INVITE_TO_MATCH,
    {
      commandId: formCommandId(form, 'invite'),
      game: field(form, 'game') ?? '',
      seats: [{ deckId: field(form, 'deckId') }, { player: field(form, 'player') ?? '' }],
      options,
    },
    (data) => invitationPath(data.inviteToMatch.id),
  );
}

/** Accepts with the deck picked; opens the match once it exists (the last acceptance creates it), or the invitation while others still have to answer. */
export async function acceptInvitation(_previous: InvitationFormState, form: FormData): Promise<InvitationFormState> {
  const invitationId = field(form, 'invitationId') ?? '';
  let matchId: string | null;
  try {
    const { data } = await getClient().mutate({
      mutation: ACCEPT_MATCH_INVITATION,
      variables: {
        commandId: formCommandId(form, 'accept'),
        invitationId,
        deckId: field(form, 'deckId'),
      },
    });
    if (!data) throw new Error('empty answer');
    matchId = data.acceptMatchInvitation.matchId;
  } catch (error) {
    return formError(error);
  }
  if (matchId) redirect(`/matches/${encodeURIComponent(matchId)}`);
  revalidatePath(invitationPath(invitationId));
  return { error: null };
}

/** Declines (the invited person) or cancels (its sender): no match is created either way. */
export async function closeInvitation(_previous: InvitationFormState, form: FormData): Promise<InvitationFormState> {
  const invitationId = field(form, 'invitationId') ?? '';
  const cancel = form.get('how') === 'cancel';
  try {
    const variables = { commandId: formCommandId(form, cancel ? 'cancel' : 'decline'), invitationId };
    if (cancel) await getClient().mutate({ mutation: CANCEL_MATCH_INVITATION, variables });
    else await getClient().mutate({ mutation: DECLINE_MATCH_INVITATION, variables });
  } catch (error) {
    return formError(error);
  }
  revalidatePath(invitationPath(invitationId));
  return { error: null };
}
