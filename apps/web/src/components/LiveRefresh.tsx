'use client';

import { useRouter } from 'next/navigation';
import { useSubscription } from '@apollo/client/react';
import { TOURNAMENT_UPDATED } from '../graphql/tournament';

/** Re-renders the server page whenever the API pushes a change to this tournament. */
export function LiveRefresh({ tournamentId, label }: { tournamentId: string; label: string }) {
  const router = useRouter();
  const { error } = useSubscription(TOURNAMENT_UPDATED, {
    variables: { id: tournamentId },
    onData: () => router.refresh(),
  });
  if (error) return null;
  return (
    <span className="live-dot" title={label}>
      <span aria-hidden="true" className="live-dot__pulse" />
      {label}
    </span>
  );
}
