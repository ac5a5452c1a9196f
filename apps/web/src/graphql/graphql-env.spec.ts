import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's GraphQL types come from the API's committed schema: `graphql-env.d.ts` is generated
 * from apps/api/schema.gql by gql.tada (`npm run graphql-types -w @cronica/web`, which the web's
 * build runs first). This fails when the committed file is stale.
 */
const web = join(import.meta.dirname, '..', '..');

describe('graphql-env.d.ts', () => {
  it('is what gql.tada generates from the committed schema.gql', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cronica-gql-'));
    try {
      const fresh = join(dir, 'graphql-env.d.ts');
      execFileSync(
        process.execPath,
        [join(web, '..', '..', 'node_modules', 'gql.tada', 'bin', 'cli.js'), 'generate', 'output', '--output', fresh],
        {
          cwd: web,
          stdio: 'pipe',
          timeout: 60_000,
        },
      );
      const committed = readFileSync(join(web, 'src', 'graphql', 'graphql-env.d.ts'), 'utf8');
      expect(committed, 'apps/web/src/graphql/graphql-env.d.ts is stale: npm run graphql-types -w @cronica/web').toBe(
        readFileSync(fresh, 'utf8'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
