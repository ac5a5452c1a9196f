import { describe, expect, it } from 'vitest';
import { attackWith, cmd, eventsOf, given } from '../testing/table.js';

/** 003_9d379b4d763b9b92.txt, "Opciones de 1 acción": «Asistir a un aliado» and «Solicitar la ayuda de un aliado». */

describe('003 "Asistir a un aliado": donated cards', () => {
  // @rule 003:12
  it('a donation puts a hand card on the table for 1 action', () => {
    const t = given({ hands: { p1: ['KH', '2C'] } });
    t.when(cmd('Assist', 1, { card: 'KH' }));
    expect(t.state.table).toEqual([{ card: 'KH', donor: 1 }]);
    expect(t.player(1).hand).toEqual(['2C']);
    expect(t.state.turn!.actionsLeft).toBe(2);
  });

  // @rule 003:13
  it('"No puedes usar las cartas que tú donas": the donor cannot combo with its own donation; another player can', () => {
    const t = given({ hands: { p1: ['KH', '2C'], p2: ['3D'] } });
    t.when(cmd('Assist', 1, { card: 'KH' }));
    expect(t.refused(attackWith(1, 'bandido', [{ from: 'table', slot: 0 }])).code).toBe('accion.bad-combo');
    expect(t.legal(1).some((c) => c.type === 'Attack' && c.data.cards.some((r) => r.from === 'table'))).toBe(false);
    const u = given({ hands: { p2: ['3D'] }, turn: 'p2' });
    u.state = { ...u.state, table: [{ card: 'KH', donor: 1 }] };
    const events = u.when(attackWith(2, 'bandido', ['3D', { from: 'table', slot: 0 }]), [6]);
    expect(eventsOf(events, 'CardsPlayed')[0]!.data.cards).toEqual([
      { card: '3D', from: 'hand', owner: 2 },
      { card: 'KH', from: 'table', owner: 1 },
    ]);
    expect(u.state.table).toEqual([]);
    expect(u.player(1).discard).toContain('KH');
  });

  // @rule 003:14
  it('"Máximo 3 cartas donadas por mesa": a fourth donation or request is refused', () => {
    const t = given({ hands: { p1: ['KH', '2C'] } });
    t.state = {
      ...t.state,
      table: [
        { card: 'AS', donor: 2 },
        { card: 'AH', donor: 2 },
        { card: 'AD', donor: 2 },
      ],
    };
    expect(t.refused(cmd('Assist', 1, { card: 'KH' })).code).toBe('accion.table-full');
    expect(t.refused(cmd('RequestAid', 1, { ally: 2 })).code).toBe('accion.table-full');
    expect(t.legal(1).some((c) => c.type === 'Assist' || c.type === 'RequestAid')).toBe(false);
  });

  // @rule 003:12
  it('"en juego en equipo": a lone player cannot assist', () => {
    const t = given({ players: 1, hands: { p1: ['KH'] } });
    expect(t.refused(cmd('Assist', 1, { card: 'KH' })).code).toBe('accion.no-team');
  });
});

describe('003 "Solicitar la ayuda de un aliado"', () => {
  // @rule 003:15
  it('the request costs the asker 1 action; the ally answers with a card for the table', () => {
    const t = given({ hands: { p1: ['2C'], p2: ['QD', '4S'] } });
    t.when(cmd('RequestAid', 1, { ally: 2 }));
    expect(t.state.turn!.actionsLeft).toBe(2);
    expect(t.legal(1).map((c) => c.type)).toEqual([]);
    expect(t.legal(2).map((c) => c.type)).toEqual(['GiveAid', 'GiveAid', 'RefuseAid']);
    expect(t.refused(cmd('EndTurn', 1)).code).toBe('accion.waiting-for-answer');
    t.when(cmd('GiveAid', 2, { card: 'QD' }));
    expect(t.state.table).toEqual([{ card: 'QD', donor: 2 }]);
    t.when(attackWith(1, 'bandido', ['2C', { from: 'table', slot: 0 }]), [3]);
    expect(t.enemy('bandido').hp).toBe(24 - 13);
  });

  // @rule 003:15
  it('the ally may decline, and the asker’s action stays spent', () => {
    const t = given({ hands: { p2: ['QD'] } });
    t.when(cmd('RequestAid', 1, { ally: 2 }));
    t.when(cmd('RefuseAid', 2));
    expect(t.state.pending).toBeNull();
    expect(t.state.table).toEqual([]);
    expect(t.state.turn!.actionsLeft).toBe(2);
  });
});
