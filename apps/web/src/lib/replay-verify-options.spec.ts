import { describe, expect, it } from 'vitest';
import { judgesOf, replayVerifyOptions } from './replay-verify-options';

describe("the replay page's verifier options", () => {
  it("lists the tournament's organizer and judges, so the judging check is made instead of left not checkable", () => {
    const judges = judgesOf({ organizer: { id: 'org' }, judges: [{ id: 'juez' }, { id: 'jefa' }, { id: 'org' }] });
    expect(judges).toEqual(['org', 'juez', 'jefa']);
    expect(replayVerifyOptions({}, ['key'], judges)).toEqual({
      games: {},
      publicKeys: ['key'],
      judges: ['org', 'juez', 'jefa'],
    });
  });

  it('gives no list for a match outside a tournament, and no keys when none were published', () => {
    expect(judgesOf(null)).toBeUndefined();
    expect(replayVerifyOptions({}, [], undefined)).toEqual({ games: {} });
  });
});
