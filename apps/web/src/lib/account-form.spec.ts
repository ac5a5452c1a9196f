import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { displayNameFeedback, formRefusal, passwordFeedback } from './account-form';
import { liveCloseMeaning, sessionEndedPath } from './live-close';

const refusal = (extensions: Record<string, unknown>, message = 'refused') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('formRefusal sorts the API refusal onto the form fields', () => {
  it('puts each BAD_USER_INPUT problem under its field, in both languages', () => {
    const error = refusal({
      code: 'BAD_USER_INPUT',
      messages: { es: 'Datos de entrada inválidos.', en: 'Invalid input.' },
      problems: [
        {
          path: 'displayName',
          message: 'The display name must be 1 to 60 characters long.',
          messages: {
            es: 'El nombre visible debe tener entre 1 y 60 caracteres.',
            en: 'The display name must be 1 to 60 characters long.',
          },
        },
        {
          path: 'password',
          message: 'That password is too common',
          messages: { es: 'Esa contraseña es demasiado común', en: 'That password is too common' },
        },
      ],
    });
    const { fields, form } = formRefusal(error);
    expect(fields.displayName?.es).toBe('El nombre visible debe tener entre 1 y 60 caracteres.');
    expect(fields.password?.en).toBe('That password is too common');
    expect(fields.username).toBeUndefined();
    expect(form?.en).toBe('Check the marked fields.');
  });

  it('puts a taken username under the username field', () => {
    const error = refusal({
      code: 'RULE_VIOLATION',
      rule: 'ACCOUNT_USERNAME_TAKEN',
      messages: { es: 'El nombre de usuario «ana» ya está en uso.', en: 'The username "ana" is already taken.' },
    });
    expect(formRefusal(error).fields).toEqual({
      username: { es: 'El nombre de usuario «ana» ya está en uso.', en: 'The username "ana" is already taken.' },
    });
  });

  it('puts an unchanged display name under the display name field', () => {
    const messages = { es: 'Tu nombre visible ya es «Ana».', en: 'Your display name is already "Ana".' };
    const error = refusal({ code: 'RULE_VIOLATION', rule: 'ACCOUNT_DISPLAY_NAME_UNCHANGED', messages });
    expect(formRefusal(error).fields).toEqual({ displayName: messages });
  });

  it('puts a wrong current password under the field the form names, and a rate limit on the whole form', () => {
    const wrong = refusal({
      code: 'UNAUTHENTICATED',
      messages: { es: 'Contraseña incorrecta.', en: 'Wrong password.' },
    });
    expect(formRefusal(wrong, 'currentPassword').fields.currentPassword?.en).toBe('Wrong password.');
    const limited = refusal({ code: 'RATE_LIMITED', messages: { es: 'Espera 60 s.', en: 'Wait 60 s.' } });
    expect(formRefusal(limited, 'currentPassword')).toEqual({
      form: { es: 'Espera 60 s.', en: 'Wait 60 s.' },
      fields: {},
    });
  });

  it('says the server is unreachable on a network fault', () => {
    expect(formRefusal(new TypeError('fetch failed')).form?.en).toMatch(/could not reach/i);
  });
});

describe('live feedback follows the API rules', () => {
  it('measures a display name without the spaces at either end', () => {
    expect(displayNameFeedback('  Ana  ')).toBeNull();
    expect(displayNameFeedback('   ')?.en).toMatch(/0 characters/);
    expect(displayNameFeedback('x'.repeat(61))?.en).toMatch(/61 characters/);
    expect(displayNameFeedback('a'.repeat(60))).toBeNull();
  });

  it('flags right-to-left overrides and control characters in a display name', () => {
    expect(displayNameFeedback('Ana\u202Egnp.exe')?.en).toMatch(/text-direction/);
    expect(displayNameFeedback('Ana\u0007')?.en).toMatch(/control/);
    expect(displayNameFeedback('Fermín Ñúñez')).toBeNull();
  });

  it('flags the invisible marks that let a name pass for another, as the API does', () => {
    expect(displayNameFeedback('Julián Juez\u200f\u061c')?.es).toMatch(/invisibles/);
    expect(displayNameFeedback('\u200b=1+1')?.es).toMatch(/invisibles/);
    expect(displayNameFeedback('x\ud800y')?.en).toMatch(/lone surrogate/);
  });

  it('counts the characters a password still needs and refuses the username with little else', () => {
    expect(passwordFeedback('abc', 'ana')).toMatchObject({ ok: false });
    expect(passwordFeedback('abc', 'ana')?.message.en).toBe('5 more characters needed.');
    expect(passwordFeedback('fermin12', 'fermin')).toMatchObject({
      ok: false,
      message: { en: 'Too close to your username.' },
    });
    expect(passwordFeedback('una frase larga de verdad', 'fermin')).toMatchObject({ ok: true });
    expect(passwordFeedback('x'.repeat(201), 'ana')?.ok).toBe(false);
    expect(passwordFeedback('', 'ana')).toBeNull();
  });
});

describe('a closed live connection', () => {
  it('means the session ended on 4401 and the rights changed on 4403', () => {
    expect(liveCloseMeaning(4401)).toBe('session-ended');
    expect(liveCloseMeaning(4403)).toBe('rights-changed');
    expect(liveCloseMeaning(1000)).toBe('other');
    expect(liveCloseMeaning(4429)).toBe('other');
  });

  it('sends the reader to sign in and back to the page they were on', () => {
    expect(sessionEndedPath({ pathname: '/tournaments/t 1', search: '?round=2' })).toBe(
      '/login?ended=session&next=%2Ftournaments%2Ft%201%3Fround%3D2',
    );
  });
});

describe('a session this tab ends itself', () => {
  it('is expected for ten seconds after the reader asked, and news afterwards', async () => {
    const { isOwnSessionEnd, markOwnSessionEnd } = await import('./live-close');
    expect(isOwnSessionEnd(1_000)).toBe(false);
    markOwnSessionEnd(1_000);
    expect(isOwnSessionEnd(5_000)).toBe(true);
    expect(isOwnSessionEnd(11_001)).toBe(false);
  });
});
