// Types of cli-build-stamp.mjs, for the tests that import it.
export function workspacePackages(root: string): Map<string, { dir: string; manifest: Record<string, unknown> }>;
export function dependencyClosure(packages: ReturnType<typeof workspacePackages>, name: string): string[];
export function fingerprint(root: string, dirs: readonly string[]): string;
export function stampFile(root: string): string;
export function checkBuild(root: string, entry?: string): { fingerprint: string; current: boolean; projects: string[] };
export function recordBuild(root: string, fingerprint: string): void;
