import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGS, type Lang } from '@cronica/util';
import type { Viewer } from '../../graphql/auth';
import type { PlayerDropRecord, TournamentPlayerRow } from '../../graphql/tournament';
import type { TournamentSummary } from '../../graphql/tournament-page';
import { messages } from '../../lib/messages';
import { alertMessages } from '../../lib/alert-prefs';
import { checkInMessages } from '../../lib/check-in-messages';
import { eventAlertMessages } from '../../lib/event-alert-messages';
import { playerMessages } from '../../lib/player-messages';
import { PlayerPanel } from './PlayerPanel';
import { plainText as plain } from '../../testing/markup';

// The panel reads the reader's table and list from the API; the query is a spy answering nothing,
// so each test sees what the panel offers from the tournament and the reader's entry alone.
const query = vi.fn();
vi.mock('../../lib/apollo-rsc', () => ({ query: (...args: unknown[]) => query(...args) }));
vi.mock('../../app/tournaments/[id]/actions', () => ({
  checkInSelf: vi.fn(),
  confirmResult: vi.fn(),
  registerForTournament: vi.fn(),
  reportResult: vi.fn(),
  waitlistStep: vi.fn(),
}));
vi.mock('../../app/tournaments/[id]/drop-actions', () => ({ dropSelf: vi.fn() }));
vi.mock('../../app/tournaments/[id]/table-actions', () => ({ callJudge: vi.fn(), startTableMatch: vi.fn() }));

const m = messages.myPanel;
const viewer = { id: 'acc-ana', username: 'ana', displayName: 'Ana' } as unknown as Viewer;

function tournament(status: string, extra: Record<string, unknown> = {}): TournamentSummary {
  return {
    id: 'liga',
    status,
    game: 'warlords-of-terra',
    currentRound: 0,
    myStaffRole: null,
    organizer: { displayName: 'Olga' },
    format: { requireDeckLists: true, lateEntry: 'loss', tiebreakers: [] },
    placesLeft: null,
    waitlistCount: 0,
    myWaitlistPlace: null,
    ...extra,
  } as unknown as TournamentSummary;
}

function entry(status = 'active', extra: Partial<TournamentPlayerRow> = {}): TournamentPlayerRow {
  return { playerId: 'acc-ana', name: 'Ana', status, hasDeck: false, droppedBy: null, ...extra } as TournamentPlayerRow;
}

async function render(
  t: TournamentSummary,
  e: TournamentPlayerRow | undefined,
  v: Viewer | null = viewer,
  lang: Lang = 'es',
): Promise<string> {
  const { prelude } = await prerender(<PlayerPanel tournament={t} entry={e} viewer={v} lang={lang} />);
  return new Response(prelude).text();
}

beforeEach(() => {
  query.mockReset();
  query.mockResolvedValue({ data: undefined });
});

