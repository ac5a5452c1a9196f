import { describe, expect, it } from 'vitest';
import { citedType, rulesGoverning } from '@cronica/rules-kernel';
import { at, attackAndResolve, duel, move, oneAgainstMany, passAll, stage, z, zname } from '../testing/stage.js';
import type { Table } from '../testing/table.js';
import type { GameEndReason, StrikeRecord, WotEvent } from './events.js';
import { warlordsOfTerra } from './module.js';
import { ruleCase } from './rule-cases.js';
import type { WotState } from './state.js';

/** The rule lines a log line's "why?" names for an event, as the match page reads them. */
const whyOf = (event: WotEvent, before?: WotState): string[] =>
  rulesGoverning(warlordsOfTerra.rulebook!, 'events', citedType(event, ruleCase(event, before)));

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

  it('an event with no cases keeps every line that lists its type', () => {
    const entered: WotEvent = { type: 'CombatEnded', data: {}, metadata: {} };
    expect(ruleCase(entered)).toBeUndefined();
    expect(whyOf(entered)).toEqual(rulesGoverning(warlordsOfTerra.rulebook!, 'events', 'CombatEnded'));
  });
});

/** Each strike a command's combat makes, as "striker zone → what it struck: the lines its "why?" names". */
function strikesWhy(t: Table, send: () => void): string[] {
  let before = t.state;
  const from = t.events.length;
  send();
  return t.events.slice(from).flatMap((event) => {
    const line =
      event.type === 'Struck'
        ? [
            `${zoneOf(before, event.data.striker)} → ${struckName(before, event.data.target)}: ${whyOf(event, before).join(' ')}`,
          ]
        : [];
    before = warlordsOfTerra.evolve(before, event);
    return line;
  });
}

const zoneOf = (state: WotState, uid: number) => zname(state.troops.find((troop) => troop.uid === uid)!.zone);
const struckName = (state: WotState, target: StrikeRecord) =>
  target.kind === 'troop' ? zoneOf(state, target.uid) : target.kind === 'player' ? `player ${target.seat}` : 'object';

// The strike step's own lines (A.9.1 paso 3) stand beside every strike; the rest by who strikes what.
const STEP = '002:138 002:140 002:142 002:146 002:148 002:154';

describe('the "why?" beside a strike names the rules of who struck what (002 A.9.3, A.10)', () => {
  it('a troop striking the troop it chose, and that troop striking back (A.9.3 (1), (3))', () => {
    const t = duel({ card: 'thr-b-02', at: 'C3' }, { card: 'thr-b-01', at: 'C4' });
    expect(strikesWhy(t, () => attackAndResolve(t, 'C3', 'C4'))).toEqual([
      `C3 → C4: ${STEP} 002:178 002:184 002:204`,
      `C4 → C3: ${STEP} 002:182 002:184 002:186 002:188 002:204 002:208`,
    ]);
  });

  it('Arrasar striking its target and the player behind it (A.10.1)', () => {
    const t = duel({ card: 'thr-b-13', at: 'C4' }, { card: 'slv-b-01', at: 'C5' });
    expect(strikesWhy(t, () => attackAndResolve(t, 'C4', 'C5'))).toEqual([
      `C4 → C5: ${STEP} 002:178 002:184 002:204`,
      `C4 → player 1: ${STEP} 002:194 002:200 002:204`,
      `C5 → C4: ${STEP} 002:182 002:184 002:186 002:188 002:204 002:208`,
    ]);
  });

  it('Golpe en Área striking every adjacent enemy, each striking it back (A.10.3)', () => {
    const t = oneAgainstMany({ card: 'thr-b-14', at: 'C2' }, [
      { card: 'thr-b-01', at: 'B3' },
      { card: 'hel-b-01', at: 'D3', flipped: true },
    ]);
    const area = strikesWhy(t, () => {
      t.run(move(0, at(t, 'C2'), 'C3', { kind: 'area' }));
      passAll(t);
    });
    expect(area.filter((line) => line.startsWith('C3 →'))).toEqual([
      `C3 → B3: ${STEP} 002:178 002:184 002:188 002:204 002:208`,
      `C3 → D3: ${STEP} 002:178 002:184 002:188 002:204 002:208`,
    ]);
    expect(area.filter((line) => !line.startsWith('C3 →'))).toHaveLength(2);
  });

  it('a troop striking the enemy player, or a field object (A.9.4, A.4)', () => {
    const t = duel({ card: 'slv-b-03', at: 'B5' }, { card: 'thr-b-01', at: 'C5' });
    expect(strikesWhy(t, () => attackAndResolve(t, 'B5', { kind: 'player' }))).toEqual([
      `B5 → player 1: ${STEP} 002:194`,
    ]);
    const o = stage({
      troops: [{ seat: 0, card: 'ovl-b-u1', at: 'C3' }],
      fieldObjects: [{ seat: 1, at: 'C4', id: 'totem', durability: 2 }],
    });
    expect(strikesWhy(o, () => attackAndResolve(o, 'C3', { kind: 'object', zone: z('C4') }))).toEqual([
      `C3 → object: 002:63 ${STEP}`,
    ]);
  });
});
