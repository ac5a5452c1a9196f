import { describe, expect, it } from 'vitest';
import { findCommandOutcome } from './command-outcomes.js';
import type { ProjectedEvent } from './events.js';
import { Projector } from './projector.js';
import { openReadDb } from './testing/read-db.js';

const event = (
  streamId: string,
  type: string,
  revision: bigint,
  position: bigint,
  metadata: unknown,
): ProjectedEvent => ({
  id: `e${position}`,
  streamId,
  type,
  revision,
  position,
  data: {},
  metadata,
  created: new Date(0),
});

const meta = (commandId: string, extra: object = {}) => ({ actor: 'ana', commandId, at: 'now', ...extra });

describe('the outcome of every command, rebuilt from the store', () => {
  it('answers which stream, which events and where the last one landed, with the command and its fingerprint', () => {
    const db = openReadDb();
    new Projector(db).apply([
      event('tally-t', 'Opened', 0n, 10n, meta('c1', { command: 'Create', fingerprint: 'f1' })),
      event('tally-t', 'Named', 1n, 12n, meta('c1', { command: 'Create', fingerprint: 'f1' })),
      event('tally-t', 'Added', 2n, 15n, meta('c2')),
    ]);
    expect(findCommandOutcome(db, 'ana', 'c1')).toEqual({
      stream: 'tally-t',
      command: 'Create',
      fingerprint: 'f1',
      events: ['Opened', 'Named'],
      position: 12n,
      revision: 1n,
    });
    // Events from before the command type was kept answer with stream and events only.
    expect(findCommandOutcome(db, 'ana', 'c2')).toEqual({
      stream: 'tally-t',
      events: ['Added'],
      position: 15n,
      revision: 2n,
    });
    expect(findCommandOutcome(db, 'bea', 'c1')).toBeUndefined();
  });

  it('ignores events without a command and never counts an event of the outcome twice', () => {
    const db = openReadDb();
    const projector = new Projector(db);
    const first = event('tally-m', 'Played', 0n, 3n, meta('c1', { command: 'Play' }));
    projector.apply([event('tally-m', 'Seeded', 0n, 1n, null), first]);
    // A rebuild or a batch seen again after a crash hands the same event over once more.
    new Projector(openReadDb()).apply([first]);
    projector.apply([first]);
    expect(findCommandOutcome(db, 'ana', 'c1')?.events).toEqual(['Played']);
  });
  it('keeps every event of a command whose events reach the read models in two batches, once each', () => {
    const db = openReadDb();
    const projector = new Projector(db);
    const opened = event('tally-t', 'Opened', 0n, 10n, meta('c1', { command: 'Create' }));
    const named = event('tally-t', 'Named', 1n, 11n, meta('c1', { command: 'Create' }));
    const closed = event('tally-t', 'Closed', 2n, 12n, meta('c1', { command: 'Create' }));
    projector.apply([opened]);
    projector.apply([opened, named, closed]);
    expect(findCommandOutcome(db, 'ana', 'c1')).toMatchObject({
      events: ['Opened', 'Named', 'Closed'],
      position: 12n,
      revision: 2n,
    });
  });

  it('keeps the first stream of a command id and the commands of one batch apart', () => {
    const db = openReadDb();
    new Projector(db).apply([
      event('tally-a', 'Opened', 0n, 1n, meta('c1')),
      event('tally-a', 'Named', 1n, 2n, meta('c2')),
      event('tally-b', 'Opened', 0n, 3n, meta('c1')),
      event('tally-a', 'Added', 2n, 4n, { ...meta('c1'), actor: 'bea' }),
    ]);
    expect(findCommandOutcome(db, 'ana', 'c1')).toMatchObject({ stream: 'tally-a', events: ['Opened'], position: 1n });
    expect(findCommandOutcome(db, 'ana', 'c2')).toMatchObject({ stream: 'tally-a', events: ['Named'], position: 2n });
    expect(findCommandOutcome(db, 'bea', 'c1')).toMatchObject({ stream: 'tally-a', events: ['Added'], position: 4n });
  });
});
