import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * A link to a person's public page. It is not prefetched: standings, pairings and rosters show
 * dozens of names, and each prefetch asks the API for that profile, reads nobody asked for spent
 * from the budget a venue's readers share behind one address (an event's page on a laptop: 15
 * reads with them, 5 without).
 */
export function PersonLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <Link href={`/players/${encodeURIComponent(id)}`} prefetch={false} className={className}>
      {children}
    </Link>
  );
}
