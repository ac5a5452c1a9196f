import { mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restrictDataDir } from './data-dir.js';

describe('the data folder kept private', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('narrows the store files to their owner, and passes over a side file another instance removed meanwhile', () => {
    dir = mkdtempSync(join(tmpdir(), 'cronica-data-dir-'));
    writeFileSync(join(dir, 'events.sqlite'), '', { mode: 0o644 });
    // A journal listed, then gone before it is narrowed: as a name that leads nowhere.
    symlinkSync(join(dir, 'gone'), join(dir, 'events.sqlite-journal'));
    expect(() => restrictDataDir(dir)).not.toThrow();
    expect(statSync(join(dir, 'events.sqlite')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});
