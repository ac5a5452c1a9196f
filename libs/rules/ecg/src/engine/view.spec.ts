import { describe, expect, it } from 'vitest';
import { ecg } from '../module/ecg.js';
import { cmd, courtOf, given, infantryOf, legacyOf, supportOf } from '../testing/stage.js';

// What a board shows (004_e0e2bf9ed9dd62bf.txt, "Zonas de Juego", "Estadísticas de un Héroe").
describe('view', () => {
  const t = given({
    seats: [
      {
        hand: ['sol-t1', 'act-2'],
        court: [{ card: 'sol-t2', used: true }],
        legacy: ['sol-g1'],
        infantry: [{ card: 'sol-t3', wounds: 1, preparation: 1 }],
        support: ['sol-t4'],
        madness: 2,
        renown: 5,
      },
      { hand: ['lobo-t1'], infantry: ['lobo-t6'], morale: 20 },
    ],
  });
  const mine = ecg.view(t.state, { kind: 'seat', seat: 0 });

  // @rule 004:33 @rule 004:101 @rule 004:105
  it("shows each hero's morale, renown, madness and prayers", () => {
    expect(mine.players[0].hero).toEqual({
      instance: 1,
      card: 'hero-sol-aurelia',
      morale: 22,
      maxMorale: 22,
      renown: 5,
      madness: 2,
      crossings: 0,
    });
    expect(mine.players[1].hero).toMatchObject({ card: 'hero-lobo-kaelen', morale: 20, maxMorale: 24 });
    expect(mine.players[0].prayers).toBe(0);
  });

  // @rule 004:67 @rule 004:221
  it('shows the court with what each card produces, and resources ready and used', () => {
    expect(mine.players[0].court).toEqual([
      { instance: 3, card: 'res-fe', used: false, produces: ['fe'] },
      { instance: courtOf(0), card: 'sol-t2', used: true, produces: ['fe'] },
    ]);
    expect(mine.players[0].resources).toEqual({ ready: 1, used: 1 });
    expect(mine.players[0].legacy).toEqual([{ instance: legacyOf(0), card: 'sol-g1' }]);
  });

  // @rule 004:65 @rule 004:177
  it('shows both formation lines with strength (passives and wounds counted) and preparation', () => {
    // Guardia del Templo: 4, +1 from General Solenne in the hero zone, −1 wound.
    expect(mine.players[0].infantry).toEqual([
      {
        instance: infantryOf(0),
        card: 'sol-t3',
        line: 'infantry',
        strength: 4,
        wounds: 1,
        boost: 0,
        preparation: 1,
        maneuvered: false,
      },
    ]);
    expect(mine.players[0].support.map((s) => [s.instance, s.strength])).toEqual([[supportOf(0), 2]]);
    expect(mine.players[1].infantry.map((s) => s.card)).toEqual(['lobo-t6']);
  });

  it("shows the own hand with card names and texts in both languages, the rival's as a count", () => {
    expect(mine.players[0].hand).toEqual(['act-2', 'sol-t1']);
    expect(mine.players[1]).toMatchObject({ hand: null, handCount: 1 });
    expect(mine.cards['act-2']).toMatchObject({
      name: { es: 'Emboscada Nocturna', en: 'Night Ambush' },
      type: 'action',
      cost: 2,
      target: 'rivalTroop',
    });
    expect(mine.cards['act-2']!.text.en).toContain('2 wounds');
    expect(mine.cards['lobo-t1']).toBeUndefined();
    expect(Object.keys(mine.cards)).toEqual([...Object.keys(mine.cards)].sort());
  });

  it('says whose decision the game waits for', () => {
    expect(mine).toMatchObject({ phase: 'action', turn: 1, active: 0, waitingFor: [0], stack: [], pending: null });
  });

  it('comes with the maneuvers each ready troop may make, by clicking it', () => {
    const maneuvers = t.legal(0).filter((c) => c.type === 'Maneuver');
    expect(maneuvers).toContainEqual(cmd.maneuver(0, supportOf(0), 'regroup'));
    expect(maneuvers.some((c) => c.type === 'Maneuver' && c.data.troop === infantryOf(0))).toBe(false);
  });
});
