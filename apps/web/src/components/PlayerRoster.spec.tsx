import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TournamentPlayerRow } from '../graphql/tournament';
import { PlayerRoster } from './PlayerRoster';

const row = (name: string, status: string, hasDeck: boolean): TournamentPlayerRow => ({
  playerId: name.toLowerCase(),
  name,
  status,
  hasDeck,
});
const players = [row('Ana', 'active', true), row('Bea', 'active', false), row('Cris', 'dropped', false)];
const metas = (html: string) => [...html.matchAll(/<span class="roster__meta">([^<]*)<\/span>/g)].map((m) => m[1]);

describe('the public roster', () => {
  it('says who is still playing and whose list is missing where the event asks for lists', () => {
    const html = renderToStaticMarkup(
      <PlayerRoster players={players} event={{ listsRequired: true, ended: false }} lang="es" />,
    );
    expect(metas(html)).toEqual(['En activo · Mazo entregado', 'En activo · Sin mazo', 'Se retiró · Sin mazo']);
  });

  it('says nothing of lists where none is due, only of a list handed in anyway', () => {
    const html = renderToStaticMarkup(
      <PlayerRoster players={players} event={{ listsRequired: false, ended: false }} lang="en" />,
    );
    expect(metas(html)).toEqual(['Active · Deck submitted', 'Active', 'Dropped']);
  });

  it('once the event is over, names only who dropped: nobody is «active» in an ended event', () => {
    const html = renderToStaticMarkup(
      <PlayerRoster players={players} event={{ listsRequired: false, ended: true }} lang="es" />,
    );
    expect(metas(html)).toEqual(['Mazo entregado', 'Se retiró']);
    expect(html).not.toContain('En activo');
  });
});
