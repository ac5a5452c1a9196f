import { describe, expect, it } from 'vitest';
import { parseLang, resolveLang } from './lang';

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
