import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TournamentList } from './TournamentList';
import { expectShown } from '../testing/markup';

const autumn = {
  id: 'liga',
  name: 'Liga de otoño',
  game: 'blades-of-ash',
  status: 'registration-closed',
  playerCount: 8,
  plannedRounds: 3,
  currentRound: 2,
  roundLabel: { es: 'Ronda 2 de 3', en: 'Round 2 of 3' },
  startsAt: null,
  venue: '',
};

describe('tournament list', () => {
  it('says there are no tournaments yet instead of showing an empty list', () => {
    const html = renderToStaticMarkup(<TournamentList tournaments={[]} lang="es" />);
    expect(html).toContain('Todavía no hay torneos');
    expect(html).not.toContain('tournament-card');
  });

  it('links each tournament to its page with its game, players and round', () => {
    const html = renderToStaticMarkup(<TournamentList tournaments={[autumn]} lang="en" />);
    expectShown(html, ['href="/tournaments/liga"', 'Blades of Ash', '8 players', 'Round 2 of 3', 'In progress']);
  });

  it('says what an ended event played, not its last round', () => {
    const ended = {
      ...autumn,
      status: 'ended',
      currentRound: 5,
      roundLabel: { es: '3 rondas suizas + top 4', en: '3 Swiss rounds + top 4' },
    };
    const html = renderToStaticMarkup(<TournamentList tournaments={[ended]} lang="es" />);
    expectShown(html, ['3 rondas suizas + top 4']);
    expect(html).not.toContain('Ronda 5');
  });

  it('says when and where an announced event is played, the venue’s own date and time, and nothing for one that is not', () => {
    const announced = { ...autumn, startsAt: '2026-12-12T10:00', venue: 'La Guarida, Madrid' };
    const html = renderToStaticMarkup(
      <TournamentList tournaments={[announced, { ...autumn, id: 'otra' }]} lang="es" />,
    );
    expectShown(html, ['<time dateTime="2026-12-12T10:00">sáb, 12 dic 2026, 10:00</time> · La Guarida, Madrid']);
    expect(html.match(/tournament-card-when/g)).toHaveLength(1);
  });

  it('says a chosen tab is empty in its own words, and heads one page of several by its number, not a count', () => {
    const empty = {
      title: { es: 'Ningún torneo en esta lista.', en: 'No tournament in this list.' },
      hint: { es: 'Prueba otra.', en: 'Try another.' },
    };
    const none = renderToStaticMarkup(<TournamentList tournaments={[]} lang="es" empty={empty} />);
    expect(none).toContain('Ningún torneo en esta lista.');
    expect(none).not.toContain('Todavía no hay torneos');
    const paged = renderToStaticMarkup(
      <TournamentList tournaments={[autumn]} lang="en" title={{ es: 'Página 2', en: 'Page 2' }} />,
    );
    expect(paged).toContain('>Page 2</h2>');
    expect(paged).not.toContain('1 tournament');
  });
});
