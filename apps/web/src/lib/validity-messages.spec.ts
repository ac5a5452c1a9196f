import { describe, expect, it } from 'vitest';
import { validityMessage, type CheckedField, type FieldValidity } from './validity-messages';

const valid: FieldValidity = {
  valueMissing: false,
  tooShort: false,
  rangeUnderflow: false,
  rangeOverflow: false,
  stepMismatch: false,
  typeMismatch: false,
  badInput: false,
  patternMismatch: false,
};
const text: CheckedField = { type: 'text', minLength: 3, length: 1, min: '', max: '' };

describe('the browser’s form checks in the page’s language', () => {
  it('asks for a required field in Spanish and English, by the kind of field', () => {
    expect(validityMessage({ ...valid, valueMissing: true }, text)).toEqual({
      es: 'Rellena este campo.',
      en: 'Fill in this field.',
    });
    expect(validityMessage({ ...valid, valueMissing: true }, { ...text, type: 'radio' })?.es).toBe(
      'Elige una de estas opciones.',
    );
    expect(validityMessage({ ...valid, valueMissing: true }, { ...text, type: 'select-one' })?.en).toBe(
      'Choose an option from the list.',
    );
  });

  it('says the limit a field missed: how short, the range of a number', () => {
    expect(validityMessage({ ...valid, tooShort: true }, text)?.es).toBe(
      'Escribe al menos 3 caracteres (ahora hay 1).',
    );
    const minutes = { ...text, type: 'number', min: '1', max: '60' };
    expect(validityMessage({ ...valid, rangeUnderflow: true }, minutes)?.es).toBe('Tiene que ser 1 o más.');
    expect(validityMessage({ ...valid, rangeOverflow: true }, minutes)?.en).toBe('It must be 60 or less.');
    expect(validityMessage({ ...valid, stepMismatch: true }, minutes)?.es).toBe('Escribe un número entero.');
  });

  it('has nothing to say about a valid field', () => {
    expect(validityMessage(valid, text)).toBeNull();
  });
});
