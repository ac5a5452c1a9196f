import { isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { STANDARD_DECK } from '../cards.js';
import { initialState } from '../encounter/initial.js';
import { encounterOptions, type AccionOptionsInput } from '../options.js';
import { createSetup } from '../setup.js';
import { attackWith, cmd, eventsOf, given, Table } from '../testing/table.js';

/** 003_9d379b4d763b9b92.txt, "Determinando la iniciativa – Iniciativa popcorn" and "Paciencia popcorn". */

/** A table before StartEncounter whose decks end with the given bottom cards (seat 1 first). */
function beforeStart(bottoms: readonly string[], options: AccionOptionsInput = {}): Table {
  const setup = createSetup([null, ...bottoms.map(() => null)], encounterOptions(options));
  if (isRuleViolation(setup)) throw new Error(setup.code);
  const state = initialState(setup);
  const withBottom = (card: string) => [...STANDARD_DECK.filter((c) => c !== card), card];
  return new Table({ ...state, players: state.players.map((p, i) => ({ ...p, deck: withBottom(bottoms[i]!) })) });
}

describe('003 "Al inicio de un encuentro": bottom cards', () => {
  // @rule 003:41 @rule 003:42 @rule 003:43 @rule 003:45 @rule 003:47
  it('each player reveals the bottom card of their deck; the highest acts first; J 11, Q 12, K 13, A 14', () => {
    const t = beforeStart(['JS', 'KD', 'QH']);
    const events = t.when(cmd('StartEncounter', 0));
    expect(eventsOf(events, 'InitiativeRevealed')[0]!.data.reveals.map((r) => [r.actor, r.value])).toEqual([
      ['p1', 11],
      ['p2', 13],
      ['p3', 12],
    ]);
    expect(t.state.turn).toMatchObject({ actor: 'p2', actionsLeft: 3 });
    expect(t.player(2).deck.at(-1)).toBe('KD');
  });

  // @rule 003:52
  it('"Bonos de habilidad": the player who started the fight adds +2', () => {
    const t = beforeStart(['JS', 'QD'], { initiator: 1 });
    const events = t.when(cmd('StartEncounter', 0));
    expect(eventsOf(events, 'InitiativeRevealed')[0]!.data.reveals[0]).toMatchObject({
      actor: 'p1',
      value: 11,
      bonus: 2,
    });
    expect(t.state.turn!.actor).toBe('p1');
  });

  // @rule 003:51
  it('"Empates": those tied decide who goes first; nobody else may', () => {
    const t = beforeStart(['9S', '9D', '4C']);
    const events = t.when(cmd('StartEncounter', 0));
    expect(eventsOf(events, 'InitiativeTied')[0]!.data.actors).toEqual(['p1', 'p2']);
    expect(t.legal(3).map((c) => c.type)).toEqual([]);
    expect(t.refused(cmd('ChooseOpener', 3, { actor: 'p3' })).code).toBe('accion.not-tied');
    expect(t.refused(cmd('ChooseOpener', 1, { actor: 'p3' })).code).toBe('accion.not-tied');
    t.when(cmd('ChooseOpener', 2, { actor: 'p1' }));
    expect(t.state.turn!.actor).toBe('p1');
  });

  // @rule 003:41
  it('with enemiesRevealInitiative the enemies reveal too and may open', () => {
    const t = beforeStart(['2S'], { table: { enemiesRevealInitiative: true } });
    const events = t.when(cmd('StartEncounter', 0));
    expect(eventsOf(events, 'InitiativeRevealed')[0]!.data.reveals.map((r) => r.actor)).toEqual([
      'p1',
      'bandido',
      'arquera',
    ]);
    expect(t.state.phase).toBe('tie');
    expect(t.state.tied).toEqual(['bandido', 'arquera']);
    expect(t.legal(0).map((c) => c.type)).toEqual(['ChooseOpener', 'ChooseOpener']);
  });
});

describe('003 "Iniciativa popcorn": after acting, the actor names who goes next', () => {
  // @rule 003:44 @rule 003:47
  it('the next is chosen among those who have not acted this round, players or enemies', () => {
    const t = given({ players: 2 });
    t.when(cmd('EndTurn', 1));
    expect(t.state.handoff).toMatchObject({ chooser: 1, options: ['p2', 'bandido', 'arquera'], roundEnd: false });
    expect(t.refused(cmd('PassInitiative', 2, { to: 'p2' })).code).toBe('accion.not-your-turn');
    expect(t.refused(cmd('PassInitiative', 1, { to: 'p1' })).code).toBe('accion.bad-next');
    t.when(cmd('PassInitiative', 1, { to: 'arquera' }));
    expect(t.state.turn!.actor).toBe('arquera');
    t.when(cmd('EndTurn', 0));
    expect(t.state.handoff).toMatchObject({ chooser: 0, options: ['p2', 'bandido'] });
  });

  // @rule 003:48 @rule 003:55 @rule 003:56 @rule 003:57 @rule 003:59
  it('"Paciencia popcorn": the last to act names who opens the next round and draws 1 card', () => {
    const t = given({ players: 1 });
    t.state = { ...t.state, acted: ['bandido', 'arquera'] };
    const hand = t.player(1).hand.length;
    const events = t.when(attackWith(1, 'bandido', ['2S']), [8]);
    expect(events.length).toBeGreaterThan(0);
    const end = t.when(cmd('EndTurn', 1));
    expect(eventsOf(end, 'RoundEnded')[0]!.data).toMatchObject({ round: 1, last: 'p1' });
    expect(eventsOf(end, 'CardsDrawn')[0]!.data).toMatchObject({ actor: 'p1', count: 1, reason: 'patience' });
    expect(t.player(1).hand).toHaveLength(hand - 1 + 2 + 1);
    expect(t.state.handoff).toMatchObject({ chooser: 1, roundEnd: true, options: ['p1', 'bandido', 'arquera'] });
    t.when(cmd('PassInitiative', 1, { to: 'bandido' }));
    expect(t.state.round).toBe(2);
    expect(t.state.acted).toEqual([]);
  });

  // @rule 003:58 @rule 003:60
  it('"Si fue un enemigo, el GM elige entre los enemigos"; the enemy draws from its own deck', () => {
    const t = given({ players: 1, turn: 'arquera' });
    t.state = { ...t.state, acted: ['p1', 'bandido'] };
    const end = t.when(cmd('EndTurn', 0));
    expect(eventsOf(end, 'CardsDrawn')[0]!.data).toMatchObject({ actor: 'arquera', count: 1, reason: 'patience' });
    expect(t.enemy('arquera').hand).toHaveLength(3);
    expect(t.state.handoff).toMatchObject({ chooser: 0, roundEnd: true, options: ['bandido', 'arquera'] });
  });
});

describe('003: "el enemigo toma la iniciativa automáticamente" when the flow breaks', () => {
  // @rule 003:49
  it('when every player passed this round', () => {
    const t = given({ players: 2 });
    t.when(cmd('EndTurn', 1));
    t.when(cmd('PassInitiative', 1, { to: 'p2' }));
    t.when(cmd('EndTurn', 2));
    expect(t.state.handoff).toMatchObject({ chooser: 0, broken: true, options: ['bandido', 'arquera'] });
  });

  // @rule 003:49
  it('when the actor falls on its own turn', () => {
    const t = given({
      at: { p1: [3, 1], bandido: [4, 0] },
      hp: { p1: 1 },
      hands: { p1: ['2S'] },
      enemy: { bandido: { missDamage: 4 } },
    });
    t.when(attackWith(1, 'bandido', ['2S']), [1]);
    expect(t.player(1).fallen).toBe(true);
    expect(t.state.handoff).toMatchObject({ from: 'p1', chooser: 0, broken: true, options: ['bandido', 'arquera'] });
  });

  // @rule 003:49
  it('when the GM decides: it may hand the turn to an enemy instead of the player’s pick', () => {
    const t = given({ players: 2 });
    t.when(cmd('EndTurn', 1));
    expect(
      t
        .legal(0)
        .filter((c) => c.type === 'BreakFlow')
        .map((c) => (c.data as { to: string }).to),
    ).toEqual(['bandido', 'arquera']);
    expect(t.refused(cmd('BreakFlow', 0, { to: 'p2' })).code).toBe('accion.cannot-break');
    t.when(cmd('BreakFlow', 0, { to: 'bandido' }));
    expect(t.state.turn!.actor).toBe('bandido');
    expect(t.refused(cmd('BreakFlow', 1, { to: 'bandido' })).code).toBe('accion.not-your-turn');
  });
});

describe('003 "Combos narrativos": the lowest card may cede the initiative in a scene without combat', () => {
  const reveals = [
    { actor: 'p1', card: '3C', value: 3, bonus: 0 },
    { actor: 'p2', card: 'KD', value: 13, bonus: 0 },
  ];
  const social = { mode: 'social' as const, tactical: false };

  // @rule 003:53
  it('ceding ends the first turn with the player prepared, and is not a pass', () => {
    const t = given({ options: social });
    t.state = { ...t.state, reveals };
    expect(t.legal(1).some((c) => c.type === 'CedeInitiative')).toBe(true);
    const events = t.when(cmd('CedeInitiative', 1));
    expect(eventsOf(events, 'TurnEnded')[0]!.data).toEqual({ actor: 'p1', passed: false });
    expect(t.player(1).prepared).toBe(true);
    expect(t.state.handoff).toMatchObject({ chooser: 1, broken: false });
  });

  // @rule 003:53
  it('not for a higher card, not once the player has acted, not in combat', () => {
    const higher = given({ options: social, turn: 'p2' });
    higher.state = { ...higher.state, reveals };
    expect(higher.refused(cmd('CedeInitiative', 2)).code).toBe('accion.cannot-cede');
    const acted = given({ options: social });
    acted.state = { ...acted.state, reveals };
    acted.when(cmd('Prepare', 1));
    expect(acted.refused(cmd('CedeInitiative', 1)).code).toBe('accion.cannot-cede');
    const combat = given();
    combat.state = { ...combat.state, reveals };
    expect(combat.refused(cmd('CedeInitiative', 1)).code).toBe('accion.cannot-cede');
  });
});
