import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games, RFC8032_PUBLIC, simulated, verifyWithFixtureKey } from '../testing/fixtures.js';
import { parse } from '../testing/tamper.js';
import { allViews } from '../record-match.js';
import { viewName } from '../policy.js';
import { checksThatApply, verifyReplay } from './verify-replay.js';

const hashedChain = (text: string) =>
  parse(text)
    .filter((line) => line.kind !== 'seal' && line.kind !== 'header')
    .map((line) => line.hash ?? line.signature);

// The verifier: every check, on good files and on tampered ones.
describe('verifyReplay on simulated matches', () => {
  it('verifies every view of any match, the judge view in full, all views sharing one chain and signature', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 5, max: 40 }), (seed, target) => {
        const writer = simulated(seed, { target, checkpointEvery: 7 });
        const files = allViews(2).map((view) => writer.export(view, 'match-ended'));
        const reports = files.map(verifyWithFixtureKey);
        expect(reports.map((report) => report.errors)).toEqual(files.map(() => []));
        expect(reports.every((report) => report.verified && report.complete)).toBe(true);
        expect(reports[0]!.fullyVerified).toBe(true);
        expect(new Set(files.map(hashedChain).map((chain) => chain.join()))).toHaveProperty('size', 1);
        expect(new Set(files.map((file) => parse(file).at(-1)!.signature))).toHaveProperty('size', 1);
      }),
      { numRuns: 25 },
    );
  });

  it('gives a seat its own hidden cards and decisions, and never the rival’s, any deck order or the master seed', () => {
    const writer = simulated('views');
    for (const seat of [0, 1]) {
      const lines = parse(writer.export({ kind: 'seat', seat }, 'match-ended'));
      for (const line of lines.filter((l) => l.kind === 'event' && Array.isArray(l.reveals))) {
        for (const reveal of line.reveals as { path: (string | number)[] }[]) {
          let marker: unknown = line;
          for (const key of reveal.path) marker = (marker as Record<string | number, unknown>)[key];
          expect((marker as { $secret: { visibleTo: number[] } }).$secret.visibleTo).toEqual([seat]);
        }
      }
      expect(lines.at(-1)!.reveal).toEqual({ subSeeds: { dice: expect.stringMatching(/^[0-9a-f]{64}$/) } });
      expect(lines[0]!.reveals).toBeUndefined();
    }
  });

  it('reveals to the public only what the policy allows, and everything once the tournament has ended: every check passes', () => {
    const writer = simulated('public');
    const during = parse(writer.export({ kind: 'public' }, 'match-ended'));
    expect(during.some((line) => line.reveals !== undefined)).toBe(false);
    expect(during.at(-1)!.reveal).toEqual({});
    const duringReport = verifyWithFixtureKey(writer.export({ kind: 'public' }, 'match-ended'));
    expect(duringReport.checks.rules.status).toBe('unverifiable');
    expect(duringReport.availability).toEqual({ withheld: ['seed', 'rules', 'result'], until: 'tournament-end' });
    for (const view of allViews(2)) {
      const after = verifyWithFixtureKey(writer.export(view, 'tournament-ended'));
      expect(after.errors).toEqual([]);
      expect(after.fullyVerified).toBe(true);
      expect(after.checks.seed.families).toEqual({
        'deck:seat0': 'verified',
        'deck:seat1': 'verified',
        dice: 'verified',
      });
      expect(after.availability).toEqual({ withheld: [], until: null });
    }
  });

  it('reports withheld outcomes as not verifiable in this view, not as failures', () => {
    const report = verifyWithFixtureKey(simulated('withheld').export({ kind: 'seat', seat: 1 }, 'match-ended'));
    expect(report.checks.seed).toMatchObject({
      status: 'partial',
      families: { dice: 'verified', 'deck:seat0': 'withheld', 'deck:seat1': 'withheld' },
    });
    expect(report.checks.seed.notes[0]).toMatchObject({ code: 'replay.seed-withheld' });
    expect(report.fullyVerified).toBe(false);
  });

  it('keeps an abandoned match verifiable up to its last checkpoint, but never verified', () => {
    const writer = simulated('abandoned', { target: 200, checkpointEvery: 5, abandonAfter: 12 });
    const text = writer.export({ kind: 'judge' }, 'match-ended');
    const report = verifyWithFixtureKey(text);
    const checkpoints = parse(text).filter((line) => line.kind === 'checkpoint');
    expect(checkpoints.length).toBeGreaterThan(0);
    expect(report).toMatchObject({
      verified: false,
      complete: false,
      verifiedUpTo: (checkpoints.at(-1)!.signed as { seq: number }).seq,
    });
    expect(report.checks.chain.status).toBe('passed');
    expect(report.errors.map((error) => error.code)).toEqual(['replay.incomplete']);
    expect(
      parse(text).some(
        (line) =>
          line.reveals !== undefined && line.kind === 'event' && JSON.stringify(line.reveals).includes('permutation'),
      ),
    ).toBe(false);
  });

  it('verifies a match the server closed before it had a result (abandoned), with a null result', () => {
    const writer = simulated('closed-early', { target: 200, abandonAfter: 5 });
    writer.seal();
    const report = verifyWithFixtureKey(writer.export({ kind: 'judge' }, 'match-ended'));
    expect(report).toMatchObject({ verified: true, complete: true, result: null, errors: [] });
    expect(report.checks.result.status).toBe('passed');
  });

  it('uses the header key when none is pinned, and says so', () => {
    const report = verifyReplay(simulated('unpinned').export({ kind: 'judge' }, 'match-ended'), { games });
    expect(report.verified).toBe(true);
    expect(report.keyPinned).toBe(false);
    expect(report.checks.signature.notes).toEqual([expect.objectContaining({ code: 'replay.key-unpinned' })]);
  });

  it('says the rules could not be checked when the rules library is unknown', () => {
    const report = verifyReplay(simulated('no-rules').export({ kind: 'judge' }, 'match-ended'), {
      games: {},
      publicKeys: [RFC8032_PUBLIC],
    });
    expect(report.checks.rules).toMatchObject({
      status: 'unverifiable',
      notes: [expect.objectContaining({ code: 'replay.rules-unknown-game' })],
    });
    expect(report.checks.result.status).toBe('unverifiable');
  });

  it('never throws on garbage: it is unreadable, not verified', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const report = verifyReplay(text, { games });
        expect(report.verified).toBe(false);
      }),
      { numRuns: 200 },
    );
    const report = verifyReplay('', { games });
    expect(report.checks.chain.status).toBe('failed');
    expect(report.errors[0]).toMatchObject({
      code: 'replay.empty',
      message: { es: expect.any(String), en: expect.any(String) },
    });
  });

  it('reads a copy whose line endings became CRLF exactly like the original', () => {
    const text = simulated('crlf').export({ kind: 'judge' }, 'match-ended');
    expect(verifyWithFixtureKey(text.replace(/\n/g, '\r\n'))).toEqual(verifyWithFixtureKey(text));
  });

  it('names each view in its header', () => {
    const writer = simulated('names');
    for (const view of allViews(2))
      expect(verifyWithFixtureKey(writer.export(view, 'match-ended')).view).toBe(viewName(view));
  });

  it('lists the tournament judges check only for a tournament’s match: a practice or friendly match has no judges', () => {
    const friendly = verifyWithFixtureKey(
      simulated('friendly', { tournament: null }).export(allViews(2)[0]!, 'match-ended'),
    );
    expect(friendly.errors).toEqual([]);
    expect(checksThatApply(friendly)).toEqual(['chain', 'signature', 'seed', 'rules', 'result']);
    const tournament = verifyWithFixtureKey(simulated('tournament').export(allViews(2)[0]!, 'match-ended'));
    expect(checksThatApply(tournament)).toContain('judging');
  });
});
