import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JudgeCallsLive } from './JudgeCallsLive';

type OnData = (options: { data: { data?: { judgeCallsUpdated?: { callId: string }[] } } }) => void;
const live = vi.hoisted(() => ({ onData: null as OnData | null, refresh: (): void => undefined }));

// The feed is Apollo's in the browser; here the test hands the component what the API would push.
vi.mock('@apollo/client/react', () => ({
  useSubscription: (_document: unknown, options: { onData: OnData }) => {
    live.onData = options.onData;
    return {};
  },
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => live.refresh() }) }));

const push = (...callIds: string[]) =>
  live.onData!({ data: { data: { judgeCallsUpdated: callIds.map((callId) => ({ callId })) } } });

describe('a judge desk kept live', () => {
  let refreshes = 0;
  beforeEach(() => {
    refreshes = 0;
    live.refresh = () => (refreshes += 1);
    renderToStaticMarkup(<JudgeCallsLive tournamentId="t-1" shownCallIds={['c-2', 'c-1']} label="En directo" />);
  });

  it('does not draw the desk again when the feed opens with the calls it already shows, in any order', () => {
    push('c-1', 'c-2');
    expect(refreshes).toBe(0);
  });

  it('draws the desk again when a call came in between its drawing and its subscription', () => {
    push('c-1', 'c-2', 'c-3');
    expect(refreshes).toBe(1);
  });

  it('draws the desk again when a judge answered a call it shows', () => {
    push('c-2');
    expect(refreshes).toBe(1);
  });
});
