import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bladesOfAsh, bladesSetup, readyDecks, type BladesCommand, type BladesState } from '@cronica/blades-of-ash';
import { isRuleViolation, keysFromMatchSeed } from '@cronica/rules-kernel';
import { createPortableSigner, exportReplay, matchSeedFrom, recordsFromStream, replayKeys, verifyReplay } from '@cronica/replay';
import type { DomainEvent } from '../commands/aggregate.js';
import { emptyMatch, evolveMatch, type MatchState } from './match-aggregate.js';
import { BOT_PLAYER, decideContributeSeed, decideCreateMatch, decideGameCommand } from './match-decisions.js';
import type { TapeKit } from './match-tape.js';

// The match stream is the replay (issue 6, "Commands and streams"; issue 5, "Replay file"): any
// practice match decided through these functions, folded event by event, exports to files that
// verify — the judge's in full (seeds, rules, result), the public one without leaking the master seed.

const signer = createPortableSigner(new Uint8Array(32).fill(7));
const decks = readyDecks();
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function apply(state: MatchState, decision: ReturnType<typeof decideGameCommand>, log: DomainEvent[]): MatchState {
  if (isRuleViolation(decision)) throw new Error(`refused: ${decision.code}`);
  log.push(...decision);
  return decision.reduce((s, event) => evolveMatch(s, { ...event, metadata: { ...(event.metadata as object), at: 'now' } }), state);
}

function playPractice(master: Uint8Array, playerSeed: Uint8Array, choice: number) {
  const matchId = `m-${hex(master).slice(0, 8)}`;
  const keys = { master, replay: replayKeys(master, matchId) };
  const data = {
    matchId, kind: 'practice' as const, tournamentId: null, round: null, table: null, commitment: '', createdAt: 'now',
    seats: [{ seat: 0, player: 'ana', deckHash: null, deckName: 'a' }, { seat: 1, player: BOT_PLAYER, deckHash: null, deckName: 'b' }],
  };
  const log: DomainEvent[] = [];
  let state = apply(emptyMatch(), decideCreateMatch(emptyMatch(), { data, setup: bladesSetup([decks[0]!.deck, decks[decks.length - 1]!.deck]), checkpointEvery: 20 }, keys, signer), log);
  // The bot's seed was drawn by the server at creation; the player's arrives after the commitment.
  expect(state.playerSeeds).toEqual([null, expect.stringMatching(/^[0-9a-f]{64}$/)]);
  const kit = (playerSeeds: string[]): TapeKit => {
    const matchSeed = matchSeedFrom(master, matchId, playerSeeds.map((s) => Buffer.from(s, 'hex')));
    return { matchId, keyFor: keysFromMatchSeed(matchSeed), replayKeys: keys.replay, signer, checkpointEvery: 20, bots: [{ seat: 1, matchSeed }] };
  };
  state = apply(state, decideContributeSeed(state, { seat: 0, seed: hex(playerSeed) }, keys, kit), log);
  for (let step = 0; step < 3000 && !state.sealed; step += 1) {
    const legal = bladesOfAsh.legalCommands(state.game as BladesState, 0);
    const command = legal[(choice + step * 7) % legal.length] as BladesCommand;
    state = apply(state, decideGameCommand(state, command, () => kit(state.playerSeeds as string[])), log);
  }
  return { state, log, matchId };
}

describe('match decisions: the stream is a verifiable replay', () => {
  it('any practice match ends sealed, and its judge and public files verify', () => {
    const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });
    fc.assert(
      fc.property(seed, seed, fc.nat(1000), (master, playerSeed, choice) => {
        const { state, log } = playPractice(master, playerSeed, choice);
        expect(state.sealed).toBe(true);
        const [header, ...rest] = recordsFromStream(log);
        const records = [{ ...header!, master: hex(master) }, ...rest];
        const judge = verifyReplay(exportReplay(records, { kind: 'judge' }, 'match-ended'), { publicKeys: [signer.publicKey] });
        expect(judge.errors).toEqual([]);
        expect(judge.fullyVerified).toBe(true);
        expect(judge.result).toEqual(bladesOfAsh.result(state.game as BladesState));
        const publicFile = exportReplay(records, { kind: 'public' }, 'match-ended');
        expect(verifyReplay(publicFile, { publicKeys: [signer.publicKey] }).verified).toBe(true);
        expect(publicFile).not.toContain(hex(master));
        expect(JSON.stringify(log)).not.toContain(hex(master));
      }),
      { numRuns: 3 },
    );
  });

  it('a refused command writes nothing and leaves the match as it was', () => {
    const { state } = playPractice(new Uint8Array(32).fill(1), new Uint8Array(32).fill(2), 5);
    const refused = decideGameCommand(state, { type: 'Pass', data: { seat: 0 } }, () => {
      throw new Error('no kit is needed to refuse a finished match');
    });
    expect(isRuleViolation(refused) && refused.code).toBe('match.over');
  });
});
