import {
  deriveSubSeed,
  keysFromMatchSeed,
  randomFamily,
  replayDraws,
  type RandomDraw,
  type RevealedKeyFor,
} from '@cronica/rules-kernel';
import { fromHex } from '../bytes.js';
import { isSecretMarker } from '../secrets.js';
import { masterSeedCommitment, matchSeedFrom, subSeedCommitment } from '../seeds.js';
import type { ParsedReplay } from './chain.js';
import type { Findings } from './report.js';

export interface SeedOutcome {
  readonly verified: number;
  readonly notVerifiable: number;
  /** Per random family: re-derived from a revealed seed, or withheld in this view. */
  readonly families: Readonly<Record<string, 'verified' | 'withheld'>>;
  /** The master seed when this view reveals it and it matches its commitment. */
  readonly master?: Uint8Array;
}

/**
 * Revealed seeds match their commitments and re-derive every random
 * outcome they cover; outcomes whose seed this view withholds are reported, not failed.
 */
export function checkSeeds(replay: ParsedReplay, findings: Findings): SeedOutcome {
  const { keyFor, master } = revealedKeys(replay, findings);
  const withheld = new Set<string>();
  const draws: RandomDraw[] = [];
  const seqOf: number[] = [];
  for (const event of replay.openEvents) {
    for (const draw of event.random as RandomDraw[]) {
      const family = safeFamily(draw);
      const closed =
        isSecretMarker((draw as { value?: unknown } | null)?.value) ||
        isSecretMarker((draw as { permutation?: unknown } | null)?.permutation);
      if (closed || family === '' || keyFor(draw.label) === undefined) withheld.add(family);
      draws.push(closed ? placeholder(draw) : draw);
      seqOf.push(event.seq);
    }
  }
  const report = replayDraws(draws, (label) => (withheld.has(safeFamily({ label })) ? undefined : keyFor(label)));
  for (const mismatch of report.mismatches) {
    const code = mismatch.code === 'random.counter-gap' ? 'replay.counter-gap' : 'replay.outcome-mismatch';
    findings.error('seed', code, seqOf[mismatch.index] ?? null, mismatch.label);
  }
  if (report.unverifiable.length > 0)
    findings.note('seed', 'replay.seed-withheld', null, [...withheld].sort().join(', '));
  const families = Object.fromEntries(
    [...new Set(draws.map(safeFamily))]
      .filter((family) => family !== '')
      .sort()
      .map((family) => [family, withheld.has(family) ? 'withheld' : 'verified'] as const),
  );
  return {
    verified: report.verified,
    notVerifiable: report.unverifiable.length,
    families,
    ...(master ? { master } : {}),
  };
}

/** The family of an untrusted draw's label, or '' when the label is malformed. */
function safeFamily(draw: unknown): string {
  const label = (draw as { label?: unknown } | null)?.label;
  if (typeof label !== 'string') return '';
  try {
    return randomFamily(label);
  } catch {
    return '';
  }
}

/** A hidden outcome's draw with a stand-in outcome: its counters still count, its key is withheld. */
function placeholder(draw: RandomDraw): RandomDraw {
  return draw.kind === 'int'
    ? { ...draw, value: 0 }
    : { ...draw, permutation: Array.from({ length: draw.size }, (_, i) => i) };
}

function revealedKeys(replay: ParsedReplay, findings: Findings): { keyFor: RevealedKeyFor; master?: Uint8Array } {
  const reveal = replay.seal?.reveal ?? {};
  const matchId = replay.header.match.id;
  const commitments = replay.seeds?.subSeeds ?? {};
  if (reveal.master !== undefined) {
    const master = fromHex(reveal.master);
    if (masterSeedCommitment(master, matchId) !== replay.header.seeds.commitment) {
      findings.error('seed', 'replay.master-commitment', null);
      return { keyFor: () => undefined };
    }
    const matchSeed = matchSeedFrom(master, matchId, (replay.seeds?.playerSeeds ?? []).map(fromHex));
    for (const [family, commitment] of Object.entries(commitments)) {
      if (subSeedCommitment(deriveSubSeed(matchSeed, family), matchId, family) !== commitment)
        findings.error('seed', 'replay.sub-seed-commitment', replay.seeds?.seq ?? null, family);
    }
    return { keyFor: keysFromMatchSeed(matchSeed), master };
  }
  const keys = new Map<string, Uint8Array>();
  for (const [family, hex] of Object.entries(reveal.subSeeds ?? {})) {
    const subSeed = fromHex(hex);
    if (commitments[family] === undefined || subSeedCommitment(subSeed, matchId, family) !== commitments[family]) {
      findings.error('seed', 'replay.sub-seed-commitment', replay.seeds?.seq ?? null, family);
    } else keys.set(family, subSeed);
  }
  return { keyFor: (label) => keys.get(randomFamily(label)) };
}
