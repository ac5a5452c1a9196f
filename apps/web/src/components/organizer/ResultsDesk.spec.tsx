import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { localized, type Lang } from '@cronica/util';
import type { DeskExtras } from '../../app/tournaments/[id]/desk/page';
import type { MatchResult, PairingRow, TournamentDetail } from '../../graphql/tournament';
import { messages } from '../../lib/messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { ResultsDesk } from './ResultsDesk';
import { expectShown, plainText as plain } from '../../testing/markup';
import { NO_GAMES_OR_LIFE } from '../../testing/standings';
import { onlineMatch, pairingRow } from '../../testing/pairings';

// The desk's forms send through server actions; these tests draw the desk without a server.
vi.mock('../../app/tournaments/[id]/desk/actions', () => ({ overrideResult: vi.fn(), resolveNoShow: vi.fn() }));
vi.mock('../../app/tournaments/[id]/actions', () => ({ confirmResult: vi.fn(), reportResult: vi.fn() }));
vi.mock('../../lib/apollo-rsc', () => ({ query: vi.fn() }));

const names = new Map([
  ['p-ana', 'Ana'],
  ['p-bea', 'Bea'],
  ['p-cai', 'Cai'],
  ['p-dan', 'Dan'],
  ['p-eva', 'Eva'],
  ['p-fer', 'Fer'],
  ['p-gil', 'Gil'],
]);
const round2 = localized('Ronda 2', 'Round 2');

function result(status: string, winner: string, extra: Partial<MatchResult> = {}): MatchResult {
  return {
    winner,
    status,
    ...NO_GAMES_OR_LIFE,
    reportedBy: null,
    ...extra,
  } as MatchResult;
}

function pairing(table: number, playerA: string, playerB: string | null, r: MatchResult | null): PairingRow {
  return pairingRow(2, table, playerA, playerB, { result: r });
}

const tables: PairingRow[] = [
  pairing(3, 'p-eva', 'p-fer', result('reported', 'b', { reportedBy: 'p-fer', gamesA: 1, gamesB: 2 })),
  pairing(1, 'p-ana', 'p-bea', result('confirmed', 'a')),
  pairing(2, 'p-cai', 'p-dan', null),
  pairing(4, 'p-gil', null, result('bye', 'a')),
  { ...pairing(5, 'p-bea', 'p-cai', result('no-show', 'a')), round: 1 },
];

function tournament(status = 'running', pairings = tables): TournamentDetail {
  return { id: 'liga', status, format: { bestOf: 3, tiebreakers: ['score'] }, pairings } as unknown as TournamentDetail;
}

const extras = {
  pairings: [
    {
      round: 2,
      table: 3,
      bestOf: 3,
      result: {
        disagreement: true,
        games: [],
        reports: [
          {
            by: 'p-eva',
            winner: 'a',
            gamesA: 2,
            gamesB: 1,
            lifeA: null,
            lifeB: null,
            games: [{ winner: 'a', lifeA: 5, lifeB: 0 }],
          },
          {
            by: 'p-fer',
            winner: 'b',
            gamesA: 1,
            gamesB: 2,
            lifeA: null,
            lifeB: null,
            games: [{ winner: 'b', lifeA: 0, lifeB: 8 }],
          },
        ],
      },
    },
  ],
  rounds: [{ number: 2, label: round2, stage: 'swiss', published: true, ended: false, bestOf: 3 }],
  openCalls: [{ round: 2, table: 2 }],
  placings: [],
  staffActions: [],
  clock: null,
  id: 'liga',
} as unknown as DeskExtras;

const render = (t = tournament(), lang: Lang = 'es', x: DeskExtras = extras) =>
  renderToStaticMarkup(<ResultsDesk tournament={t} extras={x} round={2} names={names} lang={lang} />);
const rowOf = (html: string, table: number) =>
  new RegExp(
    `<li class="result-row" data-testid="result-row" data-table="${table}">.*?</li>(?=<li class="result-row"|</ol>)`,
    's',
  ).exec(html)?.[0] ?? '';

