import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_NEGATIVE, EXIT_OK, EXIT_USAGE } from '../command.js';
import { benchRulesCommand, type BenchRulesReport } from './bench-rules.js';
import { flags, runCaptured } from '../testing/cli-run.js';

const run = (argv: string[]) => runCaptured(argv, [benchRulesCommand]);

// The figures and the JSON.parse floor of the same run; no timing asserted.
describe('bench rules', () => {
  it('reports fold and greedy-game rates, the JSON.parse floor, their ratio and the targets', async () => {
    const { code, out } = await run([
      'bench',
      'rules',
      ...flags({ games: 2, 'min-ms': 5, json: true, 'outcome-games': 1 }),
    ]);
    const r = JSON.parse(out.join('\n')) as BenchRulesReport;
    expect(r.corpus).toMatchObject({ games: 2, warmUpGames: 2 });
    expect(r.greedyGames).toBe(2);
    expect(r.corpus.events).toBeGreaterThan(0);
    expect(r.corpus.jsonBytes).toBeGreaterThan(0);
    for (const figure of [
      r.foldEventsPerSecond,
      r.foldEventsPerCpuSecond,
      r.jsonParseEventsPerSecond,
      r.jsonParseEventsPerCpuSecond,
      r.greedyGamesPerSecond,
      r.greedyGamesPerCpuSecond,
    ]) {
      expect(figure).toBeGreaterThan(0);
    }
    expect(r.foldToJsonParseRatio).toBeCloseTo(r.foldEventsPerCpuSecond / r.jsonParseEventsPerCpuSecond, 2);
    expect(r.greedyPlayToJsonParseRatio).toBeGreaterThan(0);
    expect(r.targets.foldEventsPerCpuSecond).toEqual({
      required: 500_000,
      measured: r.foldEventsPerCpuSecond,
      met: r.foldEventsPerCpuSecond >= 500_000,
    });
    expect(r.targets.greedyGamesPerCpuSecond).toEqual({
      required: 200,
      measured: r.greedyGamesPerCpuSecond,
      met: r.greedyGamesPerCpuSecond >= 200,
    });
    const allMet = r.targets.foldEventsPerCpuSecond.met && r.targets.greedyGamesPerCpuSecond.met;
    expect(code).toBe(allMet ? EXIT_OK : EXIT_NEGATIVE);
  });

  it('plays the untimed warm-up games it is asked for', async () => {
    const { out } = await run([
      'bench',
      'rules',
      ...flags({ games: 1, 'min-ms': 1, 'warm-up': 3, json: true, 'outcome-games': 1 }),
    ]);
    expect((JSON.parse(out.join('\n')) as BenchRulesReport).corpus.warmUpGames).toBe(3);
  });

  it('prints the ratio to JSON.parse in the human report', async () => {
    const { out } = await run(['bench', 'rules', '--games', '1', '--min-ms', '1', '--outcome-games', '1']);
    expect(out.join('\n')).toMatch(/JSON\.parse[\s\S]*ratio/);
  });

  it('tells, per bot pairing, how games end (each victory path, caps, draws) and their average length', async () => {
    const { out } = await run([
      'bench',
      'rules',
      ...flags({ games: 1, 'min-ms': 1, 'warm-up': 1, 'outcome-games': 4, json: true }),
    ]);
    const r = JSON.parse(out.join('\n')) as BenchRulesReport;
    expect(r.outcomes.map((p) => p.bots)).toEqual([
      ['random', 'random'],
      ['random', 'greedy'],
      ['random', 'strong'],
      ['greedy', 'greedy'],
      ['greedy', 'strong'],
    ]);
    for (const p of r.outcomes) {
      expect(p.games).toBe(4);
      expect(Object.values(p.endings).reduce((a, b) => a + b, 0)).toBe(4);
      for (const ending of Object.keys(p.endings)) expect(ending).toMatch(/^(win|draw)\/[a-z-]+$/);
      expect(p.averageCommands).toBeGreaterThan(0);
      expect(p.averageEvents).toBeGreaterThan(0);
      expect(Object.values(p.wins).reduce((a, b) => a + b, 0) + p.draws).toBe(4);
    }
  });

  it("prints each bot's wins of a pairing, both seats played, with the draws", async () => {
    const { out } = await run([
      'bench',
      'rules',
      ...flags({ games: 1, 'min-ms': 1, 'warm-up': 1, 'outcome-games': 2 }),
    ]);
    expect(out.join('\n')).toMatch(
      /random vs strong: 2 partidas \/ games[^\n]*\n\s+victorias \/ wins: random \d\/2 \(\d+(\.\d)? %\), strong \d\/2 \(\d+(\.\d)? %\), empates \/ draws \d/,
    );
    // The strongest bot's bars, each with its rate and a pass or fail word.
    expect(out.join('\n')).toMatch(
      /[✔✘] strong vs random: \d\/2 \([\d.]+ %\); barra \/ bar ≥ 90 %: (cumple \/ pass|no cumple \/ fail)\n\s+[✔✘] strong vs greedy: \d\/2 \([\d.]+ %\); barra \/ bar ≥ 60 %/,
    );
    // Its strong-bot games cost seconds on a shared machine.
  }, 60_000);

  it('plays the format options of --format, and prints how games end in the human report', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bench-rules-'));
    const file = join(dir, 'format.json');
    await writeFile(file, JSON.stringify({ maxRounds: 1, roundCapTiebreak: 'draw' }), 'utf8');
    const json = await run([
      'bench',
      'rules',
      ...flags({ games: 1, 'min-ms': 1, 'warm-up': 1, 'outcome-games': 2, format: file, json: true }),
    ]);
    const r = JSON.parse(json.out.join('\n')) as BenchRulesReport;
    expect(r.format).toMatchObject({ maxRounds: 1, roundCapTiebreak: 'draw' });
    const human = await run([
      'bench',
      'rules',
      ...flags({ games: 1, 'min-ms': 1, 'warm-up': 1, 'outcome-games': 2, format: file }),
    ]);
    expect(human.out.join('\n')).toMatch(/how games end[\s\S]*greedy vs greedy[\s\S]*(win|draw)\//);
  });

  it("tallies La Regla de Acción on the ambush sample, each bot's wins seat by seat, unless --format names another", async () => {
    const argv = ['bench', 'rules', '--game', 'accion', '--games', '1', '--min-ms', '1', '--warm-up', '1'];
    const human = await run([...argv, '--outcome-games', '2']);
    const text = human.out.join('\n');
    expect(text).toContain('how games end (Emboscada en el camino / Ambush on the road):');
    expect(text).toMatch(
      /greedy vs strong[\s\S]*por asiento \/ by seat: greedy 0: \d\/1, 1: \d\/1; strong 0: \d\/1, 1: \d\/1/,
    );
    const json = JSON.parse(
      (await run([...argv, '--outcome-games', '1', '--json'])).out.join('\n'),
    ) as BenchRulesReport;
    expect(json.outcomeFormat).toMatchObject({ name: { en: 'Ambush on the road' } });
    expect((json.outcomeFormat as { enemies: unknown[] }).enemies).toHaveLength(3);
    expect(json.format).toMatchObject({ enemies: [{ id: 'bandido' }, { id: 'arquera' }] });
    const dir = await mkdtemp(join(tmpdir(), 'bench-rules-'));
    const file = join(dir, 'format.json');
    await writeFile(file, JSON.stringify({ table: { roundLimit: 3 } }), 'utf8');
    const named = JSON.parse(
      (await run([...argv, '--outcome-games', '1', '--format', file, '--json'])).out.join('\n'),
    ) as BenchRulesReport;
    expect(named.outcomeFormat).toEqual(named.format);
    expect(named.format).toMatchObject({ table: { roundLimit: 3 } });
  }, 60_000);

  it('exits 2 on bad usage', async () => {
    for (const argv of [
      ['bench', 'rules', '--games', '0'],
      ['bench', 'rules', '--min-ms', 'rápido'],
      ['bench', 'rules', '--cores', '4'],
      ['bench', 'rules', '--warm-up', '-1'],
      ['bench', 'rules', '--outcome-games', '0'],
    ]) {
      const { code, err } = await run(argv);
      expect(code, argv.join(' ')).toBe(EXIT_USAGE);
      expect(err.join('\n')).toContain('bench rules');
    }
  });
});
