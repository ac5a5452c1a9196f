import { citedType, rulesGoverning } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { accion } from '../module.js';
import { cmd, eventsOf, given } from '../testing/table.js';
import type { AccionEvent } from './events.js';
import { ruleCase } from './rule-cases.js';

/** The rule lines a log line's "why?" names for an event, as the match page reads them. */
const whyOf = (event: AccionEvent): string[] =>
  rulesGoverning(accion.rulebook!, 'events', citedType(event, ruleCase(event)));

const narrative = { tactical: false } as const;
const twoScenes = [
  { id: 'a', name: { es: 'A', en: 'A' } },
  { id: 'b', name: { es: 'B', en: 'B' } },
];

describe('the "why?" beside an enemy attack names the rule that made it (RULEBOOK-MAP.json)', () => {
  it('an attack provoked by leaving the scene, and the damage it deals, cite 003:8', () => {
    // Given two scenes; when a player leaves hers and the bandit's instant attack hits.
    const t = given({ options: { ...narrative, scenes: twoScenes } });
    const events = t.when(cmd('ChangeScene', 1, { scene: 'b', to: null }), [12, 1]);
    const provoked = eventsOf(events, 'EnemyAttacked')[0]!;
    expect(provoked.data.instant).toBe(true);
    expect(whyOf(provoked)).toEqual(['003:8']);
    expect(whyOf(eventsOf(events, 'PlayerDamaged')[0]!)).toEqual(['003:8']);
  });

  it('an enemy’s attack on its own turn, and its damage, cite no line about leaving a scene or missing', () => {
    // Given the bandit's turn; when the GM attacks player 1 and hits.
    const t = given({ turn: 'bandido', at: { bandido: [1, 3] } });
    const events = t.when(cmd('EnemyAttack', 0, { target: 1 }), [12]);
    const attack = eventsOf(events, 'EnemyAttacked')[0]!;
    const damage = eventsOf(events, 'PlayerDamaged')[0]!;
    expect(damage.data.source).toBe('enemy-attack');
    // 003 has no line for it (RULES-NOTES.md, "Enemies"): no "why?" rather than a wrong one.
    expect(whyOf(attack)).toEqual([]);
    expect(whyOf(damage)).toEqual([]);
  });

  it('the damage of a missed attack beside an enemy cites the lines on that retaliation', () => {
    const retaliation = { type: 'PlayerDamaged', data: { source: 'retaliation' } } as AccionEvent;
    expect(whyOf(retaliation)).toEqual(['003:73', '003:76']);
  });

  it('an event the map lists by its bare type is cited in every case', () => {
    const moved = { type: 'Moved', data: { actor: 'p1', scene: 'a', from: null, to: null } } as AccionEvent;
    expect(accion.ruleCase).toBe(ruleCase);
    expect(ruleCase(moved)).toBeUndefined();
    expect(whyOf(moved)).toContain('003:8');
    expect(whyOf(moved)).toContain('003:7');
  });

  it('cards drawn cite the rule of their draw: a forced draw 003:9 and greed, an opening hand none', () => {
    // Given player 1's turn; when she forces a draw of one card.
    const t = given();
    const events = t.when(cmd('ForcedDraw', 1, { count: 1 }));
    const forced = eventsOf(events, 'CardsDrawn')[0]!;
    expect(forced.data.reason).toBe('forced');
    expect(whyOf(forced)).toEqual(['003:9', '003:35', '003:36', '003:37']);
    const hand = { type: 'CardsDrawn', data: { actor: 'p1', count: 5, cards: [], reason: 'opening' } } as AccionEvent;
    expect(whyOf(hand)).toEqual([]);
  });
});
