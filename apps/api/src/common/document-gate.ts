import type { NextFunction, Request, Response } from 'express';
import { GraphQLError, Kind, Lexer, parse, Source, TokenKind, visit, type DocumentNode } from 'graphql';
import { formatError } from './format-error.js';
import { badRequest, nestedTooDeeply } from './request-errors.js';

/**
 * How large a document may be before any GraphQL rule reads it. graphql's own validation has
 * rules whose work grows faster than the document (overlapping fields compares pairs of fields,
 * fragment by fragment), so the document is bounded first: the web's largest page query has under
 * 300 tokens, 4 fragments and 6 spreads.
 */
export interface DocumentLimits {
  /** Tokens of the query text (MAX_QUERY_TOKENS): the parser stops counting past it. */
  readonly maxTokens: number;
  /** Brackets, braces and parentheses open at once: graphql's parser recurses once per level. */
  readonly maxNesting: number;
  readonly maxFragments: number;
  readonly maxSpreads: number;
}

export const MAX_FRAGMENTS = 32;
export const MAX_SPREADS = 128;
/** Far above MAX_QUERY_DEPTH's ten levels of fields with their arguments' objects and lists. */
export const MAX_NESTING = 64;

export const documentLimits = (maxTokens: number): DocumentLimits => ({
  maxTokens,
  maxNesting: MAX_NESTING,
  maxFragments: MAX_FRAGMENTS,
  maxSpreads: MAX_SPREADS,
});

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** graphql's own words when `maxTokens` stops the parser ("more that N tokens" in graphql 16). */
const TOKEN_LIMIT = /contains more th\w+ \d+ tokens/;

/**
 * Parses an operation's text within the limits. Throws the refusal (BAD_USER_INPUT, HTTP 400,
 * both languages) for a document over a limit, or graphql's syntax error for a malformed one.
 */
export function readDocument(text: string, limits: DocumentLimits): DocumentNode {
  checkTokens(text, limits);
  let document: DocumentNode;
  try {
    document = parse(text, { maxTokens: limits.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError && TOKEN_LIMIT.test(error.message)) throw tooLong(limits.maxTokens);
    if (error instanceof RangeError) throw nestedTooDeeply();
    throw error;
  }
  const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).length;
  if (fragments > limits.maxFragments) throw tooMany('fragments', fragments, limits.maxFragments);
  let spreads = 0;
  visit(document, { FragmentSpread: () => void (spreads += 1) });
  if (spreads > limits.maxSpreads) throw tooMany('spreads', spreads, limits.maxSpreads);
  return document;
}

/**
 * One pass of graphql's lexer (linear, no recursion) before its recursive parser: too many tokens,
 * or brackets nested deeper than the parser's stack should follow, refuse the document.
 */
function checkTokens(text: string, limits: DocumentLimits): void {
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  let open = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    if ((tokens += 1) > limits.maxTokens) throw tooLong(limits.maxTokens);
    if (OPENING.has(token.kind) && (open += 1) > limits.maxNesting) throw nestedTooDeeply();
    if (CLOSING.has(token.kind)) open -= 1;
  }
}

export const tooLong = (maxTokens: number) =>
  badRequest(
    {
      es: `La consulta es demasiado larga (más de ${maxTokens} símbolos); pide menos campos.`,
      en: `The query is too long (more than ${maxTokens} tokens); ask for fewer fields.`,
    },
    { reason: 'QUERY_TOO_LONG', maxTokens },
  );

function tooMany(what: 'fragments' | 'spreads', count: number, max: number): GraphQLError {
  const words =
    what === 'fragments' ? { es: 'fragmentos', en: 'fragments' } : { es: 'usos de fragmentos', en: 'fragment spreads' };
  return badRequest(
    {
      es: `La consulta tiene demasiados ${words.es} (${count}; como mucho ${max}).`,
      en: `The query has too many ${words.en} (${count}; at most ${max}).`,
    },
    { reason: what === 'fragments' ? 'TOO_MANY_FRAGMENTS' : 'TOO_MANY_SPREADS', max },
  );
}

/** Texts the gate remembers having read within the limits (whether a text passes depends on it alone). */
const KNOWN_TEXTS = 256;
/** Longer texts are read every time: the memory stays small however clients vary their documents. */
const KNOWN_TEXT_LENGTH = 4096;

/**
 * The HTTP side of `readDocument`, in front of Apollo: a document over a limit is answered here
 * (400, the same error shape) and never reaches graphql's validation. A malformed one goes on, for
 * Apollo to answer with its syntax error. Apollo parses the text again (from its own cache of
 * documents); a client sends the same few texts again and again, so one read within the limits
 * lets the same text through afterwards without lexing and parsing it once more.
 */
export function documentGate(limits: DocumentLimits) {
  const known = new Set<string>();
  return (request: Request, response: Response, next: NextFunction): void => {
    const text = queryText(request);
    if (text === undefined || known.has(text)) return next();
    try {
      readDocument(text, limits);
    } catch (error) {
      const status = (error as GraphQLError).extensions?.http as { status?: number } | undefined;
      if (!(error instanceof GraphQLError) || status?.status === undefined) return next();
      const { http: _http, ...extensions } = error.toJSON().extensions ?? {};
      response.status(status.status).json({ errors: [formatError({ message: error.message, extensions })] });
      return;
    }
    if (text.length <= KNOWN_TEXT_LENGTH) remember(known, text);
    next();
  };
}

function remember(known: Set<string>, text: string): void {
  known.add(text);
  if (known.size > KNOWN_TEXTS) known.delete(known.values().next().value as string);
}

function queryText(request: Request): string | undefined {
  const fromBody = (request.body as { query?: unknown } | undefined)?.query;
  if (typeof fromBody === 'string') return fromBody;
  const fromUrl = request.method === 'GET' ? (request.query as Record<string, unknown>).query : undefined;
  return typeof fromUrl === 'string' ? fromUrl : undefined;
}
