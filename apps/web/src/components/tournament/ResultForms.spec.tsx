import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGS, localized, type Lang } from '@cronica/util';
import type { ActionState } from '../../app/tournaments/[id]/actions';
import type { MyTableRow } from '../../graphql/player-actions';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { playerMessages as p } from '../../lib/player-messages';
import { fieldNames, type ResultFormState } from '../../lib/result-form';
import { resultFormMessages as rm } from '../../lib/result-form-messages';
import { ConfirmForm, ReportedResult, ReportForm } from './ResultForms';
import { plainText as plain } from '../../testing/markup';
import { answerNothingYet } from '../../testing/action-answer';

// A player's report and confirmation run server actions; their last answer is set by each test.
const answer = vi.hoisted(() => ({ state: null as ResultFormState | ActionState | null, pending: false }));
vi.mock('../../app/tournaments/[id]/actions', () => ({ confirmResult: vi.fn(), reportResult: vi.fn() }));
vi.mock('react', async (original) => (await import('../../testing/action-answer')).reactAnswering(original, answer));

const round2 = localized('Ronda 2', 'Round 2');

/** The reader's table as MyMatches answers it: Ana (seat a) against Bea, best of 3. */
function table(result: Partial<NonNullable<MyTableRow['result']>> | null = null): MyTableRow {
  return {
    round: 2,
    table: 6,
    playerA: 'p-ana',
    playerB: 'p-bea',
    published: true,
    roundLabel: round2,
    label: round2,
    bestOf: 3,
    result:
      result === null
        ? null
        : {
            winner: 'a',
            gamesA: 2,
            gamesB: 1,
            lifeA: 19,
            lifeB: 4,
            gameLifeA: null,
            gameLifeB: null,
            status: 'reported',
            reportedBy: 'p-ana',
            games: [
              { winner: 'a', lifeA: 7, lifeB: 0, endedEarly: false },
              { winner: 'b', lifeA: 0, lifeB: 4, endedEarly: false },
              { winner: 'a', lifeA: 12, lifeB: 0, endedEarly: true },
            ],
            ...result,
          },
  } as MyTableRow;
}

const reported = (seat: 'a' | 'b', lang: Lang = 'es', extra: Parameters<typeof table>[0] = {}) =>
  renderToStaticMarkup(
    <ReportedResult
      result={table(extra).result!}
      seat={seat}
      rivalName={seat === 'a' ? 'Bea' : 'Ana'}
      t={translator(lang)}
    />,
  );
const lines = (html: string) => [...html.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((x) => plain(x[1]!).trim());

beforeEach(() => answerNothingYet(answer));

describe('a reported result, read from the reader’s chair', () => {
  it('tells the winner they won, with their games and each game’s lives from their side', () => {
    const [winner, games, ...perGame] = lines(reported('a'));
    expect(winner).toBe(p.report.youWin.es);
    expect(games).toBe(p.report.games(2, 1).es);
    expect(perGame[0]).toBe(rm.gameLine(1, rm.youWonGame, { mine: 7, theirs: 0 }).es);
    expect(perGame[1]).toBe(rm.gameLine(2, rm.theyWonGame, { mine: 0, theirs: 4 }).es);
  });

  it('tells the other player who won, with the same games seen from their side', () => {
    const [winner, games, first] = lines(reported('b', 'en'));
    expect(winner).toBe(p.report.theyWin('Ana').en);
    expect(games).toBe(p.report.games(1, 2).en);
    expect(first).toBe(rm.gameLine(1, rm.theyWonGame, { mine: 0, theirs: 7 }).en);
  });

  it('marks a game that ended before play decided it', () => {
    const last = lines(reported('a')).at(-1)!;
    expect(last).toContain(rm.endedEarly.es);
    expect(lines(reported('a'))[2]).not.toContain(rm.endedEarly.es);
  });

  it('says a draw is a draw, for both players', () => {
    for (const seat of ['a', 'b'] as const)
      expect(lines(reported(seat, 'es', { winner: 'draw' }))[0]).toBe(p.report.draw.es);
  });

  it('says there is no detail when the result has no games', () => {
    const html = reported('a', 'en', { games: [], gamesA: null, gamesB: null });
    expect(lines(html)).toEqual([p.report.youWin.en, p.report.noDetail.en]);
  });
});

describe('a player’s report form', () => {
  const form = (needLife = false, lang: Lang = 'es', seat: 'a' | 'b' = 'a') =>
    renderToStaticMarkup(
      <ReportForm tournamentId="liga" pairing={table()} seat={seat} needLife={needLife} t={translator(lang)} />,
    );

  it('asks for each game of the match, worded from the player’s chair', () => {
    const html = form();
    expect(html.match(/data-testid="result-game"/g)).toHaveLength(3);
    const choices = /<select[^>]*name="game1Winner"[^>]*>(.*?)<\/select>/s.exec(html)![1]!;
    expect([...choices.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((x) => [x[1], x[2]])).toEqual([
      ['', rm.choose.es],
      ['a', rm.iWon.es],
      ['b', rm.rivalWon.es],
      ['draw', rm.drawn.es],
    ]);
  });

  it('puts “I won” on the player’s own seat when they sit at B', () => {
    const choices = /<select[^>]*name="game1Winner"[^>]*>(.*?)<\/select>/s.exec(form(false, 'en', 'b'))![1]!;
    expect(choices).toContain(`<option value="b">${rm.iWon.en}</option>`);
    expect(choices).toContain(`<option value="a">${rm.rivalWon.en}</option>`);
  });

  it('asks lives only when the event counts them, the player’s own first', () => {
    expect(form(false)).not.toContain(rm.myLife.es);
    const text = plain(form(true));
    expect(text.indexOf(rm.myLife.es)).toBeGreaterThan(-1);
    expect(text.indexOf(rm.myLife.es)).toBeLessThan(text.indexOf(rm.rivalLife.es));
  });

  it('carries the table it reports for', () => {
    const html = form();
    for (const [name, value] of [
      ['tournamentId', 'liga'],
      ['round', '2'],
      ['table', '6'],
      ['bestOf', '3'],
      ['needLife', 'no'],
    ])
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
  });

  it('announces a problem of the whole form where focus can land on it', () => {
    answer.state = {
      done: false,
      problem: { field: fieldNames.form, message: localized('Ya hay resultado.', 'There is a result already.') },
      values: null,
    };
    expect(form(false, 'en')).toContain('role="alert" tabindex="-1">There is a result already.</p>');
  });

  it('says it is sending, and takes no second press, while the report is on its way', () => {
    expect(plain(form())).toContain(messages.myPanel.send.es);
    answer.pending = true;
    const button = /<button type="submit"[^>]*>(.*?)<\/button>/.exec(form())!;
    expect(button[0]).toContain('disabled=""');
    expect(button[1]).toBe(messages.myPanel.sending.es);
  });
});

describe('confirming the rival’s report', () => {
  it('shows the report from the confirming player’s side before the confirm button', () => {
    for (const lang of LANGS) {
      const html = renderToStaticMarkup(
        <ConfirmForm tournamentId="liga" pairing={table({})} seat="b" rivalName="Ana" t={translator(lang)} />,
      );
      expect(html).toContain('data-testid="reported-result"');
      expect(lines(html)[0]).toBe(p.report.theyWin('Ana')[lang]);
      expect(plain(html)).toContain(p.report.confirmThis[lang]);
      expect(plain(html)).toContain(p.report.wrong[lang]);
    }
  });
});
