'use client';

import { useRouter } from 'next/navigation';
import { useSubscription } from '@apollo/client/react';
import { LiveDot } from '../LiveConnection';
import { JUDGE_CALLS_UPDATED } from '../../graphql/judging';

/** Re-renders the desk whenever the API pushes a change to the open judge calls (staff only). */
export function JudgeCallsLive({ tournamentId, label }: { tournamentId: string; label: string }) {
  const router = useRouter();
  const { error } = useSubscription(JUDGE_CALLS_UPDATED, {
    variables: { tournamentId },
    onData: () => router.refresh(),
  });
  if (error) return null;
  return <LiveDot label={label} testId="judge-calls-live" />;
}
