'use client';

import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Client } from 'graphql-ws';
import type { Lang } from '@cronica/util';
import { translator } from '../lib/i18n';
import {
  liveConnectionStore,
  liveMessages,
  wokeFromSleep,
  type LiveEvents,
  type LiveState,
} from '../lib/live-connection';

/** The tab's one live connection (`liveConnectionStore`): its socket is made once per tab. */
const tabConnection = liveConnectionStore<Client>();
const idleOnServer = (): LiveState => 'idle';

/**
 * The live connection's state for the page, and the events the socket reports it through. A page
 * hidden long enough (a phone that slept) drops its socket when it shows again, so it reconnects at
 * once instead of waiting on one the API has already closed.
 */
export function useLiveConnection(): { events: LiveEvents<Client>; state: LiveState } {
  const state = useSyncExternalStore(tabConnection.subscribe, tabConnection.state, idleOnServer);
  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hiddenAt = Date.now();
      else if (wokeFromSleep(hiddenAt, Date.now())) tabConnection.socket()?.terminate();
      if (document.visibilityState === 'visible') hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  return { events: tabConnection.events, state };
}

/** Said while the live connection is lost and being retried: what the page shows may be out of date. */
export function LiveConnectionNotice({ state, lang }: { state: LiveState; lang: Lang }) {
  if (state !== 'down') return null;
  return (
    <p className="live-down" role="status" data-testid="live-down">
      {translator(lang)(liveMessages.down)}
    </p>
  );
}

/** Where a mark reads the live connection's state (and what the server's drawing says): the tab's connection, or a fixed one in a test. */
export interface LiveSource {
  subscribe(listener: () => void): () => void;
  state(): LiveState;
  onServer(): LiveState;
}

const tabSource: LiveSource = {
  subscribe: tabConnection.subscribe,
  state: tabConnection.state,
  onServer: idleOnServer,
};

/**
 * The page's language and the live connection, for the marks that say a list updates live. The
 * value never changes while the page runs: a mark reads the state from the connection itself, so a
 * socket that connects while part of the page still waits for its code (a phone fetching a game's
 * rules) does not make React throw that part's server drawing away, nor what was typed or opened in it.
 */
const LiveContext = createContext<{ source: LiveSource; lang: Lang }>({ source: tabSource, lang: 'es' });

export function LiveConnectionProvider({
  lang,
  source = tabSource,
  children,
}: {
  lang: Lang;
  source?: LiveSource;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ source, lang }), [source, lang]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/**
 * The mark beside a list the API keeps up to date ("Se actualiza en directo"); while the live
 * connection is lost it says so instead, so it never claims updates that are not arriving.
 */
export function LiveDot({ label, testId }: { label: string; testId?: string }) {
  const { source, lang } = useContext(LiveContext);
  const state = useSyncExternalStore(source.subscribe, source.state, source.onServer);
  const down = state === 'down';
  const text = down ? translator(lang)(liveMessages.paused) : label;
  return (
    <span className={down ? 'live-dot live-dot--down' : 'live-dot'} title={text} data-testid={testId} data-live={state}>
      <span aria-hidden="true" className="live-dot__pulse" />
      {text}
    </span>
  );
}
