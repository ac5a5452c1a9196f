import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

/**
 * GraphQL documents typed from the API's committed schema (apps/api/schema.gql): `graphql-env.d.ts`
 * is generated from it (`npm run graphql-types -w @cronica/web`, run by the web's build), and every
 * document's result and variables types follow from it. A change of the schema that breaks a
 * document fails the typecheck; a stale generated file fails its own test.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: { ID: string; JSON: unknown };
}>();

export { readFragment } from 'gql.tada';
export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
