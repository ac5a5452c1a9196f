import { describe, expect, it } from 'vitest';
import { GameDownloadFailed, onDemandByGame, retryFailedDownloads } from './on-demand';

/** Two folders' fetchers, their fetches counted; `failFirst` makes the first fetch of `b` fail. */
function folders(failFirst = false) {
  const fetched: string[] = [];
  let failed = false;
  const files = new Map([
    ['a', async () => (fetched.push('a'), { value: 'A' })],
    [
      'b',
      async () => {
        fetched.push('b');
        if (failFirst && !failed) throw ((failed = true), new Error('offline'));
        return { value: 'B' };
      },
    ],
  ]);
  return { fetched, files };
}

describe('board-folder files fetched on demand', () => {
  it('fetches only the game asked for, once, and has it at hand afterwards', async () => {
    const { fetched, files } = folders();
    const byGame = onDemandByGame(files, (_game, file: { value: string }) => file.value);
    expect(byGame.games()).toEqual(['a', 'b']);
    expect(byGame.loaded('a')).toBeUndefined();
    expect(await byGame.load('a')).toBe('A');
    expect(await byGame.load('a')).toBe('A');
    expect(byGame.loaded('a')).toBe('A');
    expect(fetched).toEqual(['a']);
    expect(await byGame.load('z')).toBeUndefined();
  });

  it('keeps a failed fetch failed until the person retries, then fetches it again', async () => {
    const { fetched, files } = folders(true);
    const byGame = onDemandByGame(files, (_game, file: { value: string }) => file.value);
    const failure = await byGame.load('b').catch((error: unknown) => error);
    // Said as a download that failed (the page offers to fetch it again), with the browser's reason.
    expect(failure).toBeInstanceOf(GameDownloadFailed);
    expect((failure as GameDownloadFailed).game).toBe('b');
    expect((failure as Error).cause).toEqual(new Error('offline'));
    expect(byGame.loaded('b')).toBeUndefined();
    // Asked again before the person retries: the same failure (a waiting component sees it).
    await expect(byGame.load('b')).rejects.toBeInstanceOf(GameDownloadFailed);
    retryFailedDownloads();
    expect(await byGame.load('b')).toBe('B');
    expect(fetched).toEqual(['b', 'b']);
  });

  it('fails a folder whose file is not what it should be instead of skipping the game', async () => {
    const byGame = onDemandByGame(new Map([['c', async () => ({})]]), (game) => {
      throw new Error(`boards/${game}/load.ts loads another game`);
    });
    const fault = await byGame.load('c').catch((error: unknown) => error);
    expect(fault).toEqual(new Error('boards/c/load.ts loads another game'));
    // A fault, not a connection to try again.
    expect(fault).not.toBeInstanceOf(GameDownloadFailed);
  });
});
