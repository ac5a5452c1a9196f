'use client';

import type { Lang } from '@cronica/util';
import {
  addCampaignPlayer,
  answerCampaignInvitation,
  archiveCampaign,
  createCampaign,
  startCampaignSession,
  type CampaignFormState,
} from '../../app/campaigns/actions';
import { campaignMessages as m } from '../../lib/campaign-messages';
import { translator } from '../../lib/i18n';
import { ActionForm, Field, FormDone, FormError, Options, SubmitButton } from '../FormParts';
import { tableSetupFor } from '../match/boards';
import { DangerConfirmButton } from '../organizer/ConfirmButton';
import { useFormAction } from '../useFormAction';

const NOTHING: CampaignFormState = { error: null };

/** A new campaign of one of the games played in campaigns; the caller becomes its game master. */
export function CreateCampaignForm({ games, lang }: { games: readonly { id: string; name: string }[]; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useFormAction(createCampaign, NOTHING);
  return (
    <ActionForm action={action} className="form" testId="create-campaign-form" keepValues>
      <Field label={t(m.name)}>
        <input name="name" required minLength={3} maxLength={80} autoComplete="off" />
      </Field>
      <Field label={t(m.game)}>
        <select name="game" defaultValue={games[0]?.id}>
          <Options items={games} value={(game) => game.id} label={(game) => game.name} />
        </select>
      </Field>
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={m.create} pendingLabel={m.creating} t={t} />
    </ActionForm>
  );
}

/** GM: invites a player to the campaign by username (she plays once she accepts). */
export function InvitePlayerForm({ campaignId, lang }: { campaignId: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useFormAction(addCampaignPlayer, NOTHING);
  return (
    <ActionForm action={action} hidden={{ campaignId }} className="form form--inline" testId="invite-player-form">
      <Field label={t(m.username)}>
        <input name="player" required maxLength={100} autoComplete="off" />
      </Field>
      <FormError error={state.error} t={t} />
      <FormDone text={state.done && t(state.done)} className="muted" />
      <SubmitButton pending={pending} label={m.inviteButton} pendingLabel={m.inviting} t={t} />
    </ActionForm>
  );
}

/**
 * GM: the campaign's next session. The encounter's fields (scene setting, grid, enemies, table
 * options) are the game's own, the same the table form on /play shows.
 */
export function StartSessionForm({
  campaignId,
  game,
  next,
  lang,
}: {
  campaignId: string;
  game: string;
  next: number;
  lang: Lang;
}) {
  const t = translator(lang);
  const setup = tableSetupFor(game);
  const [state, action, pending] = useFormAction(startCampaignSession, NOTHING);
  return (
    <ActionForm action={action} hidden={{ campaignId }} className="form" testId="start-session-form" keepValues>
      <Field label={t(m.scene)}>
        <input name="scene" required maxLength={80} placeholder={t(m.sceneHint)} autoComplete="off" />
      </Field>
      <p className="muted">{t(m.startHint)}</p>
      {setup ? <setup.Options lang={lang} t={t} /> : null}
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={m.nextSession(next)} pendingLabel={m.starting} t={t} />
    </ActionForm>
  );
}

/** GM: archives the campaign, after a second press that says what it means. */
export function ArchiveCampaignForm({ campaignId, lang }: { campaignId: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useFormAction(archiveCampaign, NOTHING);
  return (
    <ActionForm action={action} hidden={{ campaignId }} className="form form--inline" testId="archive-campaign-form">
      <DangerConfirmButton words={m.archive} t={t} pending={pending} />
      <FormError error={state.error} t={t} />
    </ActionForm>
  );
}

/** The invited player's answer on the campaign's page: accept (she plays from the next session on) or decline. */
export function CampaignInvitationAnswer({ campaignId, lang }: { campaignId: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useFormAction(answerCampaignInvitation, NOTHING);
  return (
    <ActionForm action={action} hidden={{ campaignId }} className="form form--inline" testId="campaign-invitation-form">
      <button type="submit" name="answer" value="accept" className="button" disabled={pending}>
        {t(pending ? m.answering : m.accept)}
      </button>
      <button type="submit" name="answer" value="decline" className="button button--quiet" disabled={pending}>
        {t(m.decline)}
      </button>
      <FormError error={state.error} t={t} />
    </ActionForm>
  );
}
