import { describe, expect, it } from 'vitest';
import { formText, MAX_FIELD } from './form-text';

const formOf = (entries: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe('a form text field', () => {
  it('keeps what was typed, cut to the field’s most characters', () => {
    const form = formOf({ name: 'Ana', long: 'x'.repeat(MAX_FIELD + 10), deck: 'abcdef' });
    expect(formText(form, 'name')).toBe('Ana');
    expect(formText(form, 'long')).toHaveLength(MAX_FIELD);
    expect(formText(form, 'deck', 3)).toBe('abc');
  });

  it('reads a missing field or a file as empty', () => {
    const form = formOf({ upload: new Blob(['data']) });
    expect(formText(form, 'upload')).toBe('');
    expect(formText(form, 'absent')).toBe('');
  });
});
