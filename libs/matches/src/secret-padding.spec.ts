import { gameRegistry } from '@cronica/games';
import { createPortableSigner, recordBotMatch, type ReplayRecord } from '@cronica/replay';
import { seatReadyDecks, type AnyGameModule } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { SECRET_WIDTH, secretPadding } from './secret-padding.js';

type Path = readonly (string | number)[];
type Json = unknown;

const signer = createPortableSigner(new Uint8Array(32).fill(7));
const playable = gameRegistry({ testGames: true }).games.filter((game) => game.module !== undefined);

/** A bot match of the module between its first two ready decks, as the API would record it. */
function recordedBotMatch(module: AnyGameModule, matchId: string): readonly ReplayRecord[] {
  // Each seat with a ready deck, but a seat the game fills without one (a game master).
  const decks = seatReadyDecks(module.setup, module.setup.seats.min, (seat, ready) => ready[seat % ready.length]!).map(
    (d) => d?.deck ?? null,
  );
  const bot = module.bots[0]!.name;
  const { writer } = recordBotMatch({
    module,
    match: { id: matchId, tournament: null, round: null, table: null },
    seed: 'padding',
    decks,
    options: module.setup.optionsSchema.parse({}),
    bots: decks.map(() => bot),
    library: { name: 'lib', version: module.version },
    signer,
  });
  return writer.storedRecords();
}

function setAt(target: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<string | number, Json>;
  copy[key!] = setAt(copy[key!], rest, value);
  return copy;
}

/** The match event as the API stores it: the game's data and draws in clear beside the record. */
function storedEvent(
  record: ReplayRecord,
  reveals = record.reveals ?? [],
): { type: string; data: Json; metadata: Json } {
  const line = reveals.reduce<Json>((opened, reveal) => setAt(opened, reveal.path, reveal.value), record.line) as {
    type: string;
    data: Json;
    random?: Json;
  };
  const replay = { ...record, reveals };
  return {
    type: line.type,
    data: line.data,
    metadata: { random: line.random ?? [], replay, pad: secretPadding(replay) },
  };
}

const storedSize = (event: object) => Buffer.byteLength(JSON.stringify(event), 'utf8');

/** Another value of the same kind and a different length: a longer card id, a bigger number. */
function otherValue(value: Json): Json {
  if (typeof value === 'string') return `${value}-otra`;
  if (typeof value === 'number') return value + 10;
  if (Array.isArray(value)) return value.map(otherValue);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, otherValue(v)]));
  return value;
}

describe('hidden values stored in fixed-size form', () => {
  for (const game of playable) {
    const records = recordedBotMatch(game.module!, `pad-${game.id}`).filter(
      (r) => r.line.kind === 'event' && (r.reveals ?? []).length > 0,
    );

    it(`${game.id}: events that differ only in hidden values (a drawn card, a deck order, a secret choice) are stored at the same size`, () => {
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        const twin = (record.reveals ?? []).map((reveal) => ({ ...reveal, value: otherValue(reveal.value) }));
        expect(
          storedSize(storedEvent(record, twin)),
          `${record.line.kind} ${JSON.stringify(record.reveals?.map((r) => r.path))}`,
        ).toBe(storedSize(storedEvent(record)));
      }
    });

    it(`${game.id}: every secret of a whole bot match fits the fixed width, so the padding is exact`, () => {
      const widest = Math.max(
        ...records.flatMap((r) =>
          (r.reveals ?? []).map((reveal) => Buffer.byteLength(JSON.stringify(reveal.value), 'utf8')),
        ),
      );
      expect(widest, `${game.id}: widest secret ${widest} bytes`).toBeLessThanOrEqual(SECRET_WIDTH);
    });
  }

  it('without the padding, a longer hidden card id would show in the stored size', () => {
    const record = recordedBotMatch(playable[0]!.module!, 'pad-control').find(
      (r) => r.line.kind === 'event' && (r.reveals ?? []).some((reveal) => reveal.path[0] === 'data'),
    )!;
    const event = storedEvent(record);
    const twin = storedEvent(
      record,
      (record.reveals ?? []).map((reveal) => ({ ...reveal, value: otherValue(reveal.value) })),
    );
    const unpadded = (e: { metadata: Json }) => storedSize({ ...e, metadata: { ...(e.metadata as object), pad: '' } });
    expect(unpadded(twin)).not.toBe(unpadded(event));
  });
});
