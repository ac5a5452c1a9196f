import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGS, localized, type Lang } from '@cronica/util';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { fieldNames, type ResultFormState } from '../../lib/result-form';
import { resultFormMessages as rm } from '../../lib/result-form-messages';
import { OverrideForm } from './OverrideForm';
import { control, hidden, plainText as plain, unlabelled } from '../../testing/markup';
import { answerNothingYet } from '../../testing/action-answer';

// The form's server action enters or corrects a result through the API; its last answer is set by each test.
const answer = vi.hoisted(() => ({ state: null as ResultFormState | null, pending: false }));
vi.mock('../../app/tournaments/[id]/desk/actions', () => ({ overrideResult: vi.fn() }));
vi.mock('../../app/tournaments/[id]/actions', () => ({ confirmResult: vi.fn(), reportResult: vi.fn() }));
vi.mock('react', async (original) => (await import('../../testing/action-answer')).reactAnswering(original, answer));

interface Options {
  bestOf?: number;
  needLife?: boolean;
  current?: Parameters<typeof OverrideForm>[0]['current'];
  openCalls?: number;
  lang?: Lang;
}

const render = ({ bestOf = 3, needLife = false, current = null, openCalls = 0, lang = 'es' }: Options = {}) =>
  renderToStaticMarkup(
    <OverrideForm
      tournamentId="liga"
      round={2}
      table={5}
      nameA="Ana"
      nameB="Bea"
      bestOf={bestOf}
      needLife={needLife}
      current={current}
      openCalls={openCalls}
      lang={lang}
    />,
  );

const recorded = {
  games: [
    { winner: 'a', lifeA: 7, lifeB: 0 },
    { winner: 'b', lifeA: 0, lifeB: 3 },
    { winner: 'a', lifeA: 12, lifeB: 0 },
  ],
};

beforeEach(() => answerNothingYet(answer));

describe('entering a table’s result at the desk', () => {
  it('offers to enter a result for a table without one, from its paper slip, with no reason asked', () => {
    const html = render();
    expect(html).toContain('data-testid="override-5"');
    expect(plain(html)).toContain(om.results.enter.es);
    expect(plain(html)).toContain(om.results.enterHint.es);
    expect(control(html, fieldNames.reason)).toBe('');
    expect(hidden(html)).toEqual({
      tournamentId: 'liga',
      round: '2',
      table: '5',
      bestOf: '3',
      needLife: 'no',
      needReason: 'no',
    });
  });

  it('asks who won each game of the match, naming the table’s two players', () => {
    const html = render({ bestOf: 3 });
    expect(html.match(/data-testid="result-game"/g)).toHaveLength(3);
    const first = control(html, fieldNames.winner(1));
    expect(first).not.toBe('');
    const options = /<select[^>]*name="game1Winner"[^>]*>(.*?)<\/select>/s.exec(html)![1]!;
    expect(plain(options)).toContain(rm.won('Ana').es);
    expect(plain(options)).toContain(rm.won('Bea').es);
    expect(plain(options)).toContain(rm.drawn.es);
  });

  it('asks each player’s final life only when the event’s tiebreakers count it', () => {
    expect(control(render({ needLife: false }), fieldNames.life(1, 'a'))).toBe('');
    const html = render({ needLife: true });
    expect(control(html, fieldNames.life(1, 'a'))).not.toBe('');
    expect(control(html, fieldNames.life(3, 'b'))).not.toBe('');
    expect(plain(html)).toContain(rm.lifeOf('Bea').es);
    expect(hidden(html).needLife).toBe('yes');
  });

  it('labels every field it shows, in either language', () => {
    for (const lang of LANGS) {
      const html = render({ needLife: true, current: recorded, openCalls: 2, lang });
      expect(unlabelled(html)).toEqual([]);
    }
  });
});

describe('correcting a table’s result', () => {
  it('starts from the result the table has, and asks for the reason that goes on the record', () => {
    const html = render({ needLife: true, current: recorded });
    expect(plain(html)).toContain(om.results.correct.es);
    expect(plain(html)).toContain(om.results.correctHint.es);
    expect(hidden(html).needReason).toBe('yes');
    expect(control(html, fieldNames.reason)).not.toBe('');
    expect(html).toMatch(/name="game2Winner"[^>]*>.*?<option value="b" selected=""/s);
    expect(control(html, fieldNames.life(3, 'a'))).toContain('value="12"');
  });

  it('offers to close the table’s open judge calls with the result, ticked, only when there are some', () => {
    expect(render({ current: recorded })).not.toContain('data-testid="close-calls"');
    const html = render({ current: recorded, openCalls: 2, lang: 'en' });
    const box = /<label[^>]*data-testid="close-calls".*?<\/label>/s.exec(html)![0];
    expect(control(box, 'closeCalls')).toContain('checked=""');
    expect(plain(box)).toContain(om.results.closeCalls(2).en);
  });
});

describe('the desk’s answer', () => {
  it('keeps every value of a refused form, opens it, and announces the problem beside its field', () => {
    const message = localized('Escribe el motivo.', 'Write the reason.');
    answer.state = {
      done: false,
      problem: { field: fieldNames.reason, message },
      values: {
        games: [
          { winner: 'b', lifeA: '', lifeB: '' },
          { winner: 'b', lifeA: '', lifeB: '' },
          { winner: '', lifeA: '', lifeB: '' },
        ],
        reason: '',
      },
    };
    const html = render({ current: recorded });
    expect(html).toMatch(/<details[^>]*open=""/);
    expect(html).toMatch(/name="game1Winner"[^>]*>.*?<option value="b" selected=""/s);
    const reason = control(html, fieldNames.reason);
    expect(reason).toContain('aria-invalid="true"');
    const described = /aria-describedby="([^"]+)"/.exec(reason)![1];
    expect(html).toContain(`<p id="${described}" class="form__field-error" role="alert"`);
    expect(plain(html)).toContain(message.es);
  });

  it('stays closed before any answer, and names the table once its result is entered or corrected', () => {
    expect(render()).not.toMatch(/<details[^>]*open=""/);
    expect(render()).not.toContain('role="status"');
    answer.state = { done: true, problem: null, values: null };
    expect(render({ lang: 'en' })).toContain(`role="status">Result for table 5 entered.</p>`);
    expect(render({ current: recorded })).toContain(`role="status">Resultado de la mesa 5 corregido.</p>`);
  });

  it('takes no second press while the result is on its way', () => {
    answer.pending = true;
    expect(render()).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});
