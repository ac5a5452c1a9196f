import { createElement, Suspense, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { downloadedPart, GameDownloadFailed, onDemandByGame, retryFailedDownloads } from './on-demand';

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
    expect((failure as GameDownloadFailed).part).toBe('b');
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

/** The markup React's server renderer makes of `element` once every part arrived, and the errors it met. */
async function prerendered(element: ReactElement): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(createElement(Suspense, { fallback: 'esperando' }, element), {
    onError: (error) => void errors.push(error),
  });
  return { html: await new Response(prelude).text(), errors };
}

describe("a board folder's part fetched by next/dynamic (downloadedPart)", () => {
  it('answers the part itself when its download succeeds', async () => {
    const Part = await downloadedPart(async () => () => createElement('b', null, 'tablero'));
    expect((await prerendered(createElement(Part))).html).toContain('<b>tablero</b>');
  });

  it('answers, for a failed download, a stand-in that fails as a download until the person retries, then fetches the part afresh', async () => {
    let online = false;
    let fetches = 0;
    const fetchPart = async () => {
      fetches += 1;
      if (!online) throw new Error('offline');
      return () => createElement('b', null, 'tablero');
    };
    // Not a rejection: React would keep a rejected load for good, and «Reintentar» could never fetch it.
    const Part = await downloadedPart(fetchPart);
    const offline = await prerendered(createElement(Part));
    expect(offline.errors).toEqual([expect.any(GameDownloadFailed)]);
    expect(offline.html).not.toContain('tablero');
    online = true;
    // Drawn again before the person retries: the same failure, nothing fetched.
    expect((await prerendered(createElement(Part))).errors).toEqual([expect.any(GameDownloadFailed)]);
    expect(fetches).toBe(1);
    retryFailedDownloads();
    expect((await prerendered(createElement(Part))).html).toContain('<b>tablero</b>');
    expect(fetches).toBe(2);
  });
});
