import { SYSTEM_SEAT } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { matchReport } from '../module.js';
import { attackWith, cmd, eventsOf, given } from '../testing/table.js';

/** How an encounter ends (RULES-NOTES.md, "How an encounter ends" and "Concede"). */

const altar = { id: 'altar', name: { es: 'Altar', en: 'Altar' }, size: 10, threat: 1 };

describe('the party wins', () => {
  it('victory "objectives": when every objective bar is full', () => {
    const t = given({ options: { objectives: [altar], victory: 'objectives' }, hands: { p1: ['KS'] } });
    const events = t.when(attackWith(1, 'altar', ['KS']), [2]);
    expect(eventsOf(events, 'EffortAdded')[0]!.data).toMatchObject({ amount: 13, progress: 10 });
    expect(t.state.result).toMatchObject({
      outcome: 'win',
      winner: 1,
      side: 'party',
      winners: [1, 2],
      reason: 'objectives-complete',
    });
    expect(t.legal(1)).toEqual([]);
    expect(t.refused(cmd('EndTurn', 1)).code).toBe('accion.encounter-over');
  });

  it('victory "enemies": when every enemy is defeated; filling a bar is not enough', () => {
    const t = given({
      options: { objectives: [altar], victory: 'enemies' },
      hands: { p1: ['KS', 'AS'] },
      hp: { bandido: 5, arquera: 5 },
    });
    t.when(attackWith(1, 'altar', ['KS']), [2]);
    expect(t.state.result).toBeNull();
    t.when(attackWith(1, 'bandido', ['AS']), [8]);
    expect(t.state.result).toBeNull();
    const card = t.player(1).hand[0]!;
    t.when(attackWith(1, 'arquera', [card]), [8]);
    expect(t.state.result).toMatchObject({ side: 'party', reason: 'enemies-defeated' });
  });
});

describe('the GM wins', () => {
  it('when nobody in the party is standing', () => {
    const t = given({ players: 1, turn: 'bandido', hp: { p1: 3 }, at: { bandido: [1, 3] } });
    t.when(cmd('EnemyAttack', 0, { target: 1 }), [12]);
    expect(t.state.result).toMatchObject({ outcome: 'win', winner: 0, side: 'gm', winners: [0], reason: 'party-down' });
  });

  it('when the threat bar fills', () => {
    const t = given({
      options: { threatClock: { name: { es: 'Ritual', en: 'Ritual' }, size: 20 } },
      turn: 'bandido',
      hands: { bandido: ['KD', 'QD'] },
    });
    const events = t.when(cmd('EnemyScheme', 0, { cards: ['KD', 'QD'] }), [3]);
    expect(eventsOf(events, 'ThreatAdvanced')[0]!.data).toMatchObject({ amount: 28, progress: 20 });
    expect(t.state.result).toMatchObject({ side: 'gm', reason: 'threat-complete' });
  });

  it('when the round limit passes', () => {
    const t = given({ options: { table: { roundLimit: 1 } }, players: 1, turn: 'arquera' });
    t.state = { ...t.state, acted: ['p1', 'bandido'] };
    const events = t.when(cmd('EndTurn', 0));
    expect(eventsOf(events, 'EncounterEnded')[0]!.data.result).toMatchObject({ side: 'gm', reason: 'round-limit' });
  });
});

describe('concede and time', () => {
  it('a player who concedes on their turn leaves: the turn ends and the enemies take the initiative', () => {
    const t = given({ players: 2 });
    t.when(cmd('Concede', 1));
    expect(t.player(1)).toMatchObject({ withdrawn: true, at: null });
    expect(t.state.handoff).toMatchObject({ from: 'p1', chooser: 0, broken: true });
    expect(t.refused(cmd('Concede', 1)).code).toBe('accion.already-out');
  });

  it('a player answering a request who concedes refuses it, so the table never waits', () => {
    const t = given({ players: 2, hands: { p2: ['KD'] } });
    t.when(cmd('RequestAid', 1, { ally: 2 }));
    t.when(cmd('Concede', 2));
    expect(t.state.pending).toBeNull();
    expect(t.state.turn!.actor).toBe('p1');
  });

  it('the last player conceding gives the GM the encounter; the GM conceding gives it to the party', () => {
    const lone = given({ players: 1 });
    lone.when(cmd('Concede', 1));
    expect(lone.state.result).toMatchObject({ side: 'gm', reason: 'party-down' });
    const gm = given({ players: 2 });
    gm.when(cmd('Concede', 0));
    expect(gm.state.result).toMatchObject({ side: 'party', reason: 'gm-conceded', winners: [1, 2] });
  });

  it('the platform calls time: the encounter ends unresolved; a seat cannot call it', () => {
    const t = given();
    expect(t.refused(cmd('CallTime', 1)).code).toBe('accion.system-only');
    t.when({ type: 'CallTime', data: { seat: SYSTEM_SEAT } });
    expect(t.state.result).toMatchObject({ outcome: 'draw', side: null, reason: 'time-called' });
  });

  it('the match report gives each player’s HP and the HP the GM’s standing enemies keep', () => {
    const t = given({ hp: { p1: 7, bandido: 10 } });
    expect(matchReport(t.state)).toBeNull();
    t.when(cmd('Concede', 0));
    expect(matchReport(t.state)).toEqual({ result: t.state.result, games: [{ winner: 1, life: [10 + 16, 7, 20] }] });
  });
});
