import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RecoveryCodeForm } from './RecoveryCodeForm';
import { RecoveryCodeShown } from './RecoveryCodeShown';
import { translator } from '../../lib/i18n';

vi.mock('../../app/account/recovery-actions', () => ({ createRecoveryCode: vi.fn() }));

describe('the recovery code on the account page', () => {
  it('says there is none yet and offers to make one, the password typed again', () => {
    const html = renderToStaticMarkup(<RecoveryCodeForm lang="es" onFile={null} />);
    expect(html).toContain('Aún no tienes código de recuperación.');
    expect(html).toContain('<label for="recovery-password">Tu contraseña, para crear el código</label>');
    expect(html).toContain('>Crear un código de recuperación</button>');
  });

  it('says when the code on file was made, and that a new one cancels it (English too)', () => {
    const html = renderToStaticMarkup(
      <RecoveryCodeForm lang="en" onFile={{ on: '7 Dec 2026, 10:00', byOperator: false }} />,
    );
    expect(html).toContain('You have a recovery code, made on 7 Dec 2026, 10:00. Making another cancels it.');
    expect(html).toContain('>Make a new code</button>');
  });

  it('says when the server’s operator made the code, and that the holder can replace it', () => {
    const html = renderToStaticMarkup(
      <RecoveryCodeForm lang="es" onFile={{ on: '7 dic 2026, 10:00', byOperator: true }} />,
    );
    expect(html).toContain('que creó quien administra este servidor el 7 dic 2026, 10:00. Si no lo pediste tú');
    expect(html).toContain('>Crear un código nuevo</button>');
  });

  it('shows a new code once, whole, with the warning that it will not be shown again', () => {
    const html = renderToStaticMarkup(<RecoveryCodeShown code="K7Q2-M000-1111-2222-3333" t={translator('es')} />);
    const value = /<p class="recovery-code__value mono"[^>]*>(.*?)<\/p>/.exec(html)![1]!;
    expect(value.replace(/<[^>]+>/g, '')).toBe('K7Q2-M000-1111-2222-3333');
    // Each group unbroken: a narrow screen wraps the code after a dash, never inside a group.
    expect(value.match(/<span>/g)).toHaveLength(5);
    expect(html).toContain('Cópialo ahora: no se volverá a mostrar.');
    expect(html).toContain('Copiar el código');
  });
});
