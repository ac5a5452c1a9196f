'use client';

import type { ReactNode } from 'react';
import { ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import { createClient } from 'graphql-ws';
import { browserApiUrl, toWebSocketUrl, type BrowserApiConfig } from '../lib/config';

function makeClientFor(api: BrowserApiConfig) {
  return () => {
    if (typeof window === 'undefined') {
      // Server-side rendering of client components: plain HTTP to the API's server-side URL.
      return new ApolloClient({ cache: new InMemoryCache(), link: new HttpLink({ uri: api.ssrUrl }) });
    }
    const uri = browserApiUrl(api, window.location);
    const http = new HttpLink({ uri, credentials: 'include' });
    const ws = new GraphQLWsLink(createClient({ url: toWebSocketUrl(uri), lazy: true, retryAttempts: 5 }));
    const link = ApolloLink.split(({ query }) => isSubscriptionOperation(query), ws, http);
    return new ApolloClient({ cache: new InMemoryCache(), link });
  };
}

/** Apollo for client components: HTTP for queries and mutations, graphql-ws for subscriptions (browser only). */
export function ApolloWrapper({ api, children }: { api: BrowserApiConfig; children: ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeClientFor(api)}>{children}</ApolloNextAppProvider>;
}
