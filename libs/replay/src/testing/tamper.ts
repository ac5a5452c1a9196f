import { canonical } from '../bytes.js';
import type { HeaderLine, SeedsLine } from '../format.js';
import { lineHash } from '../records.js';
import { secretCommitment } from '../secrets.js';

/** Test helpers that forge a replay the way an attacker without the signing key could. */
export type Line = Record<string, unknown> & { kind: string };

export const parse = (text: string): Line[] =>
  text
    .trimEnd()
    .split('\n')
    .map((row) => JSON.parse(row) as Line);
export const serialize = (lines: readonly Line[]): string => `${lines.map(canonical).join('\n')}\n`;

/** Recomputes every `prev` and `hash` (and renumbers `seq`), as a forger re-hashing the chain would. */
export function rehash(lines: readonly Line[]): Line[] {
  let prev = '';
  let seq = 0;
  return lines.map((line) => {
    if (line.kind === 'header') {
      const hash = lineHash(line as unknown as HeaderLine);
      prev = hash;
      return { ...line, hash };
    }
    if (line.kind !== 'seeds' && line.kind !== 'event' && line.kind !== 'judge') return line;
    seq += 1;
    const relinked = { ...line, seq, prev };
    const hash = lineHash(relinked as unknown as SeedsLine);
    prev = hash;
    return { ...relinked, hash };
  });
}

/** Replaces a revealed secret and its commitment, so the forged secret "matches". */
export function recommit(line: Line, path: readonly (string | number)[], value: unknown): Line {
  const reveals = (line.reveals as { path: unknown[]; value: unknown; salt: string }[]).map((reveal) =>
    canonical(reveal.path) === canonical(path) ? { ...reveal, value } : reveal,
  );
  const salt = reveals.find((reveal) => canonical(reveal.path) === canonical(path))!.salt;
  const updated = structuredClone(line) as Record<string, unknown>;
  let target = updated as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const marker = target[path.at(-1)!] as { $secret: { commit: string } };
  marker.$secret.commit = secretCommitment(salt, value);
  return { ...(updated as Line), reveals };
}

export const eventsOf = (lines: readonly Line[], type: string): Line[] =>
  lines.filter((line) => line.kind === 'event' && line.type === type);
