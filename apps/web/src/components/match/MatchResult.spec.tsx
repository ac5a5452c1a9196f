import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../graphql/match';
import { translator } from '../../lib/i18n';
import { MatchResult } from './MatchResult';

/** The result banner of a finished match of `game` (only the fields the banner reads). */
function banner(game: string, result: unknown): string {
  const match = { game, result } as MatchView;
  return renderToStaticMarkup(
    <MatchResult match={match} seatName={(seat) => ['Ana', 'Bruno'][seat]!} t={translator('en')} />,
  );
}

describe('the result banner of a finished match', () => {
  it("says why it ended in its game's words, and a platform reason in the platform's", () => {
    expect(banner('ecg', { outcome: 'win', winner: 1, reason: 'battle' })).toContain('A win in battle');
    expect(banner('blades-of-ash', { outcome: 'win', winner: 0, reason: 'concede' })).toContain('By concession');
  });

  it("leaves out a reason its game does not word, rather than showing the code or another game's words", () => {
    const html = banner('warlords-of-terra', { outcome: 'win', winner: 0, reason: 'battle' });
    expect(html).toContain('data-testid="match-result"');
    expect(html).not.toContain('battle');
    expect(html).not.toContain('A win in battle');
  });
});
