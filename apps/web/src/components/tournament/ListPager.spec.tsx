import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TournamentListPager } from './ListPager';

const list = (page: number, pages: number) => ({ rows: [], page, pages, from: 51, to: 100, total: 50 * pages });

describe("the tournament page's list pagers", () => {
  it('links the tables’ pages beside this one, keeping the round and the search, back to the pairings heading', () => {
    const html = renderToStaticMarkup(
      <TournamentListPager kind="tables" list={list(2, 3)} view={{ round: '2', q: 'ana' }} lang="es" />,
    );
    expect(html).toContain('data-testid="tables-pager"');
    expect(html).toContain('href="?round=2&amp;q=ana&amp;tablesPage=1#pairings-title"');
    expect(html).toContain('href="?round=2&amp;q=ana&amp;tablesPage=3#pairings-title"');
  });

  it('names each list’s page in the address and its heading: players and standings', () => {
    const players = renderToStaticMarkup(<TournamentListPager kind="players" list={list(1, 2)} view={{}} lang="en" />);
    expect(players).toContain('data-testid="players-pager"');
    expect(players).toContain('href="?playersPage=2#players-title"');
    const standings = renderToStaticMarkup(
      <TournamentListPager kind="standings" list={list(1, 2)} view={{ standings: '1' }} lang="en" />,
    );
    expect(standings).toContain('href="?standings=1&amp;standingsPage=2#standings-title"');
  });

  it('shows no pager for a list of one page unless a name was searched', () => {
    expect(renderToStaticMarkup(<TournamentListPager kind="players" list={list(1, 1)} view={{}} lang="es" />)).toBe('');
    expect(
      renderToStaticMarkup(<TournamentListPager kind="players" list={list(1, 1)} view={{ q: 'ana' }} lang="es" />),
    ).toContain('data-testid="players-pager"');
  });
});
