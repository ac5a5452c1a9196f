import { describe, expect, it } from 'vitest';
import { bladesOfAsh } from './module.js';
import { Table, fixtureSetup } from '../testing/play.js';
import { toPairing } from '../testing/stage.js';

// 000_7cbcfc9bc47f1014.txt, "Draft de Héroes".
describe('hero draft', () => {
  // @rule 000:33 @rule 000:35
  it('reveals both lists of 5 and keeps each choice of 3 secret from the rival until the pairings', () => {
    const t = new Table(fixtureSetup(), 3);
    const lists = bladesOfAsh.view(t.state, { kind: 'seat', seat: 1 }).heroes.map((h) => h.id);
    expect(lists).toHaveLength(10);
    const [picked] = t.run({ type: 'PickHeroes', data: { seat: 0, keep: [0, 2, 4] } });
    expect(bladesOfAsh.secrets(picked!)).toEqual([{ path: ['keep'], visibleTo: [0] }]);
    const rival = bladesOfAsh.view(t.state, { kind: 'seat', seat: 1 });
    expect(rival.heroes.slice(0, 5).map((h) => h.kept)).toEqual([null, null, null, null, null]);
    const own = bladesOfAsh.view(t.state, { kind: 'seat', seat: 0 });
    expect(own.heroes.slice(0, 5).map((h) => h.kept)).toEqual([true, false, true, false, true]);
  });

  it("words a seat's secret pick for a judge as the heroes it keeps, not their list positions", () => {
    const t = new Table(fixtureSetup(), 3);
    const before = t.state;
    const [picked] = t.run({ type: 'PickHeroes', data: { seat: 1, keep: [0, 2, 4] } });
    const names = [5, 7, 9].map((index) => before.heroes[index]!.def.name.es);
    // One kept hero's name holds a comma («Ayranel, Capa de Cuervo»): semicolons keep the count at three.
    expect(names[0]).toContain(',');
    expect(bladesOfAsh.describer.secret(picked!, 'keep', before)).toEqual({
      name: { es: 'Héroes con los que se queda', en: 'Heroes kept' },
      value: expect.objectContaining({ es: `${names[0]}; ${names[1]}; y ${names[2]}` }),
    });
  });

  // @rule 000:33
  it('refuses a pick that is not exactly 3 distinct list positions in order, and a second pick', () => {
    const t = new Table(fixtureSetup(), 3);
    expect(t.refusalCode({ type: 'PickHeroes', data: { seat: 0, keep: [0, 1] } })).toBe('blades.bad-pick');
    expect(t.refusalCode({ type: 'PickHeroes', data: { seat: 0, keep: [2, 1, 0] } })).toBe('blades.bad-pick');
    expect(t.refusalCode({ type: 'PickHeroes', data: { seat: 0, keep: [0, 1, 5] } })).toBe('blades.bad-pick');
    t.run({ type: 'PickHeroes', data: { seat: 0, keep: [0, 1, 2] } });
    expect(t.refusalCode({ type: 'PickHeroes', data: { seat: 0, keep: [0, 1, 3] } })).toBe('blades.already-done');
  });

  // @rule 000:35 @rule 000:65
  it('reveals the picks at the first pairing step ("Emparejamientos", paso 1)', () => {
    const t = toPairing(4);
    expect(t.events.some((e) => e.type === 'HeroesRevealed')).toBe(true);
    expect(
      bladesOfAsh
        .view(t.state, { kind: 'seat', seat: 1 })
        .heroes.slice(0, 5)
        .map((h) => h.kept),
    ).toEqual([true, true, true, false, false]);
  });
});

