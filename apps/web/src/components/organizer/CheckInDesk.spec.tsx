import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { TournamentDetail } from '../../graphql/tournament';
import { RegistrationDesk } from './RegistrationDesk';
import { expectShown } from '../../testing/markup';

// The desk's forms import the server's GraphQL client; these tests render without a server.
vi.mock('../../lib/apollo-rsc', () => ({ query: vi.fn() }));

const player = (playerId: string, name: string, checkedIn: boolean | null, status = 'active') => ({
  playerId,
  name,
  hasDeck: true,
  status,
  checkedIn,
  checkedInAt: checkedIn ? '2026-12-12T09:04:30.000Z' : null,
  droppedBy: null,
});

function tournament(checkInOpen: boolean, staffActions: string[]): TournamentDetail {
  return {
    id: 'liga',
    status: 'registration-open',
    lateEntryOpen: false,
    waitlist: [],
    checkInOpen,
    staffActions,
    format: { requireDeckLists: true },
    players: [
      player('p-zoe', 'Zoe', true),
      player('p-ana', 'Ana', false),
      player('p-bea', 'Bea', false, 'dropped'),
      player('p-cris', 'Cris', false),
    ],
  } as unknown as TournamentDetail;
}

const rows = (html: string) => [...html.matchAll(/data-player="([^"]+)"/g)].map((match) => match[1]);

const desk = (t: TournamentDetail, organizer = true, lang: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(<RegistrationDesk tournament={t} organizer={organizer} lang={lang} />);

describe('check-in at the desk', () => {
  it('explains check-in and offers to open it only while the API allows it', () => {
    const closed = desk(tournament(false, ['openCheckIn', 'closeRegistration']));
    expect(closed).toContain('data-testid="check-in-desk"');
    expect(closed).toContain('abre el check-in');
    expect(closed).toContain('data-testid="desk-openCheckIn"');
    expect(desk(tournament(false, ['closeRegistration']))).not.toContain('data-testid="check-in-desk"');
  });

  it('says when check-in opens by itself, on the venue’s clock, and still offers to open it now', () => {
    const scheduled = {
      ...tournament(false, ['openCheckIn']),
      checkInOpensAt: '2026-12-12T09:30:00.000Z',
      checkInOpensBefore: 30,
      timeZone: 'Europe/Madrid',
    };
    const html = desk(scheduled);
    expect(html).toContain('Se abrirá solo a las 10:30 (30 min antes del inicio)');
    expect(html).toContain('data-testid="desk-openCheckIn"');
    expect(desk(scheduled, true, 'en')).toContain('It opens by itself at 10:30 (30 min before the start)');
    expect(desk(tournament(false, ['openCheckIn']))).not.toContain('data-testid="check-in-scheduled"');
  });

  it('tells the desk that check-in opened by itself, and when, on the venue’s clock', () => {
    const byItself = {
      ...tournament(true, []),
      checkInOpenedBySchedule: '2026-12-12T08:00:00.000Z',
      timeZone: 'Europe/Madrid',
    };
    expect(desk(byItself)).toContain('Se abrió solo a las 09:00, como estaba programado.');
    expect(desk(byItself, true, 'en')).toContain('It opened by itself at 09:00, as scheduled.');
    expect(desk(tournament(true, []))).not.toContain('check-in-opened-by-schedule');
  });

  it('counts the active players who have arrived and names the ones still missing, not one who left', () => {
    const html = desk(tournament(true, ['removeAbsentPlayers']));
    expect(html).toContain('Ha llegado 1 de 3');
    expect(html).toContain('Faltan: Ana, Cris');
    expect(html).not.toMatch(/Faltan:[^<]*Bea/);
    expect(html).toContain('data-testid="desk-removeAbsentPlayers"');
  });

  it('says everyone is here in English when nobody is missing, and offers no removal then', () => {
    const everyone = {
      ...tournament(true, []),
      players: [player('p-zoe', 'Zoe', true)],
    } as unknown as TournamentDetail;
    const html = desk(everyone, true, 'en');
    expect(html).toContain('1 of 1 has arrived');
    expect(html).toContain('Everyone is here.');
    expect(html).not.toContain('data-testid="desk-removeAbsentPlayers"');
  });

  it('gives each active player an arrival cell to mark or undo, labelled with their name, for a judge too', () => {
    const html = desk(tournament(true, []), false, 'en');
    expectShown(html, [
      '<th>Arrival</th>',
      'aria-label="Undo Zoe’s arrival"',
      // When she arrived, on the venue's clock (no zone announced: the platform's, Madrid).
      '✓ Arrived · 10:04',
      'aria-label="Mark Ana as arrived"',
    ]);
    expect(html).not.toContain('Mark Bea as arrived');
    expect(html).not.toContain('data-testid="desk-removeAbsentPlayers"');
  });

  it('shows no arrival column before check-in opens', () => {
    expect(desk(tournament(false, ['openCheckIn']), true, 'en')).not.toContain('<th>Arrival</th>');
  });

  it('finds a player at the door: by part of the name, or only those still to arrive, and says when nobody matches', () => {
    const open = tournament(true, []);
    const byName = renderToStaticMarkup(
      <RegistrationDesk tournament={open} organizer lang="es" filter={{ who: 'CRÍS', pending: false }} />,
    );
    expect(byName).toContain('data-testid="desk-filter"');
    expect(rows(byName)).toEqual(['Cris']);
    const pending = renderToStaticMarkup(
      <RegistrationDesk tournament={open} organizer lang="es" filter={{ who: '', pending: true }} />,
    );
    expect(rows(pending)).toEqual(['Ana', 'Cris']);
    const nobody = renderToStaticMarkup(
      <RegistrationDesk tournament={open} organizer lang="en" filter={{ who: 'zz', pending: false }} />,
    );
    expect(nobody).toContain('Nobody in the list matches.');
    // The count above the list still counts everyone.
    expect(nobody).toContain('1 of 3 has arrived');
  });

  it('offers no search for a short list before check-in opens', () => {
    expect(desk(tournament(false, ['openCheckIn']))).not.toContain('data-testid="desk-filter"');
  });
});
