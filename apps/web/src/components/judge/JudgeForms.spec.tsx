import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGS, localized, type Lang } from '@cronica/util';
import type { ActionState } from '../../app/tournaments/[id]/actions';
import type { Dispute, JudgeCall } from '../../graphql/judging';
import { translator } from '../../lib/i18n';
import { DISPUTE_OUTCOMES, INFRACTIONS, PENALTY_KINDS, judgeMessages } from '../../lib/judge-messages';
import { CorrectedResult, HandleCallForm, OpenDisputeForm, PenaltyForm, RuleDisputeForm } from './JudgeForms';
import { control, hidden, options, plainText as plain, unlabelled } from '../../testing/markup';
import { answerNothingYet } from '../../testing/action-answer';

// Each judge form runs one server action; its last answer (and whether it is on its way) is set by each test.
const answer = vi.hoisted(() => ({ state: null as ActionState | null, pending: false }));
vi.mock('../../app/tournaments/[id]/judge-actions', () => ({
  handleJudgeCall: vi.fn(),
  issuePenalty: vi.fn(),
  openDispute: vi.fn(),
  ruleDispute: vi.fn(),
}));
vi.mock('react', async (original) => (await import('../../testing/action-answer')).reactAnswering(original, answer));

const m = judgeMessages.desk;

const call = {
  callId: 'call-7',
  calledAt: '2026-11-29T10:00:00Z',
  playerId: 'p-ana',
  reason: 'Mi rival robó dos cartas',
  round: 2,
  table: 4,
  disputeId: null,
  matchEvent: null,
} as JudgeCall;
const dispute = { disputeId: 'd-1', players: ['p-ana', 'p-bea'], status: 'open' } as unknown as Dispute;
const people = [
  { playerId: 'p-ana', name: 'Ana' },
  { playerId: 'p-bea', name: 'Bea' },
  { playerId: 'p-cai', name: 'Cai' },
];

beforeEach(() => answerNothingYet(answer));

describe('answering a player’s judge call', () => {
  it('opens a dispute on the call, its summary starting from what the player said', () => {
    const html = renderToStaticMarkup(<OpenDisputeForm tournamentId="liga" call={call} lang="es" />);
    expect(hidden(html)).toEqual({ tournamentId: 'liga', callId: 'call-7' });
    const summary = control(html, 'summary');
    expect(summary).toContain('value="Mi rival robó dos cartas"');
    expect(summary).toContain('required=""');
    expect(unlabelled(html)).toEqual([]);
    expect(plain(html)).toContain(m.openDispute.es);
  });

  it('marks a call handled at the table, saying what that does', () => {
    const html = renderToStaticMarkup(<HandleCallForm tournamentId="liga" call={call} lang="en" />);
    expect(hidden(html)).toEqual({ tournamentId: 'liga', callId: 'call-7' });
    expect(html).toContain(`title="${m.handleCallHint.en}"`);
    expect(plain(html)).toContain(m.handleCall.en);
  });

  it('says the call is handled once the API accepts, and shows its refusal instead when it says no', () => {
    answer.state = { error: null, done: true };
    expect(renderToStaticMarkup(<HandleCallForm tournamentId="liga" call={call} lang="es" />)).toContain(
      `role="status">Llamada atendida.</p>`,
    );
    answer.state = { error: localized('Ya está atendida.', 'Already handled.'), done: true };
    const refused = renderToStaticMarkup(<HandleCallForm tournamentId="liga" call={call} lang="en" />);
    expect(refused).toContain('role="alert" tabindex="-1">Already handled.</p>');
    expect(refused).not.toContain('role="status"');
  });
});

