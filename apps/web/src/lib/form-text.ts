/** The most characters a form's short text field keeps (a name, a password): more is cut, not refused. */
export const MAX_FIELD = 256;

/** A form's text field, cut to `max` characters; '' when absent or a file. */
export function formText(form: FormData, name: string, max = MAX_FIELD): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}
