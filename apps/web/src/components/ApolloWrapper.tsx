'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import { createClient, type Client } from 'graphql-ws';
import type { Lang } from '@cronica/util';
import { forgetEndedSession } from '../app/login/actions';
import { accountMessages } from '../lib/account-messages';
import { browserApiUrl, toWebSocketUrl, type BrowserApiConfig } from '../lib/config';
import { translator } from '../lib/i18n';
import { isOwnSessionEnd, liveCloseMeaning, sessionEndedPath } from '../lib/live-close';
import { LIVE_RETRY, type LiveEvents } from '../lib/live-connection';
import { LiveConnectionNotice, LiveConnectionProvider, useLiveConnection } from './LiveConnection';

/**
 * A `fetch` that asks in the site's language the reader chose (read at each request), not the
 * browser's: the API words moves, log lines and refusals by `Accept-Language`.
 */
function fetchIn(lang: () => Lang): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('accept-language', lang());
    return fetch(input, { ...init, headers });
  };
}

/**
 * `lang`: sent with every request and read when the live connection opens, so what the API answers
 * and pushes (a match's moves, log lines, its words) is in the site's language the reader chose,
 * not the browser's.
 */
function makeClientFor(
  api: BrowserApiConfig,
  onClosed: (code: number) => void,
  live: LiveEvents<Client>,
  lang: () => Lang,
) {
  return () => {
    if (typeof window === 'undefined') {
      // Server-side rendering of client components: plain HTTP to the API's server-side URL.
      return new ApolloClient({
        cache: new InMemoryCache(),
        link: new HttpLink({ uri: api.ssrUrl, fetch: fetchIn(lang) }),
      });
    }
    const uri = browserApiUrl(api, window.location);
    const http = new HttpLink({ uri, credentials: 'include', fetch: fetchIn(lang) });
    // Never given up: a venue's Wi-Fi may be gone for minutes (lib/live-connection.ts).
    const socket = createClient({
      url: toWebSocketUrl(uri),
      lazy: true,
      ...LIVE_RETRY,
      connectionParams: () => ({ 'accept-language': lang() }),
      on: {
        connected: () => live.connected(),
        closed: (event) => {
          const code = typeof (event as { code?: unknown })?.code === 'number' ? (event as CloseEvent).code : 0;
          live.closed(code);
          onClosed(code);
        },
      },
    });
    live.attach(socket);
    const link = ApolloLink.split(({ query }) => isSubscriptionOperation(query), new GraphQLWsLink(socket), http);
    return new ApolloClient({ cache: new InMemoryCache(), link });
  };
}

/**
 * The page mounted now, as the tab's one Apollo client reads it: the site language it asks in, and
 * what it does when the API closes the live connection (`useLiveClose`).
 */
const pageNow: { lang: Lang; onLiveClose: (code: number) => void } = { lang: 'es', onLiveClose: () => {} };

/**
 * What the page does when the API closes its live connection (SECURITY.md "Accounts and
 * sessions"): 4401, the session ended elsewhere → forget the dead cookie and go to sign-in with
 * a message; 4403, the reader's rights changed → graphql-ws reconnects and subscribes again with
 * what they may see now, and the page re-renders from the server to match.
 */
function useLiveClose(lang: Lang) {
  const router = useRouter();
  const pathname = usePathname();
  // The page where the rights changed: the notice belongs to it, not to the next one.
  const [rightsChangedOn, setRightsChangedOn] = useState<string | null>(null);
  useEffect(() => {
    pageNow.onLiveClose = (code) => {
      switch (liveCloseMeaning(code)) {
        case 'session-ended':
          if (isOwnSessionEnd()) return;
          void forgetEndedSession().then((ended) => {
            if (ended) window.location.assign(sessionEndedPath(window.location));
          });
          return;
        case 'rights-changed':
          setRightsChangedOn(window.location.pathname);
          router.refresh();
          return;
        case 'other':
          return;
      }
    };
  }, [router]);
  const notice =
    rightsChangedOn !== null && rightsChangedOn === pathname
      ? translator(lang)(accountMessages.ended.rightsChanged)
      : null;
  return { notice };
}

/**
 * Apollo for client components: HTTP for queries and mutations, graphql-ws for subscriptions (browser
 * only). `nonce`: this response's Content-Security-Policy nonce, for the scripts that carry data
 * fetched while rendering on the server to the browser.
 */
export function ApolloWrapper({
  api,
  lang,
  nonce,
  children,
}: {
  api: BrowserApiConfig;
  lang: Lang;
  nonce?: string;
  children: ReactNode;
}) {
  const { notice } = useLiveClose(lang);
  const live = useLiveConnection();
  pageNow.lang = lang;
  // One client per tab, made once, during a render React may discard: it reads the page mounted now
  // through `pageNow` and reports to the tab's live connection, whichever render made it.
  const makeClient = useMemo(
    () =>
      makeClientFor(
        api,
        (code) => pageNow.onLiveClose(code),
        live.events,
        () => pageNow.lang,
      ),
    [api, live.events],
  );
  return (
    <ApolloNextAppProvider makeClient={makeClient} extraScriptProps={nonce ? { nonce } : {}}>
      <LiveConnectionNotice state={live.state} lang={lang} />
      {notice ? (
        <p className="form__notice live-notice" role="status" data-testid="rights-changed">
          {notice}
        </p>
      ) : null}
      <LiveConnectionProvider lang={lang}>{children}</LiveConnectionProvider>
    </ApolloNextAppProvider>
  );
}
