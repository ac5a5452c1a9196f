import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { apiRefusal, fieldRefusals, formError } from './api-errors';

const refusal = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Datos de entrada inválidos.', extensions }] });

describe('what a form says after the API refused it', () => {
  const lookalike = {
    es: 'El nombre del jugador se confunde con «Ana Robles»…',
    en: 'The player’s name looks like "Ana Robles"…',
  };
  const badInput = refusal({
    code: 'BAD_USER_INPUT',
    messages: { es: 'Datos de entrada inválidos.', en: 'Invalid input.' },
    problems: [{ path: 'name', message: 'looks like', messages: lookalike }],
  });

  it('says what is wrong with the refused field in its own words, not only that the input was bad', () => {
    expect(apiRefusal(badInput)).toEqual({ code: 'BAD_USER_INPUT', message: lookalike });
    expect(fieldRefusals(badInput)).toEqual([{ path: 'name', message: lookalike }]);
  });

  it('keeps the general message when no field says why, and for every other refusal', () => {
    expect(
      apiRefusal(
        refusal({
          code: 'BAD_USER_INPUT',
          messages: { es: 'Datos de entrada inválidos.', en: 'Invalid input.' },
          problems: [{ path: 'x', message: '1–100' }],
        }),
      ).message.en,
    ).toBe('Invalid input.');
    expect(fieldRefusals(refusal({ code: 'FORBIDDEN', messages: { es: 'No.', en: 'No.' } }))).toEqual([]);
    expect(apiRefusal(new Error('offline')).code).toBe('UNREACHABLE');
  });
});

describe("a form's error from the API", () => {
  it('marks a server that could not be reached as unanswered, so the form is sent again with its command id', () => {
    expect(formError(new TypeError('fetch failed'))).toEqual({
      error: apiRefusal(new TypeError('fetch failed')).message,
      unanswered: true,
    });
  });

  it('leaves a refusal answered: what was sent was not done, and a resend is a new command', () => {
    const refused = refusal({ code: 'RULE_VIOLATION', messages: { es: 'Ya has informado.', en: 'Already reported.' } });
    expect(formError(refused)).toEqual({ error: { es: 'Ya has informado.', en: 'Already reported.' } });
  });
});
