import { describe, expect, it } from 'vitest';
import { deckListHash } from '@cronica/rules-kernel';
import { canonical, sha256Hex } from './bytes.js';
import { REPLAY_VERSION } from './format.js';
import { diceRace } from '@cronica/dice-race';
import { diceRaceSetup } from './testing/dice-race.js';
import { headerRecord } from './records.js';
import { secretCommitment } from './secrets.js';
import { failedChecks, signer, simulated, verifyWithFixtureKey } from './testing/fixtures.js';
import { parse, recommit, rehash, serialize, type Line } from './testing/tamper.js';
import { allViews, simulationSeeds } from './record-match.js';
import { viewName } from './policy.js';

// Seats carry deck-list hashes, and a closed deck list is a secret
// (a deck order would expose it). The header commits to
// each hash with a salt only judges receive.
const deckHashes = diceRaceSetup(40, 12).lists.map((list) => deckListHash(list));
const writer = simulated('decks', { target: 20 });
const judgeFile = writer.export({ kind: 'judge' }, 'tournament-ended');

type Marker = { $secret: { commit: string; visibleTo: number[] } };
const seatsOf = (header: Line) => header.seats as { seat: number; player: string; deckHash: Marker | null }[];

/** The header with seat 0's deck commitment replaced by `commit`. */
function withDeckCommit(header: Line, commit: string): Line {
  const seats = seatsOf(header).map((seat, index) =>
    index === 0 ? { ...seat, deckHash: { $secret: { ...seat.deckHash!.$secret, commit } } } : seat,
  );
  return { ...header, seats };
}

