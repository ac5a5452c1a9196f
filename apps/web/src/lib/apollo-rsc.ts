import { HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { forwardedFor } from './client-address';
import { serverApiUrl } from './config';
import { currentLang } from './server-lang';
import { sessionToken } from './session';

/**
 * Speaks for the reader on every server-side call (pages, server actions, route handlers): their
 * session (if any), their language for the API's messages, and their address for its rate limits.
 */
const forwardReader = new SetContextLink(async (previous) => {
  const [token, lang, address] = await Promise.all([sessionToken(), currentLang(), forwardedFor()]);
  const headers: Record<string, string> = { ...(previous.headers as Record<string, string> | undefined), ...address, 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers };
});

/** One Apollo Client per server request (React Server Components and server actions). */
export const { getClient, query } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: forwardReader.concat(new HttpLink({ uri: serverApiUrl(), fetchOptions: { cache: 'no-store' } })),
    }),
);
