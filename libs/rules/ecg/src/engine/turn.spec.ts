import { describe, expect, it } from 'vitest';
import { cmd, freshTable, given, infantryOf, supportOf, toFirstAction } from '../testing/stage.js';
import type { EcgCommand } from './commands.js';
import { playerOf } from './state.js';

const types = (events: readonly { type: string }[]) => events.map((e) => e.type);

// 004_e0e2bf9ed9dd62bf.txt, "El Turno de Juego": "Fase de Reforzar".
describe('reinforce', () => {
  // @rule 004:119 @rule 004:123
  it('lets the active player draw 0, 1 or 2 cards, then prepares', () => {
    const t = toFirstAction(freshTable());
    t.run(cmd.endTurn(0));
    expect(t.state).toMatchObject({ turn: 2, active: 1, phase: 'reinforce' });
    const draws = t.legal(1).map((c) => (c as Extract<EcgCommand, { type: 'Reinforce' }>).data.draw);
    expect(draws).toEqual([0, 1, 2]);
    expect(t.refusalCode(cmd.reinforce(1, 3))).toBe('ecg.bad-draw');
    expect(t.refusalCode(cmd.reinforce(0, 1))).toBe('ecg.not-your-turn');
    const hand = playerOf(t.state, 1).hand.length;
    expect(types(t.run(cmd.reinforce(1, 2)))).toEqual(['Reinforced', 'CardsDrawn', 'Prepared']);
    expect(playerOf(t.state, 1).hand).toHaveLength(hand + 2);
    expect(t.state.phase).toBe('action');
  });
});

// "Fase de Preparación": "Los recursos del jugador se mueven … a preparados … y todas las tropas … reducirán en 1 su preparación."
describe('preparation', () => {
  // @rule 004:67 @rule 004:127
  it("readies the active player's resources and takes 1 preparation from each of their troops", () => {
    const t = given({
      seats: [
        {},
        {
          court: [{ card: 'lobo-t1', used: true }],
          infantry: [{ card: 'lobo-t6', preparation: 2 }],
          support: [{ card: 'lobo-t2', preparation: 1 }],
        },
      ],
    });
    t.run(cmd.endTurn(0));
    t.run(cmd.reinforce(1, 0));
    const p = playerOf(t.state, 1);
    expect(p.court.every((c) => !c.used)).toBe(true);
    expect(p.infantry[0]!.preparation).toBe(1);
    expect(p.support[0]!.preparation).toBe(0);
  });
});

