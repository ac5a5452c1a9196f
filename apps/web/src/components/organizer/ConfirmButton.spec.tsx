import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n';
import { ConfirmButton } from './ConfirmButton';

const props = {
  label: 'Publicar',
  what: 'Los jugadores verán sus mesas.',
  question: '¿Seguro?',
  yes: 'Sí',
  cancel: 'Cancelar',
  t: translator('es'),
};

describe('confirm button', () => {
  it('first shows only the action, as a button that does not submit (it asks before anything is sent), off until the page runs', () => {
    const html = renderToStaticMarkup(<ConfirmButton {...props} pending={false} />);
    expect(html).toBe('<button type="button" class="button" disabled="">Publicar</button>');
  });

  it('is marked dangerous when asked, and off while the form is being sent', () => {
    const html = renderToStaticMarkup(<ConfirmButton {...props} pending danger />);
    expect(html).toContain('class="button button--danger"');
    expect(html).toContain('disabled=""');
  });
});
