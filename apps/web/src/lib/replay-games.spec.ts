import { describe, expect, it } from 'vitest';
import { bladesOfAsh } from '@cronica/blades-of-ash';
import { verifyReplay } from '@cronica/replay';
import { playedMatch } from './replay-fixture';
import { loadReplayGame, replayGameId, verifyWithItsGame } from './replay-games';

const file = playedMatch().export({ kind: 'public' }, 'tournament-ended');

describe('the rules library a replay page fetches', () => {
  it("reads the game from the file's header, and nothing from a file without one", () => {
    expect(replayGameId(file)).toBe('blades-of-ash');
    expect(replayGameId('not a replay')).toBeNull();
    expect(replayGameId('null\n')).toBeNull();
    expect(replayGameId('{"kind":"header","game":{"id":7}}')).toBeNull();
    expect(replayGameId('')).toBeNull();
  });

  it("gives the verifier the file's own game only, with which the file verifies in full, and the game's name", async () => {
    const { games, name } = await loadReplayGame(file);
    expect(name?.es).toBe('Espadas de Ceniza');
    expect(Object.keys(games)).toEqual(['blades-of-ash']);
    expect(games['blades-of-ash']?.version).toBe(bladesOfAsh.version);
    expect(verifyReplay(file, { games }).checks.rules.status).not.toBe('unverifiable');
  });

  it('gives none for a game the platform does not know, so its rules are reported unverifiable', async () => {
    const other = file.replace('"id":"blades-of-ash"', '"id":"chess"');
    expect(replayGameId(other)).toBe('chess');
    expect(await loadReplayGame(other)).toEqual({ games: {}, name: null });
    expect(await loadReplayGame('not a replay')).toEqual({ games: {}, name: null });
  });

  it("verifies a file with its own game's rules and names the game", async () => {
    const outcome = await verifyWithItsGame(file, Promise.resolve([]), undefined);
    expect(outcome.kind === 'checked' && outcome.report.verified).toBe(true);
    expect(outcome.kind === 'checked' && outcome.gameName?.en).toBe('Blades of Ash');
  });

  it('says the rules could not be fetched, rather than calling the game unknown, when the download fails', async () => {
    const offline = () => Promise.reject(new Error('ChunkLoadError'));
    expect(await verifyWithItsGame(file, Promise.resolve([]), undefined, offline)).toEqual({
      kind: 'game-unavailable',
    });
  });
});
