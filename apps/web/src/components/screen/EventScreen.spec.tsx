import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '@cronica/util';
import type { TournamentScreen } from '../../graphql/screen';
import { screenScene } from '../../lib/screen';
import { expectShown, plainText } from '../../testing/markup';
import { pairingRow } from '../../testing/pairings';
import { numberedPlayers, screenTournament } from '../../testing/screen';
import { topFourBracket } from '../../testing/bracket';
import { EventScreen } from './EventScreen';

// The screen keeps itself live through Apollo's subscription and the app router; here nothing is pushed.
vi.mock('@apollo/client/react', () => ({ useSubscription: () => ({}) }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const ADDRESS = 'http://192.168.1.20:3000/tournaments/t-screen';

const render = (tournament: TournamentScreen, lang: Lang = 'es') =>
  renderToStaticMarkup(
    <EventScreen tournament={tournament} scene={screenScene(tournament, lang)} address={ADDRESS} lang={lang} />,
  );

const running = { round: 1, phase: 'running', remainingMs: 50 * 60_000, startedAt: null, endsAt: null };

describe('the event screen', () => {
  it('before play shows the way in from a phone: the QR code of the event’s address, the address, who is in, check-in', () => {
    const html = render(screenTournament({ playerCount: 12, checkInOpen: true, startsAt: '2026-12-12T10:30' }));
    expect(html).toContain('data-scene="welcome"');
    expect(html).toContain(`data-text="${ADDRESS}"`);
    expect(html).toContain(`aria-label="Código QR de ${ADDRESS}"`);
    const text = plainText(html);
    expect(text).toContain('Empieza: sáb, 12 dic 2026, 10:30');
    expect(text).toContain('Apúntate desde tu móvil');
    expect(text).toContain('12 jugadores apuntados');
    expect(text).toContain('El check-in está abierto: abre el torneo en tu móvil y pulsa «Estoy aquí».');
    const en = plainText(render(screenTournament({ status: 'registration-closed', playerCount: 1 }), 'en'));
    expect(en).toContain('Follow the event on your phone');
    expect(en).toContain('1 player registered');
    expect(en).not.toContain('Check-in is open');
    // No start announced: the screen says nothing of one.
    expect(en).not.toContain('Starts:');
  });

  it('before check-in opens by itself, tells the room from when, on the venue’s clock', () => {
    const timed = { checkInOpensAt: '2026-12-12T08:30:00.000Z', timeZone: 'Europe/Madrid' };
    expect(plainText(render(screenTournament(timed)))).toContain(
      'Check-in desde las 09:30: entonces abre el torneo en tu móvil y pulsa «Estoy aquí».',
    );
    expect(plainText(render(screenTournament(timed), 'en'))).toContain('Check-in from 09:30');
    expect(render(screenTournament({ ...timed, checkInOpen: true }))).not.toContain('screen-check-in-from');
  });

  it('counts the places left under who is in, and once full tells the room so instead of asking it to sign up', () => {
    const left = plainText(render(screenTournament({ playerCount: 9, placesLeft: 3 })));
    expect(left).toContain('Quedan 3 plazas');
    expect(left).toContain('Apúntate desde tu móvil');
    const full = plainText(render(screenTournament({ playerCount: 12, placesLeft: 0 }), 'en'));
    expect(full).toContain('Full: no places left');
    expect(full).toContain('Follow the event on your phone');
    expect(full).toContain('Join the waiting list from your phone');
    const line = plainText(render(screenTournament({ playerCount: 12, placesLeft: 0, waitlistCount: 3 })));
    expect(line).toContain('Lista de espera desde tu móvil: 3 esperando');
    expect(left).not.toContain('espera');
    expect(plainText(render(screenTournament({ playerCount: 9 })))).not.toContain('plaza');
  });

  it('during a round shows its name, its clock and each player’s table and opponent, a bye in words', () => {
    const tournament = screenTournament({
      status: 'registration-closed',
      currentRound: 1,
      players: numberedPlayers(3),
      pairings: [pairingRow(1, 1, 'p1', 'p2'), pairingRow(1, 2, 'p3', null)],
      clock: running,
    } as Partial<TournamentScreen>);
    const html = render(tournament);
    expect(html).toContain('data-scene="round"');
    expect(html).toContain('data-testid="round-clock"');
    const text = plainText(html);
    expectShown(text, [
      'Ronda 1',
      '50:00',
      'Jugador 1 contra Jugador 2 Mesa 1',
      'Jugador 3 Descansa (bye)',
      'Queda 1 mesa en juego',
    ]);
    expect(html).not.toContain('data-testid="screen-page-count"');
    expect(plainText(render(tournament, 'en'))).toContain('Jugador 1 vs Jugador 2 Table 1');
  });

  it('renders every page of a large round, shows the first, and says which page is up', () => {
    const pairings = Array.from({ length: 40 }, (_, i) => pairingRow(1, i + 1, `p${2 * i + 1}`, `p${2 * i + 2}`));
    const html = render(screenTournament({ status: 'registration-closed', players: numberedPlayers(80), pairings }));
    const pages = [...html.matchAll(/<div class="screen-page"( hidden="")? data-testid="screen-page">/g)];
    expect(pages.map((page) => page[1] === undefined)).toEqual([true, false, false]);
    expect(html.match(/data-testid="screen-line"/g)).toHaveLength(80);
    expect(plainText(html)).toContain('Página 1 de 3');
    // Full pages in three columns; the last page's eight players in one, wide enough for every opponent.
    expect([...html.matchAll(/data-columns="(\d)"/g)].map((c) => c[1])).toEqual(['3', '3', '1']);
  });

  it('during a top cut shows its bracket, each table numbered, instead of the list of names', () => {
    const html = render(
      screenTournament({
        status: 'top-cut',
        players: numberedPlayers(4),
        pairings: [pairingRow(4, 1, 'p-Ana', 'p-Dani'), pairingRow(4, 2, 'p-Bea', 'p-Cris')],
        bracket: topFourBracket(),
      }),
    );
    expect(html).toContain('data-testid="screen-bracket"');
    expect(html).not.toContain('data-testid="screen-line"');
    expectShown(plainText(html), [
      'Eliminatoria final: cada mesa con su número',
      'Mesa 2 Semilla 2 Bea Semilla 3 Cris En juego',
      'Final Por jugar',
    ]);
  });

  it('at the end names the final places, the champion first', () => {
    const placings = [
      { place: 2, to: 2, label: { es: '2.º', en: '2nd' }, playerId: 'b', playerName: 'Bea', disqualified: false },
      {
        place: 1,
        to: 1,
        label: { es: 'Campeona', en: 'Winner' },
        playerId: 'a',
        playerName: 'Ana',
        disqualified: false,
      },
    ];
    const html = render(screenTournament({ status: 'ended', placings }));
    expect(html).toContain('data-scene="final"');
    expect(plainText(html)).toMatch(/Puestos finales.*Campeona\s*Ana.*2\.º\s*Bea.*¡Gracias por jugar!/);
    // An ended event changes no more: the screen stops listening.
    expect(html).not.toContain('live-dot');
  });
});
