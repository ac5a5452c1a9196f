import { canonical, canonicalWithout, portableHashes, type ReplayHashes } from '../bytes.js';
import { canonicalTextWithout } from '../canonical-text.js';
import {
  lineSchema,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  UNHASHED_MEMBERS,
  type CheckpointLine,
  type EventLine,
  type HeaderLine,
  type JudgeLine,
  type ReplayLine,
  type SealLine,
  type SeedsLine,
} from '../format.js';
import { parseView, type ReplayView } from '../policy.js';
import { lineHash } from '../records.js';
import { openFields, type OpenFailure } from '../secrets.js';
import { asEventLine } from './event-line.js';
import type { Findings } from './report.js';

/** A replay file parsed and its chain checked. */
export interface ParsedReplay {
  readonly header: HeaderLine;
  readonly view: ReplayView | undefined;
  readonly seeds: SeedsLine | undefined;
  readonly events: readonly EventLine[];
  /** Judges' rulings, in chain order among the events (`seq`). */
  readonly judgements: readonly JudgeLine[];
  readonly checkpoints: readonly CheckpointLine[];
  readonly seal: SealLine | undefined;
  /** Hash of each chain line by `seq` (0 = header), as recorded (each was checked against its recomputation). */
  readonly hashes: ReadonlyMap<number, string>;
  readonly lastSeq: number;
  /** The header and each event with every secret this view reveals put back. */
  readonly openHeader: HeaderLine;
  readonly openSetup: unknown;
  readonly openEvents: readonly EventLine[];
  readonly openJudgements: readonly JudgeLine[];
  /** Whether any hidden field (setup, decisions, event secrets) stays closed in this view. */
  readonly closedSecrets: boolean;
}

/** Hidden fields in a line's canonical text: a marker cannot occur inside a JSON string, where quotes are escaped. */
function markersIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf('{"$secret":'); at >= 0; at = text.indexOf('{"$secret":', at + 1)) count += 1;
  return count;
}

/** The canonical text of each parsed line's hashed form, computed while checking the line is canonical. */
export type HashedTexts = WeakMap<object, string>;

/** Parses every line; a line that does not parse stops the verification (nothing else is trustworthy). */
export function parseLines(
  text: string,
  findings: Findings,
  hashedTexts: HashedTexts = new WeakMap(),
): ReplayLine[] | undefined {
  // A CRLF file (a copy that went through Windows) has the same lines: '\r' only ends them.
  const rows = text.split('\n').map((row) => (row.endsWith('\r') ? row.slice(0, -1) : row));
  if (rows.at(-1) === '') rows.pop();
  if (rows.length === 0 || (rows.length === 1 && rows[0]!.trim() === '')) {
    findings.error('chain', 'replay.empty', null);
    return undefined;
  }
  const otherVersion = headerVersionOtherThanOurs(rows[0]!);
  if (otherVersion !== undefined) {
    findings.error('chain', 'replay.unsupported-version', 0, otherVersion);
    return undefined;
  }
  const lines: ReplayLine[] = [];
  rows.forEach((row, index) => {
    const line = parseRow(row, `línea/line ${index + 1}`, findings, hashedTexts);
    if (line !== undefined) lines.push(line);
  });
  return findings.failed('chain') ? undefined : lines;
}

/** One row as a line of the format, in its canonical form; undefined (with a finding) otherwise. */
function parseRow(row: string, where: string, findings: Findings, hashedTexts: HashedTexts): ReplayLine | undefined {
  let value: unknown;
  try {
    value = JSON.parse(row);
  } catch {
    findings.error('chain', 'replay.line-not-json', null, where);
    return undefined;
  }
  const event = asEventLine(value);
  const parsed = event === undefined ? lineSchema.safeParse(value) : { success: true as const, data: event };
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    findings.error('chain', 'replay.line-malformed', null, `${where}: ${issue?.path.join('.')} ${issue?.message}`);
    return undefined;
  }
  const hashed = hashedText(value, row);
  if (hashed === undefined) {
    findings.error('chain', 'replay.line-not-canonical', null, where);
    return undefined;
  }
  hashedTexts.set(parsed.data, hashed);
  return parsed.data as ReplayLine;
}

/**
 * The line's hashed form, when `row` is the RFC 8785 text of `value` (what it parses to): read off
 * the row in one pass where it can be, otherwise checked by serializing `value` again (a row with
 * escapes) and cut from the row. A value with no RFC 8785 text (a lone surrogate) has none.
 */
function hashedText(value: unknown, row: string): string | undefined {
  const read = canonicalTextWithout(row, UNHASHED_MEMBERS);
  if (read !== undefined) return read === false ? undefined : read;
  try {
    return canonical(value) === row ? canonicalWithout(row, UNHASHED_MEMBERS) : undefined;
  } catch {
    return undefined;
  }
}

