/** Random hex from the browser's CSPRNG (works on plain-HTTP LAN addresses, unlike randomUUID). */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A client command id: resending the same id returns the first outcome. */
export const newCommandId = (prefix: string): string => `${prefix}-${randomHex(12)}`;
