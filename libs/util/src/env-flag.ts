const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off']);

/**
 * Reads an on/off environment variable the same way in every app (the API and the web must never
 * disagree on, say, `SECURE_COOKIES`). Blank or missing gives `fallback`; anything unrecognised
 * throws, so a typo stops the process instead of silently meaning "off".
 */
export function parseEnvFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  throw new Error(
    `${name}=${value}: se esperaba 1/0, true/false, yes/no u on/off / expected 1/0, true/false, yes/no or on/off`,
  );
}
