import { describe, expect, it } from 'vitest';
import { HeroSchema } from '../cards/schema.js';
import type { Effect } from '../cards/effects.js';
import { belainShieldedAtClashStart, fixtureSetup, setupLeadingWith, withPassive } from '../testing/play.js';
import { ayranel, belainThalier, txt } from '../testing/fixtures.js';
import { AYRANEL, BELAIN, ability, pass, toActions } from '../testing/stage.js';
import { copyClash, copyPlayer } from './update.js';

// 000_7cbcfc9bc47f1014.txt, "Resolución de Acciones": Acciones Disparadas of passive abilities.
describe('triggered passives', () => {
  // @rule 000:121 @rule 000:135
  it('fire at the start of the clash, after counter cleanup, and go on the stack', () => {
    const t = toActions(21, setupLeadingWith(belainShieldedAtClashStart));
    expect(t.state.clash!.stack.map((i) => i.source)).toEqual([{ kind: 'trigger', on: 'clashStart' }]);
    const seat = t.state.clash!.priority;
    t.run(pass(seat));
    expect(t.state.heroes[BELAIN]!.counters[4]).toBe(1);
    expect(t.state.clash!.stack).toEqual([]);
  });

  // @rule 000:135
  it('fire when the paired rival is knocked out', () => {
    const belain = withPassive(belainThalier, {
      op: 'triggered',
      on: 'rivalKnockedOut',
      effects: [{ op: 'heal', amount: 3, to: 'self' }],
    });
    const t = toActions(22, setupLeadingWith(belain));
    const state = t.state;
    const clash = copyClash(state.clash!);
    clash.activation = 0;
    clash.priority = 0;
    const p0 = copyPlayer(state.players[0]);
    p0.dice = [{ color: 'red', face: 1, spent: false }];
    t.state = {
      ...state,
      clash,
      players: [p0, state.players[1]],
      heroes: state.heroes.map((h, i) => (i === AYRANEL ? { ...h, life: 1 } : i === BELAIN ? { ...h, life: 5 } : h)),
    };
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    t.run(pass(1));
    expect(t.state.heroes[AYRANEL]!.out).toBe(true);
    // The trigger went on the stack; seat 1's hero is out, so it passes automatically and the heal resolves.
    expect(t.state.heroes[BELAIN]!.life).toBe(8);
  });

  it('fire at most limitPerClash times per clash when the card says so, however often the event happens', () => {
    const belain = withPassive(belainThalier, {
      op: 'triggered',
      on: 'damageTaken',
      limitPerClash: 1,
      effects: [{ op: 'addCounter', counter: 'escudo', amount: 1, to: 'self' }],
    });
    const t = toActions(24, setupLeadingWith(belain));
    const state = t.state;
    const clash = copyClash(state.clash!);
    clash.activation = 1;
    clash.priority = 1;
    clash.stack = [];
    clash.pending = [];
    const p1 = copyPlayer(state.players[1]);
    p1.dice = [
      { color: 'blue', face: 1, spent: false },
      { color: 'blue', face: 1, spent: false },
    ];
    t.state = { ...state, clash, players: [state.players[0], p1] };
    for (const dice of [[0], [1]]) {
      t.run(ability(1, 'rayo-sombrio', dice, BELAIN));
      t.run(pass(0));
      while (t.state.clash!.stack.length > 0) t.run(pass(t.state.clash!.priority));
      if (t.state.clash!.activation === 0) t.run(pass(0));
    }
    expect(
      t.events.filter((e) => e.type === 'DamageDealt' && e.data.hero === BELAIN && e.data.amount > 0),
    ).toHaveLength(2);
    expect(t.events.filter((e) => e.type === 'TriggerQueued' && e.data.hero === BELAIN)).toHaveLength(1);
    expect(t.state.heroes[BELAIN]!.counters[4]).toBe(1);
  });

  it('resolve at the end of the clash at once, with nobody able to answer', () => {
    const ayr = withPassive(ayranel, {
      op: 'triggered',
      on: 'clashEnd',
      effects: [{ op: 'heal', amount: 2, to: 'self' }],
    });
    const setup = fixtureSetup();
    const t = toActions(23, {
      ...setup,
      players: [setup.players[0], { ...setup.players[1], heroes: [ayr, ...setup.players[1].heroes.slice(1)] }],
    });
    t.state = { ...t.state, heroes: t.state.heroes.map((h, i) => (i === AYRANEL ? { ...h, life: 5 } : h)) };
    const first = t.state.clash!.priority;
    t.run(pass(first));
    const events = t.run(pass(first === 0 ? 1 : 0));
    // The trigger goes through the stack but nobody gets priority: the same command ends the clash.
    const told = events.map((e) => e.type).filter((type) => !type.startsWith('Trigger') && !type.startsWith('Item'));
    expect(told.slice(0, 3)).toEqual(['Passed', 'HeroHealed', 'ClashEnded']);
    expect(t.state.heroes[AYRANEL]!.life).toBe(7);
  });

  // "Si dos acciones o efectos quieren ponerse en la pila de forma simultánea el jugador cuyo turno se
  // esté jugando será quien elija en qué orden se pongan": at the end of the clash each player orders
  // their own hero's triggers (the attacker's go first: RULES-NOTES.md, "Triggered actions").
  // @rule 000:137
  it('at the end of the clash, let the player whose hero has several triggers choose their order', () => {
    const trigger = (id: string, effect: Effect) => ({
      id,
      name: txt(id),
      text: txt(id),
      effects: [{ op: 'triggered', on: 'clashEnd', effects: [effect] }],
    });
    const belain = HeroSchema.parse({
      ...belainThalier,
      passives: [
        trigger('alivio', { op: 'heal', amount: 2, to: 'self' }),
        trigger('penitencia', { op: 'loseLife', amount: 1, to: 'self' }),
      ],
    });
    const t = toActions(23, setupLeadingWith(belain));
    const full = t.state.heroes[BELAIN]!.life;
    const first = t.state.clash!.priority;
    t.run(pass(first));
    t.run(pass(first === 0 ? 1 : 0));
    expect(t.legal(1)).toEqual([]);
    expect(t.legal(0)).toEqual([0, 1].map((pending) => ({ type: 'OrderTrigger', data: { seat: 0, pending } })));
    // Penitencia first, so the healing that follows is not wasted on a hero at full life.
    t.run({ type: 'OrderTrigger', data: { seat: 0, pending: 1 } });
    expect(t.state.heroes[BELAIN]!.life).toBe(full);
    expect(t.state.phase).not.toBe('actions');
  });
});
