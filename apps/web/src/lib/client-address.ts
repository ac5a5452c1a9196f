import { isIP } from 'node:net';
import { headers } from 'next/headers';
import { STAMPED } from '../../server/stamp.mjs';

let warned = false;

/**
 * Who the web is calling the API for. The API limits password checks and signed-out mutations
 * per client address, and every server-side call from the web reaches it from the web's own
 * address: without this, everyone signing in through the web would share one bucket. The address
 * is the one the web's server saw on its socket (server/client-address.mjs, WEB_TRUST_PROXY),
 * never a header the browser chose; the API trusts it only from the peers TRUST_PROXY names.
 * Run without that server (plain `next start`), the web names nobody: everyone shares the web's
 * bucket rather than choosing their own.
 */
export async function forwardedFor(): Promise<Record<string, string>> {
  if ((globalThis as Record<symbol, unknown>)[STAMPED] !== true) {
    if (!warned)
      console.warn(
        '[cronica] web not started through apps/web/server/main.mjs: client addresses are not forwarded to the API',
      );
    warned = true;
    return {};
  }
  const address = (await headers()).get('x-forwarded-for');
  return address && isIP(address) !== 0 ? { 'x-forwarded-for': address } : {};
}
