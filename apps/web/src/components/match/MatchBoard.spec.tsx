import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type Viewer } from '@cronica/rules-kernel';
import { LANGS, type Lang } from '@cronica/util';
import { warlordsOfTerra as wot } from '@cronica/warlords-of-terra';
import type { MatchView } from '../../graphql/match';
import { alertMessages } from '../../lib/alert-prefs';
import { auditMessages } from '../../lib/audit-messages';
import { matchMessages as m } from '../../lib/match-messages';
import { turnMessages as tm } from '../../lib/turn-messages';
import { MatchBoard } from './MatchBoard';
import { playedByLibrary } from '../../testing/played-match';
import { ambushTable, seatOf } from './boards/accion/fixture';

// The page's live updates and commands go through Apollo in the browser; here nothing is sent.
vi.mock('@apollo/client/react', () => ({
  useMutation: () => [vi.fn(), { loading: false }],
  useSubscription: () => ({}),
}));

type WotState = ReturnType<typeof wot.initialState>;

/** A Warlords of Terra match a few commands in, as its library plays it. */
const played = (steps: number): WotState => playedByLibrary(wot, { seed: 5, steps });

const state = played(6);

/** The match page's view for a viewer, as the API shapes it (MatchViewFields). */
function matchView(viewer: 'seat' | 'spectator' | 'judge', extra: Partial<MatchView> = {}): MatchView {
  const seat = viewer === 'seat' ? 0 : null;
  const as: Viewer =
    seat === null ? (viewer === 'judge' ? { kind: 'judge' } : { kind: 'spectator' }) : { kind: 'seat', seat };
  return {
    matchId: 'm-42',
    kind: 'tournament',
    game: 'warlords-of-terra',
    gameName: 'Warlords of Terra',
    rulesVersion: wot.version,
    status: 'live',
    viewer,
    yourSeat: seat,
    tournamentId: 'liga',
    round: 2,
    table: 3,
    eventCount: 14,
    delayedEvents: 0,
    version: 16,
    state: wot.view(state, as),
    result: null,
    sealed: false,
    seedCommitment: 'ab'.repeat(32),
    seats: [
      {
        seat: 0,
        playerId: 'p-ana',
        name: 'Ana',
        deckName: 'Orcos',
        seedContributed: true,
        timeUsedMs: 0,
        acting: false,
      },
      {
        seat: 1,
        playerId: 'p-bea',
        name: 'Bea',
        deckName: 'Elfos',
        seedContributed: true,
        timeUsedMs: 0,
        acting: false,
      },
    ],
    legalCommands:
      seat === null
        ? []
        : wot
            .legalCommands(state, seat)
            .map((command) => ({ command, text: wot.describer.command(command, state).es, rules: [] })),
    log: [{ index: 0, text: 'Ana confirma su mazo', seat: 0, rules: [] }],
    ...extra,
  } as MatchView;
}

