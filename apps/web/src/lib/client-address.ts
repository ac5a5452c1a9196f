import { headers } from 'next/headers';

/**
 * Who the web is calling the API for, as this server received the request. The API limits
 * password checks and signed-out mutations per client address, and every server-side call from
 * the web reaches it from the web's own address: without this, everyone signing in through the
 * web would share one bucket. The API trusts the header only from the peers TRUST_PROXY names
 * (the loopback by default, see SECURITY.md "Running it in production"). Next fills
 * X-Forwarded-For with the socket's address unless a proxy in front already set it.
 */
export async function forwardedFor(): Promise<Record<string, string>> {
  const chain = (await headers()).get('x-forwarded-for');
  return chain ? { 'x-forwarded-for': chain } : {};
}
