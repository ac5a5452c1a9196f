/** A form's JSON field (format options): null when empty, undefined when it is not JSON. */
export function jsonField(text: FormDataEntryValue | null): unknown {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
