import { describe, expect, it } from 'vitest';
import { langHref, parseLang, resolveLang } from './lang';

describe('reader language', () => {
  it('is Spanish when nothing says otherwise', () => {
    expect(resolveLang()).toBe('es');
    expect(resolveLang(null, undefined, '')).toBe('es');
  });

  it('takes the first valid choice: query parameter before cookie', () => {
    expect(resolveLang('en', 'es')).toBe('en');
    expect(resolveLang(null, 'en')).toBe('en');
    expect(resolveLang('fr', 'en')).toBe('en');
  });

  it('accepts only the languages Crónica speaks, ignoring case and spaces', () => {
    expect(parseLang(' EN ')).toBe('en');
    expect(parseLang('es-ES')).toBeNull();
    expect(parseLang('<script>')).toBeNull();
  });
});

describe('language switch links', () => {
  it('keep the rest of the query and replace any language already there', () => {
    expect(langHref('', 'en')).toBe('?lang=en');
    expect(langHref('round=2', 'en')).toBe('?round=2&lang=en');
    expect(langHref('round=2&lang=es', 'en')).toBe('?round=2&lang=en');
  });
});