// "Fase de Acción".
describe('action phase', () => {
  // @rule 004:41 @rule 004:133 @rule 004:219 @rule 004:327
  it('plays one troop or general to the court per turn, ignoring its cost', () => {
    const t = given({ seats: [{ hand: ['sol-t5', 'sol-g1', 'sol-t1'] }] });
    t.run(cmd.court(0, 'sol-t5'));
    expect(playerOf(t.state, 0).court.map((c) => t.state.catalog[c.card]!.id)).toEqual(['res-fe', 'sol-t5']);
    expect(t.refusalCode(cmd.court(0, 'sol-g1'))).toBe('ecg.court-played');
    expect(t.legal(0).some((c) => c.type === 'PlayToCourt')).toBe(false);
  });

  // @rule 004:41 @rule 004:77 @rule 004:137 @rule 004:197 @rule 004:209 @rule 004:327
  it("trains a troop paying its cost in its realm's resource, with +1 renown and its preparation", () => {
    const t = given({ seats: [{ hand: ['sol-t1'] }] });
    expect(t.refusalCode(cmd.train(0, 'sol-t1', 'infantry'))).toBe('ecg.cannot-pay');
    const paid = given({ seats: [{ hand: ['sol-t1'], court: ['sol-t2'], renown: 2 }] });
    const events = paid.run(cmd.train(0, 'sol-t1', 'infantry'));
    expect(types(events)).toEqual(['ResourcesUsed', 'TroopTrained', 'RenownChanged']);
    const p = playerOf(paid.state, 0);
    expect(p.renown).toBe(3);
    expect(p.infantry[0]).toMatchObject({ preparation: 1, wounds: 0 });
    expect(p.court.every((c) => c.used)).toBe(true);
  });

  // @rule 004:197
  it('gives no renown for wild, devout or mercenary troops', () => {
    const wild = given({
      decks: ['lobo-manada-de-escarcha', 'sol-luz-del-alba'],
      seats: [{ hand: ['lobo-t1'], renown: 4 }],
    });
    wild.run(cmd.train(0, 'lobo-t1', 'infantry'));
    expect(playerOf(wild.state, 0).renown).toBe(4);
    const mercenary = given({ seats: [{ hand: ['merc-t1'], court: ['sol-t2'], renown: 4 }] });
    mercenary.run(cmd.train(0, 'merc-t1', 'infantry'));
    expect(playerOf(mercenary.state, 0).renown).toBe(4);
    const devout = given({
      decks: ['devoto-letania', 'sol-luz-del-alba'],
      seats: [{ hand: ['devoto-t2'], court: ['devoto-t1'], renown: 4 }],
    });
    devout.run(cmd.train(0, 'devoto-t2', 'infantry'));
    expect(playerOf(devout.state, 0).renown).toBe(4);
  });

  // @rule 004:65 @rule 004:85 @rule 004:131 @rule 004:137 @rule 004:207 @rule 004:213
  it('trains in the formation line the card names, either for a double formation, at most 5 per line', () => {
    const t = given({
      seats: [{ hand: ['sol-t7', 'sol-t6', 'sol-t6'], court: ['sol-t2', 'sol-t2', 'sol-t2', 'sol-t2'] }],
    });
    expect(t.refusalCode(cmd.train(0, 'sol-t7', 'support'))).toBe('ecg.wrong-line');
    t.run(cmd.train(0, 'sol-t6', 'support'));
    t.run(cmd.train(0, 'sol-t6', 'infantry'));
    expect(playerOf(t.state, 0).support).toHaveLength(1);
    const full = given({
      seats: [{ hand: ['sol-t7'], court: ['sol-t2'], infantry: ['sol-t1', 'sol-t1', 'sol-t1', 'sol-t3', 'sol-t3'] }],
    });
    expect(full.refusalCode(cmd.train(0, 'sol-t7', 'infantry'))).toBe('ecg.line-full');
  });

  // @rule 004:37 @rule 004:139 @rule 004:333
  it('puts one general at a time in the hero zone, paying its cost', () => {
    const t = given({
      seats: [{ hand: ['sol-g1', 'sol-g2'], court: ['sol-t2', 'sol-t2', 'sol-t2', 'sol-t2', 'sol-t2'] }],
    });
    expect(types(t.run(cmd.play(0, 'sol-g1')))).toEqual(['ResourcesUsed', 'LegacyPlayed']);
    expect(t.refusalCode(cmd.play(0, 'sol-g2'))).toBe('ecg.general-in-play');
  });

  // @rule 004:131 @rule 004:141 @rule 004:151 @rule 004:153
  it('lets each troop without preparation make one maneuver per turn', () => {
    const t = given({
      seats: [{ infantry: ['sol-t1', { card: 'sol-t3', preparation: 1 }] }, { infantry: ['lobo-t1'] }],
    });
    expect(t.refusalCode(cmd.maneuver(0, infantryOf(0, 1), 'clash', infantryOf(1)))).toBe('ecg.troop-not-ready');
    t.run(cmd.maneuver(0, infantryOf(0), 'clash', infantryOf(1)));
    expect(t.refusalCode(cmd.maneuver(0, infantryOf(0), 'regroup'))).toBe('ecg.troop-not-ready');
  });
});

// "Fase de Resolución": "Se revisa qué tropas en juego (de ambos jugadores) poseen fuerza 0, destruyéndolas. Se finaliza el turno y se revisa si un jugador posee alguna forma de victoria activada."
describe('resolution', () => {
  // @rule 004:61 @rule 004:145 @rule 004:147
  it("destroys both players' troops at strength 0, then checks victory", () => {
    const t = given({
      seats: [
        { infantry: [{ card: 'sol-t1', wounds: 3 }], support: ['sol-t4'] },
        { infantry: [{ card: 'lobo-t4', wounds: 5 }], morale: 0 },
      ],
    });
    expect(t.state.result).toBeNull();
    const events = t.run(cmd.endTurn(0));
    expect(
      events.filter((e) => e.type === 'TroopDestroyed').map((e) => (e.data as { instance: number }).instance),
    ).toEqual([infantryOf(0), infantryOf(1)]);
    expect(events.at(-1)).toMatchObject({
      type: 'GameEnded',
      data: { result: { outcome: 'win', winner: 0, reason: 'battle' } },
    });
    expect(playerOf(t.state, 0).support.map((s) => s.instance)).toEqual([supportOf(0)]);
    expect(playerOf(t.state, 1).discard.map((c) => t.state.catalog[c]!.id)).toContain('lobo-t4');
  });

  // @rule 004:119 @rule 004:147
  it('passes the turn to the rival when nobody has won', () => {
    const t = given();
    const events = t.run(cmd.endTurn(0));
    expect(types(events).slice(-2)).toEqual(['TurnEnded', 'TurnStarted']);
    expect(t.state).toMatchObject({ active: 1, turn: 2, phase: 'reinforce' });
  });
});
