/**
 * One part of each board folder (its game's definition, its catalogue), fetched when a page first
 * asks for a game's: the browser loads that game's code and no other's. The same promise each
 * time, so a client component can wait for it with React's `use`; a failed fetch (a phone losing
 * its connection) is tried again when asked next.
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
    const promise = fetchPart().then((fetched) => {
      const value = read(game, fetched);
      loaded.set(game, value);
      return value;
    });
    loading.set(game, promise);
    promise.catch(() => loading.delete(game));
    return promise;
  }
  return { games: () => [...fetchers.keys()], load, loaded: (game) => loaded.get(game) };
}
