import { describe, expect, it } from 'vitest';
import type { Message } from './decider.js';
import { FoldingEmitter } from './folding-emitter.js';
import { createRandomSource, keysFromMatchSeed } from './random.js';

type CountEvent = Message<'Added', { n: number }> | Message<'Rolled', { face: number }>;
const evolve = (total: number, event: CountEvent) => total + (event.type === 'Added' ? event.data.n : event.data.face);
const source = () => createRandomSource({ keyFor: keysFromMatchSeed(new Uint8Array(32)) });

describe('FoldingEmitter', () => {
  it('folds each event as it is emitted, so the next rule reads the state it left', () => {
    const em = new FoldingEmitter<number, CountEvent>(10, source(), evolve);
    em.emit('Added', { n: 2 });
    expect(em.state).toBe(12);
    em.emit('Added', { n: em.state });
    expect(em.state).toBe(24);
    expect(em.events).toEqual([
      { type: 'Added', data: { n: 2 } },
      { type: 'Added', data: { n: 12 } },
    ]);
  });

  it('records the draws an event used on that event only, and none on an event without draws', () => {
    const em = new FoldingEmitter<number, CountEvent>(0, source(), evolve);
    const face = em.random.int('dice', 6) + 1;
    em.emitDrawn('Rolled', { face });
    em.emitDrawn('Added', { n: 1 });
    const [rolled, added] = em.events;
    expect(rolled!.metadata?.random).toHaveLength(1);
    expect(added).toEqual({ type: 'Added', data: { n: 1 } });
    expect(em.state).toBe(face + 1);
  });
});
