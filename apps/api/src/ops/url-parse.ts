import { parse } from 'node:url';

/**
 * Node (lib/url.js, DEP0169) looks at the caller's stack on every `url.parse` made from inside
 * node_modules until one call from outside them has shown the deprecation; Apollo's Express
 * integration calls it on every GraphQL request, so each request paid for a stack capture. One
 * call from here, with deprecation warnings muted for it alone, ends that cost; the API itself
 * never calls `url.parse`, and every other deprecation is still shown.
 */
export function settleUrlParseDeprecation(): void {
  const muted = process.noDeprecation;
  process.noDeprecation = true;
  try {
    parse('/');
  } finally {
    process.noDeprecation = muted;
  }
}
