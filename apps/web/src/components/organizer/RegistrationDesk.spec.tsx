import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { TournamentDetail } from '../../graphql/tournament';
import { plainText } from '../../testing/markup';
import { RegistrationDesk, registrationView } from './RegistrationDesk';

// The desk's forms import the server's GraphQL client; these tests render without a server.
vi.mock('../../lib/apollo-rsc', () => ({ query: vi.fn() }));

const player = (playerId: string, name: string, hasDeck: boolean, status = 'active') => ({
  playerId,
  name,
  hasDeck,
  status,
  droppedBy: null,
});

function tournament(status: string, requireDeckLists = true, waitlist: unknown[] = []): TournamentDetail {
  return {
    id: 'liga',
    status,
    lateEntryOpen: false,
    waitlist,
    format: { requireDeckLists },
    players: [player('p-zoe', 'Zoe', true), player('p-ana', 'Ana', false), player('p-bea', 'Bea', true, 'dropped')],
  } as unknown as TournamentDetail;
}

const rows = (html: string) => [...html.matchAll(/data-player="([^"]+)"/g)].map((match) => match[1]);

describe('registration desk', () => {
  it('counts the active entrants and their lists, and lists everyone by name', () => {
    const html = renderToStaticMarkup(
      <RegistrationDesk tournament={tournament('registration-open')} organizer lang="es" />,
    );
    expect(html).toContain('2 jugadores en activo, 1 con lista');
    expect(rows(html)).toEqual(['Ana', 'Bea', 'Zoe']);
    expect(html).toContain('Sin mazo');
    expect(html).toContain('Se retiró');
  });

  it('where the event asks for no list and nobody handed one in, counts none and shows no column of «Sin mazo»', () => {
    const noLists = {
      ...tournament('registration-closed', false),
      players: [player('p-ana', 'Ana', false), player('p-zoe', 'Zoe', false)],
    } as TournamentDetail;
    const html = renderToStaticMarkup(<RegistrationDesk tournament={noLists} organizer lang="es" />);
    expect(plainText(html)).toContain('2 jugadores en activo');
    expect(html).not.toContain('con lista');
    expect(html).not.toContain('Sin mazo');
    expect(html).not.toContain('>Lista</th>');
    // A list handed in anyway is shown, and with it the others' lack of one.
    const oneIn = {
      ...noLists,
      players: [player('p-ana', 'Ana', false), player('p-zoe', 'Zoe', true)],
    } as TournamentDetail;
    expect(renderToStaticMarkup(<RegistrationDesk tournament={oneIn} organizer lang="es" />)).toContain('Sin mazo');
  });

  it('once the event has ended, offers the organizer no actions column', () => {
    const html = renderToStaticMarkup(<RegistrationDesk tournament={tournament('ended')} organizer lang="es" />);
    expect(html).not.toContain('>Acciones</th>');
    expect(
      renderToStaticMarkup(<RegistrationDesk tournament={tournament('registration-open')} organizer lang="es" />),
    ).toContain('>Acciones</th>');
  });

  it('counts a single entrant in the singular', () => {
    const one = { ...tournament('registration-open'), players: [player('p-zoe', 'Zoe', true)] } as TournamentDetail;
    const html = renderToStaticMarkup(<RegistrationDesk tournament={one} organizer lang="es" />);
    expect(html).toContain('1 jugador en activo, 1 con lista');
    expect(renderToStaticMarkup(<RegistrationDesk tournament={one} organizer lang="en" />)).toContain(
      '1 active player, 1 with a list',
    );
  });

  it('lists the waiting line first in line first, with a place to give and a removal for the organizer only', () => {
    const line = [
      { playerId: 'p-cris', name: 'Cris', since: '2026-12-02T09:00:00.000Z' },
      { playerId: 'p-dani', name: 'Dani', since: '2026-12-02T09:05:00.000Z' },
    ];
    const render = (status: string, organizer: boolean) =>
      renderToStaticMarkup(
        <RegistrationDesk tournament={tournament(status, true, line)} organizer={organizer} lang="es" />,
      );
    const open = render('registration-open', true);
    expect(open).toMatch(/Lista de espera \(2\).*Cris.*Dani/s);
    expect(open).toContain('pasa sola al primero de la lista');
    expect(open).toContain('aria-label="Dar plaza a Cris"');
    expect(open).toContain('Quitar de la lista');
    expect(render('registration-closed', true)).toContain('las plazas que se liberan las das tú');
    const judge = render('registration-open', false);
    expect(judge).toMatch(/Cris.*Dani/s);
    expect(judge).not.toContain('Dar plaza');
    expect(judge).not.toContain('Quitar de la lista');
    expect(
      renderToStaticMarkup(<RegistrationDesk tournament={tournament('registration-open')} organizer lang="es" />),
    ).not.toContain('waitlist-desk');
  });

  it('says how many places are taken and left before play, and once full that only the desk can still register', () => {
    const render = (extra: object, status = 'registration-open') =>
      renderToStaticMarkup(
        <RegistrationDesk tournament={{ ...tournament(status), ...extra } as TournamentDetail} organizer lang="es" />,
      );
    const limited = (placesLeft: number) => ({ format: { requireDeckLists: true, capacity: 4 }, placesLeft });
    expect(render(limited(2))).toContain('2 de 4 plazas ocupadas: quedan 2.');
    expect(render(limited(0))).toContain(
      'Completo: 2 de 4 plazas. Desde el móvil ya solo se entra en la lista de espera',
    );
    expect(render({ placesLeft: null })).not.toContain('registration-places');
    expect(render(limited(0), 'registration-closed')).not.toContain('registration-places');
    // The organizer changes them there (a judge reads the line only); before play only.
    expect(render(limited(2))).toMatch(/data-testid="capacity-form".*name="capacity"[^>]*value="4"/s);
    expect(
      renderToStaticMarkup(
        <RegistrationDesk
          tournament={{ ...tournament('registration-open'), ...limited(2) } as TournamentDetail}
          organizer={false}
          lang="es"
        />,
      ),
    ).not.toContain('capacity-form');
    expect(render(limited(0), 'registration-closed')).not.toContain('capacity-form');
  });

  it('warns while registration is open about active entrants without a list, when lists are required', () => {
    const open = renderToStaticMarkup(
      <RegistrationDesk tournament={tournament('registration-open')} organizer lang="en" />,
    );
    expect(open).toContain('data-testid="missing-lists"');
    expect(open).toContain('No list yet: Ana.');
    const optional = renderToStaticMarkup(
      <RegistrationDesk tournament={tournament('registration-open', false)} organizer lang="en" />,
    );
    expect(optional).not.toContain('data-testid="missing-lists"');
  });

  it('offers the organizer the actions column and the register form; a judge reads the list only', () => {
    const organizer = renderToStaticMarkup(<RegistrationDesk tournament={tournament('created')} organizer lang="en" />);
    expect(organizer).toContain('<th>Actions</th>');
    expect(organizer).toContain('data-testid="register-form"');
    const judge = renderToStaticMarkup(
      <RegistrationDesk tournament={tournament('created')} organizer={false} lang="en" />,
    );
    expect(judge).not.toContain('<th>Actions</th>');
    expect(judge).not.toContain('data-testid="register-form"');
  });

  it('offers the organizer a pasted list while registration is open, saying how lines name people; nobody else, and not before it opens', () => {
    const render = (status: string, organizer: boolean) =>
      renderToStaticMarkup(<RegistrationDesk tournament={tournament(status)} organizer={organizer} lang="es" />);
    const open = render('registration-open', true);
    expect(open).toContain('data-testid="paste-list"');
    expect(open).toMatch(/<textarea name="lines"/);
    expect(open).toContain('Escribe @usuario para una cuenta');
    expect(render('registration-open', false)).not.toContain('paste-list');
    expect(render('created', true)).not.toContain('paste-list');
    expect(render('registration-closed', true)).not.toContain('paste-list');
  });

  it('says nobody has registered yet on an empty list, not that no name matches a search', () => {
    const empty = { ...tournament('registration-open'), players: [] } as unknown as TournamentDetail;
    const html = renderToStaticMarkup(<RegistrationDesk tournament={empty} organizer lang="es" />);
    expect(html).toContain('Nadie se ha inscrito todavía.');
    expect(html).not.toContain('desk-filter-empty');
  });

  it('once registration has closed, names the active entrants still without a list (they hand it in before playing)', () => {
    const view = registrationView(tournament('registration-closed'), 'es');
    expect(view.missing).toEqual([]);
    expect(view.withoutList.map((p) => p.name)).toEqual(['Ana']);
    expect(view.beforeRounds).toBe(false);
    const html = renderToStaticMarkup(
      <RegistrationDesk tournament={tournament('registration-closed')} organizer lang="en" />,
    );
    expect(html).toContain('data-testid="late-without-list"');
  });
});

