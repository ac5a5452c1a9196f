import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE } from '../command.js';
import { runCli } from '../run.js';
import { standingsCommand } from './standings.js';
import { capture } from '../testing/cli-run.js';

const dir = mkdtempSync(join(tmpdir(), 'standings-'));
const path = (name: string, content: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(content));
  return p;
};

const event = (tiebreakers: string) => ({
  tiebreakers,
  seed: 9,
  players: [{ id: 'ana' }, { id: 'bea' }, { id: 'carlos' }, { id: 'dani', droppedAfterRound: 1 }],
  rounds: [
    {
      matches: [
        { a: 'ana', b: 'bea', winner: 'a', lifeA: 42, lifeB: 0 },
        { a: 'carlos', b: 'dani', winner: 'a', lifeA: 15, lifeB: -5 },
      ],
    },
    {
      matches: [
        { a: 'ana', b: 'carlos', winner: 'b', lifeA: 0, lifeB: 20 },
        { a: 'bea', b: null, winner: 'a' },
      ],
    },
  ],
});

describe('standings', () => {
  it('prints every WoT tiebreak value in the contract shape', async () => {
    const { io, out } = capture();
    expect(
      await runCli(['standings', '--file', path('wot.json', event('wot')), '--json'], io, [standingsCommand]),
    ).toBe(EXIT_OK);
    const { standings } = JSON.parse(out.join('\n')) as {
      standings: {
        rank: number;
        player: string;
        points: number;
        tiebreakers: Record<string, number | null>;
        random: boolean;
      }[];
    };
    expect(standings.map((r) => r.player)).toEqual(['carlos', 'ana', 'bea', 'dani']);
    expect(standings[0]).toEqual({
      rank: 1,
      player: 'carlos',
      points: 6,
      tiebreakers: { score: 35, 'head-to-head': null, 'opponents-points': 3, 'opponents-score': -15 },
      random: false,
    });
    // carlos met dani (15 vs −5 counts −15 for dani) and ana (+20 − 20 = 0): opponents' SCORE −15.
    // ana: +20 (42–0 counts 20–0) then −20; bea: −20 and a bye (SCORE 0) — tied at 3 points and SCORE 0 vs −20.
    expect(standings[1]!.tiebreakers['score']).toBe(0);
    expect(standings[2]!.tiebreakers['score']).toBe(-20);
    expect(standings.every((r) => Object.keys(r).join() === 'rank,player,points,tiebreakers,random')).toBe(true);
  });

  it('prints the MTG chain', async () => {
    const { io, out } = capture();
    await runCli(['standings', '--file', path('mtg.json', event('mtg')), '--json'], io, [standingsCommand]);
    const { standings } = JSON.parse(out.join('\n')) as { standings: { tiebreakers: Record<string, number> }[] };
    expect(Object.keys(standings[0]!.tiebreakers)).toEqual(['omw', 'gw', 'ogw']);
  });

  it('exits 2 on an invalid file', async () => {
    const { io, err } = capture();
    expect(
      await runCli(['standings', '--file', path('bad.json', { ...event('wot'), tiebreakers: 'nope' })], io, [
        standingsCommand,
      ]),
    ).toBe(EXIT_USAGE);
    expect(err.join('\n')).toContain('tiebreakers');
  });

  it('prints a table with names and the random mark without --json', async () => {
    const { io, out } = capture();
    const tied = {
      tiebreakers: 'wot',
      seed: 2,
      players: [
        { id: 'a', name: 'Ana' },
        { id: 'b', name: 'Bea' },
      ],
      rounds: [{ matches: [{ a: 'a', b: 'b', winner: 'draw', lifeA: 5, lifeB: 5 }] }],
    };
    expect(await runCli(['standings', '--file', path('human.json', tied)], io, [standingsCommand])).toBe(EXIT_OK);
    const text = out.join('\n');
    expect(text).toContain('Ana (a)');
    expect(text).toContain('(azar / random)');
  });
});

