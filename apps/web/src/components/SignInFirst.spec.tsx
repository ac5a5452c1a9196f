import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../lib/i18n';
import { SignInFirst } from './SignInFirst';

describe('the sign-in prompt of a page that needs its reader signed in', () => {
  it('says why, then offers to sign in and come back to the page', () => {
    const html = renderToStaticMarkup(<SignInFirst why="Entra para jugar." next="/play" t={translator('es')} />);
    expect(html).toBe('<p>Entra para jugar. <a class="button" href="/login?next=%2Fplay">Entrar</a></p>');
  });

  it('names the button in the reader’s language', () => {
    const html = renderToStaticMarkup(
      <SignInFirst why="Sign in to answer." next="/invitations" t={translator('en')} />,
    );
    expect(html).toContain('href="/login?next=%2Finvitations"');
    expect(html).toContain('>Sign in</a>');
  });
});
