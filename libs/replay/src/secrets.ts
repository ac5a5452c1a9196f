import { canonical, fromHex, isHex, portableHashes, type ReplayHashes } from './bytes.js';
import { SECRET_KEY, type JsonPath, type Reveal, type SecretMarker } from './format.js';

/**
 * Salted commitments for hidden fields: they appear in the
 * public part as salted commitments; the judge file adds the secret and salt. The commitment is
 * SHA-256("cronica/replay/secret/v1" ‖ 0 ‖ salt ‖ 0 ‖ JCS(value)); the 32-byte salt makes a
 * small secret (one card among a few hundred) impossible to guess from its commitment.
 */
const SECRET_DOMAIN = 'cronica/replay/secret/v1';
const SALT_DOMAIN = 'cronica/replay/salt/v1';

/** A reveal as the server stores it, with who may read it, so each view can be cut from it. */
export interface StoredReveal extends Reveal {
  readonly visibleTo: readonly number[];
  /** For a hidden draw outcome: the random family, revealed with its seed (`REVEAL_POLICY`). */
  readonly family?: string;
}

export function secretCommitment(salt: string, value: unknown, hashes: ReplayHashes = portableHashes): string {
  return hashes.sha256Hex([SECRET_DOMAIN, fromHex(salt), canonical(value)]);
}

/** One salt per hidden field, derived from the match's salt key, its line and its path. */
export function saltFor(
  saltKey: Uint8Array,
  seq: number,
  path: JsonPath,
  hashes: ReplayHashes = portableHashes,
): string {
  return hashes.hmacHex(saltKey, [SALT_DOMAIN, String(seq), canonical(path)]);
}

export function isSecretMarker(value: unknown): value is SecretMarker {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === SECRET_KEY;
}

export function markerOf(value: unknown): { commit: string; visibleTo: readonly number[] } | undefined {
  if (!isSecretMarker(value)) return undefined;
  const inner = value[SECRET_KEY] as unknown as { commit?: unknown; visibleTo?: unknown };
  if (typeof inner !== 'object' || inner === null || !isHex(inner.commit, 32)) return undefined;
  if (!Array.isArray(inner.visibleTo) || !inner.visibleTo.every((s) => Number.isSafeInteger(s) && s >= 0))
    return undefined;
  return { commit: inner.commit, visibleTo: inner.visibleTo as number[] };
}

export function getAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    if (Array.isArray(current) !== (typeof key === 'number')) return undefined;
    current = Object.hasOwn(current, key) ? (current as Record<string | number, unknown>)[key] : undefined;
  }
  return current;
}

/** A copy of `value` with `replacement` at `path` (which must exist). */
export function setAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...JsonPath];
  if (Array.isArray(value) && typeof key === 'number' && key < value.length) {
    const copy = [...value];
    copy[key] = setAt(value[key], rest, replacement);
    return copy;
  }
  if (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof key === 'string' &&
    Object.hasOwn(value, key)
  ) {
    return { ...value, [key]: setAt((value as Record<string, unknown>)[key], rest, replacement) };
  }
  throw new RangeError(`no field at ${canonical(path)}`);
}

export interface Hidden<T> {
  readonly value: T;
  readonly reveal: StoredReveal;
}

/** Replaces the field at `path` by its commitment; the stored reveal keeps the secret. */
export function hideField<T>(
  line: T,
  path: JsonPath,
  visibleTo: readonly number[],
  salt: string,
  family?: string,
  hashes: ReplayHashes = portableHashes,
): Hidden<T> {
  const secret = getAt(line, path);
  if (secret === undefined) throw new RangeError(`hidden field ${canonical(path)} does not exist`);
  const marker: SecretMarker = {
    [SECRET_KEY]: { commit: secretCommitment(salt, secret, hashes), visibleTo: [...visibleTo].sort((a, b) => a - b) },
  };
  const reveal: StoredReveal =
    family === undefined ? { path, value: secret, salt, visibleTo } : { path, value: secret, salt, visibleTo, family };
  return { value: setAt(line, path, marker) as T, reveal };
}

export type OpenFailure = {
  readonly path: JsonPath;
  readonly reason: 'no-marker' | 'commitment-mismatch' | 'duplicate';
};

/** Puts revealed secrets back in place, each checked against its commitment. */
export function openFields<T>(
  line: T,
  reveals: readonly Reveal[],
  hashes: ReplayHashes = portableHashes,
): { value: T; failures: OpenFailure[] } {
  let value: unknown = line;
  const failures: OpenFailure[] = [];
  const seen = new Set<string>();
  for (const reveal of reveals) {
    // Most lines reveal one field: a path can repeat only among several.
    const key = reveals.length > 1 ? canonical(reveal.path) : '';
    if (seen.has(key)) {
      failures.push({ path: reveal.path, reason: 'duplicate' });
      continue;
    }
    seen.add(key);
    const marker = markerOf(getAt(line, reveal.path));
    if (marker === undefined) failures.push({ path: reveal.path, reason: 'no-marker' });
    else if (secretCommitment(reveal.salt, reveal.value, hashes) !== marker.commit)
      failures.push({ path: reveal.path, reason: 'commitment-mismatch' });
    else value = setAt(value, reveal.path, reveal.value);
  }
  return { value: value as T, failures };
}

/** Whether any hidden field is still closed somewhere inside `value`. */
export function hasClosedSecrets(value: unknown): boolean {
  if (isSecretMarker(value)) return true;
  if (Array.isArray(value)) return value.some(hasClosedSecrets);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasClosedSecrets);
  return false;
}
