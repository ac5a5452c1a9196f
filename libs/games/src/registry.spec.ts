import { validationResult, type DeckValidator } from '@cronica/rules-kernel';
import { accionGame } from '@cronica/accion';
import { bladesOfAshGame } from '@cronica/blades-of-ash';
import { ecgGame, sampleEcgDeck } from '@cronica/ecg';
import { sampleWotDeck, warlordsOfTerraGame } from '@cronica/warlords-of-terra';
import { describe, expect, it } from 'vitest';
import {
  checkDeckSource,
  isRuleViolation,
  playModuleBotMatch,
  seatReadyDecks,
  type AnyGameModule,
} from '@cronica/rules-kernel';
import { GAMES, KNOWN_GAME_IDS, SWISS_GAMES, TEST_GAMES, findGame, gameRegistry } from './registry.js';

describe('game registry', () => {
  it('finds each registered game by id, with names and sections in both languages', () => {
    expect(findGame('warlords-of-terra')).toBe(warlordsOfTerraGame);
    expect(findGame('ecg')).toBe(ecgGame);
    expect(findGame('blades-of-ash')).toBe(bladesOfAshGame);
    expect(bladesOfAshGame.module?.id).toBe('blades-of-ash');
    expect(findGame('accion')).toBe(accionGame);
    expect(GAMES.map((g) => g.id)).toEqual(['blades-of-ash', 'warlords-of-terra', 'ecg', 'accion']);
    expect(findGame('chess')).toBeUndefined();
    for (const game of GAMES) {
      expect(game.name.es && game.name.en).toBeTruthy();
      expect(game.deckSections.map((s) => s.key)).toEqual(game.deckText.sections.map((s) => s.key));
    }
  });

  it('reads a Blades of Ash list by its section headers in either language before validating it', () => {
    const seen: unknown[] = [];
    const validator: DeckValidator = { validate: (deck) => (seen.push(deck), validationResult([])) };
    const blades = { ...bladesOfAshGame, deckValidator: validator };
    const text = 'Facción: Orden del Alba\nHéroes\n1 Belain Thalier\nActions\n2 Cuchillada Precisa';
    expect(checkDeckSource(blades, text)).toMatchObject({ kind: 'checked', valid: true });
    expect(seen).toEqual([
      {
        game: 'blades-of-ash',
        faction: 'Orden del Alba',
        sections: {
          heroes: [{ card: 'Belain Thalier', count: 1 }],
          actions: [{ card: 'Cuchillada Precisa', count: 2 }],
        },
      },
    ]);
  });
});

describe('gameRegistry', () => {
  it('derives the tournament game ids from the table of games, leaving out games played as sessions with a game master', () => {
    expect([...KNOWN_GAME_IDS]).toEqual(SWISS_GAMES.map((g) => g.id));
    expect(KNOWN_GAME_IDS).not.toContain('accion');
    expect(GAMES.filter((g) => g.organizedPlay === 'sessions').map((g) => g.id)).toEqual(['accion']);
  });

  it('keeps the test game out unless asked, and gives the module of each game played online', () => {
    expect(gameRegistry().find('dice-race')).toBeUndefined();
    expect(gameRegistry().module('dice-race')).toBeUndefined();
    expect(gameRegistry({ testGames: true }).module('dice-race')?.id).toBe('dice-race');
    // Every real game is played online: its module is on its registry line.
    expect(Object.keys(gameRegistry().modules())).toEqual(
      expect.arrayContaining(['blades-of-ash', 'warlords-of-terra', 'ecg', 'accion']),
    );
    expect(gameRegistry().module('accion')).toBe(accionGame.module);
    expect(gameRegistry().module('warlords-of-terra')?.id).toBe('warlords-of-terra');
    expect(gameRegistry().find('ecg')?.library).toBe('@cronica/ecg');
    expect(gameRegistry().module('constructor')).toBeUndefined();
  });

  const played = gameRegistry({ testGames: true }).games.filter((g) => g.module !== undefined);
  it.each(played.map((g) => [g.id, g.module!] as [string, AnyGameModule]))(
    '%s plays a whole bot match from its own setup, ready decks and bots',
    (_id, module) => {
      const decks = seatReadyDecks(module.setup, 2, (seat, ready) => (seat === 0 ? ready[0]! : ready.at(-1)!)).map(
        (d) => d?.deck ?? null,
      );
      const setup = module.setup.create(decks, module.setup.optionsSchema.parse({}));
      expect(isRuleViolation(setup)).toBe(false);
      const match = playModuleBotMatch({
        module,
        setup,
        seed: new Uint8Array(32).fill(7),
        bots: [module.bots[0]!.name, module.bots.at(-1)!.name],
      });
      const report = module.matchReport(match.state);
      expect(report?.result).toEqual(match.result);
      expect(report?.games.every((game) => game.life.length === 2)).toBe(true);
      let state = match.initial;
      for (const event of match.events) {
        const line = module.describer.event(event, state, { kind: 'spectator' });
        if (line !== null) expect(line.es.length > 0 && line.en.length > 0).toBe(true);
        state = module.evolve(state, event);
      }
      expect(module.setup.deckLists(setup)).toHaveLength(2);
      expect(TEST_GAMES.some((g) => g.module === module) || GAMES.some((g) => g.module === module)).toBe(true);
    },
  );
});

describe('checkDeckSource with the registered games', () => {
  it('validates the JSON form', () => {
    expect(checkDeckSource(warlordsOfTerraGame, JSON.stringify(sampleWotDeck()))).toMatchObject({
      kind: 'checked',
      format: 'json',
      valid: true,
      errors: [],
    });
    expect(checkDeckSource(ecgGame, JSON.stringify(sampleEcgDeck()))).toMatchObject({ kind: 'checked', valid: true });
  });

  it('passes the legendary limit to the validator', () => {
    expect(checkDeckSource(warlordsOfTerraGame, JSON.stringify(sampleWotDeck()), { legendaryLimit: 0 })).toMatchObject({
      valid: false,
      errors: [{ code: 'wot.deck.sideboard-copies' }],
    });
  });

  it('reports text-list lines and validation errors together', () => {
    const check = checkDeckSource(ecgGame, 'Héroe\n1 Aurelia, Heraldo del Alba\nesto no es una carta');
    expect(check.kind === 'checked' && check.errors.map((e) => e.code)).toEqual([
      'deck.text.bad-line',
      'ecg.deck.resource-count',
      'ecg.deck.main-count',
    ]);
  });

  it('reports a list for another game alone', () => {
    const check = checkDeckSource(ecgGame, JSON.stringify(sampleWotDeck()));
    expect(check.kind === 'checked' && check.errors.map((e) => e.code)).toEqual(['deck.wrong-game']);
  });

  it('treats broken JSON and a malformed catalog as unreadable', () => {
    expect(checkDeckSource(ecgGame, '{ "game": "ecg", ').kind).toBe('unreadable');
    expect(
      checkDeckSource(warlordsOfTerraGame, JSON.stringify(sampleWotDeck()), { catalog: { cards: 'nope' } }),
    ).toMatchObject({
      kind: 'unreadable',
      message: { en: expect.stringContaining('Invalid Warlords of Terra catalog') },
    });
  });
});
