import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedChecks, games, simulated, verifyWithFixtureKey } from '../testing/fixtures.js';
import { canonical } from '../bytes.js';
import { eventsOf, parse, recommit, rehash, serialize, type Line } from '../testing/tamper.js';
import { CHECK_NAMES } from './report.js';
import { verifyReplay, type VerifyReport } from './verify-replay.js';

// Every tampering is refused, each with the right failed check.
const judgeFile = simulated('tamper', { target: 30 }).export({ kind: 'judge' }, 'match-ended');
const codes = (report: VerifyReport) => [...new Set(report.errors.map((error) => error.code))].sort();
const replaceLine = (lines: Line[], target: Line, replacement: Line) =>
  lines.map((line) => (line === target ? replacement : line));

describe('tampered replays', () => {
  it('accepts the untouched judge file with every check passed', () => {
    const report = verifyWithFixtureKey(judgeFile);
    expect(report.errors).toEqual([]);
    expect(report.verified).toBe(true);
    // Every check the report names, in its order, passed.
    expect(Object.values(report.checks).map((check) => check.status)).toEqual(CHECK_NAMES.map(() => 'passed'));
  });

  it('refuses an edit made without re-hashing (chain)', () => {
    const lines = parse(judgeFile);
    const roll = eventsOf(lines, 'DieRolled')[0]!;
    const edited = replaceLine(lines, roll, { ...roll, data: { ...(roll.data as object), value: 6 } });
    const report = verifyWithFixtureKey(serialize(edited));
    expect(report.verified).toBe(false);
    expect(failedChecks(report)).toContain('chain');
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'chain', code: 'replay.hash-mismatch', seq: roll.seq }),
    );
  });

  it('refuses a die changed with the chain re-hashed (seed, signature)', () => {
    const lines = parse(judgeFile);
    const roll = eventsOf(lines, 'DieRolled')[0]!;
    const [draw] = roll.random as { value: number }[];
    const forged = (draw!.value + 1) % 6;
    const edited = {
      ...roll,
      data: { ...(roll.data as object), value: forged + 1 },
      random: [{ ...draw, value: forged }],
    };
    const report = verifyWithFixtureKey(serialize(rehash(replaceLine(lines, roll, edited))));
    expect(report.verified).toBe(false);
    expect(failedChecks(report)).toEqual(expect.arrayContaining(['seed', 'signature']));
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'seed', code: 'replay.outcome-mismatch', seq: roll.seq }),
    );
    expect(failedChecks(report)).not.toContain('chain');
  });

  it('refuses a drawn card changed, with its commitment and the chain redone (rules, signature)', () => {
    const lines = parse(judgeFile);
    const drawn = eventsOf(lines, 'CardDrawn')[0]!;
    const card = (drawn.reveals as { value: number }[])[0]!.value;
    const report = verifyWithFixtureKey(
      serialize(rehash(replaceLine(lines, drawn, recommit(drawn, ['data', 'card'], card === 9 ? 1 : card + 1)))),
    );
    expect(report.verified).toBe(false);
    expect(failedChecks(report)).toEqual(expect.arrayContaining(['rules', 'signature']));
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'rules', code: 'replay.events-differ', seq: drawn.seq }),
    );
  });

  it("refuses a player's decision passed off as the platform's, re-hashed (rules: only a game's system commands come from the platform)", () => {
    const lines = parse(judgeFile);
    const decided = lines.find(
      (line) => line.kind === 'event' && line.decision !== undefined && (line.seq as number) > 3,
    )!;
    const command = (decided.reveals as { path: unknown[]; value: { type: string; data: object } }[]).find(
      (r) => r.path[0] === 'decision',
    )!.value;
    const platform = recommit({ ...decided, actor: -1 }, ['decision'], {
      ...command,
      data: { ...command.data, seat: -1 },
    });
    // Every line of that decision is attributed to the platform, so only the platform rule can refuse it.
    const start = lines.indexOf(decided);
    const next = lines.findIndex((line, i) => i > start && line.kind === 'event' && line.decision !== undefined);
    const edited = lines.map((line, i) =>
      i === start ? platform : i > start && i < next && line.kind === 'event' ? { ...line, actor: -1 } : line,
    );
    const report = verifyWithFixtureKey(serialize(rehash(edited)));
    expect(report.verified).toBe(false);
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'rules', code: 'replay.wrong-actor', seq: decided.seq }),
    );
  });

  it('refuses a reshuffled deck order, re-committed and re-hashed (seed, signature)', () => {
    const lines = parse(judgeFile);
    const shuffle = eventsOf(lines, 'DecksShuffled')[0]!;
    const permutation = (shuffle.reveals as { path: unknown[]; value: number[] }[]).find(
      (r) => r.path[0] === 'random',
    )!.value;
    const swapped = [permutation[1]!, permutation[0]!, ...permutation.slice(2)];
    const report = verifyWithFixtureKey(
      serialize(rehash(replaceLine(lines, shuffle, recommit(shuffle, ['random', 0, 'permutation'], swapped)))),
    );
    expect(failedChecks(report)).toEqual(expect.arrayContaining(['seed', 'signature']));
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'seed', code: 'replay.outcome-mismatch', seq: shuffle.seq }),
    );
  });

  it('refuses an event removed, with re-hashing (rules, signature)', () => {
    const lines = parse(judgeFile);
    const removed = eventsOf(lines, 'CardDrawn')[0] ?? eventsOf(lines, 'HandDrawn')[1]!;
    const report = verifyWithFixtureKey(serialize(rehash(lines.filter((line) => line !== removed))));
    expect(report.verified).toBe(false);
    expect(failedChecks(report)).toEqual(expect.arrayContaining(['rules', 'signature']));
  });

  it('refuses an event inserted, with re-hashing (rules, signature)', () => {
    const lines = parse(judgeFile);
    const roll = eventsOf(lines, 'DieRolled')[0]!;
    const { decision: _decision, reveals, ...extra } = roll;
    const withInsert = lines.flatMap((line) =>
      line === roll
        ? [line, { ...extra, reveals: (reveals as { path: unknown[] }[]).filter((r) => r.path[0] !== 'decision') }]
        : [line],
    );
    const report = verifyWithFixtureKey(serialize(rehash(withInsert)));
    expect(failedChecks(report)).toEqual(expect.arrayContaining(['rules', 'signature']));
  });

  it('refuses two decisions swapped, with re-hashing (rules, signature)', () => {
    const lines = parse(judgeFile);
    const decisions = lines.filter(
      (line) => line.kind === 'event' && line.decision !== undefined && line.type === 'DieRolled',
    );
    const [a, b] = [decisions[0]!, decisions[1]!];
    const swapped = lines.map((line) => (line === a ? b : line === b ? a : line));
    const report = verifyWithFixtureKey(serialize(rehash(swapped)));
    expect(report.verified).toBe(false);
    expect(failedChecks(report)).toEqual(expect.arrayContaining(['rules', 'signature']));
  });

  it('refuses a changed result (result, signature)', () => {
    const lines = parse(judgeFile);
    const seal = lines.at(-1)!;
    const signed = seal.signed as { result: { winner: number } };
    const forged = { ...seal, signed: { ...signed, result: { ...signed.result, winner: 1 - signed.result.winner } } };
    const report = verifyWithFixtureKey(serialize([...lines.slice(0, -1), forged]));
    expect(failedChecks(report)).toEqual(['result', 'signature']);
    expect(codes(report)).toEqual(['replay.result-mismatch', 'replay.signature-invalid']);
  });

  it('reports a stripped seal as incomplete, never verified', () => {
    const lines = parse(judgeFile);
    const report = verifyWithFixtureKey(serialize(lines.slice(0, -1)));
    expect(report.verified).toBe(false);
    expect(report.complete).toBe(false);
    expect(report.checks.signature.status).toBe('incomplete');
    expect(codes(report)).toEqual(['replay.incomplete']);
    const lastCheckpoint = lines.filter((line) => line.kind === 'checkpoint').at(-1)!.signed as { seq: number };
    expect(report.verifiedUpTo).toBe(lastCheckpoint.seq);
  });

  it('refuses a revealed secret that does not match its commitment (chain)', () => {
    const lines = parse(judgeFile);
    const hand = eventsOf(lines, 'HandDrawn')[0]!;
    const reveals = (hand.reveals as { value: number[] }[]).map((reveal) => ({ ...reveal, value: [9, 9] }));
    const report = verifyWithFixtureKey(serialize(replaceLine(lines, hand, { ...hand, reveals })));
    expect(failedChecks(report)).toContain('chain');
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'chain', code: 'replay.secret-mismatch', seq: hand.seq }),
    );
  });

  it('refuses a file signed by a key other than the pinned one (signature)', () => {
    const other = 'ab'.repeat(32);
    const report = verifyReplay(judgeFile, { games, publicKeys: [other] });
    expect(report.verified).toBe(false);
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'signature', code: 'replay.key-not-pinned' }),
    );
  });

  it('refuses a line that is not canonical JSON (chain)', () => {
    const [first, ...rest] = judgeFile.trimEnd().split('\n');
    const spaced = JSON.stringify(JSON.parse(first!), null, 1).replace(/\n/g, '');
    const report = verifyWithFixtureKey([spaced, ...rest].join('\n'));
    expect(report.verified).toBe(false);
    expect(codes(report)).toContain('replay.line-not-canonical');
  });

  it('refuses a field revealed twice in one line (chain)', () => {
    const lines = parse(judgeFile);
    const revealing = lines.find(
      (line) => Array.isArray(line.reveals) && line.reveals.length === 1 && line.kind === 'event',
    )!;
    const reveals = revealing.reveals as unknown[];
    const report = verifyWithFixtureKey(
      serialize(replaceLine(lines, revealing, { ...revealing, reveals: [...reveals, ...reveals] })),
    );
    expect(report.verified).toBe(false);
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'chain', code: 'replay.reveal-without-secret', seq: revealing.seq }),
    );
  });

  it('refuses a line with a number written long or members out of order, though it parses to the same line (chain)', () => {
    const rows = judgeFile.trimEnd().split('\n');
    const at = rows.findIndex((row) => row.includes('"kind":"event"'));
    const row = rows[at]!;
    for (const edited of [
      row.replace(/"seq":(\d+)/, '"seq":$1.0'),
      row.replace(/^\{("actor":\d+),(.*)\}$/, '{$2,$1}'),
    ]) {
      expect(edited).not.toBe(row);
      const report = verifyWithFixtureKey(rows.map((other, index) => (index === at ? edited : other)).join('\n'));
      expect(report.verified).toBe(false);
      expect(codes(report)).toContain('replay.line-not-canonical');
    }
  });

  it('refuses a line holding a lone surrogate, which has no canonical form (chain), without throwing', () => {
    const lines = parse(judgeFile);
    const roll = eventsOf(lines, 'DieRolled')[0]!;
    // JSON can carry the escape \ud800 (half a character); RFC 8785, section 3.2.2.2, gives it no form.
    const edited = lines.map((line) =>
      line === roll ? canonical(line).replace('"data":{', '"data":{"a":"\\ud800",') : canonical(line),
    );
    const report = verifyWithFixtureKey(`${edited.join('\n')}\n`);
    expect(report.verified).toBe(false);
    expect(codes(report)).toContain('replay.line-not-canonical');
  });

  it('refuses an edit that drives the rules into a setup they cannot play (found by the property below), without throwing', () => {
    // The `$secret` key of the hidden setup turned into `0secret`: the marker is no longer one, so
    // the verifier hands the rules a setup that is not one.
    const position = judgeFile.indexOf('"setup":{"$secret"') + '"setup":{"'.length;
    expect(judgeFile[position]).toBe('$');
    const edited = `${judgeFile.slice(0, position)}0${judgeFile.slice(position + 1)}`;
    const report = verifyWithFixtureKey(edited);
    expect(report.verified).toBe(false);
    expect(report.checks.chain.status).toBe('failed');
    expect(codes(report)).toContain('replay.rules-crashed');
  });

  it('refuses any single-character edit anywhere in the file, and never throws doing so', () => {
    fc.assert(
      fc.property(
        fc.nat(judgeFile.length - 2),
        fc.constantFrom('0', '1', 'a', 'f', '"', '}', ':', 'x'),
        (position, character) => {
          fc.pre(judgeFile[position] !== character && judgeFile[position] !== '\n');
          const edited = `${judgeFile.slice(0, position)}${character}${judgeFile.slice(position + 1)}`;
          const report = verifyWithFixtureKey(edited);
          expect(report.verified).toBe(false);
          expect(report.errors.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
