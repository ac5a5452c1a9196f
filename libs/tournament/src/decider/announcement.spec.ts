import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleViolation } from '@cronica/rules-kernel';
import {
  cmd,
  created,
  ctx,
  judge,
  now,
  opened,
  organizer,
  player,
  run,
  tournament,
} from '../testing/tournament-script.js';
import { ANNOUNCEMENT_MAX_LENGTH } from './announcement.js';
import { applyCommand } from './decider.js';
import { tournamentEventVisibleTo } from './visibility.js';
import type { TournamentEvent } from './events.js';
import type { Actor } from './types.js';

const LUNCH = 'Pausa para comer: la ronda 3 empieza a las 14:00.';
const NEXT = 'Mesa 4: esperad al juez.';
const notice = (text: string, by: Actor = organizer): TournamentEvent => ({
  type: 'AnnouncementPosted',
  data: { text, at: now(), by },
});
const cleared = (by: Actor): TournamentEvent => ({ type: 'AnnouncementCleared', data: { at: now(), by } });

describe('a notice to the room', () => {
  it('is posted by the organizer or a judge, replaced by the next one and taken down, read by everyone', () => {
    const posted = tournament
      .given(opened())
      .when(cmd('PostAnnouncement', organizer, { text: LUNCH }))
      .then([{ type: 'AnnouncementPosted', data: { text: LUNCH, at: now(), by: organizer } }]);
    expect(posted.announcement).toEqual({ text: LUNCH, at: now() });
    const replaced = tournament
      .given([...opened(), notice(LUNCH)])
      .when(cmd('PostAnnouncement', judge, { text: NEXT }))
      .then([notice(NEXT, judge)]);
    expect(replaced.announcement?.text).toBe(NEXT);
    const down = tournament
      .given([...opened(), notice(LUNCH), notice(NEXT, judge)])
      .when(cmd('ClearAnnouncement', judge))
      .then([cleared(judge)]);
    expect(down.announcement).toBeUndefined();
    for (const event of [notice(LUNCH), cleared(judge)])
      expect(tournamentEventVisibleTo(event, { role: 'public' })).toBe(true);
  });

  it('refuses a player, an empty or too long notice, and any once the event has ended, changing nothing', () => {
    const post = (by: Actor, text: string) => cmd('PostAnnouncement', by, { text });
    tournament
      .given(opened())
      .when(post(player('ana'), LUNCH))
      .thenRefused('tournament.actor.not-allowed');
    tournament.given(opened()).when(post(organizer, ' \n\t ')).thenRefused('tournament.announcement.empty');
    const long = 'a'.repeat(ANNOUNCEMENT_MAX_LENGTH + 1);
    const tooLong = tournament
      .given(opened())
      .when(post(organizer, long))
      .thenRefused('tournament.announcement.too-long');
    expect(tooLong.message.es).toContain('280');
    const ended: TournamentEvent[] = [...opened(), { type: 'TournamentEnded', data: { at: now(), winner: null } }];
    tournament.given(ended).when(post(organizer, LUNCH)).thenRefused('tournament.ended');
  });

  it('tidies the text (spaces, blank lines, the ends) and counts letters, not UTF-16 units, against the limit', () => {
    const posted = run(
      created(),
      cmd('PostAnnouncement', organizer, { text: '  Ronda 2\r\n\r\n\r\n  a las   12:30  ' }),
    );
    expect(posted.announcement?.text).toBe('Ronda 2\n\na las 12:30');
    // 280 emoji are 560 UTF-16 units, and still a notice a phone shows whole.
    const emoji = '🃏'.repeat(ANNOUNCEMENT_MAX_LENGTH);
    expect(run(created(), cmd('PostAnnouncement', organizer, { text: emoji })).announcement?.text).toBe(emoji);
  });

  it('changes nothing when the same words are posted again or nothing is up to take down', () => {
    tournament
      .given([...opened(), notice(LUNCH)])
      .when(cmd('PostAnnouncement', judge, { text: `  ${LUNCH} ` }))
      .thenNothingHappens();
    tournament.given(opened()).when(cmd('ClearAnnouncement', organizer)).thenNothingHappens();
  });

  it('shows, after any sequence of posts and removals, the last notice accepted, tidied and within the limit', () => {
    const post = fc.string({ unit: 'grapheme', maxLength: 300 }).map((text) => ({ kind: 'post' as const, text }));
    const clear = fc.constant({ kind: 'clear' as const });
    fc.assert(
      fc.property(fc.array(fc.oneof(post, clear), { maxLength: 12 }), (actions) => {
        let state = created();
        let expected: string | undefined;
        for (const action of actions) {
          const command =
            action.kind === 'post'
              ? cmd('PostAnnouncement', organizer, { text: action.text })
              : cmd('ClearAnnouncement', organizer);
          const outcome = applyCommand(state, command, ctx);
          if (isRuleViolation(outcome)) continue;
          state = outcome.state;
          if (action.kind === 'clear') expected = undefined;
          else if (outcome.events.length > 0) expected = state.announcement?.text;
        }
        expect(state.announcement?.text).toBe(expected);
        if (state.announcement) {
          expect([...state.announcement.text].length).toBeLessThanOrEqual(ANNOUNCEMENT_MAX_LENGTH);
          expect(state.announcement.text).toBe(state.announcement.text.trim());
          expect(state.announcement.text).not.toBe('');
        }
      }),
    );
  });
});
