import { dictionary } from '@zxcvbn-ts/language-common';
import { cleanName, nameProblem, type Lang, type Localized } from '@cronica/util';
import { ERASED_USERNAME_PREFIX } from '@cronica/projections';
import { badInput, type FieldProblem } from '../common/errors.js';

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{2,31}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Passwords too common to accept (NIST SP 800-63B 3.1.1.2: check against known-compromised and
 * commonly used values): the 49,000-odd most common passwords zxcvbn ships, plus this site's words.
 */
const COMMON_PASSWORDS = new Set([
  ...dictionary['passwords-common'],
  'contraseña',
  'contrasena',
  'cronica',
  'crónica',
  'cronica-demo',
  'crónica-demo',
]);

/** What is wrong with a display name (the one name rule, `@cronica/util` names.ts), or null. */
export function displayNameProblem(raw: string): Localized | null {
  return nameProblem(raw, 'displayName')?.message ?? null;
}

export function usernameProblem(username: string): Localized | null {
  if (!USERNAME_PATTERN.test(username))
    return {
      es: 'El nombre de usuario tiene de 3 a 32 caracteres: a-z, 0-9, _ . - (empieza por letra o cifra).',
      en: 'The username has 3 to 32 characters: a-z, 0-9, _ . - (starting with a letter or digit).',
    };
  // Pages show an erased account by `deleted-<id>` (libs/projections personal-data.ts): nobody may hold one.
  if (username.startsWith(ERASED_USERNAME_PREFIX))
    return {
      es: `Los nombres de usuario que empiezan por «${ERASED_USERNAME_PREFIX}» están reservados para cuentas borradas.`,
      en: `Usernames starting with "${ERASED_USERNAME_PREFIX}" are reserved for deleted accounts.`,
    };
  return null;
}

export function passwordProblem(password: string, username: string): Localized | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return {
      es: `La contraseña debe tener entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres.`,
      en: `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
    };
  }
  const lower = password.normalize('NFKC').toLowerCase();
  const usernameWithLittleElse = username.length >= 3 && lower.includes(username) && lower.length - username.length < 4;
  if (COMMON_PASSWORDS.has(lower) || usernameWithLittleElse) {
    return {
      es: 'Esa contraseña es demasiado común o se parece a tu nombre de usuario; elige otra.',
      en: 'That password is too common or too close to your username; choose another.',
    };
  }
  return null;
}

export function languageProblem(language: string): Localized | null {
  return language === 'es' || language === 'en'
    ? null
    : { es: 'El idioma debe ser es o en.', en: 'The language must be es or en.' };
}

export interface SignUpInput {
  readonly username: string;
  readonly displayName: string;
  readonly password: string;
  readonly language: Lang;
}

/**
 * Refuses a sign-up with every problem at once (BAD_USER_INPUT, es/en per field); nothing is
 * written. `demoPassword`: the demo seed's accounts share a published password, which the
 * common-password rule would refuse (and must, for everyone else).
 */
export function checkSignUp(
  input: { username: string; displayName: string; password: string; language: string },
  demoPassword = false,
): SignUpInput {
  const username = normalizeUsername(input.username);
  const problems: FieldProblem[] = [];
  const add = (path: string, problem: Localized | null) => {
    if (problem) problems.push({ path, message: problem.en, messages: problem });
  };
  add('username', usernameProblem(username));
  add('displayName', displayNameProblem(input.displayName));
  if (!demoPassword) add('password', passwordProblem(input.password, username));
  add('language', languageProblem(input.language));
  if (problems.length > 0) throw badInput(problems);
  return {
    username,
    displayName: cleanName(input.displayName),
    password: input.password,
    language: input.language as Lang,
  };
}

/** Refuses a new display name by the sign-up's rule (BAD_USER_INPUT on `displayName`); returns it cleaned. */
export function checkDisplayName(raw: string): string {
  const problem = displayNameProblem(raw);
  if (problem) throw badInput([{ path: 'displayName', message: problem.en, messages: problem }]);
  return cleanName(raw);
}

/** Refuses a new password the same way (path `newPassword`). */
export function checkNewPassword(password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw badInput([{ path: 'newPassword', message: problem.en, messages: problem }]);
}
