import { describe, expect, it } from 'vitest';
import { FORM_COMMAND_ID, formCommandId } from './form-command-id';

const formWith = (commandId?: string): FormData => {
  const form = new FormData();
  form.set('note', 'Tardó en robar');
  if (commandId !== undefined) form.set(FORM_COMMAND_ID, commandId);
  return form;
};

describe("a form's command id", () => {
  it("is the page's id for the form, under the server action's own kind", () => {
    expect(formCommandId(formWith('form-0123456789abcdef01234567'), 'penalty')).toBe(
      'penalty-0123456789abcdef01234567',
    );
  });

  it('is fresh for a form posted before the page could give it one', () => {
    const [first, second] = [formCommandId(formWith(), 'penalty'), formCommandId(formWith(), 'penalty')];
    expect(first).toMatch(/^penalty-[0-9a-f]{24}$/);
    expect(second).not.toBe(first);
  });

  it("is fresh when what was sent is not one of the page's ids (a hand-made post)", () => {
    const handMade = ['penalty-0123456789abcdef01234567', 'form-xyz', 'form-0123456789abcdef01234567-extra', ''];
    for (const sent of handMade) {
      const id = formCommandId(formWith(sent), 'penalty');
      expect(id).toMatch(/^penalty-[0-9a-f]{24}$/);
      expect(id).not.toBe('penalty-0123456789abcdef01234567');
    }
  });
});
