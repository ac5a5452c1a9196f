import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { STAFF_MUTATIONS } from '@cronica/tournament';
import { describe, expect, it } from 'vitest';
import { startTestApi } from './testing/harness.js';

/**
 * apps/api/schema.gql is the committed, code-first schema. This fails when it is
 * stale; `npm run schema -w @cronica/api` regenerates it.
 */
const SCHEMA_FILE = join(import.meta.dirname, '..', 'schema.gql');
const HEADER = '# Generated from the code-first resolvers: npm run schema -w @cronica/api. Do not edit.\n\n';

describe('schema.gql', () => {
  it('matches the schema the resolvers generate', async () => {
    const api = await startTestApi();
    try {
      const sdl = HEADER + printSchema(lexicographicSortSchema(api.app.get(GraphQLSchemaHost).schema)) + '\n';
      if (process.env.UPDATE_SCHEMA === '1') writeFileSync(SCHEMA_FILE, sdl);
      expect(existsSync(SCHEMA_FILE), 'apps/api/schema.gql is missing: npm run schema -w @cronica/api').toBe(true);
      expect(readFileSync(SCHEMA_FILE, 'utf8'), 'apps/api/schema.gql is stale: npm run schema -w @cronica/api').toBe(
        sdl,
      );
    } finally {
      await api.stop();
    }
  });

  it('has a mutation for every staff action the tournament library lists, under the name staffActions answers', () => {
    const mutations = buildSchema(readFileSync(SCHEMA_FILE, 'utf8')).getMutationType()!.getFields();
    expect(STAFF_MUTATIONS.filter((name) => !(name in mutations))).toEqual([]);
  });
});
