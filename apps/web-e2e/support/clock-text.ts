/**
 * Every day-and-minute a clock in `zone` read between two instants (ms since the epoch), as the site
 * writes a recorded moment in Spanish ("6 dic 2026, 20:58"): what a page may show for something
 * that happened in that window, read on that clock.
 */
export function minutesRead(from: number, to: number, zone: string): string[] {
  const seen = new Set<string>();
  for (let at = from - (from % 60_000); at <= to; at += 60_000)
    seen.add(new Date(at).toLocaleString('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }));
  return [...seen];
}

/** A pattern matching any of `texts` as written. */
export function anyOf(texts: readonly string[]): RegExp {
  return new RegExp(texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}
