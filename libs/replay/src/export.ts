import { deriveSubSeed, type Message, type RandomDraw } from '@cronica/rules-kernel';
import { canonical, toHex } from './bytes.js';
import type { SealReveal, SeedsLine } from './format.js';
import { masterRevealedTo, mayRead, seedRevealedTo, viewName, type ReplayView, type RevealPhase } from './policy.js';
import type { ReplayRecord, StoredHeader } from './records.js';
import { openFields, type StoredReveal } from './secrets.js';
import { matchSeedFrom, parseSeedHex } from './seeds.js';

/**
 * Cuts one view's file from the stored records (the replay is
 * the stream itself, exported). Every view keeps the same hashed lines; only the reveals outside
 * the hash differ: a hidden field goes to the seats it is visible to and to judges, a hidden draw
 * outcome goes with its family's seed, and the seal carries the seeds `REVEAL_POLICY` allows.
 * Before the seal exists the match is live and nothing random is revealed.
 */
export function exportReplay(
  records: readonly ReplayRecord[],
  view: ReplayView,
  phase: Exclude<RevealPhase, 'live'>,
): string {
  const header = records[0]?.line.kind === 'header' ? records[0] : undefined;
  if (header === undefined) throw new RangeError('the records do not start with a replay header');
  const sealed = records.some((record) => record.line.kind === 'seal');
  const effective: RevealPhase = sealed ? phase : 'live';
  const lines = records.map((record) => exportLine(record, records, view, effective));
  return `${lines.map(canonical).join('\n')}\n`;
}

function exportLine(
  record: ReplayRecord,
  records: readonly ReplayRecord[],
  view: ReplayView,
  phase: RevealPhase,
): object {
  const line = record.line;
  switch (line.kind) {
    case 'header':
      return withReveals({ ...line, view: viewName(view) }, record.reveals, view, phase);
    case 'seeds':
    case 'checkpoint':
      return line;
    case 'event':
    case 'judge':
      return withReveals(line, record.reveals, view, phase);
    case 'seal':
      return { ...line, reveal: sealReveal(records, view, phase) };
  }
}

function withReveals(
  line: object,
  reveals: readonly StoredReveal[] | undefined,
  view: ReplayView,
  phase: RevealPhase,
): object {
  const allowed = (reveals ?? []).filter((reveal) =>
    reveal.family === undefined ? mayRead(view, reveal.visibleTo, phase) : seedRevealedTo(reveal.family, view, phase),
  );
  if (allowed.length === 0) return line;
  return { ...line, reveals: allowed.map(({ path, value, salt }) => ({ path, value, salt })) };
}

function sealReveal(records: readonly ReplayRecord[], view: ReplayView, phase: RevealPhase): SealReveal {
  const header = records[0]!.line as StoredHeader;
  const master = records[0]!.master;
  if (master === undefined) throw new RangeError('the header record does not keep the master seed');
  if (masterRevealedTo(view, phase)) return { master };
  const seeds = records.find((record) => record.line.kind === 'seeds')?.line as SeedsLine | undefined;
  if (seeds === undefined) return {};
  const families = Object.keys(seeds.subSeeds).filter((family) => seedRevealedTo(family, view, phase));
  if (families.length === 0) return {};
  const matchSeed = matchSeedFrom(
    parseSeedHex(master, 'master seed'),
    header.match.id,
    seeds.playerSeeds.map((seed) => parseSeedHex(seed, 'player seed')),
  );
  return { subSeeds: Object.fromEntries(families.map((family) => [family, toHex(deriveSubSeed(matchSeed, family))])) };
}

/** The replay records of a match stream, in order: each event's `metadata.replay`. */
export function recordsFromStream(events: Iterable<{ readonly metadata?: unknown }>): ReplayRecord[] {
  const records: ReplayRecord[] = [];
  for (const event of events) {
    const replay = (event.metadata as { replay?: unknown } | null | undefined)?.replay;
    if (typeof replay === 'object' && replay !== null && typeof (replay as ReplayRecord).line?.kind === 'string')
      records.push(replay as ReplayRecord);
  }
  return records;
}

/** The full setup and events of a match from its stored records, every secret put back (server side). */
export function recordedMatch(records: readonly ReplayRecord[]): { setup: unknown; events: Message[] } {
  const [header, ...rest] = records;
  if (header?.line.kind !== 'header') throw new RangeError('the records do not start with a replay header');
  const setup = openFields(header.line, header.reveals ?? []).value.setup;
  const events = rest.flatMap((record) => {
    if (record.line.kind !== 'event') return [];
    const { value } = openFields(record.line, record.reveals ?? []);
    return [{ type: value.type, data: value.data, metadata: { random: value.random as RandomDraw[] } }];
  });
  return { setup, events };
}
