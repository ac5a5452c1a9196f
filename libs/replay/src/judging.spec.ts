import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceRace, type DiceRaceState } from '@cronica/dice-race';
import {
  deckListHash,
  isRuleViolation,
  matchClosure,
  type JudgeEvent,
  type MatchClosedEvent,
  type JudgeRuling,
  type Message,
  type RandomDraw,
} from '@cronica/rules-kernel';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8 } from './bytes.js';
import { judgedStateAt, judgedSteps } from './judging.js';
import { diceRaceSetup } from './testing/dice-race.js';
import { games, RFC8032_PUBLIC, signer } from './testing/fixtures.js';
import { parse, rehash, serialize } from './testing/tamper.js';
import { verifyReplay } from './verify/verify-replay.js';
import { ReplayWriter } from './writer.js';
import { simulationSeeds } from './record-match.js';

const TOURNAMENT = 'sim-tournament';
const JUDGES = ['juez'];

function newMatch(seed: string): ReplayWriter<DiceRaceState> {
  const matchId = `judged-${seed}`;
  const seeds = simulationSeeds(seed, matchId, 2);
  const setup = diceRaceSetup(30, 12);
  return new ReplayWriter<DiceRaceState>({
    module: diceRace,
    setup,
    match: { id: matchId, tournament: TOURNAMENT, round: 1, table: 1 },
    seats: setup.lists.map((list, seat) => ({ seat, player: `player-${seat}`, deckHash: deckListHash(list) })),
    library: { name: '@cronica/dice-race', version: diceRace.version },
    master: seeds.master,
    playerSeeds: seeds.playerSeeds,
    signer,
    checkpointEvery: 7,
  });
}

/** One bot decision (its choice among the legal commands follows from the seed); false once the game is over. */
function step(writer: ReplayWriter<DiceRaceState>, seed: string, index: number): boolean {
  if (writer.result() !== null) return false;
  const seat = writer.state.started ? writer.state.turn : 0;
  const legal = diceRace.legalCommands(writer.state, seat);
  writer.play(legal[sha256(utf8(`${seed}/${index}`))[0]! % legal.length] as Message);
  return true;
}

/** A new match with its first `moves` moves played (fewer when it ends before). */
function matchAfter(seed: string, moves: number): ReplayWriter<DiceRaceState> {
  const writer = newMatch(seed);
  for (let index = 0; index < moves && step(writer, seed, index); index += 1);
  return writer;
}

function playOn(writer: ReplayWriter<DiceRaceState>, seed: string, from: number): void {
  for (let index = from; step(writer, seed, index); index += 1);
}

const ruling = (judge = 'juez'): JudgeRuling => ({
  infraction: 'GPE-GRV',
  rule: 'Guía de sanciones de Crónica, 2.1',
  remedy: 'Vuelta atrás / back-up',
  judge,
});

const verifyJudge = (writer: ReplayWriter<DiceRaceState>, judges: readonly string[] | undefined = JUDGES) =>
  verifyReplay(writer.export({ kind: 'judge' }), {
    games,
    publicKeys: [RFC8032_PUBLIC],
    ...(judges ? { judges } : {}),
  });

/** The judge's copy fails verification with this one finding and no other. */
function expectOnlyFinding(writer: ReplayWriter<DiceRaceState>, check: string, code: string): void {
  expect(verifyJudge(writer)).toMatchObject({ verified: false, errors: [{ check, code }] });
}

const countersOf = (state: DiceRaceState) => state.counters;

/** Every draw recorded after chain line `seq`. */
function drawsAfter(writer: ReplayWriter<DiceRaceState>, seq: number): RandomDraw[] {
  return writer
    .storedRecords()
    .flatMap((record) =>
      record.line.kind === 'event' && record.line.seq > seq ? (record.line.random as RandomDraw[]) : [],
    );
}

