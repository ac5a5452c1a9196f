import { contextFor, isRuleViolation, keysFromMatchSeed, runCommand, type Message } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { exportReplay, recordsFromStream } from './export.js';
import { diceRace, type DiceRaceState } from '@cronica/dice-race';
import { diceRaceSetup } from './testing/dice-race.js';
import {
  chainHead,
  checkpointDue,
  checkpointRecord,
  eventRecords,
  headerRecord,
  headOf,
  sealRecord,
  seedsRecord,
  type ReplayRecord,
} from './records.js';
import { committedFamilies, matchSeedFrom, replayKeys } from './seeds.js';
import { games, RFC8032_PUBLIC, signer, simulated } from './testing/fixtures.js';
import { verifyReplay } from './verify/verify-replay.js';
import { ReplayWriter } from './writer.js';
import { simulationSeeds } from './record-match.js';

const matchId = 'match-7';
const seats = [0, 1].map((seat) => ({ seat, player: `p${seat}`, deckHash: null }));
const game = {
  id: diceRace.id,
  version: diceRace.version,
  library: '@cronica/replay',
  libraryVersion: diceRace.version,
};

/** The API's way: one command at a time, each event stored with its `metadata.replay` record. */
function playLikeTheApi(seed: string, every: number) {
  const { master, playerSeeds } = simulationSeeds(seed, matchId, 2);
  const keys = replayKeys(master, matchId);
  const keyFor = keysFromMatchSeed(matchSeedFrom(master, matchId, playerSeeds));
  const setup = diceRaceSetup(25, 10);
  const stream: { type: string; data: unknown; metadata: { replay: ReplayRecord } }[] = [];
  const store = (type: string, data: unknown, record: ReplayRecord) =>
    stream.push({ type, data, metadata: { replay: record } });
  const header = headerRecord(
    { match: { id: matchId, tournament: 't', round: 2, table: 5 }, seats, game, setup, checkpointEvery: every },
    master,
    signer,
  );
  store('MatchCreated', {}, header);
  let head = headOf(header)!;
  const seedsLine = seedsRecord(head, matchId, master, playerSeeds, committedFamilies(2));
  store('MatchSeeded', {}, seedsLine);
  head = headOf(seedsLine)!;
  let state: DiceRaceState = diceRace.initialState(setup);
  const commands: Message[] = [];
  for (let step = 0; diceRace.result(state) === null; step += 1) {
    const seat = state.started ? state.turn : 0;
    const command = diceRace.legalCommands(state, seat)[step % 2] ?? diceRace.legalCommands(state, seat)[0]!;
    const applied = runCommand(diceRace, state, command, contextFor(diceRace, state, keyFor));
    if (isRuleViolation(applied)) throw new Error(applied.code);
    const before = head.seq;
    const records = eventRecords({ module: diceRace, head, command, events: applied.events, saltKey: keys.saltKey });
    records.forEach((record, i) => store(applied.events[i]!.type, applied.events[i]!.data, record));
    head = headOf(records.at(-1)!)!;
    state = applied.state;
    commands.push(command);
    if (checkpointDue(before, head.seq, every))
      store('ReplayCheckpoint', {}, checkpointRecord({ matchId, head, state, stateKey: keys.stateKey, signer }));
  }
  store(
    'MatchSealed',
    {},
    sealRecord({ matchId, head, state, stateKey: keys.stateKey, signer, result: diceRace.result(state) }),
  );
  return { stream, commands, setup, master, playerSeeds };
}

describe('the stored stream is the replay', () => {
  it('exports a verified replay of every view straight from the stream events', () => {
    const { stream } = playLikeTheApi('stream', 6);
    const records = recordsFromStream([{ metadata: null }, ...stream, { metadata: { other: 1 } }]);
    expect(records).toHaveLength(stream.length);
    const lastEvent = records.findLast((record) => record.line.kind === 'event')!;
    expect(chainHead(records)).toEqual({
      seq: (lastEvent.line as { seq: number }).seq,
      hash: (lastEvent.line as { hash: string }).hash,
    });
    for (const view of [{ kind: 'judge' }, { kind: 'public' }, { kind: 'seat', seat: 0 }] as const) {
      const report = verifyReplay(exportReplay(records, view, 'match-ended'), { games, publicKeys: [RFC8032_PUBLIC] });
      expect(report.errors).toEqual([]);
      expect(report.verified).toBe(true);
    }
  });

  it('gives the same records as the ReplayWriter fed the same decisions', () => {
    const { stream, commands, setup, master, playerSeeds } = playLikeTheApi('same', 6);
    const writer = new ReplayWriter({
      module: diceRace,
      setup,
      match: { id: matchId, tournament: 't', round: 2, table: 5 },
      seats,
      library: { name: game.library, version: game.libraryVersion },
      master,
      playerSeeds,
      signer,
      checkpointEvery: 6,
    });
    for (const command of commands) expect(isRuleViolation(writer.play(command))).toBe(false);
    writer.seal();
    expect(writer.storedRecords()).toEqual(stream.map((event) => event.metadata.replay));
  });

  it('leaves a live (unsealed) match without any seed or deck order, even for judges', () => {
    const writer = simulated('live', { target: 100, abandonAfter: 6 });
    const text = exportReplay(writer.storedRecords(), { kind: 'judge' }, 'tournament-ended');
    expect(text).not.toContain('"master"');
    const revealedPaths = text
      .trimEnd()
      .split('\n')
      .flatMap((line) => ((JSON.parse(line) as { reveals?: { path: unknown[] }[] }).reveals ?? []).map((r) => r.path));
    expect(revealedPaths.some((path) => path.includes('permutation'))).toBe(false);
    expect(revealedPaths).toContainEqual(['data', 'cards']);
    expect(
      text
        .trimEnd()
        .split('\n')
        .some((line) => line.includes('"kind":"seal"')),
    ).toBe(false);
  });

  it('refuses to export records that do not start with a header', () => {
    const writer = simulated('headless');
    expect(() => exportReplay(writer.storedRecords().slice(1), { kind: 'judge' }, 'match-ended')).toThrow(/header/);
  });
});
