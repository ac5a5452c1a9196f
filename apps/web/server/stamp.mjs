// Shared by the web's server (client-address.mjs) and the code Next runs (src/lib/client-address.ts).

/**
 * Set on globalThis once the web runs behind its own server (main.mjs): from then on the
 * X-Forwarded-For that Next's code reads is the address that server saw, not the client's header.
 */
export const STAMPED = Symbol.for('cronica.web.client-address-stamped');
