import { describe, expect, it } from 'vitest';
import { cmd, given } from '../testing/stage.js';
import { playerOf } from './state.js';

// 004_e0e2bf9ed9dd62bf.txt, "En Corte": "Jugar una tropa en batalla aumenta en 1 el renombre del
// controlador, excepto si la tropa es salvaje, mercenario y/o devoto." Read as written ("en
// batalla", like "Aumentar/Reducir Renombre"); `courtRenown` plays it as "en corte" (RULES-NOTES.md, "Court").
describe('"En Corte": renown for a troop played', () => {
  // @rule 004:217
  it('a troop played to the court gives no renown by default (the sentence says "en batalla")', () => {
    const t = given({ seats: [{ hand: ['sol-t1'], renown: 5 }] });
    t.run(cmd.court(0, 'sol-t1'));
    expect(playerOf(t.state, 0).renown).toBe(5);
  });

  // @rule 004:217
  it('with courtRenown (format option) a troop played to the court gives 1 renown, a mercenary none', () => {
    const t = given({ format: { courtRenown: true }, seats: [{ hand: ['sol-t1'], renown: 5 }] });
    t.run(cmd.court(0, 'sol-t1'));
    expect(playerOf(t.state, 0).renown).toBe(6);
    const merc = given({ format: { courtRenown: true }, seats: [{ hand: ['merc-t1'], renown: 5 }] });
    merc.run(cmd.court(0, 'merc-t1'));
    expect(playerOf(merc.state, 0).renown).toBe(5);
  });
});