describe('the results of a published round at the desk', () => {
  it('lists only this round’s tables, in table order', () => {
    const html = render();
    expect([...html.matchAll(/data-testid="result-row" data-table="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([
      1, 2, 3, 4,
    ]);
    expect(plain(html)).toContain(`${om.results.title.es} · Ronda 2`);
  });

  it('links each table played online from its row: a finished one to its replay, one in play to the match', () => {
    const matches = new Map([
      [1, onlineMatch('m-2-1', true)],
      [2, onlineMatch('m-2-2')],
    ]);
    const html = renderToStaticMarkup(
      <ResultsDesk tournament={tournament()} extras={extras} round={2} names={names} matches={matches} lang="es" />,
    );
    expect(rowOf(html, 1)).toContain('href="/matches/m-2-1/replay"');
    expect(rowOf(html, 2)).toContain('href="/matches/m-2-2"');
    expect(plain(rowOf(html, 2))).toContain('Ver partida');
    // Tables played on paper have nothing to open.
    expect(rowOf(html, 3)).not.toContain('href="/matches/');
  });

  it('counts the results still missing: no result or only reported, never a bye', () => {
    expect(plain(/data-testid="outstanding"[^>]*>.*?<\/p>/s.exec(render())![0])).toContain(
      om.results.outstanding(2).es,
    );
    const done = tables.map((p) =>
      p.round === 2 && p.playerB !== null ? { ...p, result: result('confirmed', 'a') } : p,
    );
    const html = render(tournament('running', done), 'en');
    expect(plain(/data-testid="outstanding"[^>]*>.*?<\/p>/s.exec(html)![0])).toContain(om.results.allIn.en);
    expect(html).not.toMatch(/data-testid="outstanding" class="[^"]*warn/);
  });

  it('puts what comes next under the count of results still out, above the first table', () => {
    const html = renderToStaticMarkup(
      <ResultsDesk
        tournament={tournament()}
        extras={extras}
        round={2}
        names={names}
        next={<p data-testid="next-steps">Cerrar la ronda</p>}
        lang="es"
      />,
    );
    const [count, next, firstTable] = ['data-testid="outstanding"', 'data-testid="next-steps"', 'data-table="1"'].map(
      (mark) => html.indexOf(mark),
    );
    expect(count).toBeGreaterThan(-1);
    expect(next).toBeGreaterThan(count);
    expect(firstTable).toBeGreaterThan(next);
  });

  it('says who won and how the result stands, by the players’ names', () => {
    const html = render();
    expect(plain(rowOf(html, 1))).toContain(`${messages.pairing.wins('Ana').es} (confirmado)`);
    expect(plain(rowOf(html, 2))).toContain(om.results.pending.es);
    const reported = plain(rowOf(html, 3));
    expect(reported).toContain(messages.pairing.wins('Fer').es);
    expect(reported).toContain(om.results.games(1, 2).es);
    expect(reported).toContain(om.results.reported.es);
    expect(reported).toContain(om.results.reportedBy('Fer').es);
    expect(plain(rowOf(html, 4))).toContain(messages.pairing.bye.es);
  });

  it('names who did not show up in a no-show result', () => {
    const noShow = [pairing(1, 'p-ana', 'p-bea', result('no-show', 'a'))];
    expect(plain(render(tournament('running', noShow)))).toContain(om.results.noShow('Bea').es);
  });

  it('sets both players’ own reports side by side when they disagree, each with its games and lives', () => {
    const html = render();
    const reports = /data-testid="reports".*?<\/div><\/div><\/div>/s.exec(rowOf(html, 3))![0];
    const text = plain(reports);
    expectShown(text, [
      om.results.disagreeTitle.es,
      om.results.reportedBy('Eva').es,
      messages.pairing.wins('Eva').es,
      om.results.reportedBy('Fer').es,
      messages.pairing.lives(0, 8).es,
    ]);
    expect(rowOf(html, 1)).not.toContain('data-testid="reports"');
  });

  it('offers a no-show fix only while a table has no final result, and a result form at every played table', () => {
    const html = render();
    expect(rowOf(html, 1)).not.toContain('data-testid="no-show-1"');
    expect(rowOf(html, 2)).toContain('data-testid="no-show-2"');
    expect(rowOf(html, 3)).toContain('data-testid="no-show-3"');
    for (const table of [1, 2, 3]) expect(rowOf(html, table)).toContain(`data-testid="override-${table}"`);
    expect(rowOf(html, 4)).not.toContain('data-testid="override-4"');
  });

  it('enters a result for a table without one and corrects one that has it', () => {
    const html = render();
    expect(
      plain(/<summary>.*?<\/summary>/s.exec(rowOf(html, 2).slice(rowOf(html, 2).indexOf('override-2')))![0]),
    ).toContain(om.results.enter.es);
    expect(
      plain(/<summary>.*?<\/summary>/s.exec(rowOf(html, 1).slice(rowOf(html, 1).indexOf('override-1')))![0]),
    ).toContain(om.results.correct.es);
  });

  it('offers to close open judge calls only at the table that has them', () => {
    const html = render();
    expect(rowOf(html, 2)).toContain('data-testid="close-calls"');
    expect(rowOf(html, 1)).not.toContain('data-testid="close-calls"');
  });

  it('withholds every form once the tournament has ended', () => {
    const html = render(tournament('ended'));
    expect(html).not.toContain('data-testid="override-');
    expect(html).not.toContain('data-testid="no-show-');
    expect(html).toContain('data-testid="result-row"');
  });

  it('writes the desk in English when the page is in English', () => {
    const text = plain(render(tournament(), 'en'));
    expect(text).toContain(om.results.title.en);
    expect(text).toContain(messages.pairing.wins('Ana').en);
    expect(text).not.toContain(om.results.pending.es);
  });
});
