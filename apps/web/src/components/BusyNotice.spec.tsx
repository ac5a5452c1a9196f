import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaleViewNotice } from './BusyNotice';

const noRetry = () => {};
// Five past nine on the reader's own clock.
const since = new Date(2026, 11, 6, 9, 5).getTime();

describe('the notice over a live page kept as it was because its refresh failed', () => {
  it.each([
    {
      lang: 'es' as const,
      said: [
        'Sin actualizar: hay mucha gente a la vez.',
        'Lo que ves es de las 09:05.',
        '<p role="timer">Nuevo intento en 12 s</p>',
        'Reintentar ya',
      ],
    },
    {
      lang: 'en' as const,
      said: [
        'Not updated: lots of people at once.',
        'What you see is from 09:05.',
        '<p role="timer">Trying again in 12 s</p>',
        'Try again now',
      ],
    },
  ])(
    'says in $lang that the page is not up to date as too many asked, since when on the reader’s clock, and when it tries again',
    ({ lang, said }) => {
      const html = renderToStaticMarkup(
        <StaleViewNotice busy seconds={12} since={since} lang={lang} onRetry={noRetry} />,
      );
      expect(html).toContain('role="status"');
      for (const words of said) expect(html).toContain(words);
    },
  );

  it('says the changes could not be fetched, not that it is busy, when the API did not answer', () => {
    const html = renderToStaticMarkup(
      <StaleViewNotice busy={false} seconds={5} since={since} lang="es" onRetry={noRetry} />,
    );
    expect(html).toContain('Sin actualizar: no hemos podido traer los cambios.');
    expect(html).toContain('Lo que ves es de las 09:05.');
    expect(html).toContain('Nuevo intento en 5 s');
    expect(html).not.toContain('mucha gente');
  });
});
