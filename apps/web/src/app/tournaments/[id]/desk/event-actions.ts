'use server';

// The event's own actions at the desk: its judges, its public details and its notice to the room.

import {
  APPOINT_JUDGE,
  CHANGE_EVENT_DETAILS,
  CLEAR_ANNOUNCEMENT,
  NAME_HEAD_JUDGE,
  POST_ANNOUNCEMENT,
  REMOVE_JUDGE,
} from '../../../../graphql/organizer-desk';
import { getClient } from '../../../../lib/apollo-rsc';
import { whenAndWhere } from '../../../../lib/event-time';
import { formText } from '../../../../lib/form-text';
import { formCommandId } from '../../../../lib/form-command-id';
import type { ActionState } from '../../../../lib/tournament-action';
import { organizerMessages } from '../../../../lib/organizer-messages';
import { NOTHING, run, sendCommand, text } from './desk-command';

export async function changeJudge(_previous: ActionState, form: FormData): Promise<ActionState> {
  const username = text(form, 'username', 60);
  if (username === '') return { error: NOTHING, done: false };
  const appoint = text(form, 'change') !== 'remove';
  const mutation = appoint ? APPOINT_JUDGE : REMOVE_JUDGE;
  return run(
    form,
    (tournamentId) =>
      getClient().mutate({ mutation, variables: { tournamentId, username, commandId: formCommandId(form, 'judge') } }),
    appoint ? organizerMessages.staff.appointed(username) : undefined,
  );
}

/** Names the head judge among the event's judges (or the organizer); the API refuses anyone else. */
export async function nameHeadJudge(_previous: ActionState, form: FormData): Promise<ActionState> {
  const accountId = text(form, 'accountId', 100);
  if (accountId === '') return { error: NOTHING, done: false };
  return sendCommand(form, NAME_HEAD_JUDGE, 'head-judge', { accountId });
}

/**
 * Corrects the event's public details, given whole as the desk form shows them: a start or venue
 * left blank is no longer announced. The API judges each field (the tournament library's rules).
 */
export async function changeEventDetails(_previous: ActionState, form: FormData): Promise<ActionState> {
  const schedule = whenAndWhere({
    startsAt: text(form, 'startsAt', 40),
    timeZone: text(form, 'timeZone', 64),
    venue: text(form, 'venue', 400),
    checkInOpensBefore: text(form, 'checkInOpensBefore', 8),
    entryFee: text(form, 'entryFee', 20),
    entryFeeCurrency: text(form, 'entryFeeCurrency', 3),
  });
  return sendCommand(form, CHANGE_EVENT_DETAILS, 'details', {
    name: text(form, 'name', 200),
    description: text(form, 'description', 2100),
    startsAt: schedule.startsAt ?? null,
    timeZone: schedule.timeZone ?? null,
    venue: schedule.venue ?? null,
    checkInOpensBefore: schedule.checkInOpensBefore ?? null,
    entryFee: schedule.entryFee ?? null,
  });
}

/** Posts the staff's notice to the room (the decider tidies it and holds it to its length). */
export async function postAnnouncement(_previous: ActionState, form: FormData): Promise<ActionState> {
  const notice = formText(form, 'text', 2000);
  if (notice.trim() === '') return { error: NOTHING, done: false };
  return sendCommand(form, POST_ANNOUNCEMENT, 'notice', { text: notice });
}

/** Takes the notice to the room down. */
export async function clearAnnouncement(_previous: ActionState, form: FormData): Promise<ActionState> {
  return sendCommand(form, CLEAR_ANNOUNCEMENT, 'notice-clear', {});
}