describe('the entry fee at the registration desk', () => {
  const fee = { amount: 500, currency: 'EUR', text: { es: '5 €', en: '€5' } };
  const withFee = (collected: unknown[]) =>
    ({
      ...tournament('registration-open'),
      entryFee: fee,
      feesCollected: collected,
      players: [
        { ...player('p-zoe', 'Zoe', true), feePaid: true },
        { ...player('p-ana', 'Ana', false), feePaid: false },
        { ...player('p-bea', 'Bea', true, 'dropped'), feePaid: true },
      ],
    }) as unknown as TournamentDetail;

  it('says what was collected and how many of those still in have paid, with a button to collect from each', () => {
    const html = renderToStaticMarkup(
      <RegistrationDesk tournament={withFee([{ text: { es: '10 €', en: '€10' } }])} organizer lang="es" />,
    );
    expect(html).toContain('Cobrado: 10 € · ha pagado 1 de 2');
    expect(html).toContain('aria-label="Cobrar 5 € a Ana"');
    expect(html).toContain('aria-label="Deshacer el pago de Zoe"');
    expect(html).toContain('<th>Cuota</th>');
    const en = renderToStaticMarkup(<RegistrationDesk tournament={withFee([])} organizer lang="en" />);
    expect(en).toContain('Collected: nothing yet · 1 of 2 has paid');
  });

  it('names who paid and left the list, with a way to mark the money handed back', () => {
    const left = { playerId: 'p-eva', name: 'Eva', amount: { text: { es: '5 €', en: '€5' } } };
    const html = renderToStaticMarkup(
      <RegistrationDesk tournament={{ ...withFee([]), paidNotEntered: [left] }} organizer lang="es" />,
    );
    expect(plainText(html)).toContain('Pagaron y ya no están en la lista');
    expect(plainText(html)).toContain('Eva (5 €)');
    expect(html).toContain('aria-label="Marcar que se devolvieron 5 € a Eva"');
    expect(renderToStaticMarkup(<RegistrationDesk tournament={withFee([])} organizer lang="es" />)).not.toContain(
      'paid-not-entered',
    );
  });

  it('shows no fee column or total for a free event', () => {
    const html = renderToStaticMarkup(
      <RegistrationDesk tournament={tournament('registration-open')} organizer lang="es" />,
    );
    expect(html).not.toContain('data-testid="fee"');
    expect(html).not.toContain('fees-collected');
  });
});
