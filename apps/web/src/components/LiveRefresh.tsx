'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { LiveDot } from './LiveConnection';
import { TOURNAMENT_UPDATED } from '../graphql/tournament';

/**
 * How long a burst of changes is gathered before the page is rendered again: when a round's results
 * come in from every table at once, the page re-renders a few times a second, not once per event.
 */
const GATHER_MS = 400;

/**
 * Re-renders the server page when the API pushes changes to this tournament (a burst of them at
 * once). The feed opens with the tournament as it is: a page rendered at `renderedAt` re-renders
 * only if something changed between its render and its subscription.
 */
export function LiveRefresh(props: { tournamentId: string; renderedAt: string; label: string }) {
  const { tournamentId, renderedAt, label } = props;
  const router = useRouter();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = useRef(renderedAt);
  useEffect(() => {
    shown.current = renderedAt;
  }, [renderedAt]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const { error } = useSubscription(TOURNAMENT_UPDATED, {
    variables: { id: tournamentId },
    onData: ({ data }) => {
      const updatedAt = data.data?.tournamentUpdated?.updatedAt;
      if (updatedAt !== undefined && updatedAt === shown.current) return;
      if (pending.current) return;
      pending.current = setTimeout(() => {
        pending.current = null;
        router.refresh();
      }, GATHER_MS);
    },
  });
  if (error) return null;
  return <LiveDot label={label} />;
}
