import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ERASED_NAME } from '@cronica/util';
import type { TournamentSummary } from '../graphql/tournament-page';
import { topFourFormat } from '../testing/tournament-format';
import { TournamentHeader } from './TournamentHeader';

const ended = {
  id: 't1',
  name: 'Copa de Otoño',
  game: 'blades-of-ash',
  status: 'ended',
  currentRound: 3,
  plannedRounds: 3,
  roundLabel: null,
  playerCount: 8,
  placesTaken: 8,
  winner: 'acc-ana',
  organizer: { id: 'acc-olga', displayName: ERASED_NAME },
  judges: [{ id: 'acc-ines', displayName: ERASED_NAME }],
} as unknown as TournamentSummary;

describe('the tournament header', () => {
  it("names an erased organizer, judge and winner in the reader's language only, still linked to their page", () => {
    const es = renderToStaticMarkup(<TournamentHeader tournament={ended} winnerName={ERASED_NAME} lang="es" />);
    const en = renderToStaticMarkup(<TournamentHeader tournament={ended} winnerName={ERASED_NAME} lang="en" />);
    expect(es.match(/>jugador eliminado</g)).toHaveLength(3);
    expect(en.match(/>deleted player</g)).toHaveLength(3);
    expect(en).toContain('href="/players/acc-olga"');
    for (const html of [es, en]) expect(html).not.toContain(ERASED_NAME);
  });

  it('counts the players against the places when the event has a limit, and on their own otherwise', () => {
    const limited = { ...ended, format: topFourFormat({ capacity: 12 }) } as unknown as TournamentSummary;
    expect(renderToStaticMarkup(<TournamentHeader tournament={limited} lang="es" />)).toContain('8 de 12 plazas');
    expect(renderToStaticMarkup(<TournamentHeader tournament={limited} lang="en" />)).toContain('8 of 12 places');
    const open = renderToStaticMarkup(<TournamentHeader tournament={ended} lang="es" />);
    expect(open).toContain('8 jugadores');
    expect(open).not.toContain('plazas');
    expect(open).not.toContain('espera');
  });

  it('counts against the places only the players still holding one: a player who dropped gave hers back to the next in line', () => {
    const refilled = { ...ended, playerCount: 3, placesTaken: 2 };
    const tournament = { ...refilled, format: topFourFormat({ capacity: 2 }) } as unknown as TournamentSummary;
    expect(renderToStaticMarkup(<TournamentHeader tournament={tournament} lang="es" />)).toContain('2 de 2 plazas');
    expect(renderToStaticMarkup(<TournamentHeader tournament={tournament} lang="en" />)).toContain('2 of 2 places');
  });

  it('says how many wait for a place beside the places of a full event', () => {
    const full = { ...ended, waitlistCount: 3, format: topFourFormat({ capacity: 8 }) } as unknown as TournamentSummary;
    expect(renderToStaticMarkup(<TournamentHeader tournament={full} lang="es" />)).toContain(
      '8 de 8 plazas · 3 en lista de espera',
    );
    expect(renderToStaticMarkup(<TournamentHeader tournament={full} lang="en" />)).toContain(
      '8 of 8 places · 3 on the waiting list',
    );
  });

  it('announces the description, when the venue’s clock says play started, and where; an ended event offers no calendar file', () => {
    const announced = {
      // Ended, so the header's live refresh (a client part that needs the app router) stays out.
      ...ended,
      description: 'Clasificatorio regional.\nTrae fundas.',
      startsAt: '2026-12-12T10:00',
      timeZone: 'Atlantic/Canary',
      venue: 'La Guarida, Calle Mayor 3, Las Palmas',
    } as unknown as TournamentSummary;
    const html = renderToStaticMarkup(<TournamentHeader tournament={announced} lang="es" />);
    expect(html).toContain('Clasificatorio regional.\nTrae fundas.');
    expect(html).toContain(
      '<time dateTime="2026-12-12T10:00">sábado, 12 de diciembre de 2026, 10:00 (España (Canarias))</time>',
    );
    expect(html).not.toContain('event.ics');
    expect(html).toContain('La Guarida, Calle Mayor 3, Las Palmas');
    const silent = renderToStaticMarkup(
      <TournamentHeader tournament={{ ...announced, description: '', startsAt: null, venue: '' }} lang="es" />,
    );
    expect(silent).not.toContain('event-announcement');
  });
});
