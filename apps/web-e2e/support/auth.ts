import { expect, type APIRequestContext } from '@playwright/test';
import { graphql } from './api';
import { DEMO_PASSWORD } from './demo';

/** Signs a demo account in through the API and returns its bearer token (for setting up a scene). */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    {
      u: username,
      p: DEMO_PASSWORD,
    },
  );
  expect(login.token).toBeTruthy();
  return login.token;
}
