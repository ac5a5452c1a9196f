import { describe, expect, it } from 'vitest';
import {
  gameFromParam,
  matchesHref,
  pageFromParam,
  pageWindow,
  phaseFromParam,
  splitPage,
  statusFromParam,
  tournamentsHref,
} from './paging';

describe('paging the matches and tournament lists', () => {
  it('reads the page from the URL and falls back to the first page on anything odd', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(['2', '9'])).toBe(2);
    for (const odd of [undefined, '', '0', '-1', '1.5', 'abc']) expect(pageFromParam(odd)).toBe(1);
    expect(pageFromParam('99999')).toBe(500);
  });

  it('shows finished matches unless live ones are asked for', () => {
    expect(statusFromParam('live')).toBe('LIVE');
    expect(statusFromParam(undefined)).toBe('FINISHED');
    expect(statusFromParam('LIVE; drop')).toBe('FINISHED');
  });

  it('asks for one extra row to tell whether an older page exists', () => {
    expect(pageWindow(1, 20)).toEqual({ limit: 21, offset: 0 });
    expect(pageWindow(3, 20)).toEqual({ limit: 21, offset: 40 });
    const rows = Array.from({ length: 21 }, (_, i) => i);
    expect(splitPage(rows, 20)).toEqual({ rows: rows.slice(0, 20), hasNext: true });
    expect(splitPage(rows.slice(0, 20), 20).hasNext).toBe(false);
  });

  it('links pages with the list and the chosen game kept', () => {
    expect(matchesHref('LIVE', 1)).toBe('/matches?status=live');
    expect(matchesHref('FINISHED', 2)).toBe('/matches?status=finished&page=2');
    expect(matchesHref('FINISHED', 3, 'ecg')).toBe('/matches?status=finished&game=ecg&page=3');
  });

  it('shows one game’s matches only for a game the site has, every game’s otherwise', () => {
    const games = ['blades-of-ash', 'ecg'];
    expect(gameFromParam('ecg', games)).toBe('ecg');
    expect(gameFromParam(['blades-of-ash', 'ecg'], games)).toBe('blades-of-ash');
    for (const odd of [undefined, '', 'ECG', 'ajedrez', "ecg' OR 1"]) expect(gameFromParam(odd, games)).toBeNull();
  });

  it('reads a tournament phase from the URL, every phase for anything else, and links each choice and page', () => {
    expect(phaseFromParam('upcoming')).toBe('UPCOMING');
    expect(phaseFromParam(['ended', 'running'])).toBe('ENDED');
    expect(phaseFromParam('UPCOMING')).toBeNull();
    expect(phaseFromParam('toString')).toBeNull();
    expect(tournamentsHref(null, 1)).toBe('/');
    expect(tournamentsHref('RUNNING', 1, 'ecg')).toBe('/?phase=running&game=ecg');
    expect(tournamentsHref(null, 3, 'ecg')).toBe('/?game=ecg&page=3');
    expect(tournamentsHref('ENDED', 1, null, 'otoño & co')).toBe('/?phase=ended&q=oto%C3%B1o+%26+co');
  });
});
