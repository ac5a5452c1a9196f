import { describe, expect, it } from 'vitest';
import { EXIT_NEGATIVE, EXIT_OK, EXIT_USAGE, UsageError } from '../command.js';
import { runCli } from '../run.js';
import { benchApiCommand } from './bench-api.js';
import {
  benchApiExitCode,
  maxRatioOption,
  measureParts,
  partsLines,
  partsReport,
  requestErrors,
  type MeasuredParts,
} from './bench-api-parts.js';
import type { Figures } from './bench-http.js';

// Small fake figures: the full run starts the built API (`npm run -s cli -- bench api --json`).
const measured: MeasuredParts = {
  appendMs: 0.05,
  decideMs: 0.2,
  projectMs: 0.1,
  lookupsMs: 0.02,
  answerMs: 0.1,
  commands: 80,
  eventsPerCommand: 2.5,
  bytesPerCommand: 1800,
};

/** The API's CPU per request as bench api measures it: no polls unless given. */
const cpu = (commands: number | null, ceiling: number | null, views: number | null = null, viewsPerCommand = 0) => ({
  commands,
  ceiling,
  views,
  viewsPerCommand,
});

const figures = (errors: number): Figures => ({ requests: 10, perSecond: 100, p50Ms: 1, p99Ms: 2, errors });

describe('bench api: the parts of a command', () => {
  it('carries each part, their sum, and the command CPU as a ratio to the sum', () => {
    const report = partsReport(cpu(1.2, 0.13), measured, null);
    expect(report.parts).toEqual({
      trivialRequestMs: 0.13,
      appendMs: 0.05,
      decideMs: 0.2,
      projectMs: 0.1,
      lookupsMs: 0.02,
      answerMs: 0.1,
    });
    expect(report.sumMs).toBe(0.6);
    expect(report.ratioToParts).toBe(2);
    expect(report).toMatchObject({ commandMs: 1.2, aim: 1.5, maxRatio: null, commands: 80, eventsPerCommand: 2.5 });
  });

  it("counts only the command in its CPU: the players' polls in its phase, each at a poll's own CPU, are taken out", () => {
    const report = partsReport(cpu(1.5, 0.13, 0.5, 0.6), measured, null);
    expect(report).toMatchObject({ commandMs: 1.2, phaseMs: 1.5, pollsPerCommand: 0.6, pollMs: 0.5, ratioToParts: 2 });
    expect(partsLines(report).join('\n')).toContain('la fase / the phase 1.5 ms menos / less 0.6 × matchView 0.5 ms');
  });

  it('leaves the ratio unmeasured when the API process could not be read (--url)', () => {
    expect(partsReport(cpu(null, null), measured, null).ratioToParts).toBeNull();
  });

  it('prints the parts, the sum and the ratio against the 1.5× aim in both languages', () => {
    const text = partsLines(partsReport(cpu(1.2, 0.13), measured, null)).join('\n');
    expect(text).toContain('anexar / append 0.05');
    expect(text).toContain('respuesta / answer 0.1');
    expect(text).toContain('suma / sum 0.6 ms');
    expect(text).toContain('ratioToParts 2: por encima del objetivo / above the aim (≤ 1.5×)');
    expect(partsLines(partsReport(cpu(0.6, 0.13), measured, null)).join('\n')).toContain(
      'dentro del objetivo / within',
    );
  });

  it('passes a slow run without errors: the ratio only informs unless --max-ratio is given', () => {
    expect(benchApiExitCode(0, partsReport(cpu(3, 0.13), measured, null))).toBe(EXIT_OK);
  });

  it('fails when the command costs more than --max-ratio times its parts, and passes at or below it', () => {
    expect(benchApiExitCode(0, partsReport(cpu(1.2, 0.13), measured, 1.5))).toBe(EXIT_NEGATIVE);
    expect(benchApiExitCode(0, partsReport(cpu(1.2, 0.13), measured, 2))).toBe(EXIT_OK);
    expect(benchApiExitCode(0, partsReport(cpu(null, null), measured, 2))).toBe(EXIT_NEGATIVE);
  });

  it('fails on any failed request, of one instance or of two', () => {
    const report = partsReport(cpu(0.6, 0.13), measured, null);
    const one = { commands: figures(0), ceiling: figures(0), twoInstances: null };
    expect(requestErrors(one)).toBe(0);
    const two = {
      commands: figures(0),
      ceiling: figures(0),
      twoInstances: { commands: figures(1), ceiling: figures(2) },
    };
    expect(requestErrors(two)).toBe(3);
    expect(benchApiExitCode(requestErrors(two), report)).toBe(EXIT_NEGATIVE);
  });

  it('refuses a --max-ratio that is not a positive number as bad usage', async () => {
    expect(maxRatioOption(undefined)).toBeNull();
    expect(maxRatioOption('1.5')).toBe(1.5);
    expect(() => maxRatioOption('0')).toThrow(UsageError);
    const io = { out: () => undefined, err: () => undefined };
    expect(await runCli(['bench', 'api', '--max-ratio', 'x', '--no-build'], io, [benchApiCommand])).toBe(EXIT_USAGE);
  });
});

describe('bench api: measuring the parts in this process', () => {
  it('plays matches through the match decider and measures every part of their commands', async () => {
    const parts = await measureParts(2, 6, 12);
    expect(parts.commands).toBe(12);
    expect(parts.eventsPerCommand).toBeGreaterThanOrEqual(1);
    expect(parts.bytesPerCommand).toBeGreaterThan(100);
    for (const ms of [parts.appendMs, parts.decideMs, parts.projectMs, parts.lookupsMs, parts.answerMs])
      expect(ms).toBeGreaterThan(0);
  });
});