describe('judge rulings in the match stream', () => {
  it('folds the stored records once into states that chain: each line starts from the one before, rulings included, and ends on the live state', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.nat(20), fc.nat(20), (seed, played, more) => {
        const writer = matchAfter(seed, played);
        fc.pre(writer.result() === null && writer.headSeq >= 2);
        writer.rule(writer.backUpEvent(1 + (played % (writer.headSeq - 1)), ruling()), TOURNAMENT);
        for (let index = 0; index < more && step(writer, `${seed}/on`, index); index += 1);
        const steps = [...judgedSteps(diceRace, writer.storedRecords())];
        expect(steps[0]!.before).toBe(steps[0]!.after);
        for (let k = 1; k < steps.length; k += 1) {
          expect(steps[k]!.seq).toBeGreaterThan(steps[k - 1]!.seq);
          expect(steps[k]!.before).toBe(steps[k - 1]!.after);
          expect(steps[k]!.after).toEqual(judgedStateAt(diceRace, writer.storedRecords(), steps[k]!.seq));
        }
        expect(steps.at(-1)!.after.game).toEqual(writer.state);
      }),
      { numRuns: 25 },
    );
  });

  it('backs up to a random earlier line: exactly that state, random streams continuing, and the finished match verifies', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.nat(20),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (seed, played, where) => {
          const writer = matchAfter(seed, played);
          fc.pre(writer.result() === null && writer.headSeq >= 2);
          const toSeq = 1 + Math.floor(where * (writer.headSeq - 1));
          const before = { ...countersOf(writer.state) };
          writer.rule(writer.backUpEvent(toSeq, ruling()), TOURNAMENT);
          expect(writer.state).toEqual(judgedStateAt(diceRace, writer.storedRecords(), toSeq)!.game);
          const judgedAt = writer.headSeq;
          playOn(writer, `${seed}/after`, 0);
          for (const draw of drawsAfter(writer, judgedAt))
            expect(draw.from).toBeGreaterThanOrEqual(before[draw.label] ?? 0);
          writer.seal();
          const report = verifyJudge(writer);
          expect(report.errors).toEqual([]);
          expect(report.fullyVerified).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('records a correction and an upheld call, re-executed by the verifier', () => {
    const writer = matchAfter('correct', 6);
    writer.rule(
      { type: 'JudgeUpheld', data: { ruling: { ...ruling(), infraction: 'none', remedy: 'La jugada se mantiene' } } },
      TOURNAMENT,
    );
    writer.rule(writer.correctionEvent(['scores', 0], writer.state.scores[0]! + 2, ruling()), TOURNAMENT);
    expect(writer.state.scores[0]).toBeGreaterThanOrEqual(2);
    playOn(writer, 'correct', 6);
    writer.seal();
    const report = verifyJudge(writer);
    expect(report.errors).toEqual([]);
    expect(report.checks.judging).toMatchObject({ status: 'passed', rulings: 2 });
  });

  it('ends the match with an awarded match loss: the sealed result is the judge’s', () => {
    const writer = matchAfter('loss', 4);
    writer.rule(writer.lossEvent(0, 'match', ruling()), TOURNAMENT);
    writer.seal();
    const report = verifyJudge(writer);
    expect(report.errors).toEqual([]);
    expect(report.result).toEqual({ outcome: 'win', winner: 1, reason: 'judge.match-loss' });
  });

  it('carries the rulings inline in every view, the backed-up state closed to players', () => {
    const writer = matchAfter('views', 5);
    writer.rule(writer.backUpEvent(2, ruling()), TOURNAMENT);
    playOn(writer, 'views', 5);
    writer.seal();
    for (const view of [{ kind: 'public' as const }, { kind: 'seat' as const, seat: 1 }]) {
      const judgeLines = parse(writer.export(view)).filter((line) => line.kind === 'judge');
      expect(judgeLines).toHaveLength(1);
      expect(judgeLines[0]!.data).toMatchObject({ ruling: ruling(), toSeq: 2, state: { $secret: expect.anything() } });
      const report = verifyReplay(writer.export(view), { games, publicKeys: [RFC8032_PUBLIC], judges: JUDGES });
      expect(report.verified).toBe(true);
    }
  });
});

const closure = (input: Parameters<typeof matchClosure>[1]): MatchClosedEvent => {
  const event = matchClosure(2, input);
  if (isRuleViolation(event)) throw new Error(event.code);
  return event;
};