// 000_7cbcfc9bc47f1014.txt, "Robo de Mano Inicial".
describe('opening hand', () => {
  // @rule 000:39
  it('shuffles each deck and deals 5 cards, drawn card ids visible only to their owner', () => {
    const t = new Table(fixtureSetup(), 5);
    t.run({ type: 'PickHeroes', data: { seat: 0, keep: [0, 1, 2] } });
    const events = t.run({ type: 'PickHeroes', data: { seat: 1, keep: [0, 1, 2] } });
    const shuffles = events.filter((e) => e.type === 'DeckShuffled');
    expect(shuffles.map((e) => e.metadata?.random?.[0]?.label)).toEqual(['deck:seat0', 'deck:seat1']);
    expect(t.state.players.map((p) => p.hand.length)).toEqual([5, 5]);
    const drawn = events.find((e) => e.type === 'CardsDrawn')!;
    expect(bladesOfAsh.secrets(drawn)).toEqual([{ path: ['cards'], visibleTo: [0] }]);
  });

  // @rule 000:41 @rule 000:43 @rule 000:45
  it('discards all chosen cards face up, in order, before drawing as many; only once', () => {
    const t = new Table(fixtureSetup(), 6);
    t.run({ type: 'PickHeroes', data: { seat: 0, keep: [0, 1, 2] } });
    t.run({ type: 'PickHeroes', data: { seat: 1, keep: [0, 1, 2] } });
    const hand = t.state.players[0].hand.map((c) => t.state.catalog[c]!.id).sort();
    const discard = hand.slice(0, 2);
    t.run({ type: 'Mulligan', data: { seat: 0, discard } });
    expect(t.refusalCode({ type: 'Mulligan', data: { seat: 0, discard: [] } })).toBe('blades.already-done');
    const events = t.run({ type: 'Mulligan', data: { seat: 1, discard: [] } });
    expect(events.map((e) => e.type).slice(0, 3)).toEqual(['MulliganDone', 'CardsDiscarded', 'CardsDrawn']);
    expect(t.state.players[0].hand).toHaveLength(5);
    expect(bladesOfAsh.view(t.state, { kind: 'seat', seat: 1 }).players[0].graveyard).toEqual(discard);
  });

  // "Robo de Mano Inicial": «Cada jugador puede descartar ahora…», with no order between them; the
  // discards are revealed only once both have chosen, as the draft's picks are (RULES-NOTES.md).
  // @rule 000:41 @rule 000:45
  it('keeps a seat’s mulligan secret until both seats have chosen, then reveals both', () => {
    const t = new Table(fixtureSetup(), 6);
    t.run({ type: 'PickHeroes', data: { seat: 0, keep: [0, 1, 2] } });
    t.run({ type: 'PickHeroes', data: { seat: 1, keep: [0, 1, 2] } });
    const ids = (seat: 0 | 1) => t.state.players[seat].hand.map((c) => t.state.catalog[c]!.id).sort();
    const mine = ids(0).slice(0, 3);
    const [done] = t.run({ type: 'Mulligan', data: { seat: 0, discard: mine } });
    expect(bladesOfAsh.secrets(done!)).toEqual([{ path: ['discard'], visibleTo: [0] }]);
    const rival = bladesOfAsh.view(t.state, { kind: 'seat', seat: 1 });
    expect(rival.players[0]).toMatchObject({ graveyard: [], handCount: 5, mulliganed: true });
    const theirs = ids(1).slice(0, 1);
    t.run({ type: 'Mulligan', data: { seat: 1, discard: theirs } });
    const after = bladesOfAsh.view(t.state, { kind: 'seat', seat: 1 });
    expect([after.players[0].graveyard, after.players[1].graveyard]).toEqual([mine, theirs]);
    expect(t.state.players.map((p) => p.hand.length)).toEqual([5, 5]);
  });

  it('refuses discarding cards not in hand or listed out of order', () => {
    const t = new Table(fixtureSetup(), 6);
    t.run({ type: 'PickHeroes', data: { seat: 0, keep: [0, 1, 2] } });
    t.run({ type: 'PickHeroes', data: { seat: 1, keep: [0, 1, 2] } });
    const hand = t.state.players[0].hand.map((c) => t.state.catalog[c]!.id).sort();
    expect(t.refusalCode({ type: 'Mulligan', data: { seat: 0, discard: ['no-such-card'] } })).toBe(
      'blades.not-in-hand',
    );
    if (hand[0] !== hand[1]) {
      expect(t.refusalCode({ type: 'Mulligan', data: { seat: 0, discard: [hand[1]!, hand[0]!] } })).toBe(
        'blades.not-sorted',
      );
    }
  });
});

// 000_7cbcfc9bc47f1014.txt, "Determinar Atacante y Defensor".
describe('attacker and defender', () => {
  // @rule 000:57
  it('draws the winner at random from the dice stream, and only the winner chooses', () => {
    const t = new Table(fixtureSetup(), 8);
    t.run({ type: 'PickHeroes', data: { seat: 0, keep: [0, 1, 2] } });
    t.run({ type: 'PickHeroes', data: { seat: 1, keep: [0, 1, 2] } });
    t.run({ type: 'Mulligan', data: { seat: 0, discard: [] } });
    const events = t.run({ type: 'Mulligan', data: { seat: 1, discard: [] } });
    const won = events.find((e) => e.type === 'RoleDrawWon')!;
    expect(won.metadata?.random?.[0]).toMatchObject({ label: 'dice', bound: 2 });
    const winner = t.state.roleChooser!;
    expect(t.refusalCode({ type: 'ChooseRole', data: { seat: winner === 0 ? 1 : 0, role: 'attacker' } })).toBe(
      'blades.not-your-turn',
    );
    t.run({ type: 'ChooseRole', data: { seat: winner, role: 'defender' } });
    expect(t.state.attacker).toBe(winner === 0 ? 1 : 0);
  });

  // @rule 000:59
  it('alternates attacker and defender from the second round on', () => {
    const t = toPairing(9);
    const first = t.state.attacker;
    const round2 = (events: readonly { type: string; data: unknown }[]) =>
      events.find((e) => e.type === 'RoundStarted' && (e.data as { round: number }).round === 2);
    let x = 11;
    while (round2(t.events) === undefined && t.state.result === null) {
      const seat = t.waiting()[0]!;
      const legal = t.legal(seat);
      const passFirst = legal.find((c) => c.type === 'Pass' || c.type === 'KeepDice');
      x = (x * 48271) % 2147483647;
      t.run(passFirst ?? legal[x % legal.length]!);
    }
    expect((round2(t.events)!.data as { attacker: number }).attacker).toBe(first === 0 ? 1 : 0);
  });
});
