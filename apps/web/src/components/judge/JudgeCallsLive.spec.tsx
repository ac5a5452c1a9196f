import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveFeed, pushFromApi, resetLiveFeed } from '../../testing/live-feed';
import { JudgeCallsLive } from './JudgeCallsLive';

vi.mock('@apollo/client/react', async () => (await import('../../testing/live-feed')).subscriptionFromTest());
vi.mock('next/navigation', async () => (await import('../../testing/live-feed')).routerCountingRefreshes());

const push = (...callIds: string[]) => pushFromApi({ judgeCallsUpdated: callIds.map((callId) => ({ callId })) });

describe('a judge desk kept live', () => {
  beforeEach(() => {
    resetLiveFeed();
    renderToStaticMarkup(<JudgeCallsLive tournamentId="t-1" shownCallIds={['c-2', 'c-1']} label="En directo" />);
  });

  it('does not draw the desk again when the feed opens with the calls it already shows, in any order', () => {
    push('c-1', 'c-2');
    expect(liveFeed.refreshes).toBe(0);
  });

  it('draws the desk again when a call came in between its drawing and its subscription', () => {
    push('c-1', 'c-2', 'c-3');
    expect(liveFeed.refreshes).toBe(1);
  });

  it('draws the desk again when a judge answered a call it shows', () => {
    push('c-2');
    expect(liveFeed.refreshes).toBe(1);
  });
});
