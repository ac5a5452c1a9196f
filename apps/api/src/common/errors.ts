import type { Localized } from '@cronica/util';

/** The error codes a client can rely on (documented in SECURITY.md and the schema descriptions). */
export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'RULE_VIOLATION' | 'RATE_LIMITED';

export interface FieldProblem {
  readonly path: string;
  readonly message: string;
  /** The problem in both languages, for a person (optional: older callers give one text). */
  readonly messages?: Localized;
}

/** An expected refusal: mapped to its code by the exception filter, never masked. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    readonly text: Localized,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(text.en);
  }
}

export const unauthenticated = () =>
  new DomainError('UNAUTHENTICATED', { es: 'Tienes que iniciar sesión.', en: 'You must sign in.' });

export const forbidden = (role?: string) =>
  new DomainError(
    'FORBIDDEN',
    { es: 'No tienes permiso para esta acción.', en: 'You are not allowed to do this.' },
    role ? { requiredRole: role } : {},
  );

export const notFound = (what: string, id: string) =>
  new DomainError('NOT_FOUND', { es: `No existe ${what} «${id}».`, en: `No ${what} "${id}" exists.` }, { what, id });

export const badInput = (problems: readonly FieldProblem[]) =>
  new DomainError(
    'BAD_USER_INPUT',
    { es: 'Datos de entrada inválidos.', en: 'Invalid input.' },
    {
      problems: problems.map((p) => ({
        path: p.path,
        message: p.message,
        ...(p.messages ? { messages: p.messages } : {}),
      })),
    },
  );

export const conflict = (text: Localized, details: Record<string, unknown> = {}) =>
  new DomainError('CONFLICT', text, details);

/** A refusal by the rules library: the rule code and its es/en message travel to the client. */
export const ruleViolation = (ruleCode: string, message: Localized) =>
  new DomainError('RULE_VIOLATION', message, { rule: ruleCode });

export const rateLimited = (retryAfterSeconds: number) =>
  new DomainError(
    'RATE_LIMITED',
    { es: 'Demasiadas acciones seguidas; espera un momento.', en: 'Too many actions in a row; wait a moment.' },
    { retryAfterSeconds },
  );
