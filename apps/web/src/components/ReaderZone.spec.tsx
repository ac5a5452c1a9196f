import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rememberReaderZone, ZoneRefresh } from './ReaderZone';

describe('the reader’s time zone, told to the server', () => {
  it('writes the browser’s zone to the cookie once, for a year and the whole site, and not again while it holds', () => {
    const jar = { cookie: 'lang=es' };
    expect(rememberReaderZone(jar, 'America/Mexico_City')).toBe(true);
    expect(jar.cookie).toBe('tz=America%2FMexico_City; path=/; max-age=31536000; samesite=lax');
    expect(rememberReaderZone({ cookie: 'lang=es; tz=America%2FMexico_City' }, 'America/Mexico_City')).toBe(false);
  });

  it('writes it again when the browser is in another zone (a laptop that travelled), and nothing without a zone', () => {
    const jar = { cookie: 'tz=Europe%2FMadrid' };
    expect(rememberReaderZone(jar, 'America/Bogota')).toBe(true);
    expect(jar.cookie).toContain('tz=America%2FBogota');
    expect(rememberReaderZone({ cookie: '' }, '')).toBe(false);
  });

  it('puts nothing in the server’s HTML: the page is drawn again only once it runs in a browser', () => {
    expect(renderToStaticMarkup(<ZoneRefresh />)).toBe('');
  });
});
