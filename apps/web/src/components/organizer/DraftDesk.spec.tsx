import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@cronica/util';
import type { DraftReport } from '../../graphql/draft-report';
import type { PairingRow, TournamentDetail } from '../../graphql/tournament';
import { draftMessages as dm } from '../../lib/draft-messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { DraftDesk, type DraftChangeAsked } from './DraftDesk';
import { plainText as plain } from '../../testing/markup';
import { draftReport, draftTable } from '../../testing/draft-report';
import { ruleViolation } from '../../testing/server-actions';

// The draft desk asks the API for the pairing engine's report (on the draft, or on a change of it);
// the query is a spy here, answering what each test sets, so every branch of the desk is drawn.
const query = vi.fn();
vi.mock('../../lib/apollo-rsc', () => ({ query: (...args: unknown[]) => query(...args) }));
vi.mock('../../app/tournaments/[id]/desk/actions', () => ({ applyDraftTables: vi.fn(), deskCommand: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/desk', useRouter: () => ({ replace: vi.fn() }) }));

const names = new Map([
  ['p-ana', 'Ana'],
  ['p-bea', 'Bea'],
  ['p-cai', 'Cai'],
  ['p-dan', 'Dan'],
]);

const pairing = (table: number, playerA: string, playerB: string | null) =>
  ({ round: 2, table, playerA, playerB, result: null }) as unknown as PairingRow;

function tournament(requireDeckLists = true): TournamentDetail {
  return {
    id: 'liga',
    format: { requireDeckLists },
    pairings: [
      pairing(2, 'p-bea', 'p-dan'),
      pairing(1, 'p-ana', 'p-cai'),
      { ...pairing(1, 'p-ana', 'p-bea'), round: 1 },
    ],
  } as unknown as TournamentDetail;
}

const row = (table: number, playerA: string, playerB: string, rematch = false) =>
  draftTable(table, playerA, playerB, 3, rematch ? 0 : 3, rematch);

const report = (extra: Partial<DraftReport> = {}) =>
  draftReport([row(1, 'p-ana', 'p-cai'), row(2, 'p-bea', 'p-dan')], extra);

/** The API's answers: the draft's report first, then (when a change is previewed) the change's. */
function answers(draft: DraftReport | null, change?: DraftReport | Error) {
  query.mockImplementation(async ({ variables }: { variables: { change: unknown } }) => {
    if (variables.change === null) return { data: { tournament: { draftReport: draft } } };
    if (change instanceof Error) throw change;
    return { data: { tournament: { draftReport: change ?? null } } };
  });
}

async function render(asked: DraftChangeAsked = {}, lang: Lang = 'es', t = tournament()): Promise<string> {
  const { prelude } = await prerender(
    <DraftDesk tournament={t} round={2} label="Ronda 2" names={names} asked={asked} lang={lang} />,
  );
  return new Response(prelude).text();
}

beforeEach(() => {
  query.mockReset();
});

describe('the draft of a Swiss round at the desk', () => {
  it('titles the draft as seen only by staff, and lists its tables with the engine’s costs', async () => {
    answers(report());
    const html = await render();
    expect(plain(html)).toContain(om.rounds.draftTitle('Ronda 2').es);
    expect(html).toContain('data-testid="draft-current"');
    for (const name of names.values()) expect(plain(html)).toContain(name);
  });

  it('offers to pair again and to publish, and publishing asks first naming the round and its tables', async () => {
    answers(report());
    const html = await render();
    expect(html).toContain('data-testid="desk-repairRound"');
    const publish = /data-testid="desk-publishPairings".*?<\/form>/s.exec(html)![0];
    expect(publish).not.toContain('type="submit"');
    expect(plain(publish)).toContain(om.rounds.publish.es);
  });

  it('offers a swap of any two seated players, sorted by name, with both choices labelled and required', async () => {
    answers(report());
    const html = await render();
    const form = /<form[^>]*data-testid="draft-change".*?<\/form>/s.exec(html)![0];
    for (const select of ['a', 'b']) {
      const options = new RegExp(`<select name="${select}"[^>]*>(.*?)</select>`, 's').exec(form)![1]!;
      expect([...options.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])).toEqual([
        '',
        'p-ana',
        'p-bea',
        'p-cai',
        'p-dan',
      ]);
    }
    expect(form.match(/<label/g)).toHaveLength(2);
    expect(form.match(/required=""/g)).toHaveLength(2);
    expect(plain(form)).toContain(om.rounds.swap.es);
    expect(plain(form)).toContain(om.rounds.pairTogether.es);
  });

  it('warns, when lists are required, about seated players without one, by name', async () => {
    answers(report({ playersWithoutList: ['p-dan'] }));
    const html = await render();
    const warning = /data-testid="draft-missing-lists"[^>]*>(.*?)<\/p>/s.exec(html)![1]!;
    expect(warning).toContain('Dan');
    expect(warning).not.toContain('p-dan');
    answers(report({ playersWithoutList: ['p-dan'] }));
    expect(await render({}, 'es', tournament(false))).not.toContain('draft-missing-lists');
  });

  it('shows a round the engine does not cost (a top-cut round) as plain tables, with publish only', async () => {
    answers(null);
    const html = await render();
    expect(plain(html)).toContain(dm.fixedByStandings.es);
    expect(html).not.toContain('data-testid="desk-repairRound"');
    expect(html).not.toContain('data-testid="draft-change"');
    expect(html).toContain('data-testid="desk-publishPairings"');
  });

  it('asks the API for no change until two players are chosen', async () => {
    answers(report());
    await render({ a: 'p-ana' });
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]![0].variables).toEqual({ id: 'liga', change: null });
  });
});