describe('a match closed by its tournament (the table settled on paper, the round or event ended)', () => {
  it('is a signed line of the replay, the sealed result is the table’s, and every view verifies', () => {
    const writer = matchAfter('closed', 4);
    writer.rule(closure({ reason: 'table-settled', by: 'player-1', winner: 1, games: [0, 1] }), TOURNAMENT);
    expect(writer.result()).toEqual({ outcome: 'win', winner: 1, reason: 'tournament.table-settled' });
    writer.seal();
    for (const view of [{ kind: 'judge' as const }, { kind: 'public' as const }, { kind: 'seat' as const, seat: 0 }]) {
      const lines = parse(writer.export(view)).filter((line) => line.kind === 'judge');
      expect(lines).toEqual([
        expect.objectContaining({
          type: 'MatchClosed',
          judge: 'player-1',
          data: expect.objectContaining({ reason: 'table-settled', winner: 1 }),
        }),
      ]);
      const report = verifyReplay(writer.export(view), { games, publicKeys: [RFC8032_PUBLIC], judges: JUDGES });
      expect(report.errors).toEqual([]);
      expect(report.verified).toBe(true);
    }
    expect(verifyJudge(writer).result).toEqual({ outcome: 'win', winner: 1, reason: 'tournament.table-settled' });
  });

  it('seals without a result when the event ended with the table unplayed, and still verifies', () => {
    const writer = matchAfter('closed-empty', 3);
    writer.rule(closure({ reason: 'event-ended', by: 'org', winner: null, games: [0, 0] }), TOURNAMENT);
    writer.seal();
    const report = verifyJudge(writer, undefined);
    expect(report.errors).toEqual([]);
    expect(report.result).toBeNull();
    expect(report.checks.judging.notes.map((note) => note.code)).not.toContain('replay.judges-unlisted');
  });

  it('fails when a closure’s result is not the one its table’s winner gives (rules)', () => {
    const writer = matchAfter('closed-lying', 3);
    const honest = closure({ reason: 'table-settled', by: 'org', winner: 0, games: [2, 0] });
    writer.rule(
      {
        ...honest,
        data: { ...honest.data, result: { outcome: 'win', winner: 1, reason: 'tournament.table-settled' } },
      },
      TOURNAMENT,
    );
    writer.seal();
    const report = verifyJudge(writer);
    expect(report.verified).toBe(false);
    expect(report.errors).toContainEqual(expect.objectContaining({ check: 'rules', code: 'replay.closure-mismatch' }));
  });
});

describe('tampered judging', () => {
  it('refuses a ruling by an account the tournament does not list as a judge (judging)', () => {
    const writer = matchAfter('intruder', 4);
    writer.rule(writer.correctionEvent(['scores', 1], 0, ruling('mallory')), TOURNAMENT);
    playOn(writer, 'intruder', 4);
    writer.seal();
    expectOnlyFinding(writer, 'judging', 'replay.judge-not-judge');
  });

  it('refuses a ruling forged without the server’s key: re-hashed, its attestation no longer verifies (judging)', () => {
    const writer = matchAfter('forged', 4);
    writer.rule(writer.lossEvent(1, 'game', ruling()), TOURNAMENT);
    writer.seal();
    const lines = parse(writer.export({ kind: 'judge' }));
    const forged = lines.map((line) =>
      line.kind === 'judge'
        ? { ...line, judge: 'juez', data: { ...(line.data as object), seat: 0 }, signature: '00'.repeat(64) }
        : line,
    );
    const report = verifyReplay(serialize(rehash(forged)), { games, publicKeys: [RFC8032_PUBLIC], judges: JUDGES });
    expect(report.verified).toBe(false);
    expect(report.checks.judging.status).toBe('failed');
    expect(report.errors).toContainEqual(expect.objectContaining({ check: 'judging', code: 'replay.judge-signature' }));
  });

  it('refuses a back-up whose restored state is not the state it names (rules)', () => {
    const writer = matchAfter('bad-backup', 6);
    const honest = writer.backUpEvent(3, ruling());
    const state = honest.data as { state: DiceRaceState };
    const lying: JudgeEvent = {
      ...honest,
      data: { ...honest.data, state: { ...state.state, scores: [29, 0] } },
    } as JudgeEvent;
    writer.rule(lying, TOURNAMENT);
    writer.seal();
    expectOnlyFinding(writer, 'rules', 'replay.backup-mismatch');
  });

  it('refuses a correction that does not start from the actual value (rules)', () => {
    const writer = matchAfter('bad-correction', 6);
    const honest = writer.correctionEvent(['scores', 1], 5, ruling());
    writer.rule({ ...honest, data: { ...honest.data, previous: 99 } } as JudgeEvent, TOURNAMENT);
    writer.seal();
    expectOnlyFinding(writer, 'rules', 'replay.correction-mismatch');
  });
});
