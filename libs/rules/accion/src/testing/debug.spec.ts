import { it } from 'vitest';
import { playEncounter, createSetup, sampleEncounter, randomBot, greedyBot, describeEvent } from '../index.js';
import { createRandomSource, keysFromMatchSeed } from '@cronica/rules-kernel';

it('debug', () => {
  const setup = createSetup([null, null, null, null], sampleEncounter(process.env.S!));
  if ('kind' in setup) throw new Error();
  const i = Number(process.env.I);
  const botRandom = createRandomSource({ keyFor: keysFromMatchSeed(new Uint8Array(32).fill(99 + i)) });
  const kind = i % 2 === 0 ? randomBot : greedyBot;
  const bots = [0, 1, 2, 3].map(() => kind.create(botRandom));
  try {
    const m = playEncounter(setup, new Uint8Array(32).fill(i + 1), bots, Number(process.env.MAX ?? 20000));
    let st = m.initial;
    for (const e of m.events) { const l = describeEvent(e, st, { kind: 'judge' }); if (l) console.log(l.en); st = (globalThis as any).x ?? st; }
    console.log(m.commands.map((c) => c.type + JSON.stringify(c.data)).join('\n'));
  } catch (e) { console.log(String(e)); }
});
