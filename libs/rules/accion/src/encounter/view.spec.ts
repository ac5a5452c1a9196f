import type { Viewer } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { accion, playEncounter } from '../module.js';
import { botsFor, sampleSetup, seedOf } from '../testing/invariants.js';
import { hideFrom } from '../testing/scramble.js';
import { cmd, given } from '../testing/table.js';
import { describeEvent } from './describe-events.js';
import { view } from './view.js';

/** Views and log lines never reveal a hand, the GM's hand, deck order or the seed. */

const viewers = (seats: number): Viewer[] => [
  ...Array.from({ length: seats }, (_, seat): Viewer => ({ kind: 'seat', seat })),
  { kind: 'spectator' },
  { kind: 'judge' },
];

describe('what each seat sees', () => {
  it('a player sees its own hand only; the GM sees the enemies’ hands and no player’s; a spectator none', () => {
    const t = given({ hands: { p1: ['QS'], p2: ['KH'], bandido: ['2D'] } });
    const p1 = view(t.state, { kind: 'seat', seat: 1 });
    expect(p1.players.map((p) => p.hand)).toEqual([['QS'], null]);
    expect(p1.enemies.map((e) => e.hand)).toEqual([null, null]);
    expect(p1.players[1]!.handCount).toBe(1);
    const gm = view(t.state, { kind: 'seat', seat: 0 });
    expect(gm.players.map((p) => p.hand)).toEqual([null, null]);
    expect(gm.enemies[0]!.hand).toEqual(['2D']);
    expect(gm.role).toBe('gm');
    const spectator = view(t.state, { kind: 'spectator' });
    expect([...spectator.players, ...spectator.enemies].every((x) => x.hand === null)).toBe(true);
    const judge = view(t.state, { kind: 'judge' });
    expect(judge.players[1]!.hand).toEqual(['KH']);
  });

  it('no view holds a deck’s cards or the random counters, only counts', () => {
    const t = given();
    for (const v of viewers(3)) {
      const json = JSON.stringify(view(t.state, v));
      expect(json).not.toMatch(/"deck":/);
      expect(json).not.toMatch(/"random":/);
      expect(view(t.state, v).players[0]!.deckCount).toBe(t.player(1).deck.length);
    }
  });

  it('a lent card is seen by its owner and the borrower only', () => {
    const t = given({ at: { p1: [3, 1], p2: [4, 1], bandido: [4, 0] }, hands: { p1: ['2S'], p2: ['KH'] }, players: 3 });
    t.when(cmd('RequestFlank', 1, { ally: 2, enemy: 'bandido' }));
    t.when(cmd('LendCard', 2, { card: 'KH' }));
    const card = (seat: number) => view(t.state, { kind: 'seat', seat }).turn!.lent!.card;
    expect([card(0), card(1), card(2), card(3)]).toEqual([null, 'KH', 'KH', null]);
  });
});

describe('no leak over whole encounters', () => {
  it('views, legal lists and log lines are the same when what a viewer may not know changes', () => {
    for (const [sample, players, seed] of [
      [0, 3, 11],
      [1, 2, 12],
      [2, 4, 13],
      [3, 2, 14],
      [4, 3, 15],
      [5, 1, 16],
    ] as const) {
      const setup = sampleSetup(sample, players);
      const match = playEncounter(setup, seedOf(seed), botsFor(players + 1, seed, seed), {
        observe: ({ state }) => {
          for (const v of viewers(players + 1)) {
            const hidden = hideFrom(state, v);
            expect(view(hidden, v)).toEqual(view(state, v));
            if (v.kind === 'seat')
              expect(accion.legalCommands(hidden, v.seat)).toEqual(accion.legalCommands(state, v.seat));
          }
        },
      });
      let before = match.initial;
      for (const event of match.events) {
        for (const v of viewers(players + 1)) {
          const redacted = redact(event, v);
          expect(describeEvent(redacted, hideFrom(before, v), v)).toEqual(describeEvent(event, before, v));
        }
        before = accion.evolve(before, event);
      }
    }
  }, 60_000);
});

/** The event with every secret field the viewer may not read replaced (as a redacted replay would). */
function redact<E extends { data: unknown }>(event: E, v: Viewer): E {
  const secrets = accion.secrets(event as never);
  let data = event.data as Record<string, unknown>;
  for (const s of secrets) {
    if (v.kind === 'judge' || (v.kind === 'seat' && s.visibleTo.includes(v.seat))) continue;
    const key = s.path[0] as string;
    data = { ...data, [key]: Array.isArray(data[key]) ? (data[key] as unknown[]).map(() => 'XX') : 'XX' };
  }
  return { ...event, data };
}
