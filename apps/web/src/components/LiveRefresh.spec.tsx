import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveFeed, pushFromApi, resetLiveFeed } from '../testing/live-feed';
import { LiveRefresh } from './LiveRefresh';

vi.mock('@apollo/client/react', async () => (await import('../testing/live-feed')).subscriptionFromTest());
vi.mock('next/navigation', async () => (await import('../testing/live-feed')).routerCountingRefreshes());

const push = (updatedAt: string) => pushFromApi({ tournamentUpdated: { updatedAt } });

describe('a tournament page kept live', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetLiveFeed();
    renderToStaticMarkup(<LiveRefresh tournamentId="t-1" renderedAt="2026-11-29T10:00:00.000Z" label="En directo" />);
  });
  afterEach(() => vi.useRealTimers());

  it('does not render again when the feed opens with the tournament the page already shows', () => {
    push('2026-11-29T10:00:00.000Z');
    vi.advanceTimersByTime(1000);
    expect(liveFeed.refreshes).toBe(0);
  });

  it('renders again when the tournament changed between the page and its subscription', () => {
    push('2026-11-29T10:00:02.000Z');
    vi.advanceTimersByTime(1000);
    expect(liveFeed.refreshes).toBe(1);
  });

  it('renders a burst of changes once', () => {
    for (const second of ['03', '04', '05']) push(`2026-11-29T10:00:${second}.000Z`);
    vi.advanceTimersByTime(1000);
    expect(liveFeed.refreshes).toBe(1);
  });
});
