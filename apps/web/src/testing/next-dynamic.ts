import { createElement, type ComponentType } from 'react';
import { beforeAll } from 'vitest';

// `next/dynamic` for the web's unit tests, which render with `renderToStaticMarkup` (no Suspense):
// each component's module starts loading when `dynamic` is called, as the modules that declare them
// are imported, and every test file waits for all of them first (`beforeAll` below), so a spec draws
// the real board, never an empty placeholder that any assertion about absent text would pass on.

type Loaded<P> = ComponentType<P> | { readonly default: ComponentType<P> };

const loading: Array<Promise<unknown>> = [];

export default function dynamic<P extends object>(load: () => Promise<Loaded<P>>): ComponentType<P> {
  let component: ComponentType<P> | null = null;
  loading.push(
    load().then((loaded) => {
      component = 'default' in loaded ? loaded.default : loaded;
    }),
  );
  function DynamicForTests(props: P) {
    if (component === null) throw new Error('A dynamic component was drawn before its module loaded.');
    return createElement(component, props);
  }
  return DynamicForTests;
}

beforeAll(async () => {
  await Promise.all(loading);
});
