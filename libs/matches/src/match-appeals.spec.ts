import { describe, expect, it } from 'vitest';
import { MATCH_CLOSED, type JudgeRuling } from '@cronica/rules-kernel';
import type { ReplayRecord } from '@cronica/replay';
import { appealRefusal, appealRulingRefusal, matchRulings, noHeadJudge } from './match-appeals.js';
import { emptyMatch, type MatchCreatedData, type MatchState } from './match-events.js';

const ruling = (judge: string, extra: Partial<JudgeRuling> = {}): JudgeRuling => ({
  infraction: 'GPE-GRV',
  rule: '002 C.4',
  remedy: 'Se deshace la jugada.',
  judge,
  ...extra,
});

/** A chain line as the store keeps it; the fields the rulings do not read are left out. */
const judgeLine = (seq: number, type: string, r: JudgeRuling) =>
  ({ line: { kind: 'judge', seq, type, data: { ruling: r } } }) as unknown as ReplayRecord;
const eventLine = (seq: number) => ({ line: { kind: 'event', seq, type: 'CardPlayed' } }) as unknown as ReplayRecord;

/** A match of round 2, table 3 of tournament t1 (or outside any tournament), logged at chain lines 2–5. */
function match(inTournament = true): MatchState {
  const created = {
    matchId: 'm1',
    tournamentId: inTournament ? 't1' : null,
    round: inTournament ? 2 : null,
    table: inTournament ? 3 : null,
  } as MatchCreatedData;
  return { ...emptyMatch(), created, logSeqs: [2, 3, 4, 5] };
}

const first = ruling('juez-ana');
const records = [
  eventLine(2),
  judgeLine(3, 'JudgeUpheld', first),
  eventLine(4),
  judgeLine(5, 'JudgeCorrected', ruling('principal', { appealOf: '3' })),
  judgeLine(6, MATCH_CLOSED, ruling('organizador')),
];
const appealOfLine3 = { matchId: 'm1', rulingSeq: 3, reason: 'No estoy de acuerdo' };

describe("a match's rulings as its players and judges read them", () => {
  it('lists each judge line with its log position, its appeal and the ruling that decided it; the closure is no ruling', () => {
    const rulings = matchRulings(match(), records, [appealOfLine3, { matchId: 'other', rulingSeq: 5 }]);
    expect(rulings.map((r) => [r.seq, r.index, r.type, r.appeal?.rulingSeq ?? null, r.decidedBy])).toEqual([
      [3, 1, 'JudgeUpheld', 3, 5],
      [5, 3, 'JudgeCorrected', null, null],
    ]);
    expect(rulings[0]!.ruling).toEqual(first);
  });
});

describe('appealing a ruling', () => {
  const rulings = matchRulings(match(), records.slice(0, 3), []);

  it('lets a player of a tournament match appeal a judge ruling', () => {
    expect(appealRefusal(match(), rulings, 3)).toBeNull();
  });

  it('refuses a match outside a tournament, a line that is no ruling, and the head judge’s final ruling', () => {
    expect(appealRefusal(match(false), rulings, 3)?.code).toBe('judge.appeal.not-tournament');
    expect(appealRefusal(match(), rulings, 2)?.code).toBe('judge.appeal.not-a-ruling');
    const withFinal = matchRulings(match(), records, [appealOfLine3]);
    const refusal = appealRefusal(match(), withFinal, 5);
    expect(refusal?.code).toBe('judge.appeal.final');
    expect(refusal?.message).toEqual({
      es: 'La resolución del juez principal es firme.',
      en: 'The head judge’s ruling is final.',
    });
  });
});

describe("the head judge's ruling on an appeal", () => {
  it('may rule on an appealed ruling not yet decided, made by another judge', () => {
    const appealed = matchRulings(match(), records.slice(0, 3), [appealOfLine3]);
    expect(appealRulingRefusal(appealed, 'principal', '3')).toBeNull();
  });

  it('refuses a ruling nobody appealed, an appeal already decided, and the appeal of the judge’s own ruling', () => {
    const notAppealed = matchRulings(match(), records.slice(0, 3), []);
    expect(appealRulingRefusal(notAppealed, 'principal', '3')?.code).toBe('judge.appeal.not-appealed');
    const decided = matchRulings(match(), records, [appealOfLine3]);
    expect(appealRulingRefusal(decided, 'principal', '3')?.code).toBe('judge.appeal.decided');
    const appealed = matchRulings(match(), records.slice(0, 3), [appealOfLine3]);
    expect(appealRulingRefusal(appealed, 'juez-ana', '3')?.code).toBe('judge.appeal.own-ruling');
    expect(noHeadJudge('3').code).toBe('judge.appeal.not-tournament');
  });
});
