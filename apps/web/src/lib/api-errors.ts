import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isLocalized, localized, type Localized } from '@cronica/util';

/** What the API said no with: its stable code and its es/en message. */
export interface ApiRefusal {
  readonly code: string;
  readonly message: Localized;
  /** The rule a RULE_VIOLATION broke (`tournament.result.invalid`…), to place the message beside its field. */
  readonly rule?: string;
}

const UNREACHABLE: Localized = localized(
  'No se pudo contactar con el servidor de Crónica. Vuelve a intentarlo.',
  'Could not reach the Crónica server. Please try again.',
);

/** One field the API refused (BAD_USER_INPUT), by its input path (`name`, `input.name`…). */
export interface FieldRefusal {
  readonly path: string;
  readonly message: Localized;
}

/** The fields a BAD_USER_INPUT names, with their es/en messages (none for any other refusal). */
export function fieldRefusals(error: unknown): FieldRefusal[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const extensions = error.errors[0]?.extensions;
  if (extensions?.code !== 'BAD_USER_INPUT' || !Array.isArray(extensions.problems)) return [];
  return (extensions.problems as Array<{ path?: unknown; messages?: unknown }>).flatMap((problem) =>
    typeof problem.path === 'string' && isLocalized(problem.messages)
      ? [{ path: problem.path, message: problem.messages }]
      : [],
  );
}

/**
 * The first refusal in an Apollo error, or "server unreachable" for network faults. Bad input
 * says what is wrong with each field (the rule's own words) rather than only that input was bad.
 */
export function apiRefusal(error: unknown): ApiRefusal {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const first = error.errors[0]!;
    const code = String(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    const fields = fieldRefusals(error);
    if (fields.length > 0)
      return {
        code,
        message: localized(fields.map((f) => f.message.es).join(' '), fields.map((f) => f.message.en).join(' ')),
      };
    const messages = first.extensions?.messages;
    const rule = first.extensions?.rule;
    return {
      code,
      message: isLocalized(messages) ? messages : localized(first.message, first.message),
      ...(typeof rule === 'string' ? { rule } : {}),
    };
  }
  return { code: 'UNREACHABLE', message: UNREACHABLE };
}

/**
 * A form's error after the API refused, or could not be reached: then `unanswered` (what was sent may
 * have been done), and the page sends the same form again with the same command id.
 */
export function formError(error: unknown): { readonly error: Localized; readonly unanswered?: true } {
  const refusal = apiRefusal(error);
  return refusal.code === 'UNREACHABLE' ? { error: refusal.message, unanswered: true } : { error: refusal.message };
}
