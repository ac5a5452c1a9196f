import { describe, expect, it } from 'vitest';
import { fillSeats, isRuleViolation, playModuleBotMatch, type Viewer } from '@cronica/rules-kernel';
import { readyDecks } from '../content/decks.js';
import { bladesOfAsh } from '../engine/module.js';
import { STANDARD_FORMAT, formatOptionsSchema } from '../engine/format.js';
import type { BladesSetup } from '../engine/state.js';
import { playBladesBotMatch } from '../bots/blades-match.js';
import { AYRANEL, ability, givenClash, pass } from '../testing/stage.js';
import { Table, fixtureSetup } from '../testing/play.js';
import { finalLife } from './report.js';

const DECKS = readyDecks();
const seed = (n: number) => new Uint8Array(32).map((_, i) => (i * 13 + n) % 256);
const names = (text: string) => fillSeats(text, (s) => `Jugador ${s + 1}`);
/** A whole match of two ready decks, greedy bot against greedy bot. */
const greedyMatch = (a: number, b: number, n: number) =>
  playModuleBotMatch({
    module: bladesOfAsh,
    setup: { decks: [DECKS[a]!.deck, DECKS[b]!.deck] },
    seed: seed(n),
    bots: ['greedy', 'greedy'],
  });

describe('format options (setup.optionsSchema)', () => {
  it('reproduces the hang: keeping 6 heroes of 5 leaves the draft with no legal command', () => {
    expect(() =>
      playBladesBotMatch({
        decks: [DECKS[0]!.deck, DECKS[1]!.deck],
        seed: seed(1),
        bots: ['random', 'random'],
        format: { heroesKept: 6 },
      }),
    ).toThrow(/no seat has a legal command/);
  });

  it('refuses values the engine cannot play, with the field named', () => {
    for (const bad of [
      { heroesKept: 6 },
      { openingHand: 40 },
      { handLimit: 0 },
      { openingHand: 8, handLimit: 7 },
      { dicePool: [] },
      { drawCardCost: 0 },
      { unknown: 1 },
    ]) {
      const parsed = formatOptionsSchema.safeParse(bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
    }
  });

  // @rule 000:11
  it('gives the Standard format for {} and keeps what a tournament sets', () => {
    expect(formatOptionsSchema.parse({})).toEqual(STANDARD_FORMAT);
    expect(formatOptionsSchema.parse({ maxRounds: 3, roundCapTiebreak: 'draw' })).toEqual({
      ...STANDARD_FORMAT,
      maxRounds: 3,
      roundCapTiebreak: 'draw',
    });
  });
});

describe('setup', () => {
  it('creates a skirmish from two legal deck lists and the options, and gives the deck lists back', () => {
    const options = formatOptionsSchema.parse({ maxRounds: 4 });
    const setup = bladesOfAsh.setup.create([DECKS[0]!.deck, DECKS[3]!.deck], options) as BladesSetup;
    expect(isRuleViolation(setup)).toBe(false);
    expect(bladesOfAsh.setup.deckLists(setup)).toEqual([DECKS[0]!.deck, DECKS[3]!.deck]);
    expect(bladesOfAsh.initialState(setup).format.maxRounds).toBe(4);
  });

  it('refuses an illegal deck, a missing deck and a third seat', () => {
    const options = formatOptionsSchema.parse({});
    const short = {
      ...DECKS[0]!.deck,
      sections: { ...DECKS[0]!.deck.sections, actions: DECKS[0]!.deck.sections.actions!.slice(0, 3) },
    };
    expect(bladesOfAsh.setup.create([short, DECKS[1]!.deck], options)).toMatchObject({
      code: 'blades.setup.invalid-deck',
      message: { es: expect.stringContaining('asiento 1') },
    });
    expect(bladesOfAsh.setup.create([DECKS[0]!.deck, null], options)).toMatchObject({ code: 'blades.setup.no-deck' });
    expect(bladesOfAsh.setup.create([DECKS[0]!.deck, DECKS[1]!.deck, DECKS[2]!.deck], options)).toMatchObject({
      code: 'blades.setup.seats',
    });
  });
});

describe('commandSchema', () => {
  it('parses commands as JSON sends them and refuses unknown types, fields and seats', () => {
    expect(
      bladesOfAsh.commandSchema.parse({
        type: 'ActivateAbility',
        data: { seat: 1, ability: 'rayo-sombrio', dice: [0], target: 0 },
      }),
    ).toEqual({
      type: 'ActivateAbility',
      data: { seat: 1, ability: 'rayo-sombrio', dice: [0], target: 0 },
    });
    for (const bad of [
      { type: 'Fly', data: { seat: 0 } },
      { type: 'Pass', data: { seat: 2 } },
      { type: 'Pass', data: { seat: 0, extra: 1 } },
      { type: 'PlayCard', data: { seat: 0, card: '', dice: [] } },
      { type: 'RerollDice', data: { seat: 0, dice: [-1] } },
    ])
      expect(bladesOfAsh.commandSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('Concede', () => {
  it('ends the skirmish for the rival at any moment, is never listed as legal, and is refused once over', () => {
    const t = new Table(fixtureSetup(), 2);
    expect(t.legal(0).some((c) => c.type === 'Concede')).toBe(false);
    t.run({ type: 'Concede', data: { seat: 0 } });
    expect(t.state.result).toEqual({ outcome: 'win', winner: 1, reason: 'concede' });
    // Life stays where it stood: the tournament counts it but shows no final score for it.
    expect(bladesOfAsh.matchReport(t.state)?.games).toEqual([
      { winner: 1, life: [finalLife(t.state, 0), finalLife(t.state, 1)], endedEarly: true },
    ]);
    expect(t.refusalCode({ type: 'Concede', data: { seat: 1 } })).toBe('blades.game-over');
  });
});

describe('describer', () => {
  it('reads the rulebook’s worked example: Belain Thalier uses Cuchillada Precisa on Ayranel for 3', () => {
    const t = givenClash({ dice: { 0: 'red 2' } });
    t.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    const before = t.state;
    const [passed, ...rest] = t.run(pass(1));
    let state = bladesOfAsh.evolve(before, passed!);
    const lines: string[] = [];
    for (const event of rest) {
      const line = bladesOfAsh.describer.event(event, state, { kind: 'spectator' });
      if (line !== null) lines.push(line.es, line.en);
      state = bladesOfAsh.evolve(state, event);
    }
    expect(lines).toContain(
      'Belain Thalier usa Cuchillada Precisa sobre Ayranel, Capa de Cuervo: 3 de daño (6 − 3 de Armadura)',
    );
    expect(lines).toContain('Belain Thalier uses Precise Slash on Ayranel, Raven Cloak: 3 damage (6 − 3 Armor)');
  });

  it('describes every event of whole matches for every viewer without naming what the viewer may not see', () => {
    const viewers: Viewer[] = [
      { kind: 'seat', seat: 0 },
      { kind: 'seat', seat: 1 },
      { kind: 'spectator' },
      { kind: 'judge' },
    ];
    for (const n of [1, 2, 3]) {
      const match = playModuleBotMatch({
        module: bladesOfAsh,
        setup: { decks: [DECKS[n]!.deck, DECKS[n + 3]!.deck] },
        seed: seed(n),
        bots: ['greedy', 'random'],
      });
      let state = match.initial;
      for (const event of match.events) {
        const hidden =
          event.type === 'CardsDrawn' ? event.data.cards.map((id) => state.catalog[state.cardIndex[id]!]!.name) : [];
        for (const viewer of viewers) {
          const line = bladesOfAsh.describer.event(event, state, viewer);
          if (line === null) continue;
          const text = `${names(line.es)} ${names(line.en)}`;
          expect(text).not.toMatch(/undefined|\[object|NaN|\{seat/);
          const owner = event.type === 'CardsDrawn' ? event.data.seat : -1;
          if (viewer.kind === 'spectator' || (viewer.kind === 'seat' && viewer.seat !== owner)) {
            for (const name of hidden) expect(line.es).not.toContain(name.es);
          }
        }
        state = bladesOfAsh.evolve(state, event);
      }
    }
  });

  it('says the pairing player’s own hero first, as the attacker pairs one of theirs with one of the defender’s', () => {
    const match = greedyMatch(1, 4, 4);
    let state = match.initial;
    const seen = new Set<number>();
    for (const event of match.events) {
      if (event.type === 'HeroesPaired' && event.data.seat !== null) {
        const { seat: by, heroes } = event.data;
        const [own, rival] = [state.heroes[heroes[by]!]!.def.name.es, state.heroes[heroes[1 - by]!]!.def.name.es];
        const line = names(bladesOfAsh.describer.event(event, state, { kind: 'spectator' })!.es);
        expect(line).toMatch(
          new RegExp(`^Jugador ${by + 1} empareja ${own}( \\(Jugador ${by + 1}\\))? contra ${rival}`),
        );
        seen.add(by);
      }
      state = bladesOfAsh.evolve(state, event);
    }
    expect([...seen].sort()).toEqual([0, 1]);
  });

  it('words every command a player may send', () => {
    const seen = new Set<string>();
    playModuleBotMatch({
      module: bladesOfAsh,
      setup: { decks: [DECKS[0]!.deck, DECKS[5]!.deck] },
      seed: seed(9),
      bots: ['random', 'greedy'],
      observe: ({ state, legal }) => {
        for (const command of legal.slice(0, 20)) {
          const text = bladesOfAsh.describer.command(command, state);
          seen.add(command.type);
          expect(text.es.length > 0 && text.en.length > 0).toBe(true);
          expect(`${text.es} ${text.en}`).not.toMatch(/undefined|\[object|NaN/);
        }
      },
    });
    expect(seen.size).toBeGreaterThan(6);
  });
});

describe('matchReport', () => {
  it('reports the winner and each seat’s final life (kept heroes still standing) once the skirmish is over', () => {
    const match = greedyMatch(2, 4, 4);
    const report = bladesOfAsh.matchReport(match.state)!;
    expect(report.result).toEqual(match.result);
    expect(report.games).toEqual([
      {
        winner: match.result.outcome === 'win' ? match.result.winner : null,
        life: [finalLife(match.state, 0), finalLife(match.state, 1)],
      },
    ]);
    if (match.result.outcome === 'win' && match.result.reason === 'rival-heroes-knocked-out')
      expect(report.games[0]!.life[1 - match.result.winner]).toBe(0);
    expect(bladesOfAsh.matchReport(match.initial)).toBeNull();
  });
});
