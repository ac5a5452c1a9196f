import { HttpLink } from '@apollo/client';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { serverApiUrl } from './config';

/** One Apollo Client per server request (React Server Components). */
export const { getClient, query } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({ uri: serverApiUrl(), fetchOptions: { cache: 'no-store' } }),
    }),
);
