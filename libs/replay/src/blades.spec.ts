import { bladesOfAsh, bladesSetup, playBladesBotMatch, readyDecks, type BladesState } from '@cronica/blades-of-ash';
import { describe, expect, it } from 'vitest';
import { matchSeedFrom } from './seeds.js';
import { RFC8032_PUBLIC, signer } from './testing/fixtures.js';
import { parse, rehash, serialize } from './testing/tamper.js';
import { verifyReplay } from './verify/verify-replay.js';
import { recordMatch, simulationSeeds } from './writer.js';

// Replays of simulated Blades of Ash matches (issue 5 on the flagship game of issue 3).
const games = { [bladesOfAsh.id]: bladesOfAsh };
const decks = readyDecks();

function bladesReplay(seed: string, bots: readonly ['random' | 'greedy', 'random' | 'greedy']) {
  const matchId = `blades-${seed}`;
  const seeds = simulationSeeds(seed, matchId, 2);
  const pair = [decks[0]!.deck, decks[decks.length - 1]!.deck] as const;
  const match = playBladesBotMatch({ decks: pair, seed: matchSeedFrom(seeds.master, matchId, seeds.playerSeeds), bots });
  const writer = recordMatch<BladesState>({
    module: bladesOfAsh,
    setup: bladesSetup(pair),
    match: { id: matchId, tournament: null, round: null, table: null },
    seats: [0, 1].map((seat) => ({ seat, player: `bot-${seat}`, deckHash: null })),
    library: { name: '@cronica/blades-of-ash', version: bladesOfAsh.version },
    ...seeds,
    signer,
    commands: match.commands,
  });
  return { writer, match };
}

describe('Blades of Ash replays', () => {
  const { writer, match } = bladesReplay('flagship', ['greedy', 'random']);
  const judge = writer.export({ kind: 'judge' }, 'match-ended');

  it('verifies a whole bot match in full from the judge file: chain, signature, seeds, rules and result', () => {
    const report = verifyReplay(judge, { games, publicKeys: [RFC8032_PUBLIC] });
    expect(report.errors).toEqual([]);
    expect(report.fullyVerified).toBe(true);
    expect(report.events).toBe(match.events.length);
    expect(report.result).toEqual(match.result);
    expect(report.checks.rules.decisions).toBe(match.commands.length);
  });

  it('verifies the seat and public files as far as each view allows, with nothing failing', () => {
    for (const view of [{ kind: 'public' }, { kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }] as const) {
      const report = verifyReplay(writer.export(view, 'match-ended'), { games, publicKeys: [RFC8032_PUBLIC] });
      expect(report.errors).toEqual([]);
      expect(report.verified).toBe(true);
    }
  });

  it('refuses a Blades die changed with the chain re-hashed (seed, signature)', () => {
    const lines = parse(judge);
    const target = lines.find((line) => line.kind === 'event' && (line.random as { kind: string; label: string }[]).some((d) => d.kind === 'int' && d.label.startsWith('dice')))!;
    const random = (target.random as { kind: string; label: string; bound: number; value: number }[]).map((draw, index, all) =>
      index === all.findIndex((d) => d.kind === 'int' && d.label.startsWith('dice')) ? { ...draw, value: (draw.value + 1) % draw.bound } : draw,
    );
    const report = verifyReplay(serialize(rehash(lines.map((line) => (line === target ? { ...line, random } : line)))), { games, publicKeys: [RFC8032_PUBLIC] });
    expect(report.verified).toBe(false);
    const failed = Object.entries(report.checks).filter(([, check]) => check.status === 'failed').map(([name]) => name);
    expect(failed).toEqual(expect.arrayContaining(['seed', 'signature']));
    expect(report.errors).toContainEqual(expect.objectContaining({ check: 'seed', code: 'replay.outcome-mismatch', seq: target.seq }));
  });
});
