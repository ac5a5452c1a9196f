import canonicalize from 'canonicalize';

/**
 * A command's identity whatever the order of its keys: its canonical JSON (RFC 8785, keys sorted,
 * undefined fields left out), so the command a bot or a person sends matches the one
 * `legalCommands` listed.
 */
export function commandKey(command: unknown): string {
  return canonicalize(command) ?? 'undefined';
}
