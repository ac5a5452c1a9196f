import type { Page, Route } from '@playwright/test';

/**
 * Sends the request on to the server and drops its answer, cookies included: the route's fetch
 * shares the browser's cookie jar, but a real browser never gets the cookies of an answer that never
 * arrived (a lost sign-in leaves it signed out).
 */
async function sendAndLoseAnswer(page: Page, route: Route): Promise<void> {
  const cookies = await page.context().cookies();
  await route.fetch();
  await page.context().clearCookies();
  await page.context().addCookies(cookies);
  await route.abort('internetdisconnected');
}

/**
 * Until the answer is called, the API requests whose body matches `operation` reach the server but
 * their answers never come back: a phone's connection dropping while a request is on its way. The
 * page then says the server could not be reached, though what it sent was done.
 */
export async function loseAnswers(page: Page, operation: RegExp): Promise<() => void> {
  let losing = true;
  await page.route('**/graphql', async (route) => {
    if (!losing || !operation.test(route.request().postData() ?? '')) return route.fallback();
    return sendAndLoseAnswer(page, route);
  });
  return () => (losing = false);
}

/** What the page says when the API could not be reached. */
export const UNREACHABLE_TEXT = 'No se pudo contactar con el servidor de Crónica. Vuelve a intentarlo.';

/**
 * Until the answer is called, the page's server actions (a form, posted to its page with the
 * `next-action` header) reach the server but their answers never come back: the venue's Wi-Fi
 * dropping while the organizer, a judge or a player sends a form.
 */
export async function loseActionAnswers(page: Page): Promise<() => void> {
  let losing = true;
  await page.route('**', async (route) => {
    const request = route.request();
    if (!losing || request.method() !== 'POST' || (await request.headerValue('next-action')) === null)
      return route.fallback();
    return sendAndLoseAnswer(page, route);
  });
  return () => (losing = false);
}

/**
 * The phone's live connection to the API: while down, its pushes never arrive. `acknowledged`
 * resolves once the connection is up.
 */
export async function livePushes(page: Page) {
  let acknowledge = () => {};
  const pushes = { arrive: true, acknowledged: new Promise<void>((resolve) => (acknowledge = resolve)) };
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (String(message).includes('connection_ack')) acknowledge();
      if (pushes.arrive) socket.send(message);
    });
  });
  return pushes;
}