describe('previewing a change to the draft', () => {
  const swapped = report({
    worseThanOptimal: true,
    largestGap: 3,
    rematches: [['p-ana', 'p-bea']],
    costs: { rematches: 1, repeatedFloats: 0, squaredGaps: 9 },
    tables: [row(1, 'p-bea', 'p-cai'), row(2, 'p-ana', 'p-dan', true)],
  });

  it('asks the engine what a swap costs and offers to apply exactly the swapped tables', async () => {
    answers(report(), swapped);
    const html = await render({ a: 'p-ana', b: 'p-bea', kind: 'swap' });
    expect(query.mock.calls[1]![0].variables).toEqual({
      id: 'liga',
      change: { kind: 'swap', playerA: 'p-ana', playerB: 'p-bea' },
    });
    const proposal = /data-testid="draft-proposal".*$/s.exec(html)![0];
    expect(plain(proposal)).toContain(dm.proposalTitle.es);
    expect(proposal).toContain('data-testid="draft-proposed"');
    const tables = /name="tables" value="([^"]+)"/.exec(proposal)![1]!.replace(/&quot;/g, '"');
    expect(JSON.parse(tables)).toEqual([
      { table: 1, a: 'p-bea', b: 'p-cai' },
      { table: 2, a: 'p-ana', b: 'p-dan' },
    ]);
    expect(plain(proposal)).toContain(om.rounds.swap.es);
    expect(plain(proposal)).toContain(om.desk.cancel.es);
  });

  it('applies a hand pairing under its own label', async () => {
    answers(report(), swapped);
    const html = await render({ a: 'p-ana', b: 'p-bea', kind: 'pair' }, 'en');
    expect(query.mock.calls[1]![0].variables.change.kind).toBe('pair');
    const apply = /data-testid="apply-tables".*?<\/form>/s.exec(html)![0];
    expect(plain(apply)).toContain(om.rounds.pairTogether.en);
  });

  it('reads any other kind in the address as a swap', async () => {
    answers(report(), swapped);
    await render({ a: 'p-ana', b: 'p-bea', kind: 'drop-everyone' });
    expect(query.mock.calls[1]![0].variables.change.kind).toBe('swap');
  });

  it('shows the engine’s refusal of a change, and offers only to cancel', async () => {
    const refusal = ruleViolation('Ya comparten mesa.', 'Already at one table.', 'same table');
    answers(report(), refusal);
    const html = await render({ a: 'p-ana', b: 'p-cai', kind: 'swap' }, 'en');
    const alert = /<p[^>]*role="alert"[^>]*>(.*?)<\/p>/s.exec(html)![1]!;
    expect(plain(alert)).toContain(dm.refused.en);
    expect(plain(alert)).toContain('Already at one table.');
    expect(html).not.toContain('data-testid="apply-tables"');
    expect(plain(html)).toContain(om.desk.cancel.en);
  });

  it('offers nothing to apply when a chosen player is not seated in the draft', async () => {
    answers(report(), swapped);
    const html = await render({ a: 'p-ana', b: 'p-zoe', kind: 'swap' });
    expect(html).toContain('data-testid="draft-proposal"');
    expect(html).not.toContain('data-testid="apply-tables"');
    expect(html).toContain('role="alert"');
  });
});
