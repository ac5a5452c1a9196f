import type { DeckList } from '@cronica/rules-kernel';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import canonicalize from 'canonicalize';

/**
 * 002 C.4 "Presentación de listados": the registered list is fixed by the SHA-256 of its
 * canonical JSON (RFC 8785), so a judge's deck check compares what is played with what was handed
 * in. Entries are sorted within each section so the same cards always give the same hash.
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
