import { HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { forwardedFor } from './client-address';
import { fetchWithin, serverApiTimeoutMs, serverApiUrl } from './config';
import { withFailureDigest, waitOutShortLimit } from './rate-limit-wait';
import { isStaleReadToken, readAfterHeader } from './read-after';
import { currentLang } from './server-lang';
import { sessionToken } from './session';

/**
 * Speaks for the reader on every server-side call (pages, server actions, route handlers): their
 * session (if any), their language for the API's messages, their address for its rate limits, and
 * their last write's read token so they see what they just did.
 */
const forwardReader = new SetContextLink(async (previous) => {
  const skipReadAfter = (previous as { skipReadAfter?: boolean }).skipReadAfter === true;
  const [token, lang, address, readAfter] = await Promise.all([
    sessionToken(),
    currentLang(),
    forwardedFor(),
    skipReadAfter ? {} : readAfterHeader(),
  ]);
  const headers: Record<string, string> = {
    ...(previous.headers as Record<string, string> | undefined),
    ...address,
    ...readAfter,
    'accept-language': lang,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers };
});

/** A read token from an ended session is refused as a whole request: ask once more without it. */
const retryWithoutStaleToken = new ErrorLink(({ error, operation, forward }) => {
  if (!isStaleReadToken(error) || (operation.getContext() as { skipReadAfter?: boolean }).skipReadAfter) return;
  operation.setContext({ skipReadAfter: true });
  return forward(operation);
});

/** One Apollo Client per server request (React Server Components and server actions). */
const perRequest = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: waitOutShortLimit
        .concat(retryWithoutStaleToken)
        .concat(forwardReader)
        .concat(
          new HttpLink({
            uri: serverApiUrl(),
            fetch: fetchWithin(serverApiTimeoutMs()),
            fetchOptions: { cache: 'no-store' },
          }),
        ),
    }),
);

export const { getClient } = perRequest;

/** A page's read on the request's client; one still refused as too many fails as a busy page, one unanswered says so too. */
export const query = ((options: Parameters<typeof perRequest.query>[0]) =>
  withFailureDigest(perRequest.query(options))) as typeof perRequest.query;
