'use client';

import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { Localized } from '@cronica/util';
import { MATCH_SANDBOX, type SandboxCommand, type SandboxResult } from '../../../graphql/audit';
import { apiRefusal } from '../../../lib/api-errors';

/**
 * The commands tried in the sandbox from one event and what they did: each run asks the API's
 * matchSandbox afresh (nothing is written); discarding runs it with no commands.
 */
export function useSandbox(matchId: string, fromEvent: number) {
  const client = useApolloClient();
  const [commands, setCommands] = useState<SandboxCommand[]>([]);
  const [result, setResult] = useState<SandboxResult | null>(null);
  const [error, setError] = useState<Localized | null>(null);
  const [busy, setBusy] = useState(false);
  const [discarded, setDiscarded] = useState(false);
  const run = useCallback(
    async (next: SandboxCommand[]) => {
      setBusy(true);
      setError(null);
      try {
        const { data } = await client.query({
          query: MATCH_SANDBOX,
          variables: { matchId, fromEvent, commands: next },
          fetchPolicy: 'no-cache',
        });
        setResult(data?.matchSandbox ?? null);
        setCommands(next);
      } catch (failure) {
        setError(apiRefusal(failure).message);
      } finally {
        setBusy(false);
      }
    },
    [client, matchId, fromEvent],
  );
  useEffect(() => void run([]), [run]);
  const tryCommand = (c: SandboxCommand) => (setDiscarded(false), void run([...commands, c]));
  const discard = () => (setDiscarded(true), void run([]));
  return { commands, result, error, busy, discarded, tryCommand, discard };
}
