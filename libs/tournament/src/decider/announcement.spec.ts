import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleViolation } from '@cronica/rules-kernel';
import { cmd, created, ctx, judge, organizer, player, refusal, run, step } from '../testing/tournament-script.js';
import { ANNOUNCEMENT_MAX_LENGTH } from './announcement.js';
import { applyCommand } from './decider.js';
import { tournamentEventVisibleTo } from './visibility.js';
import type { TournamentState } from './types.js';

const LUNCH = 'Pausa para comer: la ronda 3 empieza a las 14:00.';

describe('a notice to the room', () => {
  it('is posted by the organizer or a judge, replaced by the next one and taken down, read by everyone', () => {
    const posted = step(created(), cmd('PostAnnouncement', organizer, { text: LUNCH }));
    expect(posted.events).toEqual([
      { type: 'AnnouncementPosted', data: { text: LUNCH, at: expect.any(Number), by: organizer } },
    ]);
    expect(posted.state.announcement).toEqual({ text: LUNCH, at: expect.any(Number) });
    const replaced = run(posted.state, cmd('PostAnnouncement', judge, { text: 'Mesa 4: esperad al juez.' }));
    expect(replaced.announcement?.text).toBe('Mesa 4: esperad al juez.');
    const down = step(replaced, cmd('ClearAnnouncement', judge));
    expect(down.events.map((e) => e.type)).toEqual(['AnnouncementCleared']);
    expect(down.state.announcement).toBeUndefined();
    for (const event of [...posted.events, ...down.events])
      expect(tournamentEventVisibleTo(event, { role: 'public' })).toBe(true);
  });

  it('refuses a player, an empty or too long notice, and any once the event has ended, changing nothing', () => {
    const state = created();
    expect(refusal(state, cmd('PostAnnouncement', player('ana'), { text: LUNCH })).code).toBe(
      'tournament.actor.not-allowed',
    );
    expect(refusal(state, cmd('PostAnnouncement', organizer, { text: ' \n\t ' })).code).toBe(
      'tournament.announcement.empty',
    );
    const long = 'a'.repeat(ANNOUNCEMENT_MAX_LENGTH + 1);
    const tooLong = refusal(state, cmd('PostAnnouncement', organizer, { text: long }));
    expect(tooLong).toMatchObject({ code: 'tournament.announcement.too-long' });
    expect(tooLong.message.es).toContain('280');
    const ended: TournamentState = { ...state, status: 'ended' };
    expect(refusal(ended, cmd('PostAnnouncement', organizer, { text: LUNCH })).code).toBe('tournament.ended');
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
    const posted = run(created(), cmd('PostAnnouncement', organizer, { text: LUNCH }));
    expect(step(posted, cmd('PostAnnouncement', judge, { text: `  ${LUNCH} ` })).events).toEqual([]);
    expect(step(created(), cmd('ClearAnnouncement', organizer)).events).toEqual([]);
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
