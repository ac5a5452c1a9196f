import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { DisplayNameState } from '../../app/account/actions';
import { DisplayNameFields } from './DisplayNameForm';

vi.mock('../../app/account/actions', () => ({ changeDisplayName: vi.fn() }));

const answered = (state: Partial<DisplayNameState>): DisplayNameState => ({
  refusal: null,
  saved: null,
  value: 'Ana Robles',
  ...state,
});

const render = (state: DisplayNameState, lang: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(<DisplayNameFields lang={lang} state={state} action={() => {}} pending={false} />);

describe('the display name form on the account page', () => {
  it('shows the current name under «Nombre visible», with a Save button and no message yet', () => {
    const html = render(answered({}));
    expect(html).toMatch(/<label for="displayName">Nombre visible<\/label>/);
    expect(html).toMatch(/<input[^>]*value="Ana Robles"/);
    expect(html).toContain('>Guardar</button>');
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain('role="alert"');
  });

  it('says the API refusal by the field, tied to it with aria-describedby, in the reader’s language', () => {
    const refusal = {
      form: { es: 'Revisa los campos marcados.', en: 'Check the marked fields.' },
      fields: { displayName: { es: 'El nombre visible es demasiado largo.', en: 'The display name is too long.' } },
    };
    const html = render(answered({ refusal, value: 'x'.repeat(61) }), 'en');
    const input = /<input[^>]*id="displayName"[^>]*>/.exec(html)![0];
    expect(input).toMatch(/aria-invalid="true"/);
    expect(input).toMatch(/aria-describedby="[^"]*displayName-error/);
    expect(html).toMatch(/<p id="displayName-error"[^>]*role="alert"[^>]*>The display name is too long\.<\/p>/);
    expect(html).toContain('<label for="displayName">Display name</label>');
    expect(html).not.toContain('Check the marked fields.');
  });

  it('says a refusal that is not the field’s (a rate limit) for the whole form', () => {
    const refusal = { form: { es: 'Espera un momento.', en: 'Wait a moment.' }, fields: {} };
    expect(render(answered({ refusal }))).toMatch(/role="alert"[^>]*>Espera un momento\.</);
  });

  it('confirms a saved name in a status message', () => {
    const html = render(answered({ saved: 'Ana Díaz', value: 'Ana Díaz' }), 'en');
    expect(html).toMatch(/role="status"[^>]*>Display name saved: &quot;Ana Díaz&quot;\.</);
  });
});
