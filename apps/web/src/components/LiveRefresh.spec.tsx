import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRefresh } from './LiveRefresh';

type OnData = (options: { data: { data?: { tournamentUpdated?: { updatedAt: string } } } }) => void;
const live = vi.hoisted(() => ({ onData: null as OnData | null, refresh: (): void => undefined }));

// The feed is Apollo's in the browser; here the test hands the component what the API would push.
vi.mock('@apollo/client/react', () => ({
  useSubscription: (_document: unknown, options: { onData: OnData }) => {
    live.onData = options.onData;
    return {};
  },
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => live.refresh() }) }));

const push = (updatedAt: string) => live.onData!({ data: { data: { tournamentUpdated: { updatedAt } } } });

describe('a tournament page kept live', () => {
  let refreshes = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    refreshes = 0;
    live.refresh = () => (refreshes += 1);
    renderToStaticMarkup(<LiveRefresh tournamentId="t-1" renderedAt="2026-11-29T10:00:00.000Z" label="En directo" />);
  });
  afterEach(() => vi.useRealTimers());

  it('does not render again when the feed opens with the tournament the page already shows', () => {
    push('2026-11-29T10:00:00.000Z');
    vi.advanceTimersByTime(1000);
    expect(refreshes).toBe(0);
  });

  it('renders again when the tournament changed between the page and its subscription', () => {
    push('2026-11-29T10:00:02.000Z');
    vi.advanceTimersByTime(1000);
    expect(refreshes).toBe(1);
  });

  it('renders a burst of changes once', () => {
    for (const second of ['03', '04', '05']) push(`2026-11-29T10:00:${second}.000Z`);
    vi.advanceTimersByTime(1000);
    expect(refreshes).toBe(1);
  });
});
