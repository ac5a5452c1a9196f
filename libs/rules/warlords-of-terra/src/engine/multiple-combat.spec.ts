import { describe, expect, it } from 'vitest';
import { at, hit, move, oneAgainstMany, passAll, troopIn, z } from '../testing/stage.js';
import { legalData } from '../testing/table.js';

const AREA = { kind: 'area' } as const;

// 002_a36596f8eaed8fcc.txt, A.9.3 "Combate Múltiple" and its worked examples.
describe('multiple combat (A.9.3)', () => {
  // @rule 002:174 @rule 002:176 @rule 002:178 @rule 002:184
  it('entering the threat areas of two enemies: it chooses the one it strikes, and receives a strike from both', () => {
    const t = oneAgainstMany({ card: 'thr-b-02', at: 'C2' }, [
      { card: 'thr-b-01', at: 'B3' },
      { card: 'thr-b-01', at: 'D3' },
    ]);
    const knight = at(t, 'C2');
    const options = legalData(t, 'MoveTroop', (d) => d.to === z('C3'));
    expect(options.map((d) => d.strike)).toEqual([hit('B3'), hit('D3')]);
    t.run(move(0, knight, 'C3', hit('B3')));
    expect(t.state.combat?.defenders).toEqual([
      { zone: z('B3'), obliged: true },
      { zone: z('D3'), obliged: true },
    ]);
    passAll(t);
    expect(troopIn(t, 'B3')).toBeUndefined();
    expect(troopIn(t, 'D3')?.damage).toBe(0);
    // Caballero 3/4 against two Escuderos 1/3: one dies, and both strike it.
    expect(troopIn(t, 'C3')?.damage).toBe(2);
  });

  // @rule 002:182 @rule 002:186
  it('a flipped enemy is deactivated: no obligation to fight it; chosen as the target, it still strikes back', () => {
    const t = oneAgainstMany({ card: 'ovl-b-01', at: 'C2' }, [
      { card: 'thr-b-01', at: 'B3' },
      { card: 'hel-b-01', at: 'D3', flipped: true },
    ]);
    const warrior = at(t, 'C2');
    t.run(move(0, warrior, 'C3', hit('D3')));
    expect(t.state.combat?.defenders).toEqual([
      { zone: z('B3'), obliged: true },
      { zone: z('D3'), obliged: false },
    ]);
    passAll(t);
    // Struck by D3 (struck back) and by B3 (its threat was invaded): 2 + 1.
    expect(troopIn(t, 'C3')).toBeUndefined();
    expect(troopIn(t, 'D3')).toBeUndefined();
  });

  // @rule 002:178 @rule 002:184 @rule 002:188
  it('a troop with Golpe en Área strikes every enemy next to it and receives a strike from each one it struck, flipped or not', () => {
    const t = oneAgainstMany({ card: 'thr-b-14', at: 'C2' }, [
      { card: 'thr-b-01', at: 'B3' },
      { card: 'hel-b-01', at: 'D3', flipped: true },
      { card: 'hel-b-01', at: 'C4', flipped: true },
    ]);
    const champion = at(t, 'C2');
    expect(legalData(t, 'MoveTroop', (d) => d.to === z('C3')).map((d) => d.strike)).toEqual([AREA]);
    t.run(move(0, champion, 'C3', AREA));
    passAll(t);
    for (const zone of ['B3', 'D3', 'C4']) expect(troopIn(t, zone)).toBeUndefined();
    expect(troopIn(t, 'C3')?.damage).toBe(1 + 2 + 2);
  });
});