describe('standings: prize places (002 C.2.4.2)', () => {
  it('marks the players whose prize place a tiebreak match must decide, and lists the match', async () => {
    const level = {
      tiebreakers: 'wot',
      seed: 'semilla',
      prizePlaces: 1,
      swissRounds: 1,
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      rounds: [
        {
          matches: [
            { a: 'a', b: 'c', winner: 'a', lifeA: 10, lifeB: 0 },
            { a: 'b', b: 'd', winner: 'a', lifeA: 10, lifeB: 0 },
          ],
        },
      ],
    };
    const { io, out } = capture();
    expect(await runCli(['standings', '--file', path('prize.json', level), '--json'], io, [standingsCommand])).toBe(
      EXIT_OK,
    );
    const result = JSON.parse(out.join('\n')) as {
      standings: { player: string; tiebreakMatch?: boolean }[];
      tiebreakMatches: string[][];
    };
    expect(result.standings.map((r) => r.tiebreakMatch ?? false)).toEqual([true, true, false, false]);
    expect(result.tiebreakMatches.map((g) => [...g].sort())).toEqual([['a', 'b']]);
    // Played: the tiebreak match orders them, and nothing is left to settle.
    const played = { ...level, tiebreaks: [{ a: 'a', b: 'b', winner: 'b' }] };
    const again = capture();
    await runCli(['standings', '--file', path('played.json', played), '--json'], again.io, [standingsCommand]);
    const settled = JSON.parse(again.out.join('\n')) as {
      standings: { player: string }[];
      tiebreakMatches: string[][];
    };
    expect(settled.standings.slice(0, 2).map((r) => r.player)).toEqual(['b', 'a']);
    expect(settled.tiebreakMatches).toEqual([]);
  });

  it('reads a bye row without a winner or life totals', async () => {
    const byes = {
      tiebreakers: 'wot',
      seed: 1,
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      rounds: [
        {
          matches: [
            { a: 'a', b: 'b', winner: 'a', lifeA: 5, lifeB: 0 },
            { a: 'c', b: null },
          ],
        },
      ],
    };
    const { io, out } = capture();
    expect(await runCli(['standings', '--file', path('bye.json', byes), '--json'], io, [standingsCommand])).toBe(
      EXIT_OK,
    );
    const { standings } = JSON.parse(out.join('\n')) as { standings: { player: string; points: number }[] };
    expect(standings.find((r) => r.player === 'c')!.points).toBe(3);
  });
});

describe('standings: the final places of an ended event', () => {
  it('prints the placings EVENT.json records first (the top cut decides them, not the Swiss order), then the Swiss standings', async () => {
    const ended = {
      tiebreakers: 'wot',
      seed: 'semilla',
      players: [
        { id: 'a', name: 'Ana' },
        { id: 'b', name: 'Bea' },
      ],
      rounds: [{ matches: [{ a: 'a', b: 'b', winner: 'a', lifeA: 10, lifeB: 0 }] }],
      placings: [
        { player: 'b', place: 1, to: 1 },
        { player: 'a', place: 2, to: 2 },
      ],
    };
    const json = capture();
    await runCli(['standings', '--file', path('ended.json', ended), '--json'], json.io, [standingsCommand]);
    const result = JSON.parse(json.out.join('\n')) as {
      placings: { player: string }[];
      standings: { player: string }[];
    };
    expect([result.placings.map((p) => p.player), result.standings.map((r) => r.player)]).toEqual([
      ['b', 'a'],
      ['a', 'b'],
    ]);
    const text = capture();
    await runCli(['standings', '--file', path('ended-text.json', ended)], text.io, [standingsCommand]);
    expect(text.out.join('\n')).toMatch(
      /Puestos finales \/ final placings\n\s+1 {2}Bea \(b\)\n\s+2 {2}Ana \(a\)\nClasificación suiza/,
    );
  });
});
