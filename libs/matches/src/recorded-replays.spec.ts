import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import {
  createPortableSigner,
  openReplay,
  recordMatch,
  verifyReplay,
  type EventLine,
  type JsonPath,
  type RevealPhase,
} from '@cronica/replay';
import type { Message } from '@cronica/rules-kernel';

// Replays recorded before the match decider became this library: five `simulate` matches (one per
// game, the CLI's writer) and a practice match played over the API (its judge and public exports).
// Each must keep verifying, and writing its decisions again must give the very same bytes.
const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
/** RFC 8032, section 7.1, test 1: the published test key the fixtures were signed with. */
const TEST_SECRET = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const TEST_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const games = gameRegistry({ testGames: true }).modules();

const RECORDED: readonly { file: string; phase: Exclude<RevealPhase, 'live'> }[] = [
  ...['blades-of-ash', 'warlords-of-terra', 'ecg', 'accion', 'dice-race'].map((game) => ({
    file: `simulate-${game}.judge.jsonl`,
    phase: 'tournament-ended' as const,
  })),
  { file: 'api-practice-blades-of-ash.judge.jsonl', phase: 'match-ended' },
];

const read = (file: string) => readFileSync(join(FIXTURES, file), 'utf8');
const hexBytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

/** The decisions of a judge file: each command with the events it produced. */
function decisions(events: readonly EventLine[]): Message[] {
  return events.flatMap((event) => (event.decision === undefined ? [] : [event.decision as Message]));
}

/** Writes a judge file's match again from its own setup, seeds and decisions. */
function rerecord(text: string, phase: Exclude<RevealPhase, 'live'>): string {
  const opened = openReplay(text);
  if (opened === undefined) throw new Error('unreadable fixture');
  const lines = text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const seeds = lines[1] as { playerSeeds: string[]; subSeeds: Record<string, string> };
  const seal = lines.at(-1) as { reveal: { master: string } };
  const { header } = opened;
  const module = games[header.game.id]!;
  const setupSecrets = (header.reveals ?? [])
    .map((reveal) => reveal.path)
    .filter((path) => path[0] === 'setup')
    .map((path): JsonPath => path.slice(1));
  const writer = recordMatch<unknown>({
    module,
    setup: opened.setup,
    match: header.match,
    seats: header.seats.map((seat) => ({ ...seat, deckHash: seat.deckHash as string | null })),
    library: { name: header.game.library, version: header.game.libraryVersion },
    master: hexBytes(seal.reveal.master),
    playerSeeds: seeds.playerSeeds.map(hexBytes),
    families: Object.keys(seeds.subSeeds),
    signer: createPortableSigner(hexBytes(TEST_SECRET)),
    checkpointEvery: header.checkpointEvery,
    setupSecrets,
    commands: decisions(opened.events),
  });
  return writer.export({ kind: 'judge' }, phase);
}

describe('replays recorded before the match library', () => {
  it.each(RECORDED)('$file still verifies every check against the key it was signed with', ({ file }) => {
    const report = verifyReplay(read(file), { publicKeys: [TEST_PUBLIC], games });
    expect(report).toMatchObject({ verified: true, fullyVerified: true, complete: true, keyPinned: true, errors: [] });
  });

  it('the public export of the API practice match still verifies', () => {
    const report = verifyReplay(read('api-practice-blades-of-ash.public.jsonl'), { publicKeys: [TEST_PUBLIC], games });
    expect(report).toMatchObject({ verified: true, complete: true, view: 'public', errors: [] });
  });

  it.each(RECORDED)(
    '$file is written byte for byte again from its own setup, seeds and decisions',
    ({ file, phase }) => {
      const text = read(file);
      expect(rerecord(text, phase)).toBe(text);
    },
  );
});