describe('deck-list hashes in the replay header', () => {
  it('never shows a deck-list hash, nor its salt, in a public or seat file before the tournament ends', () => {
    for (const view of allViews(2).filter((v) => v.kind !== 'judge')) {
      const text = writer.export(view, 'match-ended');
      for (const hash of deckHashes) expect(text, viewName(view)).not.toContain(hash);
      const header = parse(text)[0]!;
      expect(header.reveals).toBeUndefined();
      expect(seatsOf(header).every((seat) => /^[0-9a-f]{64}$/.test(seat.deckHash!.$secret.commit))).toBe(true);
    }
  });

  it('opens the deck lists and their hashes to everyone once the tournament has ended, and checks them against the setup', () => {
    for (const view of allViews(2)) {
      const report = verifyWithFixtureKey(writer.export(view, 'tournament-ended'));
      expect(report.fullyVerified).toBe(true);
      expect(report.seats.map((seat) => seat.deckHash)).toEqual(deckHashes);
    }
  });

  it('refuses a setup whose deck list is not the one the header committed (rules)', () => {
    const lines = parse(judgeFile);
    const header = lines[0]!;
    const reveals = header.reveals as { path: (string | number)[]; value: unknown; salt: string }[];
    const setupReveal = reveals.find((r) => r.path.length === 1 && r.path[0] === 'setup')!;
    const setup = setupReveal.value as { lists: { sections: { cards: { card: string; count: number }[] } }[] };
    const swapped = structuredClone(setup);
    swapped.lists[0]!.sections.cards[0]!.count += 1;
    const forged = rehash([recommit(header, ['setup'], swapped), ...lines.slice(1)]);
    const report = verifyWithFixtureKey(serialize(forged));
    expect(report.verified).toBe(false);
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'rules', code: 'replay.deck-hash-mismatch', seq: 0 }),
    );
  });

  it('lets a guess of the deck list be confirmed by nobody without the salt: the commitment is not the plain hash', () => {
    const header = parse(writer.export({ kind: 'public' }, 'tournament-ended'))[0]!;
    const commit = seatsOf(header)[0]!.deckHash!.$secret.commit;
    expect(commit).not.toBe(deckHashes[0]);
    expect(commit).not.toBe(sha256Hex(deckHashes[0]!));
    expect(commit).not.toBe(secretCommitment('00'.repeat(32), deckHashes[0]));
  });

  it('gives two matches with the same deck list unrelated commitments', () => {
    const other = parse(simulated('decks-again', { target: 20 }).export({ kind: 'public' }, 'match-ended'))[0]!;
    const commits = [seatsOf(parse(judgeFile)[0]!)[0]!, seatsOf(other)[0]!].map(
      (seat) => seat.deckHash!.$secret.commit,
    );
    expect(commits[0]).not.toBe(commits[1]);
  });

  it('opens each deck-list hash in the judge file, checked against its commitment, and reports it', () => {
    const report = verifyWithFixtureKey(judgeFile);
    expect(report.fullyVerified).toBe(true);
    expect(report.seats).toEqual([
      { seat: 0, player: 'player-0', deckHash: deckHashes[0], deckHashWithheld: false },
      { seat: 1, player: 'player-1', deckHash: deckHashes[1], deckHashWithheld: false },
    ]);
  });

  it('reports the deck-list hashes as withheld in the public and seat files, which still verify', () => {
    for (const view of allViews(2).filter((v) => v.kind !== 'judge')) {
      const report = verifyWithFixtureKey(writer.export(view, 'match-ended'));
      expect(report.verified).toBe(true);
      expect(report.seats.map((seat) => [seat.deckHash, seat.deckHashWithheld])).toEqual([
        [null, true],
        [null, true],
      ]);
    }
  });

  it('keeps one chain and one signature across views: the commitment is hashed, the reveal is not', () => {
    const views = allViews(2).map((view) => parse(writer.export(view, 'match-ended')));
    expect(new Set(views.map((lines) => lines[0]!.hash)).size).toBe(1);
    expect(new Set(views.map((lines) => lines.at(-1)!.signature)).size).toBe(1);
  });

  it('refuses a deck commitment edited in a judge file without re-hashing (chain)', () => {
    const [header, ...rest] = parse(judgeFile);
    const report = verifyWithFixtureKey(serialize([withDeckCommit(header!, 'ab'.repeat(32)), ...rest]));
    expect(report.verified).toBe(false);
    expect(failedChecks(report)).toContain('chain');
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'chain', code: 'replay.hash-mismatch', seq: 0 }),
    );
  });

  it('refuses a deck commitment edited in a judge file with the whole chain re-hashed (chain, signature)', () => {
    const [header, ...rest] = parse(judgeFile);
    const report = verifyWithFixtureKey(serialize(rehash([withDeckCommit(header!, 'ab'.repeat(32)), ...rest])));
    expect(report.verified).toBe(false);
    expect(failedChecks(report)).toEqual(expect.arrayContaining(['chain', 'signature']));
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'chain', code: 'replay.secret-mismatch', seq: 0 }),
    );
  });

  it('refuses a swapped deck-list hash whose commitment was redone to match (signature)', () => {
    const [header, ...rest] = parse(judgeFile);
    const reveal = (header!.reveals as { path: unknown[]; salt: string }[]).find(
      (r) => canonical(r.path) === canonical(['seats', 0, 'deckHash']),
    )!;
    const forged = {
      ...withDeckCommit(header!, secretCommitment(reveal.salt, 'cd'.repeat(32))),
      reveals: (header!.reveals as { path: unknown[] }[]).map((r) =>
        r === reveal ? { ...reveal, value: 'cd'.repeat(32) } : r,
      ),
    };
    const report = verifyWithFixtureKey(serialize(rehash([forged, ...rest])));
    expect(report.verified).toBe(false);
    expect(failedChecks(report)).toContain('signature');
    expect(report.errors).toContainEqual(expect.objectContaining({ check: 'signature', code: 'replay.head-mismatch' }));
  });

  it('refuses a header that shows a deck-list hash in clear (chain)', () => {
    const [header, ...rest] = parse(judgeFile);
    const plain = {
      ...header!,
      seats: seatsOf(header!).map((seat) => ({ ...seat, deckHash: deckHashes[seat.seat] })),
      reveals: (header!.reveals as { path: unknown[] }[]).filter((r) => r.path[0] === 'setup'),
    };
    const report = verifyWithFixtureKey(serialize(rehash([plain, ...rest])));
    expect(report.verified).toBe(false);
    expect(report.errors).toContainEqual(expect.objectContaining({ check: 'chain', code: 'replay.line-malformed' }));
  });

  it('names an older format version as such instead of reading it', () => {
    const [header, ...rest] = parse(judgeFile);
    const report = verifyWithFixtureKey(serialize([{ ...header!, version: REPLAY_VERSION - 1 }, ...rest]));
    expect(report.verified).toBe(false);
    expect(report.errors).toEqual([
      expect.objectContaining({ check: 'chain', code: 'replay.unsupported-version', seq: 0 }),
    ]);
    expect(report.errors[0]!.message.en).toContain(`version ${REPLAY_VERSION}`);
  });

  it('refuses to write a deck-list hash that is not a SHA-256 in hex', () => {
    const { master } = simulationSeeds('bad-hash', 'm', 2);
    const game = {
      id: diceRace.id,
      version: diceRace.version,
      library: '@cronica/replay',
      libraryVersion: diceRace.version,
    };
    const input = {
      match: { id: 'm', tournament: null, round: null, table: null },
      game,
      setup: diceRaceSetup(10, 5),
      checkpointEvery: 10,
    };
    expect(() =>
      headerRecord({ ...input, seats: [{ seat: 0, player: 'a', deckHash: 'not-a-hash' }] }, master, signer),
    ).toThrow(/deckHash of seat 0/);
    const record = headerRecord({ ...input, seats: [{ seat: 0, player: 'a', deckHash: null }] }, master, signer);
    expect(record.line.kind === 'header' && record.line.seats[0]!.deckHash).toBeNull();
  });
});
