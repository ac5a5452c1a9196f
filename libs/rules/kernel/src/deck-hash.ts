import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { DeckList } from './deck.js';

/**
 * The fingerprint of a deck list: SHA-256 of its canonical JSON (RFC 8785) with each section's
 * entries sorted, so the same cards always give the same hash (002 C.4 "Presentación de
 * listados": a judge compares what is played with what was handed in). Tournaments, matches and
 * replays all use this one function.
 */
export function deckListHash(deck: DeckList): string {
  const sections = Object.fromEntries(
    Object.entries(deck.sections).map(([name, entries]) => [
      name,
      [...entries].sort((x, y) => (x.card < y.card ? -1 : x.card > y.card ? 1 : x.count - y.count)),
    ]),
  );
  const text = canonicalize({ ...deck, sections });
  if (text === undefined) throw new TypeError('deck list cannot be serialised');
  return bytesToHex(sha256(utf8ToBytes(text)));
}
