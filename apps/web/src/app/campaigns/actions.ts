'use server';

import { revalidatePath } from 'next/cache';
import type { Localized } from '@cronica/util';
import {
  ACCEPT_CAMPAIGN_INVITATION,
  ARCHIVE_CAMPAIGN,
  CREATE_CAMPAIGN,
  DECLINE_CAMPAIGN_INVITATION,
  INVITE_CAMPAIGN_PLAYER,
  START_CAMPAIGN_SESSION,
} from '../../graphql/campaigns';
import { getClient } from '../../lib/apollo-rsc';
import { formError } from '../../lib/api-errors';
import { jsonField } from '../../lib/json-field';
import { mutateThenOpen } from '../../lib/mutate-then-open';
import { formCommandId } from '../../lib/form-command-id';
import { formText } from '../../lib/form-text';

export interface CampaignFormState {
  readonly error: Localized | null;
  /** A short confirmation after a form that stays on the page (an invitation). */
  readonly done?: Localized | null;
  /** No answer came from the API: the same form sent again keeps its command id. */
  readonly unanswered?: boolean;
}

const text = (form: FormData, name: string, max = 200): string => formText(form, name, max);

const BAD_OPTIONS: Localized = {
  es: 'Las opciones del encuentro no son JSON válido.',
  en: 'The encounter options are not valid JSON.',
};

/** Creates a campaign (the caller is its game master) and opens it. */
export async function createCampaign(_previous: CampaignFormState, form: FormData): Promise<CampaignFormState> {
  return mutateThenOpen(
    CREATE_CAMPAIGN,
    {
      commandId: formCommandId(form, 'campaign'),
      name: text(form, 'name'),
      game: text(form, 'game', 100),
    },
    (data) => `/campaigns/${encodeURIComponent(data.createCampaign.id)}`,
  );
}

/** GM: invites a player by username; she plays once she accepts. The page shows who is invited. */
export async function addCampaignPlayer(_previous: CampaignFormState, form: FormData): Promise<CampaignFormState> {
  const campaignId = text(form, 'campaignId', 100);
  const player = text(form, 'player', 100).trim();
  try {
    await getClient().mutate({
      mutation: INVITE_CAMPAIGN_PLAYER,
      variables: { commandId: formCommandId(form, 'invite'), campaignId, player },
    });
  } catch (error) {
    return formError(error);
  }
  revalidatePath(`/campaigns/${encodeURIComponent(campaignId)}`);
  return {
    error: null,
    done: {
      es: `Invitación enviada a ${player}: jugará cuando acepte.`,
      en: `Invitation sent to ${player}: they play once they accept.`,
    },
  };
}

/** The invited player's answer: accept (she plays from the next session on) or decline. */
export async function answerCampaignInvitation(
  _previous: CampaignFormState,
  form: FormData,
): Promise<CampaignFormState> {
  const campaignId = text(form, 'campaignId', 100);
  const variables = { commandId: formCommandId(form, 'campaign-answer'), campaignId };
  try {
    if (form.get('answer') === 'accept') await getClient().mutate({ mutation: ACCEPT_CAMPAIGN_INVITATION, variables });
    else await getClient().mutate({ mutation: DECLINE_CAMPAIGN_INVITATION, variables });
  } catch (error) {
    return formError(error);
  }
  revalidatePath(`/campaigns/${encodeURIComponent(campaignId)}`);
  return { error: null };
}

/** GM: starts the campaign's next session and opens its table. */
export async function startCampaignSession(_previous: CampaignFormState, form: FormData): Promise<CampaignFormState> {
  const campaignId = text(form, 'campaignId', 100);
  const options = jsonField(text(form, 'options', 20_000));
  if (options === undefined) return { error: BAD_OPTIONS };
  return mutateThenOpen(
    START_CAMPAIGN_SESSION,
    { commandId: formCommandId(form, 'session'), campaignId, scene: text(form, 'scene'), options },
    (data) => {
      const newest = data.startCampaignSession.sessions[0];
      if (!newest) throw new Error('empty answer');
      return `/matches/${encodeURIComponent(newest.matchId)}`;
    },
  );
}

/** GM: archives the campaign (it stays readable, and takes no more sessions or players). */
export async function archiveCampaign(_previous: CampaignFormState, form: FormData): Promise<CampaignFormState> {
  const campaignId = text(form, 'campaignId', 100);
  try {
    await getClient().mutate({
      mutation: ARCHIVE_CAMPAIGN,
      variables: { commandId: formCommandId(form, 'archive'), campaignId },
    });
  } catch (error) {
    return formError(error);
  }
  revalidatePath(`/campaigns/${encodeURIComponent(campaignId)}`);
  return { error: null };
}
