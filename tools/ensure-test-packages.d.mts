// Types of ensure-test-packages.mjs, for the journeys' Playwright config that imports it.
export function journeyBrowser(exists?: (path: string) => boolean, env?: NodeJS.ProcessEnv): string | null;
export function ensureTestPackages(): Promise<void>;
