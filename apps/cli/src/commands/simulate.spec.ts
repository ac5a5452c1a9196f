import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bladesOfAsh, bladesSetup, readyDeckById, type BladesEvent } from '@cronica/blades-of-ash';
import { fold, keysFromMatchSeed, replayDraws } from '@cronica/rules-kernel';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE } from '../command.js';
import { runCli } from '../run.js';
import { matchSeed, simulateCommand } from './simulate.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err };
}
const run = async (argv: string[]) => { const c = capture(); const code = await runCli(argv, c.io, [simulateCommand]); return { code, ...c }; };
const dirs: string[] = [];
const tempDir = () => { const dir = mkdtempSync(join(tmpdir(), 'cronica-simulate-')); dirs.push(dir); return dir; };
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

interface Reveal { type: 'SeedRevealed'; data: { game: string; seed: string; decks: [string, string]; bots: string[]; result: unknown } }
const readMatch = (file: string) => {
  const records = readFileSync(file, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as unknown);
  return { events: records.slice(0, -1) as BladesEvent[], reveal: records.at(-1) as Reveal };
};

describe('simulate', () => {
  it('writes one JSON Lines file per complete match, events first and the revealed seed last', async () => {
    const out = tempDir();
    const { code, out: printed } = await run(['simulate', '--game', 'blades-of-ash', '--matches', '2', '--seed', 'prueba', '--out', out, '--json']);
    expect(code).toBe(EXIT_OK);
    const summary = JSON.parse(printed.join('\n')) as { matches: number; files: string[]; wins: number[]; draws: number; events: number };
    expect(summary.matches).toBe(2);
    expect(readdirSync(out).sort()).toEqual(['match-00001.jsonl', 'match-00002.jsonl']);
    expect(summary.wins[0]! + summary.wins[1]! + summary.draws).toBe(2);
    const { events, reveal } = readMatch(join(out, 'match-00001.jsonl'));
    expect(reveal.type).toBe('SeedRevealed');
    expect(reveal.data.seed).toBe(Buffer.from(matchSeed('prueba', 1)).toString('hex'));
    expect(events.at(-1)?.type).toBe('SkirmishEnded');
    expect(summary.events).toBeGreaterThan(events.length);
  });

  it('gives a verifier what it needs: the events fold to the result and the seed re-derives every draw', async () => {
    const out = tempDir();
    await run(['simulate', '--game', 'blades-of-ash', '--matches', '1', '--seed', 'auditoría', '--out', out, '--bot', 'greedy']);
    const { events, reveal } = readMatch(join(out, 'match-00001.jsonl'));
    const decks = reveal.data.decks.map((id) => readyDeckById(id)!.deck) as [never, never];
    const state = fold(bladesOfAsh, bladesOfAsh.initialState(bladesSetup(decks)), events);
    expect(bladesOfAsh.result(state)).toEqual(reveal.data.result);
    const draws = events.flatMap((e) => e.metadata?.random ?? []);
    const report = replayDraws(draws, keysFromMatchSeed(Uint8Array.from(Buffer.from(reveal.data.seed, 'hex'))));
    expect(report.complete).toBe(true);
  });

  it('is reproducible: the same seed writes the same files', async () => {
    const [a, b] = [tempDir(), tempDir()];
    await run(['simulate', '--game', 'blades-of-ash', '--matches', '1', '--seed', 's', '--out', a]);
    await run(['simulate', '--game', 'blades-of-ash', '--matches', '1', '--seed', 's', '--out', b]);
    expect(readFileSync(join(a, 'match-00001.jsonl'), 'utf8')).toBe(readFileSync(join(b, 'match-00001.jsonl'), 'utf8'));
  });

  it('exits 2 on bad usage', async () => {
    const out = tempDir();
    const base = ['simulate', '--game', 'blades-of-ash', '--matches', '1', '--seed', 's', '--out', out];
    for (const argv of [
      ['simulate', '--matches', '1', '--seed', 's', '--out', out],
      ['simulate', '--game', 'chess', '--matches', '1', '--seed', 's', '--out', out],
      ['simulate', '--game', 'blades-of-ash', '--matches', '0', '--seed', 's', '--out', out],
      ['simulate', '--game', 'blades-of-ash', '--matches', 'muchas', '--seed', 's', '--out', out],
      ['simulate', '--game', 'blades-of-ash', '--matches', '1', '--out', out],
      ['simulate', '--game', 'blades-of-ash', '--matches', '1', '--seed', 's'],
      [...base, '--bot', 'listo'],
      [...base, '--turbo'],
    ]) {
      const { code, err } = await run(argv);
      expect(code, argv.join(' ')).toBe(EXIT_USAGE);
      expect(err.join('\n')).toContain('simulate --game blades-of-ash');
    }
    expect(readdirSync(out)).toEqual([]);
  });
});
