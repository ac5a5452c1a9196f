import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { graphql } from './api';

/** A username no earlier run took (the e2e store outlives one spec file). */
export function freshUsername(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(0, 32);
}

/** A password the API accepts (long, not common, not the username). */
export const GOOD_PASSWORD = 'mesa once y dados rojos';

/** Creates an account through the API (to set a scene; the sign-up journey itself goes through the web). */
export async function registerThroughApi(
  request: APIRequestContext,
  username: string,
  displayName: string,
  password = GOOD_PASSWORD,
): Promise<void> {
  const { register } = await graphql<{ register: { player: { username: string } } }>(
    request,
    'mutation ($input: RegisterInput!) { register(input: $input) { player { username } } }',
    { input: { commandId: `e2e-${username}`, username, displayName, password, language: 'es' } },
  );
  expect(register.player.username).toBe(username);
}

/** A fresh account (username `prefix-…`, freshUsername) created through the API; answers its username. */
export async function registerFresh(request: APIRequestContext, prefix: string, displayName: string): Promise<string> {
  const username = freshUsername(prefix);
  await registerThroughApi(request, username, displayName);
  return username;
}

/** Whether the browser still holds a session cookie. */
export async function hasSessionCookie(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some((cookie) => cookie.name === 'cronica_session');
}

/** Resolves once a live connection (graphql-ws) of this page is acknowledged by the API; call before opening the page. */
export function liveConnectionAcknowledged(page: Page): Promise<void> {
  return liveFrameReceived(page, 'connection_ack');
}

/** Resolves once the API has pushed this page something on its live connection; call before opening the page. */
export function livePushReceived(page: Page): Promise<void> {
  return liveFrameReceived(page, '"type":"next"');
}

function liveFrameReceived(page: Page, text: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes(text)) resolve();
      });
    });
  });
}
