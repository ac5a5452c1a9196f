import { describe, expect, it } from 'vitest';
import { citedType, rulesGoverning } from '@cronica/rules-kernel';
import type { EcgEndReason } from '../engine/end-reasons.js';
import type { EcgEvent } from '../engine/events.js';
import { ecg } from './ecg.js';
import { ruleCase } from './rule-cases.js';

/** The rule lines a log line's "why?" names for an event, as the match page reads them. */
const whyOf = (event: EcgEvent): string[] => rulesGoverning(ecg.rulebook!, 'events', citedType(event, ruleCase(event)));

const ended = (reason: EcgEndReason | 'concede'): EcgEvent => ({
  type: 'GameEnded',
  data: { result: { outcome: 'win', winner: 0, reason } },
  metadata: {},
});
const drawn = (reason: 'opening' | 'reinforce' | 'effect'): EcgEvent => ({
  type: 'CardsDrawn',
  data: { seat: 0, count: 1, cards: ['x'], reason },
  metadata: {},
});

describe('the "why?" beside an ECG log line names the rule that made it (RULEBOOK-MAP.json)', () => {
  it('a game won in battle, by renown or by blessing cites the lines of that victory, and 004:147 for every end', () => {
    expect(ecg.ruleCase).toBe(ruleCase);
    expect(whyOf(ended('battle'))).toEqual(['004:19', '004:101', '004:147', '004:299', '004:301']);
    expect(whyOf(ended('renown'))).toEqual(['004:23', '004:147']);
    expect(whyOf(ended('blessing'))).toEqual(['004:27', '004:147', '004:293']);
  });

  it('victories at once cite the priority between them', () => {
    expect(whyOf(ended('battle-both'))).toEqual(['004:19', '004:101', '004:147', '004:299']);
    expect(whyOf(ended('renown-and-blessing'))).toEqual([
      '004:23',
      '004:27',
      '004:147',
      '004:293',
      '004:299',
      '004:303',
    ]);
  });

  it('an end by time or a concession cites no way of winning', () => {
    expect(whyOf(ended('time'))).toEqual(['004:147']);
    expect(whyOf(ended('concede'))).toEqual(['004:147']);
  });

  it('cards drawn cite the starting hand or the reinforcement, and an effect’s draw neither', () => {
    expect(whyOf(drawn('opening'))).toEqual(['004:109', '004:113']);
    expect(whyOf(drawn('reinforce'))).toEqual(['004:123']);
    expect(whyOf(drawn('effect'))).toEqual([]);
  });
});
