// Types of ensure-test-packages.mjs, for the journeys' Playwright config and the CLI's page bench that import it.
export function journeyBrowser(exists?: (path: string) => boolean, env?: NodeJS.ProcessEnv): string | null;
export const HEADLESS_CHROMIUM_ARGS: readonly string[];
export function ensureTestPackages(): Promise<void>;
