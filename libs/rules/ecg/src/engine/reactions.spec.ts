import { SYSTEM_SEAT } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { cmd, given, infantryOf } from '../testing/stage.js';
import { ecgMatchReport } from '../module/report.js';
import { playerOf } from './state.js';

// 004_e0e2bf9ed9dd62bf.txt, "Reacción": "Cartas de interrupción que permiten modificar los efectos
// producidos por acciones, habilidades o incluso otras reacciones, todo según la misma carta lo especifique."
describe('reactions', () => {
  // @rule 004:49
  it('get a window when the rival holds a card and a ready resource, and none otherwise', () => {
    const open = given({
      seats: [
        { hand: ['act-2'], court: ['sol-t2'] },
        { hand: ['lobo-t1'], infantry: ['lobo-t6'] },
      ],
    });
    open.run(cmd.play(0, 'act-2', infantryOf(1)));
    expect(open.state.stack).toHaveLength(1);
    expect(open.legal(0)).toEqual([]);
    expect(open.legal(1)).toEqual([cmd.pass(1)]);
    open.run(cmd.pass(1));
    expect(playerOf(open.state, 1).infantry[0]!.wounds).toBe(2);
    const closed = given({
      seats: [
        { hand: ['act-2'], court: ['sol-t2'] },
        { hand: ['lobo-t1'], resourceUsed: true, infantry: ['lobo-t6'] },
      ],
    });
    closed.run(cmd.play(0, 'act-2', infantryOf(1)));
    expect(closed.state.stack).toHaveLength(0);
  });

  // @rule 004:49 @rule 004:61
  it('cancel what they answer; the cost stays paid and the card goes to the discard', () => {
    // Contrahechizo: reaction to a rival card, cancel it.
    const t = given({
      decks: ['sol-luz-del-alba', 'lechuza-archivo-nocturno'],
      seats: [
        { hand: ['act-2'], court: ['sol-t2'] },
        { hand: ['rea-3'], court: ['lechuza-t1'], infantry: ['lechuza-t2'] },
      ],
    });
    t.run(cmd.play(0, 'act-2', infantryOf(1)));
    t.run(cmd.play(1, 'rea-3'));
    // Seat 0 holds no card now: Contrahechizo resolves at once and cancels Emboscada Nocturna.
    expect(t.state.stack).toHaveLength(0);
    expect(playerOf(t.state, 1).infantry[0]!.wounds).toBe(0);
    expect(playerOf(t.state, 0).discard.map((c) => t.state.catalog[c]!.id)).toEqual(['act-2']);
    expect(playerOf(t.state, 0).court.every((c) => c.used)).toBe(true);
  });

  // @rule 004:49
  it('answer only what their card says', () => {
    // Escudo Súbito answers maneuvers only.
    const t = given({
      seats: [
        { hand: ['act-2'], court: ['sol-t2'] },
        { hand: ['rea-2'], court: ['lobo-t1'], infantry: ['lobo-t6'] },
      ],
    });
    t.run(cmd.play(0, 'act-2', infantryOf(1)));
    expect(t.refusalCode(cmd.play(1, 'rea-2'))).toBe('ecg.cannot-answer');
    const clash = given({
      seats: [{ infantry: ['sol-t1'] }, { hand: ['rea-2'], court: ['lobo-t1'], infantry: ['lobo-t6'] }],
    });
    clash.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1)));
    clash.run(cmd.play(1, 'rea-2'));
    expect(clash.state.stack).toHaveLength(0);
    expect(playerOf(clash.state, 1).infantry[0]!.wounds).toBe(0);
    // The troop still made its maneuver this turn.
    expect(clash.refusalCode(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1)))).toBe('ecg.troop-not-ready');
  });

  // @rule 004:49
  it('may be answered by reactions, the last played resolving first', () => {
    // Contraataque (+2 to the troop the answered item aims at) answered by Contrahechizo.
    const t = given({
      seats: [
        { hand: ['act-2', 'rea-3'], court: ['sol-t2', 'sol-t2', 'sol-t2'] },
        { hand: ['rea-1', 'lobo-t1'], court: ['lobo-t1'], infantry: ['lobo-t6'] },
      ],
    });
    t.run(cmd.play(0, 'act-2', infantryOf(1)));
    t.run(cmd.play(1, 'rea-1'));
    expect(t.legal(0).map((c) => c.type)).toEqual(['Pass', 'PlayCard']);
    t.run(cmd.play(0, 'rea-3'));
    expect(t.state.stack.map((i) => i.seat)).toEqual([0, 1, 0]);
    // Seat 1 lets Contrahechizo resolve: Contraataque is cancelled; Emboscada waits for seat 1 again.
    t.run(cmd.pass(1));
    expect(t.state.stack.map((i) => i.seat)).toEqual([0]);
    t.run(cmd.pass(1));
    expect(playerOf(t.state, 1).infantry[0]).toMatchObject({ wounds: 2, boost: 0 });
  });

  // @rule 004:49
  it("change the answered item's target when they say so", () => {
    const t = given({ seats: [{ infantry: ['sol-t1'] }, { hand: ['rea-1'], infantry: ['lobo-t1'] }] });
    t.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1)));
    t.run(cmd.play(1, 'rea-1'));
    // Lobo de la Estepa (2 + 2) takes 3 and answers with 1; Lancero Solar does not win.
    expect(playerOf(t.state, 1).infantry[0]).toMatchObject({ wounds: 3, boost: 2 });
    expect(playerOf(t.state, 0).infantry[0]!.wounds).toBe(1);
  });
});

// The platform's commands (RULES-NOTES.md, "The game always ends", "Commands").
describe('concession and time', () => {
  it('Concede: the seat loses at once, whoever is acting', () => {
    const t = given();
    t.run({ type: 'Concede', data: { seat: 1 } });
    expect(t.state.result).toEqual({ outcome: 'win', winner: 0, reason: 'concede' });
    expect(ecgMatchReport(t.state)?.games[0]?.endedEarly).toBe(true);
    expect(t.refusalCode(cmd.endTurn(0))).toBe('ecg.game-over');
  });

  it('CallTime: only the platform; the current turn and 3 more are played, then a draw', () => {
    const t = given();
    expect(t.refusalCode({ type: 'CallTime', data: { seat: 0 } })).toBe('ecg.system-only');
    t.run({ type: 'CallTime', data: { seat: SYSTEM_SEAT } });
    expect(t.refusalCode({ type: 'CallTime', data: { seat: SYSTEM_SEAT } })).toBe('ecg.time-already-called');
    for (let turn = 1; turn <= 4; turn += 1) {
      expect(t.state.result).toBeNull();
      const seat = t.state.active;
      if (t.state.phase === 'reinforce') t.run(cmd.reinforce(seat, 0));
      t.run(cmd.endTurn(seat));
    }
    expect(t.state).toMatchObject({ turn: 4, result: { outcome: 'draw', reason: 'time' } });
  });

  it('ends by morale, then renown, when the format says so', () => {
    const t = given({
      format: { turnsAfterTime: 0, timeResult: 'morale-then-renown' },
      seats: [{ morale: 10 }, { morale: 12 }],
    });
    t.run({ type: 'CallTime', data: { seat: SYSTEM_SEAT } });
    t.run(cmd.endTurn(0));
    expect(t.state.result).toEqual({ outcome: 'win', winner: 1, reason: 'time' });
  });
});
