import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_NEGATIVE, EXIT_OK, EXIT_USAGE } from '../command.js';
import { runCli } from '../run.js';
import { swissPairCommand } from './swiss-pair.js';
import { capture } from '../testing/cli-run.js';

const dir = mkdtempSync(join(tmpdir(), 'swiss-pair-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const players = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => ({ id, name: id.toUpperCase() }));
const event = {
  tiebreakers: 'wot',
  seed: 1,
  players,
  rounds: [
    {
      matches: [
        { a: 'p1', b: 'p2', winner: 'a', lifeA: 12, lifeB: 0 },
        { a: 'p3', b: 'p4', winner: 'b', lifeA: -2, lifeB: 7 },
        { a: 'p5', b: null, winner: 'a' },
      ],
    },
  ],
};

async function pair(path: string) {
  const { io, out, err } = capture();
  const code = await runCli(['swiss', 'pair', '--file', path, '--json'], io, [swissPairCommand]);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('swiss pair', () => {
  it('prints the next round in the contract shape, table 1 on top and the bye last', async () => {
    const { code, out } = await pair(file('event.json', event));
    expect(code).toBe(EXIT_OK);
    const result = JSON.parse(out) as { round: number; pairings: { table: number; a: string; b: string | null }[] };
    expect(result.round).toBe(2);
    expect(result.pairings.map((t) => t.table)).toEqual([1, 2, 3]);
    expect(result.pairings[2]!.b).toBeNull();
    const bye = result.pairings[2]!.a;
    expect(['p2', 'p3']).toContain(bye); // 0 points, never had a bye
    expect(
      result.pairings
        .flatMap((t) => [t.a, t.b])
        .filter(Boolean)
        .sort(),
    ).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    for (const t of result.pairings) expect(Object.keys(t)).toEqual(['table', 'a', 'b']);
  });

  it('prints how the pairing was proven optimal and what it costs, so an offline re-check can compare them', async () => {
    const result = JSON.parse((await pair(file('event-costs.json', event))).out) as {
      method: string;
      costs: Record<string, number>;
    };
    expect(['lower-bound', 'certified-blossom']).toContain(result.method);
    expect(result.costs).toEqual({ rematches: 0, squaredGaps: expect.any(Number), repeatedFloats: expect.any(Number) });
  });

  it('pairs round 1 at random from the seed, the same for the same seed', async () => {
    const fresh = { ...event, rounds: [] };
    const first = await pair(file('r1a.json', fresh));
    const again = await pair(file('r1b.json', fresh));
    expect(first.out).toBe(again.out);
    expect((JSON.parse(first.out) as { round: number }).round).toBe(1);
  });

  it('exits 1 with a coded refusal when only rematches are left', async () => {
    const four = {
      tiebreakers: 'mtg',
      seed: 3,
      players: players.slice(0, 4),
      rounds: [
        {
          matches: [
            { a: 'p1', b: 'p2', winner: 'a' },
            { a: 'p3', b: 'p4', winner: 'a' },
          ],
        },
        {
          matches: [
            { a: 'p1', b: 'p3', winner: 'a' },
            { a: 'p2', b: 'p4', winner: 'a' },
          ],
        },
        {
          matches: [
            { a: 'p1', b: 'p4', winner: 'a' },
            { a: 'p2', b: 'p3', winner: 'a' },
          ],
        },
      ],
    };
    const { code, out } = await pair(file('exhausted.json', four));
    expect(code).toBe(EXIT_NEGATIVE);
    expect((JSON.parse(out) as { error: { code: string } }).error.code).toBe(
      'tournament.pairing.no-rematch-free-pairing',
    );
    const allowed = await pair(file('allowed.json', { ...four, format: { exhaustedPairings: 'fewest-rematches' } }));
    expect(allowed.code).toBe(EXIT_OK);
  });

  it('exits 2 with a clear error on unreadable or invalid input', async () => {
    expect((await pair(join(dir, 'missing.json'))).code).toBe(EXIT_USAGE);
    const notJson = await pair(file('bad.json', '{ nope'));
    expect(notJson.code).toBe(EXIT_USAGE);
    expect(notJson.err).toContain('JSON');
    const badShape = await pair(file('shape.json', { ...event, players: [{ name: 'no id' }] }));
    expect(badShape.code).toBe(EXIT_USAGE);
    expect(badShape.err).toContain('players.0.id');
    const twice = await pair(
      file('twice.json', {
        ...event,
        rounds: [
          {
            matches: [
              { a: 'p1', b: 'p2', winner: 'a' },
              { a: 'p1', b: 'p3', winner: 'a' },
            ],
          },
        ],
      }),
    );
    expect(twice.code).toBe(EXIT_USAGE);
    expect(twice.err).toContain('tournament.history.player-twice');
  });
});

describe('swiss pair without the seed', () => {
  it('exits 2 and says the seed is revealed when the event ends', async () => {
    const { seed: _seed, ...secret } = event;
    const { code, err } = await pair(file('secret.json', secret));
    expect(code).toBe(EXIT_USAGE);
    expect(err).toContain('seed');
  });
});
