import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERASED_NAME, type Lang } from '@cronica/util';
import type { Viewer } from '../../graphql/auth';
import type { TournamentPlayerRow } from '../../graphql/tournament';
import { TOURNAMENT_PEOPLE, type TournamentSummary } from '../../graphql/tournament-page';
import { plainText as plain } from '../../testing/markup';
import { MyTableJump } from './MyTableJump';

// The line reads the reader's tables from the API (myMatches): the query is a spy answering them.
const query = vi.fn();
vi.mock('../../lib/apollo-rsc', () => ({ query: (...args: unknown[]) => query(...args) }));

const viewer = { id: 'acc-ana', username: 'ana', displayName: 'Ana' } as unknown as Viewer;
const running = { id: 'liga', status: 'running', currentRound: 2 } as unknown as TournamentSummary;
const active = { playerId: 'acc-ana', name: 'Ana', status: 'active' } as TournamentPlayerRow;
const round2 = { es: 'Ronda 2 de 3', en: 'Round 2 of 3' };

/** The people the API knows by id: an erased one reads as the reader's language says. */
const PEOPLE = [
  { playerId: 'acc-ana', name: 'Ana', status: 'active', hasDeck: true },
  { playerId: 'acc-eva', name: 'Eva Díaz', status: 'active', hasDeck: true },
  { playerId: 'acc-bea', name: ERASED_NAME, status: 'active', hasDeck: true },
];

function tablesAre(...tables: Array<{ round: number; table: number; playerB: string | null }>) {
  query.mockImplementation((asked: { query: unknown; variables: { ids?: string[] } }) => {
    return Promise.resolve({
      data:
        asked.query === TOURNAMENT_PEOPLE
          ? {
              tournament: {
                playersPage: { rows: PEOPLE.filter((person) => asked.variables.ids?.includes(person.playerId)) },
                standingsPage: { rows: [] },
              },
            }
          : {
              myMatches: tables.map((t) => ({ ...t, playerA: 'acc-ana', label: round2, result: null })),
              myOpenCalls: [],
            },
    });
  });
}

/** What a person reads, spaces folded. */
const read = (html: string) => plain(html).replace(/\s+/g, ' ').trim();

/** The line for `e` (null: someone not entered). */
async function render(t = running, e: TournamentPlayerRow | null = active, lang: Lang = 'es') {
  const { prelude } = await prerender(
    <MyTableJump tournament={t} entry={e ?? undefined} viewer={viewer} lang={lang} />,
  );
  return new Response(prelude).text();
}

// A block, not an arrow returning the spy: vitest would call a returned function as a clean-up.
beforeEach(() => {
  query.mockReset();
});

describe('the line at the top of the event page saying where the reader sits', () => {
  it('names the round, the table and the rival of the round on now, and leads to the table’s panel', async () => {
    tablesAre({ round: 1, table: 7, playerB: 'acc-bea' }, { round: 2, table: 4, playerB: 'acc-eva' });
    const html = await render();
    expect(read(html)).toBe('4 Tu mesa: Ronda 2 de 3 · Mesa 4 · contra Eva Díaz ↓');
    // The arrow keeps to the last word on a narrow screen.
    expect(html).toContain('Eva Díaz\u00a0↓');
    expect(html).toContain('href="#my-table"');
    expect(read(await render(running, active, 'en'))).toBe('4 Your table: Round 2 of 3 · Table 4 · against Eva Díaz ↓');
  });

  it('names an erased rival as the reader’s language does, and leaves out a rival it cannot read', async () => {
    tablesAre({ round: 2, table: 3, playerB: 'acc-bea' });
    expect(read(await render(running, active, 'en'))).toBe(
      '3 Your table: Round 2 of 3 · Table 3 · against deleted player ↓',
    );
    tablesAre({ round: 2, table: 3, playerB: 'acc-unknown' });
    expect(read(await render())).toBe('3 Tu mesa: Ronda 2 de 3 · Mesa 3 ↓');
  });

  it('says the reader has the bye, with no table to sit at', async () => {
    tablesAre({ round: 2, table: 5, playerB: null });
    expect(read(await render())).toBe('Ronda 2 de 3 · Tienes bye ↓');
  });

  it('says nothing with no table in the round on now, for a dropped player, or once the event ended', async () => {
    tablesAre({ round: 1, table: 7, playerB: 'acc-bea' });
    expect(await render()).toBe('');
    tablesAre({ round: 2, table: 4, playerB: 'acc-eva' });
    expect(await render(running, { ...active, status: 'dropped' })).toBe('');
    expect(await render({ ...running, status: 'ended' } as TournamentSummary)).toBe('');
    expect(await render(running, null)).toBe('');
  });
});
