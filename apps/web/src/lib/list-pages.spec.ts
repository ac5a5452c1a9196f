import { describe, expect, it } from 'vitest';
import { listMessages } from './list-messages';
import { apiListPage, formatCount, listPage, nameMatches, pageOffset, searchFrom } from './list-pages';
import { viewFrom, viewHref } from './tournament-view';

const field = Array.from({ length: 2048 }, (_, n) => `Jugador ${n + 1}`);

describe('long lists on the tournament page', () => {
  it('shows fifty rows a page and says which ones', () => {
    const second = listPage(field, '2');
    expect(second.rows).toHaveLength(50);
    expect(second.rows[0]).toBe('Jugador 51');
    expect({ page: second.page, pages: second.pages, from: second.from, to: second.to, total: second.total }).toEqual({
      page: 2,
      pages: 41,
      from: 51,
      to: 100,
      total: 2048,
    });
  });

  it('shows the short last page and clamps a page past the end to it', () => {
    const last = listPage(field, '999');
    expect({ page: last.page, from: last.from, to: last.to }).toEqual({ page: 41, from: 2001, to: 2048 });
  });

  it('starts at the first page for a missing or nonsense page number', () => {
    for (const asked of [undefined, 'dos', '0', '-3', '1.5', ['abc']]) expect(listPage(field, asked).page).toBe(1);
  });

  it('asks the API for the rows where the page starts, and tells its answer as the pager says it', () => {
    expect(pageOffset('3')).toBe(100);
    for (const asked of [undefined, 'dos', '0', '-3', '1.5', ['abc']]) expect(pageOffset(asked)).toBe(0);
    const answered = apiListPage({ rows: field.slice(2000), total: 2048, offset: 2000, limit: 50 });
    expect(answered).toEqual({ ...listPage(field, '999'), rows: field.slice(2000) });
    expect(apiListPage({ rows: [], total: 0, offset: 0, limit: 50 })).toEqual(listPage([], '1'));
  });

  it('says an empty list is empty', () => {
    expect(listPage([], '1')).toMatchObject({ rows: [], page: 1, pages: 1, from: 0, to: 0, total: 0 });
  });

  it('writes the count as each language groups thousands', () => {
    const text = (lang: 'es' | 'en') =>
      listMessages.showing(formatCount(1, lang), formatCount(50, lang), formatCount(2048, lang))[lang];
    expect(text('es')).toBe('Mostrando 1–50 de 2.048');
    expect(text('en')).toBe('Showing 1–50 of 2,048');
  });
});

describe('the name search', () => {
  it('finds a player by part of the name, blind to case and accents', () => {
    expect(nameMatches('José Pérez', 'jose')).toBe(true);
    expect(nameMatches('José Pérez', 'PEREZ')).toBe(true);
    expect(nameMatches('Jose Perez', 'José')).toBe(true);
    expect(nameMatches('Núria', 'nuri')).toBe(true);
    expect(nameMatches('María', 'mario')).toBe(false);
  });

  it('finds "Jugador 12" among two thousand and the ones that contain it', () => {
    expect(field.filter((name) => nameMatches(name, 'Jugador 12')).slice(0, 3)).toEqual([
      'Jugador 12',
      'Jugador 120',
      'Jugador 121',
    ]);
  });

  it('matches everyone when nothing is searched, and trims what was typed', () => {
    expect(nameMatches('Ana', '')).toBe(true);
    expect(searchFrom(['  ana  '])).toBe('ana');
    expect(searchFrom(undefined)).toBe('');
  });
});

describe('links between the pages of the lists', () => {
  it('keeps the other choices and drops the ones set to null', () => {
    const view = viewFrom({ round: '2', standings: '1', q: 'jose', tablesPage: '3', other: 'x' });
    expect(viewHref(view, { standingsPage: 2 }, 'standings-title')).toBe(
      '?round=2&standings=1&q=jose&standingsPage=2&tablesPage=3#standings-title',
    );
    expect(viewHref(view, { round: 1, tablesPage: null }, 'pairings-title')).toBe(
      '?round=1&standings=1&q=jose#pairings-title',
    );
  });

  it('writes the choices in one order, whichever was changed last', () => {
    expect(viewHref(viewFrom({ standings: '1' }), { round: 3, tablesPage: null }, 'pairings-title')).toBe(
      '?round=3&standings=1#pairings-title',
    );
  });
});
