import { describe, expect, it } from 'vitest';
import { at, attackAndResolve, cast, duel, passAll, stage, troopIn, troopRef, z } from '../testing/stage.js';
import { legalData } from '../testing/table.js';

const OBJECT = (zone: string) => ({ kind: 'object', zone: z(zone) }) as const;

// 002_a36596f8eaed8fcc.txt, A.4 "OBJETOS".
describe('objects (A.4)', () => {
  // @rule 002:53 @rule 002:55
  it('4.1: an accessory has no durability and never wears out in combat', () => {
    const t = duel({ card: 'ovl-b-01', at: 'C3', objects: ['ovl-b-13'] }, { card: 'thr-b-01', at: 'C4' });
    expect(troopIn(t, 'C3')?.objects[0]?.durability).toBeNull();
    attackAndResolve(t, 'C3', 'C4');
    expect(t.events.some((e) => e.type === 'DurabilityLost')).toBe(false);
    expect(troopIn(t, 'C3')?.objects).toHaveLength(1);
  });

  // @rule 002:57 @rule 002:59
  it('4.2: an armory holds 3 objects; with a 4th its controller destroys one of them, the incoming one included', () => {
    const t = stage({
      phase: 'summoning',
      players: { 0: { armory: ['ovl-b-16', 'ovl-b-17', 'ovl-b-13'], hand: ['ovl-b-l1'] } },
    });
    t.run({ type: 'ForgeObject', data: { seat: 0, card: 'ovl-b-l1' } });
    expect(t.state.players[0].armory).toHaveLength(4);
    const incoming = t.state.players[0].armory[3]!.uid;
    expect(t.legal(0).map((c) => c.type === 'DestroyObject' && c.data.object)).toEqual(
      t.state.players[0].armory.map((o) => o.uid),
    );
    expect(t.refusalCode({ type: 'EndPhase', data: { seat: 0 } })).toBe('wot.armory-full');
    t.run({ type: 'DestroyObject', data: { seat: 0, object: incoming } });
    expect(t.state.players[0].armory).toHaveLength(3);
    expect(t.state.players[0].discard.map((c) => t.state.catalog[c]!.id)).toEqual(['ovl-b-l1']);
  });

  // @rule 002:59
  it("4.2: objects of a troop that dies go back to the armory, and its controller chooses what to destroy even in the rival's turn", () => {
    const t = duel(
      { card: 'thr-b-02', at: 'C3' },
      { card: 'hel-b-01', at: 'C4', objects: ['hel-b-11'] },
      { players: { 1: { armory: ['hel-b-13', 'hel-b-13', 'neu-b-04'] } } },
    );
    attackAndResolve(t, 'C3', 'C4');
    expect(troopIn(t, 'C4')).toBeUndefined();
    expect(t.state.players[1].armory).toHaveLength(4);
    expect(t.legal(0)).toEqual([]);
    expect(t.legal(1).every((c) => c.type === 'DestroyObject')).toBe(true);
  });

  // @rule 002:63 @rule 002:71
  it('4.3: a field object of durability 2 needs two hits of enemy troops, whatever their ATQ', () => {
    const t = stage({
      troops: [
        { seat: 0, card: 'ovl-b-u1', at: 'C3' },
        { seat: 0, card: 'ovl-b-01', at: 'B4' },
      ],
      fieldObjects: [{ seat: 1, at: 'C4', id: 'totem', durability: 2 }],
    });
    attackAndResolve(t, 'C3', OBJECT('C4'));
    expect(t.state.fieldObjects[0]?.durability).toBe(1);
    attackAndResolve(t, 'B4', OBJECT('C4'));
    expect(t.state.fieldObjects).toEqual([]);
  });

  // @rule 002:61
  it('4.3: a field object takes no troop space, so a troop may stand on it, but a zone holds one field object at most', () => {
    // Given a troop at C3 and a field object already in C4, and Raíces Antiguas (a field object) in hand
    const t = stage({
      troops: [{ seat: 0, card: 'slv-b-01', at: 'C3' }],
      fieldObjects: [{ seat: 1, at: 'C4', id: 'totem', durability: 2 }],
      players: { 0: { hand: ['slv-b-13'] } },
    });
    const zones = t
      .legal(0)
      .flatMap((c) =>
        c.type === 'CastSpell' && c.data.card === 'slv-b-13' && c.data.target?.kind === 'zone'
          ? [c.data.target.zone]
          : [],
      );
    // Then the occupied zone C4 is no target, and the troop's zone C3 is
    expect(zones).not.toContain(z('C4'));
    expect(zones).toContain(z('C3'));
    // When it is cast under the troop, then the object lies in C3 and the troop stays there
    t.run(cast(0, 'slv-b-13', { kind: 'zone', zone: z('C3') }));
    passAll(t);
    expect(t.state.fieldObjects.map((f) => f.zone)).toEqual([z('C4'), z('C3')]);
    expect(troopIn(t, 'C3')).toBeDefined();
  });

  // @rule 002:63
  it('4.3: a troop with mechanical durability takes one damage per hit, and strikes with its ATQ', () => {
    const t = duel({ card: 'ovl-b-u1', at: 'C3' }, { card: 'neu-b-03', at: 'C4' });
    attackAndResolve(t, 'C3', { kind: 'area' });
    expect(troopIn(t, 'C4')?.damage).toBe(1);
    expect(troopIn(t, 'C3')?.damage).toBe(3);
  });

  // @rule 002:65 @rule 002:71
  it('4.3: zone effects reach field objects; effects on troops do not, and troop targets never name one', () => {
    const t = stage({
      troops: [{ seat: 1, card: 'slv-b-01', at: 'C4' }],
      fieldObjects: [
        { seat: 1, at: 'C4', id: 'totem', durability: 2 },
        { seat: 1, at: 'A4', id: 'banner', durability: 2 },
      ],
      players: { 0: { hand: ['ovl-b-l3', 'slv-b-07', 'slv-b-14'] } },
    });
    expect(legalData(t, 'CastSpell', (d) => d.card === 'slv-b-14').map((d) => d.target?.kind)).toEqual(['troop']);
    t.run(cast(0, 'slv-b-07'));
    passAll(t);
    expect(t.state.fieldObjects.map((f) => f.durability)).toEqual([2, 2]);
    t.run(cast(0, 'ovl-b-l3', { kind: 'zone', zone: z('C3') }));
    passAll(t);
    expect(t.state.fieldObjects.map((f) => [f.zone, f.durability])).toEqual([
      [z('C4'), 1],
      [z('A4'), 2],
    ]);
    expect(troopIn(t, 'C4')?.damage).toBe(1 + 3);
  });

  it('equips an object from the armory to an own troop, one of each kind, paying its gold', () => {
    const t = stage({
      troops: [{ seat: 0, card: 'ovl-b-01', at: 'C2', objects: ['ovl-b-16'] }],
      players: { 0: { gold: 1, armory: ['thr-b-10', 'ovl-b-17'] } },
    });
    const [sword, plate] = t.state.players[0].armory.map((o) => o.uid);
    expect(t.refusalCode({ type: 'EquipObject', data: { seat: 0, object: sword!, troop: at(t, 'C2') } })).toBe(
      'wot.equip-slot',
    );
    expect(t.refusalCode({ type: 'EquipObject', data: { seat: 0, object: plate!, troop: at(t, 'C2') } })).toBe(
      'accepted',
    );
    expect(troopIn(t, 'C2')?.objects).toHaveLength(2);
    expect(t.state.players[0].gold).toBe(0);
    expect(
      t.refusalCode({ type: 'CastSpell', data: { seat: 0, card: 'slv-b-14', target: troopRef(at(t, 'C2')) } }),
    ).toBe('wot.not-in-hand');
  });
});