export function checkChain(
  lines: readonly ReplayLine[],
  findings: Findings,
  hashedTexts: HashedTexts = new WeakMap(),
  crypto: ReplayHashes = portableHashes,
): ParsedReplay | undefined {
  const hashOf = (line: ChainedLine) => {
    const text = hashedTexts.get(line);
    return text === undefined ? lineHash(line) : crypto.sha256Hex([text]);
  };
  const [header, ...rest] = lines;
  if (header?.kind !== 'header') {
    findings.error('chain', 'replay.no-header', null);
    return undefined;
  }
  const view = parseView(header.view);
  if (view === undefined) findings.error('chain', 'replay.unknown-view', 0, header.view);
  if (hashOf(header) !== header.hash) findings.error('chain', 'replay.hash-mismatch', 0);
  const chain = walkChain(header, rest, findings, hashOf);
  if (chain.seeds === undefined) findings.error('chain', 'replay.seeds-misplaced', null);
  const closed = { any: false };
  const openHeader = openOne(header, 0, findings, crypto, hashedTexts, closed);
  const openEvents = chain.events.map((event) => openOne(event, event.seq, findings, crypto, hashedTexts, closed));
  const openJudgements = chain.judgements.map((line) => openOne(line, line.seq, findings, crypto, hashedTexts, closed));
  return {
    header,
    view,
    ...chain,
    openHeader,
    openSetup: openHeader.setup,
    openEvents,
    openJudgements,
    closedSecrets: closed.any,
  };
}

type ChainedLine = HeaderLine | SeedsLine | EventLine | JudgeLine;

/** The lines after the header, in order: each linked to the one before by seq and hash, sorted by kind. */
function walkChain(
  header: HeaderLine,
  rest: readonly ReplayLine[],
  findings: Findings,
  hashOf: (line: ChainedLine) => string,
) {
  const hashes = new Map<number, string>([[0, header.hash]]);
  const events: EventLine[] = [];
  const judgements: JudgeLine[] = [];
  const checkpoints: CheckpointLine[] = [];
  let seeds: SeedsLine | undefined;
  let seal: SealLine | undefined;
  let lastSeq = 0;
  rest.forEach((line, index) => {
    if (seal !== undefined || line.kind === 'header')
      return findings.error('chain', 'replay.misplaced-line', null, `línea/line ${index + 2}`);
    if (line.kind === 'checkpoint') return void checkpoints.push(line);
    if (line.kind === 'seal') return void (seal = line);
    if (line.seq !== lastSeq + 1) findings.error('chain', 'replay.seq-gap', line.seq, `${lastSeq} → ${line.seq}`);
    if (line.prev !== hashes.get(lastSeq)) findings.error('chain', 'replay.prev-mismatch', line.seq);
    const hash = hashOf(line);
    if (hash !== line.hash) findings.error('chain', 'replay.hash-mismatch', line.seq);
    lastSeq = line.seq;
    hashes.set(line.seq, line.hash);
    if (line.kind === 'seeds') {
      if (seeds !== undefined || events.length > 0) findings.error('chain', 'replay.seeds-misplaced', line.seq);
      seeds = line;
    } else if (line.kind === 'judge') judgements.push(line);
    else events.push(line);
  });
  return { events, judgements, checkpoints, seeds, seal, hashes, lastSeq };
}

function openOne<T extends HeaderLine | EventLine | JudgeLine>(
  line: T,
  seq: number,
  findings: Findings,
  hashes: ReplayHashes,
  texts: HashedTexts,
  closed: { any: boolean },
): T {
  const reveals = line.reveals ?? [];
  const { value, failures } = openFields(line, reveals, hashes);
  failures.forEach((failure: OpenFailure) =>
    findings.error(
      'chain',
      failure.reason === 'commitment-mismatch' ? 'replay.secret-mismatch' : 'replay.reveal-without-secret',
      seq,
      canonical(failure.path),
    ),
  );
  const text = texts.get(line);
  const markers = text === undefined ? Number.POSITIVE_INFINITY : markersIn(text);
  if (markers > reveals.length - failures.length) closed.any = true;
  return value;
}

/** The version of a replay header of another format version (nothing after it can be read with this version's rules). */
function headerVersionOtherThanOurs(row: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(row);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const header = value as { kind?: unknown; format?: unknown; version?: unknown };
  return header.kind === 'header' && header.format === REPLAY_FORMAT && header.version !== REPLAY_VERSION
    ? String(header.version)
    : undefined;
}
