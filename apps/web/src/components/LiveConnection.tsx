'use client';

import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Client } from 'graphql-ws';
import type { Lang } from '@cronica/util';
import { translator } from '../lib/i18n';
import { liveMessages, stateAfterClose, wokeFromSleep, type LiveState } from '../lib/live-connection';

/** What the socket tells the page (graphql-ws `on`), and the socket itself once made. */
export interface LiveEvents {
  attach(socket: Client): void;
  connected(): void;
  closed(code: number): void;
}

/**
 * The live connection's state for the page, and the events the socket reports it through. A page
 * hidden long enough (a phone that slept) drops its socket when it shows again, so it reconnects at
 * once instead of waiting on one the API has already closed.
 */
export function useLiveConnection(): { events: LiveEvents; state: LiveState } {
  const [state, setState] = useState<LiveState>('idle');
  const socket = useRef<Client | null>(null);
  const events = useMemo<LiveEvents>(
    () => ({
      attach: (made) => (socket.current = made),
      connected: () => setState('up'),
      closed: (code) => setState(stateAfterClose(code)),
    }),
    [],
  );
  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hiddenAt = Date.now();
      else if (wokeFromSleep(hiddenAt, Date.now())) socket.current?.terminate();
      if (document.visibilityState === 'visible') hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  return { events, state };
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

/** The live connection's state and the page's language, for the marks that say a list updates live. */
const LiveContext = createContext<{ state: LiveState; lang: Lang }>({ state: 'idle', lang: 'es' });

export function LiveConnectionProvider({
  state,
  lang,
  children,
}: {
  state: LiveState;
  lang: Lang;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ state, lang }), [state, lang]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/**
 * The mark beside a list the API keeps up to date ("Se actualiza en directo"); while the live
 * connection is lost it says so instead, so it never claims updates that are not arriving.
 */
export function LiveDot({ label, testId }: { label: string; testId?: string }) {
  const { state, lang } = useContext(LiveContext);
  const down = state === 'down';
  const text = down ? translator(lang)(liveMessages.paused) : label;
  return (
    <span className={down ? 'live-dot live-dot--down' : 'live-dot'} title={text} data-testid={testId} data-live={state}>
      <span aria-hidden="true" className="live-dot__pulse" />
      {text}
    </span>
  );
}
