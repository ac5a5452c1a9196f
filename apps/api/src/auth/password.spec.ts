import { describe, expect, it } from 'vitest';
import { KdfBusyError, KdfQueue } from './password.js';

/** A hash that finishes when the test says so, recording when it started. */
function heldWork(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => (started.push(name), done), finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the password hashing queue', () => {
  it('refuses a flood from one network beyond its share while a sign-in from another network still gets a place', async () => {
    const queue = new KdfQueue(1, 64);
    const floodNet = { network: '198.51.100.0/24', share: 3 };
    const started: string[] = [];
    const flood = Array.from({ length: 3 }, (_, i) => heldWork(started, `flood-${i}`));
    const running = flood.map((hash) => queue.run(hash.work, floodNet));
    await expect(queue.run(async () => 'never', floodNet)).rejects.toEqual(new KdfBusyError('network'));
    const other = heldWork(started, 'other');
    const admitted = queue.run(other.work, { network: '203.0.113.0/24', share: 3 });
    expect(queue.heldBy('203.0.113.0/24')).toBe(1);
    expect(queue.heldBy('198.51.100.0/24')).toBe(3);
    for (const hash of [...flood, other]) hash.finish();
    await Promise.all([...running, admitted]);
  });

  it('gives a freed core to the networks in turn, so another network waits behind at most one hash per busy network', async () => {
    const queue = new KdfQueue(1, 64);
    const started: string[] = [];
    const a = Array.from({ length: 4 }, (_, i) => heldWork(started, `a${i}`));
    const b = heldWork(started, 'b0');
    const runs = [
      ...a.map((hash) => queue.run(hash.work, { network: 'A', share: 8 })),
      queue.run(b.work, { network: 'B', share: 8 }),
    ];
    for (const hash of [a[0]!, a[1]!, b, a[2]!, a[3]!]) {
      hash.finish();
      await settle();
    }
    await Promise.all(runs);
    expect(started).toEqual(['a0', 'a1', 'b0', 'a2', 'a3']);
  });

  it('refuses everyone once the whole queue is full, and never runs more hashes than cores', async () => {
    const queue = new KdfQueue(2, 2);
    const started: string[] = [];
    const hashes = Array.from({ length: 4 }, (_, i) => heldWork(started, `h${i}`));
    const runs = hashes.map((hash, i) => queue.run(hash.work, { network: `net-${i}`, share: 8 }));
    await settle();
    expect(started).toEqual(['h0', 'h1']);
    await expect(queue.run(async () => 'never', { network: 'net-9', share: 8 })).rejects.toEqual(
      new KdfBusyError('queue'),
    );
    hashes[0]!.finish();
    await settle();
    expect(started).toEqual(['h0', 'h1', 'h2']);
    for (const hash of hashes) hash.finish();
    await Promise.all(runs);
  });
});
