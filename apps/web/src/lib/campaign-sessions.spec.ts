import { describe, expect, it } from 'vitest';
import { campaignMessages as m } from './campaign-messages';
import { newestLiveSession, sessionOutcome, startedAtText } from './campaign-sessions';

const seats = [{ id: 'dj' }, { id: 'ana' }, { id: 'bea' }];
const finished = (outcome: string, winnerSeat: number | null) => ({
  status: 'finished',
  seats,
  match: { result: { outcome, winnerSeat } },
});

describe('a campaign session as the campaign page tells it', () => {
  it('says the GM won when the winning seat is the GM’s, the party when it is a player’s, a draw without a winner', () => {
    expect(sessionOutcome(finished('win', 0), 'dj')).toBe(m.gmWon);
    expect(sessionOutcome(finished('win', 2), 'dj')).toBe(m.partyWon);
    expect(sessionOutcome(finished('draw', null), 'dj')).toBe(m.draw);
  });

  it('says nothing about a live session or one whose match is not projected yet', () => {
    expect(sessionOutcome({ status: 'live', seats, match: null }, 'dj')).toBeNull();
    expect(sessionOutcome({ status: 'finished', seats, match: null }, 'dj')).toBeNull();
  });

  it('writes the start time in each language on the reader’s clock (UTC, said so, while unknown), and nothing for a missing or broken time', () => {
    expect(startedAtText('2026-11-23T16:04:00.000Z', 'Europe/Madrid', 'es')).toBe('23 nov 2026, 17:04');
    expect(startedAtText('2026-11-23T16:04:00.000Z', 'America/Argentina/Buenos_Aires', 'en')).toBe(
      '23 Nov 2026, 13:04',
    );
    expect(startedAtText('2026-11-23T16:04:00.000Z', null, 'es')).toBe('23 nov 2026, 16:04 UTC');
    expect(startedAtText(null, 'Europe/Madrid', 'es')).toBe('');
    expect(startedAtText('ayer', null, 'en')).toBe('');
  });

  it('finds the newest session still being played, whatever the order listed, and none when all are finished', () => {
    const session = (number: number, status: string) => ({ number, status });
    expect(newestLiveSession([session(3, 'live'), session(2, 'finished'), session(1, 'live')])).toEqual(
      session(3, 'live'),
    );
    expect(newestLiveSession([session(1, 'live'), session(2, 'live'), session(3, 'finished')])).toEqual(
      session(2, 'live'),
    );
    expect(newestLiveSession([session(1, 'finished')])).toBeNull();
    expect(newestLiveSession([])).toBeNull();
  });
});
