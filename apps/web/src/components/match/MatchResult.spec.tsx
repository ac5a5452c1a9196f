import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../graphql/match';
import type { Lang } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { MatchResult } from './MatchResult';

/** The result banner of a finished match (only the fields the banner reads), as `yourSeat` sees it (null: not a player). */
function banner(
  result: unknown,
  resultReason: string | null,
  yourSeat: number | null = null,
  lang: Lang = 'en',
): string {
  const match = { game: 'ecg', result, resultReason, yourSeat } as MatchView;
  return renderToStaticMarkup(
    <MatchResult match={match} seatName={(seat) => ['Ana', 'Bruno', 'Carla'][seat]!} t={translator(lang)} />,
  );
}

describe('the result banner of a finished match', () => {
  it('says who won and why, in the words the API gives for the match’s game', () => {
    const html = banner({ outcome: 'win', winner: 1, reason: 'battle' }, 'A win in battle');
    expect(html).toContain('Bruno');
    expect(html).toContain('A win in battle');
  });

  it('leaves out a reason nobody words, rather than showing its code', () => {
    const html = banner({ outcome: 'win', winner: 0, reason: 'battle' }, null);
    expect(html).toContain('data-testid="match-result"');
    expect(html).toContain('Ana');
    expect(html).not.toContain('battle');
  });

  it('tells a player her own outcome above the winners’ names, in both languages: won, lost, or drawn', () => {
    const bruno = { outcome: 'win', winner: 1, reason: 'battle' };
    expect(banner(bruno, null, 1)).toContain('data-outcome="won"');
    expect(banner(bruno, null, 1)).toContain('You won');
    expect(banner(bruno, null, 0, 'es')).toContain('Has perdido');
    expect(banner({ outcome: 'draw' }, null, 0, 'es')).toContain('Has empatado');
  });

  it('counts a party’s win as each of its players’ and as a loss for the seat against them', () => {
    const party = { outcome: 'win', winner: 1, winners: [1, 2], reason: 'enemies' };
    expect(banner(party, null, 2)).toContain('You won');
    expect(banner(party, null, 0)).toContain('You lost');
    expect(banner(party, null, 0)).toContain('Bruno and Carla win');
  });

  it('says no “you” to a spectator or a judge', () => {
    const html = banner({ outcome: 'win', winner: 0, reason: 'battle' }, null, null);
    expect(html).not.toContain('data-outcome');
    expect(html).not.toMatch(/You (won|lost|drew)/);
  });
});
