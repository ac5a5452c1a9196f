import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localized } from '@cronica/util';
import { translator } from '../lib/i18n';
import { ActionOutcome } from './FormParts';

const done = localized('Hecho.', 'Done.');
const refusal = localized('La ronda ya terminó.', 'The round is over.');
const outcome = (state: { error: typeof refusal | null; done: boolean }, inline = false) =>
  renderToStaticMarkup(<ActionOutcome state={state} done={done} t={translator('es')} inline={inline} />);

describe('a tournament form’s outcome', () => {
  it('says nothing before the action has run', () => {
    expect(outcome({ error: null, done: false })).toBe('');
  });

  it('announces the API’s refusal as an alert, in the reader’s language', () => {
    expect(outcome({ error: refusal, done: false })).toBe(
      '<p class="form__error" role="alert" tabindex="-1">La ronda ya terminó.</p>',
    );
  });

  it('announces the form’s own words once done, inline beside the button where asked', () => {
    expect(outcome({ error: null, done: true })).toBe('<p class="notice-inline" role="status">Hecho.</p>');
    expect(outcome({ error: null, done: true }, true)).toBe('<span class="notice-inline" role="status">Hecho.</span>');
  });
});
