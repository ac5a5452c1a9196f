import { createElement, lazy, type ComponentType } from 'react';

/**
 * One part of each board folder (its game's definition, its catalogue), fetched when a page first
 * asks for a game's: the browser loads that game's code and no other's. The same promise each
 * time, so a client component can wait for it with React's `use`; a failed fetch (a phone losing
 * its connection) stays failed, as `GameDownloadFailed`, until `retryFailedDownloads`.
 */
export interface OnDemandByGame<T> {
  /** The games whose folder has the part (nothing is fetched to say so). */
  games(): readonly string[];
  /** The game's value, fetched once; undefined for a game whose folder lacks the part. */
  load(game: string): Promise<T | undefined>;
  /** The game's value if already fetched; undefined otherwise, without fetching. */
  loaded(game: string): T | undefined;
}

/**
 * A game's code that did not arrive (the download failed: a phone losing its connection), as
 * against a fault in it. `part` says which: a game id, or a part of a board folder.
 */
export class GameDownloadFailed extends Error {
  constructor(
    readonly part: string,
    cause: unknown,
  ) {
    super(`the code of ${part} could not be downloaded`, { cause });
    this.name = 'GameDownloadFailed';
  }
}

/** How to forget each download that failed, so that it is fetched again when next asked. */
const failed = new Set<() => void>();

/** Every game download that failed is fetched again when next asked (a person pressing «Reintentar»). */
export function retryFailedDownloads(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/**
 * `fetchers` are the folders' functions that import the part, by game id; `read` checks what one
 * brought, and throws on a folder whose part is not what it should be (a build fault, not a game
 * to skip).
 */
export function onDemandByGame<Fetched, T>(
  fetchers: ReadonlyMap<string, () => Promise<Fetched>>,
  read: (game: string, fetched: Fetched) => T,
): OnDemandByGame<T> {
  const loading = new Map<string, Promise<T | undefined>>();
  const loaded = new Map<string, T>();
  function load(game: string): Promise<T | undefined> {
    const started = loading.get(game);
    if (started) return started;
    const fetchPart = fetchers.get(game);
    if (!fetchPart) return Promise.resolve(undefined);
    const downloaded = fetchPart().catch((cause: unknown) => {
      throw new GameDownloadFailed(game, cause);
    });
    const promise = downloaded.then((fetched) => {
      const value = read(game, fetched);
      loaded.set(game, value);
      return value;
    });
    loading.set(game, promise);
    // Kept failed until a person asks again (`retryFailedDownloads`): a component waiting with `use`
    // is drawn again when the promise settles, and a new fetch on every drawing would never let the
    // failure show.
    promise.catch(() => failed.add(() => loading.get(game) === promise && loading.delete(game)));
    return promise;
  }
  return { games: () => [...fetchers.keys()], load, loaded: (game) => loaded.get(game) };
}

/**
 * A board folder's component as its `next/dynamic` fetches it:
 * `dynamic(() => downloadedPart(() => import('./EcgBoard').then((folder) => folder.EcgBoard)))`, the
 * import written inside `dynamic`, where Next's compiler looks for it to preload the part. React keeps
 * a lazy component's failed load for good, so a failed download answers instead a stand-in that
 * throws `GameDownloadFailed` (said in place, with «Reintentar», by `WhileGameLoads`) and fetches the
 * part afresh after `retryFailedDownloads`.
 */
export function downloadedPart<P extends object>(
  fetchPart: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  return fetchPart().catch((cause: unknown) => fetchedAgainOnRetry(fetchPart, cause));
}

function fetchedAgainOnRetry<P extends object>(
  fetchPart: () => Promise<ComponentType<P>>,
  cause: unknown,
): ComponentType<P> {
  let Current: ComponentType<P>;
  const attempt = (fetchIt: () => Promise<ComponentType<P>>): ComponentType<P> =>
    lazy(() =>
      fetchIt().then(
        (Part) => ({ default: Part }),
        (reason: unknown) => {
          failed.add(() => (Current = attempt(fetchPart)));
          throw new GameDownloadFailed('a board folder', reason);
        },
      ),
    );
  Current = attempt(() => Promise.reject(cause));
  return function PartFetchedAgainOnRetry(props: P) {
    return createElement(Current, props);
  };
}
