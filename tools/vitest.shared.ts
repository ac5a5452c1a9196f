// Shared Vitest settings: every project resolves workspace libs to their TypeScript
// sources through the "@cronica/source" export condition, so tests never need a build.
import { defaultServerConditions, type UserConfig } from 'vite';

export const sourceConditions = ['@cronica/source', ...defaultServerConditions];

export function projectConfig(name: string, extra: UserConfig = {}): UserConfig {
  return {
    ...extra,
    resolve: { conditions: sourceConditions, ...extra.resolve },
    ssr: { resolve: { conditions: sourceConditions, externalConditions: ['@cronica/source'] } },
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.spec.ts'],
      testTimeout: 20_000,
      // Test files of a worker share its module cache: each file imported the whole library graph
      // again otherwise (a third of the suite's time). A project whose tests mock modules sets it back.
      isolate: false,
      ...(extra as { test?: object }).test,
    },
  } as UserConfig;
}
