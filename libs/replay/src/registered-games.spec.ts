import { gameRegistry } from '@cronica/games';
import { seatReadyDecks, type AnyGameModule } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { RFC8032_PUBLIC, signer } from './testing/fixtures.js';
import { parse, rehash, serialize } from './testing/tamper.js';
import { verifyReplay } from './verify/verify-replay.js';
import { allViews, recordBotMatch } from './record-match.js';
import { viewName } from './policy.js';

// Replays of bot matches of every game module the platform registers (test games included): the
// verifier takes each module from the registry and names no game.
const registry = gameRegistry({ testGames: true });
const games = registry.modules();

function botReplay(module: AnyGameModule, seed: string) {
  const decks = seatReadyDecks(module.setup, 2, (seat, ready) => (seat === 0 ? ready[0]! : ready.at(-1)!)).map(
    (d) => d?.deck ?? null,
  );
  return recordBotMatch({
    module,
    match: { id: `${module.id}-${seed}`, tournament: 'tournament-1', round: 1, table: 1 },
    seed,
    decks,
    options: module.setup.optionsSchema.parse({}),
    bots: [module.bots[0]!.name, module.bots.at(-1)!.name],
    library: { name: registry.find(module.id)!.library!, version: module.version },
    signer,
  });
}

describe.each(Object.values(games).map((module) => [module.id, module] as const))('%s replays', (_id, module) => {
  const { writer, match } = botReplay(module, 'registered');
  const judge = writer.export({ kind: 'judge' }, 'match-ended');

  it('verify a whole bot match in full from the judge file: chain, signature, seeds, rules (deck hashes too) and result', () => {
    const report = verifyReplay(judge, { games, publicKeys: [RFC8032_PUBLIC] });
    expect(report.errors).toEqual([]);
    expect(report.fullyVerified).toBe(true);
    expect(report.events).toBe(match.events.length);
    expect(report.result).toEqual(match.result);
    expect(report.checks.rules.decisions).toBe(match.commands.length);
  });

  it('verify the seat and public files as far as each view allows, and every check once the tournament has ended', () => {
    for (const view of allViews(2).filter((v) => v.kind !== 'judge')) {
      const during = verifyReplay(writer.export(view, 'match-ended'), { games, publicKeys: [RFC8032_PUBLIC] });
      expect(during.errors, viewName(view)).toEqual([]);
      expect(during.verified).toBe(true);
      expect(during.availability.until).toBe('tournament-end');
      const after = verifyReplay(writer.export(view, 'tournament-ended'), { games, publicKeys: [RFC8032_PUBLIC] });
      expect(after.errors, viewName(view)).toEqual([]);
      expect(after.fullyVerified, viewName(view)).toBe(true);
    }
  });

  const isDie = (d: { kind: string; label: string }) => d.kind === 'int' && d.label.startsWith('dice');
  const dieLine = parse(judge).find(
    (line) => line.kind === 'event' && (line.random as { kind: string; label: string }[]).some(isDie),
  );

  // Some games roll no public die in a given match (ECG draws one only when renown ties).
  it.runIf(dieLine === undefined)(
    'roll no public die in this match, so the tamper test below has nothing to change',
    () => {
      expect(
        parse(judge).some(
          (line) => line.kind === 'event' && (line.random as { kind: string; label: string }[]).some(isDie),
        ),
      ).toBe(false);
    },
  );

  it.runIf(dieLine !== undefined)('refuse a public die changed with the chain re-hashed (seed, signature)', () => {
    const lines = parse(judge);
    const target = lines.find(
      (line) => line.kind === 'event' && (line.random as { kind: string; label: string }[]).some(isDie),
    )!;
    const random = (target.random as { kind: string; label: string; bound: number; value: number }[]).map(
      (draw, index, all) => (index === all.findIndex(isDie) ? { ...draw, value: (draw.value + 1) % draw.bound } : draw),
    );
    const report = verifyReplay(
      serialize(rehash(lines.map((line) => (line === target ? { ...line, random } : line)))),
      { games, publicKeys: [RFC8032_PUBLIC] },
    );
    expect(report.verified).toBe(false);
    const failed = Object.entries(report.checks)
      .filter(([, check]) => check.status === 'failed')
      .map(([name]) => name);
    expect(failed).toEqual(expect.arrayContaining(['seed', 'signature']));
    expect(report.errors).toContainEqual(
      expect.objectContaining({ check: 'seed', code: 'replay.outcome-mismatch', seq: target.seq }),
    );
  });
});
