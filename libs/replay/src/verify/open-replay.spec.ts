import { describe, expect, it } from 'vitest';
import { simulated } from '../testing/fixtures.js';
import { openReplay } from './open-replay.js';

describe('openReplay: a file opened for a viewer that steps through the match', () => {
  const writer = simulated('open-replay');

  it('puts back every secret a file reveals: a public file once the tournament has ended has none closed', () => {
    const opened = openReplay(writer.export({ kind: 'public' }, 'tournament-ended'))!;
    expect(opened.closedSecrets).toBe(false);
    expect(opened.view).toEqual({ kind: 'public' });
    expect(JSON.stringify(opened.events)).not.toContain('$secret');
    expect(opened.events.length).toBeGreaterThan(0);
  });

  it('says when a file keeps secrets closed (the public file before the tournament ends)', () => {
    const opened = openReplay(writer.export({ kind: 'public' }, 'match-ended'))!;
    expect(opened.closedSecrets).toBe(true);
    expect(JSON.stringify(opened.events)).toContain('$secret');
  });

  it('gives nothing for a file that is not a replay', () => {
    expect(openReplay('{"kind":"nothing"}\n')).toBeUndefined();
    expect(openReplay('')).toBeUndefined();
  });
});
