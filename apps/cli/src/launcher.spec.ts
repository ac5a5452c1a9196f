import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBuild, recordBuild } from '../../../tools/cli-build-stamp.mjs';

// tools/cli.mjs runs the compiled CLI straight away when checkBuild says its build is current,
// and asks Nx to build only otherwise: these tests say when a rebuild is (and is not) needed.
let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A source line importing `name` (built here, so the boundary check doesn't read it as this spec's). */
const importing = (name: string, what: string) => `import { ${what} } from '${name}';\n`;

function workspace(): void {
  root = mkdtempSync(join(tmpdir(), 'cronica-launcher-'));
  write('package.json', JSON.stringify({ workspaces: ['libs/*', 'apps/*'] }));
  write('tsconfig.base.json', '{}');
  // A workspace dependency is its import (tools/workspace.mjs); package.json lists external ones.
  write('apps/cli/package.json', JSON.stringify({ name: '@cronica/cli', dependencies: { zod: '4' } }));
  write('apps/cli/src/main.ts', `${importing('@cronica/util', 'a')}export const c = a;`);
  write('libs/util/package.json', JSON.stringify({ name: '@cronica/util' }));
  write('libs/util/src/index.ts', 'export const a = 1;');
  write('libs/web-only/package.json', JSON.stringify({ name: '@cronica/web-only' }));
  write('libs/web-only/src/index.ts', 'export const b = 1;');
  for (const dist of ['apps/cli/dist/main.js', 'libs/util/dist/index.js']) write(dist, '');
}

/** Rewrites `path`, its modification time a minute on, as an edit made after the last build. */
function editedLater(path: string, text: string): void {
  write(path, text);
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(root, path), later, later);
}

function built(): void {
  recordBuild(root, checkBuild(root).fingerprint);
}

describe('CLI launcher build check', () => {
  it('covers the CLI and the workspace libs it imports, and nothing else', () => {
    workspace();
    expect(checkBuild(root).projects).toEqual(['apps/cli', 'libs/util']);
  });

  it('leaves out a lib that only the tests of the CLI import', () => {
    workspace();
    write('apps/cli/src/main.spec.ts', importing('@cronica/web-only', 'b'));
    expect(checkBuild(root).projects).toEqual(['apps/cli', 'libs/util']);
  });

  it('needs a build at first, and none after one until an input of the CLI changes', () => {
    workspace();
    expect(checkBuild(root).current).toBe(false);
    built();
    expect(checkBuild(root).current).toBe(true);
    write('libs/web-only/src/index.ts', 'export const b = 2;');
    write('libs/util/src/index.spec.ts', 'test');
    write('libs/util/README.md', '# util');
    expect(checkBuild(root).current).toBe(true);
    // An edit of the same size, made (as a person's would be) after the build: the kernel stamps
    // files from a coarse clock (a few ms), so one written within the same tick reads as untouched.
    editedLater('libs/util/src/index.ts', 'export const a = 2;');
    expect(checkBuild(root).current).toBe(false);
  });

  it('sees a new file, a deleted one, a touched one and a missing build output', () => {
    workspace();
    built();
    write('libs/util/src/more.ts', 'export {};');
    expect(checkBuild(root).current).toBe(false);
    built();
    rmSync(join(root, 'libs/util/src/more.ts'));
    expect(checkBuild(root).current).toBe(false);
    built();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'apps/cli/src/main.ts'), later, later);
    expect(checkBuild(root).current).toBe(false);
    built();
    rmSync(join(root, 'libs/util/dist'), { recursive: true });
    expect(checkBuild(root).current).toBe(false);
  });
});