const render = (view: MatchView, lang: Lang = 'es') => renderToStaticMarkup(<MatchBoard initial={view} lang={lang} />);
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the match page around any game’s board', () => {
  it('draws the game’s own board from its view', () => {
    const html = render(matchView('seat'));
    expect(html).toMatch(/data-testid="match-board"[^>]*data-game="warlords-of-terra"/);
    expect(html).toContain('data-testid="wot-board"');
  });

  it('draws no board before the match has a state', () => {
    expect(render(matchView('seat', { status: 'awaiting-seeds', state: null }))).not.toContain(
      'data-testid="wot-board"',
    );
  });

  it('shows the match status in words, in both languages', () => {
    for (const status of ['awaiting-seeds', 'live', 'finished'] as const)
      for (const lang of LANGS) {
        const badge = /data-testid="match-status">(.*?)<\/span>/.exec(
          render(matchView('spectator', { status }), lang),
        )![1];
        expect(badge).toBe(m.status[status][lang]);
      }
  });

  it('tells each viewer how they see the match: their seat, the judge’s whole view, or the spectator’s delay', () => {
    expect(plain(render(matchView('seat')))).toContain(m.viewer.seat(0).es);
    expect(plain(render(matchView('judge')))).toContain(m.viewer.judge.es);
    expect(plain(render(matchView('spectator')))).toContain(m.viewer.spectator.es);
  });

  it('names a player’s seat in a game with roles as its seat bar does: «Jugador 1» at La Regla de Acción, the GM by role', () => {
    const table = ambushTable();
    const at = (seat: number, lang: Lang) => {
      const { view, legal } = seatOf(table, seat, lang);
      const seats = [0, 1, 2].map((n) => ({ ...matchView('seat').seats[0]!, seat: n, name: `P${n}` }));
      const accion = { game: 'accion', state: view, legalCommands: legal, yourSeat: seat, seats, log: [] };
      return plain(render(matchView('seat', accion as Partial<MatchView>), lang));
    };
    expect(at(1, 'es')).toContain('Juegas como Jugador 1');
    expect(at(1, 'en')).toContain('You play as Player 1');
    expect(at(0, 'es')).toContain('Juegas como Director de juego (DJ)');
    expect(at(1, 'es')).not.toContain('asiento');
  });

  it('counts the events the spectator delay still holds back, only when there are some', () => {
    expect(plain(render(matchView('spectator', { delayedEvents: 3 })))).toContain(m.delayed(3).es);
    expect(plain(render(matchView('spectator')))).not.toContain(m.delayed(0).es);
  });

  it('names the seats by their players, with “you” beside the viewer’s own', () => {
    const bar = plain(/data-testid="seat-bar".*?<\/ul>/s.exec(render(matchView('seat')))![0]);
    expect(bar).toContain(`Ana (${m.you.es})`);
    expect(bar).toContain('Bea');
    expect(bar).not.toContain(`Bea (${m.you.es})`);
  });

  it('folds the turn alerts into the seats’ line: closed, saying which are on, the three choices inside, in both languages', () => {
    for (const lang of LANGS) {
      const header = /data-testid="match-header".*?<\/ul>/s.exec(render(matchView('seat'), lang))?.[0] ?? '';
      expect(header).toContain('data-testid="seat-bar"');
      expect(header).toMatch(/<details class="alert-choices turn-signals"(?![^>]*open)[^>]*>/);
      expect(plain(/<summary.*?<\/summary>/s.exec(header)![0])).toContain(
        `${tm.signals[lang]} · ${alertMessages.state(false, false)[lang]}`,
      );
      expect(header).toContain('data-testid="turn-sound"');
      expect(plain(header)).toContain(tm.sound[lang]);
    }
  });

  it('offers turn alerts only to a player whose match is not over', () => {
    expect(render(matchView('seat'))).toContain('data-testid="turn-signals"');
    expect(render(matchView('spectator'))).not.toContain('data-testid="turn-signals"');
    expect(render(matchView('seat', { status: 'finished' }))).not.toContain('data-testid="turn-signals"');
  });

  it('offers conceding only to a player whose match is live', () => {
    expect(render(matchView('seat'))).toContain('data-testid="concede"');
    expect(render(matchView('spectator'))).not.toContain('data-testid="concede"');
    expect(render(matchView('judge'))).not.toContain('data-testid="concede"');
    expect(render(matchView('seat', { status: 'finished' }))).not.toContain('data-testid="concede"');
  });

  it('lets a player call a judge about an event; spectators and judges are not offered it', () => {
    expect(render(matchView('seat'))).toContain('data-testid="call-at-event"');
    expect(render(matchView('spectator'))).not.toContain('data-testid="call-at-event"');
    expect(render(matchView('judge'))).not.toContain('data-testid="call-at-event"');
    // Sent through React only: disabled in the server's HTML, so an early tap is not a plain GET.
    const call = render(matchView('seat'));
    const button = /<button type="submit"[^>]*>([^<]*)<\/button>/.exec(call.slice(call.indexOf('call-at-event')))!;
    expect(button[0]).toContain('disabled=""');
  });

  it('links a judge of a tournament match to its audit, and nobody else', () => {
    const judge = render(matchView('judge'), 'en');
    const link = /<a[^>]*data-testid="audit-link"[^>]*>(.*?)<\/a>/.exec(judge)!;
    expect(link[0]).toContain('href="/matches/m-42/audit#audit-entry-title"');
    expect(link[1]).toBe(auditMessages.title.en);
    expect(render(matchView('judge', { tournamentId: null }))).not.toContain('data-testid="audit-link"');
    expect(render(matchView('seat'))).not.toContain('data-testid="audit-link"');
  });

  it('asks for the seeds only while the match waits for them', () => {
    expect(render(matchView('seat', { status: 'awaiting-seeds', state: null }))).toContain('data-testid="seed-panel"');
    expect(render(matchView('seat'))).not.toContain('data-testid="seed-panel"');
  });

  it('offers the seed button disabled in the server’s HTML, so a tap before the page runs is not lost', () => {
    const waiting = matchView('seat', {
      status: 'awaiting-seeds',
      state: null,
      seats: matchView('seat').seats.map((seat) => ({ ...seat, seedContributed: false })),
    });
    const button = /<button[^>]*>([^<]*)<\/button>/.exec(render(waiting).slice(render(waiting).indexOf('seed-panel')))!;
    expect(button[1]).toBe(m.seed.contribute.es);
    expect(button[0]).toContain('disabled');
  });

  it('links the replay once the match is sealed', () => {
    const sealed = render(matchView('spectator', { status: 'finished', sealed: true }), 'en');
    expect(sealed).toContain('href="/matches/m-42/replay"');
    expect(plain(sealed)).toContain(m.result.replay.en);
    expect(render(matchView('spectator'))).not.toContain('/replay"');
  });

  it('shows the match log to every viewer', () => {
    for (const viewer of ['seat', 'spectator', 'judge'] as const)
      expect(plain(render(matchView(viewer)))).toContain('Ana confirma su mazo');
  });
});