describe('ruling on a dispute', () => {
  const render = (lang: Lang = 'es') =>
    renderToStaticMarkup(
      <RuleDisputeForm
        tournamentId="liga"
        dispute={dispute}
        players={people}
        correction={{ bestOf: 1, needLife: false }}
        lang={lang}
      />,
    );

  it('offers every outcome the API takes, in the page’s language, starting with the result standing', () => {
    for (const lang of LANGS) {
      const offered = options(render(lang), 'outcome');
      expect(offered.map(([code]) => code)).toEqual(DISPUTE_OUTCOMES);
      expect(offered.map(([, words]) => words)).toEqual(
        DISPUTE_OUTCOMES.map((code) => judgeMessages.outcomes[code][lang]),
      );
    }
    // First and chosen: a call during play rules on a game with no result yet, so it says «Sin cambios».
    expect(render()).toMatch(/<select name="outcome">\s*<option value="result-stands" selected="">Sin cambios</);
  });

  it('asks nothing about winners or penalised players while the result stands', () => {
    const html = render();
    expect(control(html, 'game1Winner')).toBe('');
    expect(control(html, 'playerId')).toBe('');
    expect(control(html, 'infraction')).toBe('');
  });

  it('requires the ruling in words, and labels every field', () => {
    const html = render();
    expect(control(html, 'ruling')).toContain('required=""');
    expect(unlabelled(html)).toEqual([]);
    expect(hidden(html)).toEqual({ tournamentId: 'liga', disputeId: 'd-1' });
  });

  const correction = (bestOf: number, needLife: boolean) =>
    renderToStaticMarkup(
      <CorrectedResult dispute={dispute} players={people} correction={{ bestOf, needLife }} t={translator('es')} />,
    );

  it('names each seat’s player in the corrected result, and chooses no winner for the judge', () => {
    const html = correction(1, false);
    expect(options(html, 'game1Winner')).toEqual([
      ['', 'Elige…'],
      ['a', 'Ganó Ana'],
      ['b', 'Ganó Bea'],
      ['draw', 'Empate'],
    ]);
    expect(html).not.toMatch(/<option value="[abd][a-z]*" selected/);
    expect(control(html, 'game1LifeA')).toBe('');
    expect(unlabelled(html)).toEqual([]);
  });

  it('asks the corrected result game by game, with each player’s final life where the event counts it (SCORE)', () => {
    const html = correction(3, true);
    expect(hidden(html)).toEqual({ bestOf: '3', needLife: 'yes' });
    for (const n of [1, 2, 3]) {
      expect(control(html, `game${n}Winner`)).not.toBe('');
      expect(control(html, `game${n}LifeA`)).not.toBe('');
      expect(control(html, `game${n}LifeB`)).not.toBe('');
    }
    expect(plain(html)).toContain('Vida final de Bea');
    expect(unlabelled(html)).toEqual([]);
  });

  it('takes no second press while the ruling is on its way', () => {
    answer.pending = true;
    expect(render()).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});

describe('issuing a penalty', () => {
  const render = (lang: Lang = 'es') =>
    renderToStaticMarkup(<PenaltyForm tournamentId="liga" players={people} lang={lang} />);

  it('names the player from the event’s players, with no one chosen until the judge picks', () => {
    const offered = options(render(), 'playerId');
    expect(offered).toEqual([
      ['', '—'],
      ['p-ana', 'Ana'],
      ['p-bea', 'Bea'],
      ['p-cai', 'Cai'],
    ]);
    expect(control(render(), 'playerId')).toContain('required=""');
  });

  it('offers each penalty kind and each infraction of the penalty guide, by name, in both languages', () => {
    for (const lang of LANGS) {
      const html = render(lang);
      expect(options(html, 'penalty')).toEqual(PENALTY_KINDS.map((code) => [code, judgeMessages.outcomes[code][lang]]));
      const infractions = options(html, 'infraction');
      expect(infractions.map(([code]) => code)).toEqual([...INFRACTIONS]);
      for (const [code, words] of infractions) {
        expect(words, code).toBe(judgeMessages.infractions[code as (typeof INFRACTIONS)[number]][lang]);
        expect(words, code).not.toBe(code);
      }
    }
  });

  it('requires a note and labels every field', () => {
    const html = render('en');
    expect(control(html, 'note')).toContain('required=""');
    expect(unlabelled(html)).toEqual([]);
    expect(plain(html)).toContain(m.issue.en);
  });
});
