import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanName, isLocalized, localized, nameProblem, type Localized } from '@cronica/util';
import { apiRefusal } from './api-errors';
import { accountMessages, DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './account-messages';

/** An account form's fields the API may refuse one by one. */
export type AccountField = 'username' | 'displayName' | 'password' | 'language' | 'currentPassword' | 'newPassword';

/** What an account form shows after the API said no: a line for the form, and one per refused field. */
export interface FormRefusal {
  readonly form: Localized | null;
  readonly fields: Partial<Record<AccountField, Localized>>;
}

const FIELDS: readonly AccountField[] = [
  'username',
  'displayName',
  'password',
  'language',
  'currentPassword',
  'newPassword',
];

/** `input.displayName` or `displayName` → the form's field; anything else is not a field of ours. */
function fieldOf(path: unknown): AccountField | null {
  if (typeof path !== 'string') return null;
  const last = path.split('.').at(-1) as AccountField;
  return FIELDS.includes(last) ? last : null;
}

/** An account form whose answer never came: "could not reach" for the whole form, and `unanswered`. */
export function unreachedAccountForm(unreachable: Localized): {
  readonly refusal: FormRefusal;
  readonly unanswered: true;
} {
  return { refusal: { form: unreachable, fields: {} }, unanswered: true };
}

/** No answer came from the API (what was sent may have been done): the form says so and keeps its command id. */
export function unansweredIf(error: unknown): { readonly unanswered?: true } {
  return apiRefusal(error).code === 'UNREACHABLE' ? { unanswered: true } : {};
}

/**
 * Sorts the API's refusal onto the form's fields: BAD_USER_INPUT names each field
 * (`extensions.problems[].path`), a taken username is a rule violation of the username (an unchanged
 * display name, of the display name), a wrong
 * current password is UNAUTHENTICATED; anything else (rate limits, an unreachable server) is
 * said once for the whole form.
 */
export function formRefusal(error: unknown, wrongPasswordField: AccountField | null = null): FormRefusal {
  const refusal = apiRefusal(error);
  const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
  if (refusal.code === 'BAD_USER_INPUT' && Array.isArray(extensions?.problems)) {
    const fields: Partial<Record<AccountField, Localized>> = {};
    for (const problem of extensions.problems as Array<{ path?: unknown; message?: unknown; messages?: unknown }>) {
      const field = fieldOf(problem.path);
      const text = isLocalized(problem.messages)
        ? problem.messages
        : localized(String(problem.message), String(problem.message));
      if (field && !fields[field]) fields[field] = text;
    }
    if (Object.keys(fields).length > 0) return { form: accountMessages.signUp.refused, fields };
  }
  if (refusal.code === 'RULE_VIOLATION' && extensions?.rule === 'ACCOUNT_USERNAME_TAKEN') {
    return { form: accountMessages.signUp.refused, fields: { username: refusal.message } };
  }
  if (refusal.code === 'RULE_VIOLATION' && extensions?.rule === 'ACCOUNT_DISPLAY_NAME_UNCHANGED') {
    return { form: accountMessages.signUp.refused, fields: { displayName: refusal.message } };
  }
  if (refusal.code === 'UNAUTHENTICATED' && wrongPasswordField) {
    return { form: accountMessages.signUp.refused, fields: { [wrongPasswordField]: refusal.message } };
  }
  return { form: refusal.message, fields: {} };
}

/** Live feedback on a display name as typed, by the API's own rule (`@cronica/util` names.ts); the API's answer on sending is the one that counts. */
export function displayNameFeedback(raw: string): Localized | null {
  if (raw.length === 0) return null;
  const problem = nameProblem(raw, 'displayName');
  if (problem?.kind !== 'length') return problem?.message ?? null;
  const length = [...cleanName(raw)].length;
  return localized(
    `Tiene ${length} caracteres sin contar los espacios de los extremos (de 1 a ${DISPLAY_NAME_MAX}).`,
    `It has ${length} characters without the spaces at either end (1 to ${DISPLAY_NAME_MAX}).`,
  );
}

export interface PasswordFeedback {
  readonly ok: boolean;
  readonly message: Localized;
}

/**
 * Live feedback on a new password by the API's own rule: 8–200 characters and not the username
 * with fewer than 4 other characters (NIST SP 800-63B 3.1.1.2). The common-password list stays on
 * the server; the form says so, and shows its verdict by the field on sending.
 */
export function passwordFeedback(password: string, username: string): PasswordFeedback | null {
  if (password.length === 0) return null;
  const length = [...password].length;
  const m = accountMessages.strength;
  if (length < PASSWORD_MIN) return { ok: false, message: m.tooShort(PASSWORD_MIN - length) };
  if (length > PASSWORD_MAX) return { ok: false, message: m.tooLong };
  const name = username.trim().toLowerCase();
  const lower = password.normalize('NFKC').toLowerCase();
  if (name.length >= 3 && lower.includes(name) && lower.length - name.length < 4)
    return { ok: false, message: m.nearUsername };
  return { ok: true, message: m.lengthOk };
}
