import { LOGIN } from '../graphql/auth';
import { getClient } from './apollo-rsc';
import { deviceTokens, rememberDevice } from './device';
import { keepSession } from './session';

/** A session the API opened for this browser, with the device token that came with it. */
type OpenedSession = Parameters<typeof keepSession>[0] & { readonly deviceToken: string };

/** Keeps a session the API just opened (the HttpOnly cookie) and this device's token (server actions only). */
export async function keepSignIn(session: OpenedSession): Promise<void> {
  await keepSession(session);
  await rememberDevice(session.deviceToken);
}

/**
 * Signs this browser in through the API and keeps the session; false on an empty answer. The API's
 * refusal (a wrong password, a rate limit) and an unreachable API are thrown as they came.
 */
export async function signInThroughApi(username: string, password: string): Promise<boolean> {
  const { data } = await getClient().mutate({
    mutation: LOGIN,
    variables: { username, password, deviceTokens: await deviceTokens() },
  });
  if (!data) return false;
  await keepSignIn(data.login);
  return true;
}
