import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { EraseAccountForm } from './EraseAccountForm';

vi.mock('../../app/account/actions', () => ({ eraseMyAccount: vi.fn() }));

const render = (lang: 'es' | 'en') => renderToStaticMarkup(<EraseAccountForm lang={lang} username="berta" />);

describe('the delete-my-account form', () => {
  it('says what stays («jugador eliminado») and lists what goes, before the password and the alarm-coloured button', () => {
    const html = render('es');
    expect(html).toContain('<h3>Qué se queda</h3>');
    expect(html).toContain('«jugador eliminado»');
    const goes = /<ul[^>]*data-testid="erase-goes"[^>]*>(.*?)<\/ul>/.exec(html)![1]!;
    expect(goes.match(/<li>/g)).toHaveLength(2);
    expect(goes).toContain('Tu nombre visible y tu nombre de usuario');
    expect(goes).toContain('Tu contraseña, tu código de recuperación y todas tus sesiones');
    expect(html.indexOf('erase-goes')).toBeLessThan(html.indexOf('<label for="password">'));
    // The alarm-coloured button asks first, in the page: it submits nothing itself.
    expect(html).toMatch(
      /<button type="button" class="button button--danger"[^>]*>Borrar mi cuenta para siempre<\/button>/,
    );
    expect(html).not.toContain('type="submit"');
  });

  it('offers the data download right beside "it cannot be undone", in English too', () => {
    const html = render('en');
    expect(html).toContain('It cannot be undone.');
    expect(html).toMatch(/<a href="\/account\/data.json" download="">Download your data first if you want it<\/a>/);
    expect(html).toContain('&quot;deleted player&quot;');
    expect(html).toContain('>Delete my account forever</button>');
  });
});
