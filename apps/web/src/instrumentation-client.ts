import { config } from 'zod';

/**
 * Runs in the browser before any of the site's own modules (Next's client instrumentation hook).
 *
 * The site's Content-Security-Policy allows no `eval` (lib/security-headers.ts). Zod compiles its
 * object parsers with `new Function` where eval is allowed, and finds out by trying one the first
 * time a game or replay module builds a schema; the browser reports that try as a violation even
 * though zod catches the refusal. Without the compilation zod parses exactly the same way, which is
 * what it does under the policy anyway. It must be set before any schema exists: zod decides
 * when a schema is built, so an import from a component could come too late.
 */
config({ jitless: true });
