// Who the web is serving: the address the request came from, as this server's socket saw it.
// Next.js gives server code only the request's headers, and keeps an X-Forwarded-For the client
// sent (it fills the header only when it is missing), so the address is decided here, before
// Next sees the request, and the client's own header never goes further as it came.
import proxyaddr from 'proxy-addr';

/**
 * WEB_TRUST_PROXY: the proxies in front of the web whose X-Forwarded-For names the client
 * (addresses, subnets, `loopback`, `linklocal`, `uniquelocal`; comma-separated). Default none:
 * the socket's peer is the client.
 */
export function webTrust(value) {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const none =
    entries.length === 0 ||
    (entries.length === 1 && ['none', '0', 'false', 'no', 'off'].includes(entries[0].toLowerCase()));
  return proxyaddr.compile(none ? [] : entries);
}

/** `::ffff:10.0.0.5` → `10.0.0.5`, as the API spells addresses. */
function plain(address) {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * The client's address: the socket's peer; behind a trusted proxy, the hop that proxy appended
 * (walking X-Forwarded-For from the right while the hops are trusted), never what the client wrote.
 */
export function clientAddressOf(request, trust) {
  if (!request.socket?.remoteAddress) return undefined;
  return plain(proxyaddr(request, trust));
}

/**
 * Replaces the request's forwarding headers with the one address this server vouches for, so
 * every call the web makes for this request names it (src/lib/client-address.ts).
 */
export function stampClientAddress(request, trust) {
  const address = clientAddressOf(request, trust);
  delete request.headers.forwarded;
  delete request.headers['x-real-ip'];
  if (address) request.headers['x-forwarded-for'] = address;
  else delete request.headers['x-forwarded-for'];
  return address;
}
