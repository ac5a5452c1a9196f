// A live feed in a unit test: the component subscribes through Apollo's `useSubscription`, the test
// pushes what the API would, and counts how often the page is rendered again (`router.refresh`).
// A spec mocks both modules with the factories below:
//   vi.mock('@apollo/client/react', async () => (await import('../testing/live-feed')).subscriptionFromTest());
//   vi.mock('next/navigation', async () => (await import('../testing/live-feed')).routerCountingRefreshes());

type OnData = (options: { data: { data?: unknown } }) => void;

/** The feed's latest subscriber and the page's renders since `resetLiveFeed`. */
export const liveFeed = { onData: null as OnData | null, refreshes: 0 };

export const resetLiveFeed = (): void => {
  liveFeed.onData = null;
  liveFeed.refreshes = 0;
};

export const subscriptionFromTest = () => ({
  useSubscription: (_document: unknown, options: { onData: OnData }) => {
    liveFeed.onData = options.onData;
    return {};
  },
});

export const routerCountingRefreshes = () => ({
  useRouter: () => ({ refresh: () => (liveFeed.refreshes += 1) }),
});

/** The API pushes `data` (the subscription's result) to the subscribed component. */
export function pushFromApi(data: unknown): void {
  if (!liveFeed.onData) throw new Error('No component subscribed to the feed.');
  liveFeed.onData({ data: { data } });
}
