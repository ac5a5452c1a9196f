import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { localized, type Localized } from '@cronica/util';

/** What the API said no with: its stable code and its es/en message. */
export interface ApiRefusal {
  readonly code: string;
  readonly message: Localized;
  /** The rule a RULE_VIOLATION broke (`tournament.result.invalid`…), to place the message beside its field. */
  readonly rule?: string;
}

const UNREACHABLE: Localized = localized('No se pudo contactar con el servidor de Crónica. Vuelve a intentarlo.', 'Could not reach the Crónica server. Please try again.');

function isLocalized(value: unknown): value is Localized {
  return typeof value === 'object' && value !== null && typeof (value as Localized).es === 'string' && typeof (value as Localized).en === 'string';
}

/** The first refusal in an Apollo error, or "server unreachable" for network faults. */
export function apiRefusal(error: unknown): ApiRefusal {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const first = error.errors[0]!;
    const code = String(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    const messages = first.extensions?.messages;
    const rule = first.extensions?.rule;
    return { code, message: isLocalized(messages) ? messages : localized(first.message, first.message), ...(typeof rule === 'string' ? { rule } : {}) };
  }
  return { code: 'UNREACHABLE', message: UNREACHABLE };
}
