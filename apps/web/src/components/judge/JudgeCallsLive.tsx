'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useSubscription } from '@apollo/client/react';
import { LiveDot } from '../LiveConnection';
import { JUDGE_CALLS_UPDATED } from '../../graphql/judging';

/** The open calls a desk shows or the feed pushes, told apart by their ids whatever their order. */
export const callsKey = (callIds: readonly string[]): string => [...callIds].sort().join(' ');

/**
 * Re-renders the desk whenever the API pushes a change to the open judge calls (staff only). The
 * feed opens with the calls as they are: a desk drawn with `shownCallIds` renders again only if the
 * open calls changed between its drawing and its subscription, not on every load.
 */
export function JudgeCallsLive(props: { tournamentId: string; shownCallIds: readonly string[]; label: string }) {
  const { tournamentId, shownCallIds, label } = props;
  const router = useRouter();
  const shown = useRef(callsKey(shownCallIds));
  const key = callsKey(shownCallIds);
  useEffect(() => {
    shown.current = key;
  }, [key]);
  const { error } = useSubscription(JUDGE_CALLS_UPDATED, {
    variables: { tournamentId },
    onData: ({ data }) => {
      const calls = data.data?.judgeCallsUpdated;
      if (calls && callsKey(calls.map((call) => call.callId)) === shown.current) return;
      router.refresh();
    },
  });
  if (error) return null;
  return <LiveDot label={label} testId="judge-calls-live" />;
}
