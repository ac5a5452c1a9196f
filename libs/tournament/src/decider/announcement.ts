import type { Message } from '@cronica/rules-kernel';
import type { CommandOf } from './commands.js';
import type { Decision } from './decision.js';
import { refusal } from './refusal.js';
import type { Actor, Instant, TournamentState } from './types.js';

/**
 * A notice from the staff to the whole room ("Pausa para comer: la ronda 3 empieza a las 14:00"),
 * read on the event's page, each player's phone and the room's screen until it is replaced or taken
 * down. The rulebooks say nothing of it: it is what a judge shouts across the hall, written down.
 */
export type AnnouncementEvent =
  | Message<'AnnouncementPosted', { readonly text: string; readonly at: Instant; readonly by: Actor }>
  | Message<'AnnouncementCleared', { readonly at: Instant; readonly by: Actor }>;

/** As long as a message a phone shows whole without scrolling. */
export const ANNOUNCEMENT_MAX_LENGTH = 280;

export function evolveAnnouncement(state: TournamentState, event: AnnouncementEvent): TournamentState {
  if (event.type === 'AnnouncementPosted')
    return { ...state, announcement: { text: event.data.text, at: event.data.at } };
  const { announcement: _taken, ...rest } = state;
  return rest;
}

const refuseAnnouncement = {
  empty: refusal('tournament.announcement.empty', 'Escribe el aviso antes de publicarlo.', 'Write the notice first.'),
  tooLong: refusal(
    'tournament.announcement.too-long',
    `Un aviso tiene como mucho ${ANNOUNCEMENT_MAX_LENGTH} caracteres.`,
    `A notice has ${ANNOUNCEMENT_MAX_LENGTH} characters at most.`,
  ),
};

/** Line breaks kept (a time on a line of its own), every other run of white space one space, the ends trimmed. */
const tidied = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The staff post a notice to the room (replacing the one up); the same words again change nothing. */
export function decidePostAnnouncement(command: CommandOf<'PostAnnouncement'>, state: TournamentState): Decision {
  const { at, by } = command.data;
  const text = tidied(command.data.text);
  if (text === '') return refuseAnnouncement.empty(command);
  if ([...text].length > ANNOUNCEMENT_MAX_LENGTH) return refuseAnnouncement.tooLong(command);
  if (state.announcement?.text === text) return [];
  return [{ type: 'AnnouncementPosted', data: { text, at, by } }];
}

/** The staff take the notice down; with none up, nothing changes. */
export function decideClearAnnouncement(command: CommandOf<'ClearAnnouncement'>, state: TournamentState): Decision {
  if (state.announcement === undefined) return [];
  return [{ type: 'AnnouncementCleared', data: { at: command.data.at, by: command.data.by } }];
}