describe('the player’s own panel of a tournament', () => {
  it('shows nothing once the tournament has ended', async () => {
    expect(await render(tournament('ended'), entry())).toBe('');
  });

  it('asks a signed-out reader to sign in while registration is open, and says nothing otherwise', async () => {
    const html = await render(tournament('registration-open'), undefined, null);
    expect(plain(html)).toContain(m.signInToJoin.es);
    expect(html).toContain(`href="/login?next=${encodeURIComponent('/tournaments/liga')}"`);
    // Someone new to Crónica makes an account and comes back to the same event to register.
    expect(html).toContain(`href="/signup?next=${encodeURIComponent('/tournaments/liga')}"`);
    expect(plain(html)).toContain('¿No tienes cuenta? Crear cuenta');
    expect(await render(tournament('running'), undefined, null)).toBe('');
  });

  it('offers a signed-in reader without an entry the register button while registration is open', async () => {
    const html = await render(tournament('registration-open'), undefined);
    expect(html).toContain('data-testid="my-panel"');
    expect(html).toContain('<input type="hidden" name="tournamentId" value="liga"/>');
    expect(html).not.toContain('data-testid="registration-closed"');
  });

  it('says how many places are left under the button, and once the event is full offers the waiting list instead of registering', async () => {
    const left = await render(tournament('registration-open', { placesLeft: 3 }), undefined);
    expect(left).toContain('<input type="hidden" name="tournamentId" value="liga"/>');
    expect(plain(left)).toContain('Quedan 3 plazas.');
    expect(plain(await render(tournament('registration-open', { placesLeft: 1 }), undefined, viewer, 'en'))).toContain(
      '1 place left.',
    );
    const full = await render(tournament('registration-open', { placesLeft: 0 }), undefined);
    expect(full).toContain('<input type="hidden" name="step" value="join"/>');
    expect(plain(full)).not.toContain(m.register.es);
    expect(plain(full)).toContain(m.full.es);
    expect(plain(full)).toContain(m.joinWaitlist.es);
    const unlimited = await render(tournament('registration-open'), undefined);
    expect(unlimited).not.toContain('data-testid="places-left"');
  });

  it('tells a waiting player their place in line and lets them leave it; once registration closes, that the desk calls', async () => {
    const waiting = await render(tournament('registration-open', { placesLeft: 0, myWaitlistPlace: 2 }), undefined);
    expect(plain(waiting)).toContain(m.waiting(2).es);
    expect(plain(waiting)).toContain(m.leaveWaitlist.es);
    expect(waiting).toContain('<input type="hidden" name="step" value="leave"/>');
    expect(plain(waiting)).not.toContain(m.joinWaitlist.es);
    const closed = plain(
      await render(tournament('registration-closed', { myWaitlistPlace: 1 }), undefined, viewer, 'en'),
    );
    expect(closed).toContain(m.waitingAtDesk(1).en);
    expect(closed).toContain(m.leaveWaitlist.en);
    expect(closed).not.toContain(m.registrationClosed.en);
  });

  it('says registration is closed, and whom to ask for a late entry when the event takes them', async () => {
    const late = plain(await render(tournament('running'), undefined));
    expect(late).toContain(m.registrationClosed.es);
    expect(late).toContain(m.askOrganizer('Olga').es);
    const none = plain(await render(tournament('running', { format: { lateEntry: 'none' } }), undefined));
    expect(none).toContain(m.registrationClosed.es);
    expect(none).not.toContain(m.askOrganizer('Olga').es);
  });

  it('shows staff who do not play nothing once registration has closed', async () => {
    expect(await render(tournament('running', { myStaffRole: 'judge' }), undefined)).toBe('');
  });

  it('tells a registered player they have a place, offers their deck list and lets them drop', async () => {
    const html = await render(tournament('registration-open'), entry());
    expect(plain(html)).toContain(m.registered.es);
    expect(html).toContain('data-testid="deck-status"');
    expect(html).toContain('data-testid="drop"');
    expect(html).not.toContain('data-testid="dropped-notice"');
  });

  it('offers no deck list where lists are optional and the player has none', async () => {
    const html = await render(tournament('registration-open', { format: { requireDeckLists: false } }), entry());
    expect(html).not.toContain('data-testid="deck-status"');
  });

  it('asks the API for the player’s table only once a round is published', async () => {
    await render(tournament('registration-open'), entry());
    expect(query).not.toHaveBeenCalled();
    await render(tournament('running', { currentRound: 2 }), entry());
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('tells a dropped player why they are out and when, on the venue’s clock, and offers no drop', async () => {
    const at = '2026-11-28T18:30:00Z';
    // The event is in Mexico City, six hours behind UTC.
    const onTheVenueClock = { es: '28 nov 2026, 12:30', en: '28 Nov 2026, 12:30' };
    const by = (cause: string, name: string, role: string): PlayerDropRecord => ({
      by: { id: `acc-${role}`, name, role },
      cause,
      at,
    });
    const cases: Array<[TournamentPlayerRow, (lang: Lang) => string]> = [
      [entry('dropped'), (lang) => playerMessages.drop.dropped[lang]],
      [entry('disqualified'), (lang) => playerMessages.drop.disqualified[lang]],
      [
        entry('dropped', { droppedBy: by('organizer', 'Olga', 'organizer') }),
        (lang) => playerMessages.drop.byOrganizer(onTheVenueClock[lang])[lang],
      ],
      [
        entry('dropped', { droppedBy: by('no-show', 'Juez Pablo', 'judge') }),
        (lang) => playerMessages.drop.noShow('Juez Pablo', onTheVenueClock[lang])[lang],
      ],
    ];
    for (const [dropped, words] of cases)
      for (const lang of LANGS) {
        const html = await render(tournament('running', { timeZone: 'America/Mexico_City' }), dropped, viewer, lang);
        const notice = /data-testid="dropped-notice">(.*?)<\/p>/.exec(html)![1]!;
        expect(plain(notice)).toBe(words(lang));
        expect(html).not.toContain('data-testid="drop"');
        expect(plain(html)).not.toContain(m.registered[lang]);
      }
  });

  it('titles the panel in the page’s language', async () => {
    for (const lang of LANGS)
      expect(await render(tournament('registration-open'), entry(), viewer, lang)).toContain(
        `<h2 id="my-panel-title">${m.title[lang]}</h2>`,
      );
  });

  it('asks a registered player to say they have arrived while check-in is open, and says so once they have', async () => {
    const open = tournament('registration-closed', { checkInOpen: true });
    const waiting = await render(open, entry('active', { checkedIn: false }));
    expect(waiting).toContain('data-testid="check-in"');
    expect(plain(waiting)).toContain(checkInMessages.player.button.es);
    const arrived = await render(open, entry('active', { checkedIn: true }), viewer, 'en');
    expect(arrived).not.toContain('data-testid="check-in"');
    expect(plain(arrived)).toContain(checkInMessages.player.done.en);
  });

  it('offers no check-in while it is closed, nor to a player who has left', async () => {
    const closed = await render(tournament('registration-open'), entry('active', { checkedIn: false }));
    expect(closed).not.toContain('data-testid="check-in"');
    const open = tournament('registration-closed', { checkInOpen: true });
    const left = await render(open, entry('dropped', { checkedIn: false }));
    expect(left).not.toContain('data-testid="check-in"');
  });

  it('tells a registered player when check-in opens by itself, on the venue’s clock, until it opens or round 1 is paired', async () => {
    const scheduled = { checkInOpensAt: '2026-12-12T08:00:00.000Z', checkInOpensBefore: 60, timeZone: 'Europe/Madrid' };
    const before = plain(await render(tournament('registration-open', scheduled), entry()));
    expect(before).toContain('El check-in se abre a las 09:00 (hora del lugar)');
    const english = plain(await render(tournament('registration-open', scheduled), entry(), viewer, 'en'));
    expect(english).toContain('Check-in opens at 09:00');
    const opened = await render(tournament('registration-open', { ...scheduled, checkInOpen: true }), entry());
    expect(opened).not.toContain('data-testid="check-in-opens-at"');
    const playing = await render(tournament('running', { ...scheduled, currentRound: 1 }), entry());
    expect(playing).not.toContain('data-testid="check-in-opens-at"');
    const byHand = await render(tournament('registration-open', { checkInOpensAt: null }), entry());
    expect(byHand).not.toContain('data-testid="check-in-opens-at"');
  });

  it('tells a registered player the fee is paid at the desk, then that the desk marked theirs paid, at the amount paid', async () => {
    const fee = { entryFee: { amount: 700, currency: 'EUR', text: { es: '7\u00a0€', en: '€7' } } };
    const due = plain(await render(tournament('registration-open', fee), entry()));
    expect(due).toContain('Inscripción: 7 €, se paga en la mesa de la organización al llegar.');
    const paidBefore = { feePaid: true, feePaidAmount: { text: { es: '5\u00a0€', en: '€5' } } };
    const paid = plain(await render(tournament('registration-open', fee), entry('active', paidBefore), viewer, 'en'));
    expect(paid).toContain('Entry fee paid (€5).');
    const free = await render(tournament('registration-open', { entryFee: null }), entry());
    expect(free).not.toContain('data-testid="own-fee"');
  });

  it('offers its alerts, folded and off, to a player in the event or on its waiting list, and to no one else', async () => {
    for (const lang of LANGS) {
      const entered = await render(tournament('running', { checkInOpen: false }), entry(), viewer, lang);
      expect(entered).toMatch(/<details class="alert-choices event-signals"(?![^>]*open)[^>]*>/);
      expect(plain(entered)).toContain(
        `${eventAlertMessages.signals[lang]} · ${alertMessages.state(false, false)[lang]}`,
      );
      expect(entered).toContain('data-testid="event-sound"');
    }
    const waiting = await render(tournament('registration-open', { myWaitlistPlace: 2 }), undefined);
    expect(waiting).toContain('data-testid="event-signals"');
    expect(await render(tournament('registration-open'), undefined)).not.toContain('data-testid="event-signals"');
  });
});
