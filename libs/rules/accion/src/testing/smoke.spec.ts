import { describe, expect, it } from 'vitest';
import { accion, playEncounter, createSetup, sampleEncounter, encounterOptions, randomBot, greedyBot, SAMPLE_ENCOUNTERS } from '../index.js';
import { createRandomSource, keysFromMatchSeed } from '@cronica/rules-kernel';

describe('smoke', () => {
  it('plays', () => {
    for (const sample of SAMPLE_ENCOUNTERS) {
      for (let i = 0; i < 5; i++) {
        const setup = createSetup([null, null, null, null], sampleEncounter(sample.id));
        if ('kind' in setup) throw new Error(JSON.stringify(setup));
        const seed = new Uint8Array(32).fill(i + 1);
        const botRandom = createRandomSource({ keyFor: keysFromMatchSeed(new Uint8Array(32).fill(99 + i)) });
        const kind = i % 2 === 0 ? randomBot : greedyBot;
        const bots = [0, 1, 2, 3].map(() => kind.create(botRandom));
        const t0 = performance.now();
        const m = playEncounter(setup, seed, bots);
        console.log(sample.id, kind.name, m.result.reason, m.commands.length, Math.round(performance.now() - t0), 'ms');
        expect(m.result).toBeDefined();
      }
    }
  });
});
