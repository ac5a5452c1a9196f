import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../graphql/match';
import { translator } from '../../lib/i18n';
import { MatchResult } from './MatchResult';

/** The result banner of a finished match (only the fields the banner reads). */
function banner(result: unknown, resultReason: string | null): string {
  const match = { game: 'ecg', result, resultReason } as MatchView;
  return renderToStaticMarkup(
    <MatchResult match={match} seatName={(seat) => ['Ana', 'Bruno'][seat]!} t={translator('en')} />,
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
});
