import { describe, expect, it } from 'vitest';
import { citedType, rulesGoverning } from '@cronica/rules-kernel';
import type { GameEndReason, WotEvent } from './events.js';
import { warlordsOfTerra } from './module.js';
import { ruleCase } from './rule-cases.js';

/** The rule lines a log line's "why?" names for an event, as the match page reads them. */
const whyOf = (event: WotEvent): string[] =>
  rulesGoverning(warlordsOfTerra.rulebook!, 'events', citedType(event, ruleCase(event)));

const ended = (reason: GameEndReason): WotEvent => ({
  type: 'GameEnded',
  data: { game: 1, winner: 0, reason, life: [12, 0] },
  metadata: {},
});

describe('the "why?" beside the end of a game names the rule it ended by (RULEBOOK-MAP.json)', () => {
  it('each way a game ends cites its own line of 002, beside SCORE’s count of the final life', () => {
    expect(warlordsOfTerra.ruleCase).toBe(ruleCase);
    expect(whyOf(ended('life'))).toEqual(['002:93', '002:252']);
    expect(whyOf(ended('decked'))).toEqual(['002:95', '002:252']);
    expect(whyOf(ended('reinforcements'))).toEqual(['002:97', '002:252']);
    expect(whyOf(ended('mixed-realms'))).toEqual(['002:99', '002:252']);
    expect(whyOf(ended('sanction'))).toEqual(['002:101', '002:252']);
    expect(whyOf(ended('time'))).toEqual(['002:240', '002:252']);
  });

  it('a concession cites none of the ways a game is lost by the rules', () => {
    expect(whyOf(ended('concede'))).toEqual(['002:252']);
  });

  it('other events keep every line that lists their type', () => {
    const struck: WotEvent = {
      type: 'Struck',
      data: { striker: 1, target: { kind: 'player', seat: 1 } },
      metadata: {},
    };
    expect(ruleCase(struck)).toBeUndefined();
    expect(whyOf(struck).length).toBe(16);
  });
});
