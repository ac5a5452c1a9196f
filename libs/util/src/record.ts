/** Whether a value from outside (JSON, a form, stored options) is a plain object to read fields from: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
