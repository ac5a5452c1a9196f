import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bracketTable, finalRound, label, SEMI_FINALS, TOP_FOUR_SEEDS, topFourBracket } from '../../testing/bracket';
import { onlineMatch } from '../../testing/pairings';
import { Bracket, BracketSection } from './BracketSection';

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a top cut’s bracket', () => {
  it('shows each table’s number and two seeds by number and name, who won, what is still in play and the rounds to come', () => {
    const html = renderToStaticMarkup(<BracketSection bracket={topFourBracket()} viewerId={null} lang="es" />);
    expect(html.match(/data-testid="bracket-match"/g)).toHaveLength(2);
    expect(plain(html)).toContain('Mesa 1 Semilla 1 Ana ✓ gana Semilla 4 Dani');
    expect(plain(html)).toContain('Mesa 2 Semilla 2 Bea Semilla 3 Cris En juego');
    expect(html.match(/class="bracket__seat is-winner"/g)).toHaveLength(1);
    expect(plain(html)).toMatch(/Final Por jugar/);
    expect(html).toContain('title="Semilla 4"');
    expect(html).not.toContain('sin publicar');
  });

  it('counts games only where the match is longer than one, and names a table that has a name of its own', () => {
    const final = finalRound({
      ended: true,
      tables: [
        bracketTable(1, 'Ana', 'Bea', {
          bestOf: 3,
          label: label('Final', 'Final'),
          result: { winner: 'b', gamesA: 1, gamesB: 2 },
        }),
        bracketTable(2, 'Dani', 'Cris', {
          label: label('Partida por el tercer puesto', 'Third-place match'),
          result: { winner: 'a', gamesA: 1, gamesB: 0 },
        }),
      ],
    });
    const bracket = { seeds: TOP_FOUR_SEEDS, rounds: [{ ...SEMI_FINALS, ended: true }, final], upcoming: [] };
    const html = renderToStaticMarkup(<BracketSection bracket={bracket} viewerId={null} lang="en" />);
    expect(plain(html)).toContain('Table 1 Seed 1 Ana 1 game won Seed 2 Bea 2 games won ✓ wins');
    expect(plain(html)).toContain('Table 2 · Third-place match Seed 4 Dani ✓ wins Seed 3 Cris');
    expect(plain(html)).not.toContain('To be played');
  });

  it('marks the reader’s own seat', () => {
    const html = renderToStaticMarkup(<BracketSection bracket={topFourBracket()} viewerId="p-Cris" lang="es" />);
    expect(html.match(/is-mine/g)).toHaveLength(1);
    expect(plain(html.slice(html.indexOf('is-mine')))).toMatch(/^[^<]*Semilla 3 Cris/);
  });

  it('says of a drafted round, which only the staff read, that it is not published', () => {
    const draft = topFourBracket({ rounds: [{ ...SEMI_FINALS, published: false }] });
    const html = plain(renderToStaticMarkup(<BracketSection bracket={draft} viewerId={null} lang="es" />));
    expect(html).toContain('Semifinales · sin publicar');
    // Its tables are not being played yet.
    expect(html).toContain('Semilla 2 Bea Semilla 3 Cris Final');
    expect(html).not.toContain('En juego');
  });
});

describe('a top cut’s tables played online', () => {
  /** The semi-finals played online: table 1 decided, with its replay; table 2 still in play. */
  const online = topFourBracket({
    rounds: [
      {
        ...SEMI_FINALS,
        tables: [
          { ...SEMI_FINALS.tables[0]!, onlineMatch: onlineMatch('semi-1', true) },
          { ...SEMI_FINALS.tables[1]!, onlineMatch: onlineMatch('semi-2') },
        ],
      },
    ],
  });

  it('link each table to its match: a decided one to its replay, one in play to the match to watch', () => {
    const html = renderToStaticMarkup(<BracketSection bracket={online} viewerId={null} lang="es" />);
    const [first, second] = html.split('data-testid="bracket-match"').slice(1);
    expect(first).toContain('href="/matches/semi-1/replay"');
    expect(plain(first!)).toContain('Repetición');
    expect(second).toContain('href="/matches/semi-2"');
    expect(plain(second!)).toContain('En juego · Ver partida');
  });

  it('link nothing on the room’s screen, which nobody taps, nor at a table played on paper', () => {
    const screen = renderToStaticMarkup(<Bracket bracket={online} viewerId={null} linked={false} lang="es" />);
    expect(screen).not.toContain('href="/matches/');
    expect(plain(screen)).toContain('Semilla 2 Bea Semilla 3 Cris En juego');
    const paperFinal = { ...online, rounds: [...online.rounds, finalRound()], upcoming: [] };
    const html = renderToStaticMarkup(<Bracket bracket={paperFinal} viewerId={null} lang="es" />);
    expect(html.match(/href="\/matches\//g)).toHaveLength(2);
  });
});
