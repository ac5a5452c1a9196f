import { isRuleViolation, SYSTEM_SEAT, type AnyGameModule } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { playEcgBotMatch } from '../bots/match.js';
import { ecgReadyDecks } from '../content/decks.js';
import { STANDARD_FORMAT } from '../engine/format.js';
import { cmd, given } from '../testing/stage.js';
import { ecg } from './ecg.js';

const DECKS = ecgReadyDecks();

describe('the ECG module', () => {
  it('fits the platform contract: name, id, system commands', () => {
    const any: AnyGameModule = ecg as unknown as AnyGameModule;
    expect(any.id).toBe('ecg');
    expect(ecg.name).toEqual({ es: 'ECG', en: 'ECG' });
    expect(ecg.systemCommands).toEqual(['CallTime']);
    expect(ecg.seatOf({ type: 'CallTime', data: { seat: SYSTEM_SEAT } })).toBe(SYSTEM_SEAT);
  });
});

// The format options: the rulebook's numbers by default, bounded, strict.
describe('setup', () => {
  it("parses {} as the rulebook's standard format and refuses what the engine cannot play", () => {
    expect(ecg.setup.optionsSchema.parse({})).toEqual(STANDARD_FORMAT);
    expect(STANDARD_FORMAT).toMatchObject({
      handLimit: 8,
      reinforceDraws: 2,
      renownToWin: 30,
      prayersToWin: 4,
      courtLimit: 6,
      lineLimit: 5,
      madnessThreshold: 6,
      madnessMoraleLoss: 2,
      deckReshuffles: 1,
    });
    expect(ecg.setup.optionsSchema.safeParse({ handLimit: 40 }).success).toBe(false);
    expect(ecg.setup.optionsSchema.safeParse({ handlimit: 8 }).success).toBe(false);
    expect(ecg.setup.seats).toEqual({ min: 2, max: 2 });
  });

  it('creates a match from two deck lists and gives them back for the deck hashes', () => {
    const decks = [DECKS[0]!.deck, DECKS[5]!.deck] as const;
    const setup = ecg.setup.create(decks, STANDARD_FORMAT);
    if (isRuleViolation(setup)) throw new Error(setup.code);
    expect(ecg.setup.deckLists(setup)).toEqual(decks);
    expect(JSON.parse(JSON.stringify(setup))).toEqual(setup);
  });
});

// What SCORE's "final life" is for ECG (RULES-NOTES.md, "Tournament SCORE"): each hero's final morale.
describe('match report', () => {
  it("is null while playing, then the result and both heroes' morale (never below 0)", () => {
    const t = given({ seats: [{ morale: 9 }, { morale: 0 }] });
    expect(ecg.matchReport(t.state)).toBeNull();
    t.run(cmd.endTurn(0));
    expect(ecg.matchReport(t.state)).toEqual({
      result: { outcome: 'win', winner: 0, reason: 'battle' },
      games: [{ winner: 0, life: [9, 0] }],
    });
  });

  it('reports a draw with no winner', () => {
    const t = given({ seats: [{ morale: 0 }, { morale: 0 }] });
    t.run(cmd.endTurn(0));
    expect(ecg.matchReport(t.state)?.games).toEqual([{ winner: null, life: [0, 0] }]);
  });
});

// Every log line and command description exists in Spanish and English.
describe('describer', () => {
  it('words every event of whole games and every legal command in both languages', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 6; g += 1) {
      const match = playEcgBotMatch({
        seed: Uint8Array.from({ length: 32 }, (_, i) => i + g),
        bots: ['greedy', 'random'],
        decks: [DECKS[g]!.deck, DECKS[11 - g]!.deck],
        observe: ({ state, legal }) => {
          for (const command of legal) {
            const words = ecg.describer.command(command, state);
            expect(words.es.length > 0 && words.en.length > 0 && !/undefined|NaN|\?/.test(words.es + words.en)).toBe(
              true,
            );
          }
        },
      });
      let before = match.initial;
      for (const event of match.events) {
        const line = ecg.describer.event(event, before, { kind: 'spectator' });
        if (line !== null) {
          seen.add(event.type);
          expect(line.es.length > 0 && line.en.length > 0, event.type).toBe(true);
          expect(line.es + line.en, event.type).not.toMatch(/undefined|NaN|#\d/);
        }
        before = ecg.evolve(before, event);
      }
    }
    for (const type of [
      'TurnStarted',
      'CardsDrawn',
      'TroopTrained',
      'ManeuverDeclared',
      'TroopWounded',
      'MoraleChanged',
      'GameEnded',
    ])
      expect(seen, type).toContain(type);
  }, 120_000);

  it('names the cards a seat draws for that seat only', () => {
    const t = given();
    const event = {
      type: 'CardsDrawn',
      data: { seat: 0, count: 2, cards: ['sol-t1', 'act-4'], reason: 'reinforce' },
    } as const;
    expect(ecg.describer.event(event, t.state, { kind: 'seat', seat: 0 })).toEqual({
      es: '{seat:0} roba: Lancero Solar, Botín de Guerra.',
      en: '{seat:0} draws: Sun Lancer, Spoils of War.',
    });
    expect(ecg.describer.event(event, t.state, { kind: 'seat', seat: 1 })).toEqual({
      es: '{seat:0} roba 2 cartas.',
      en: '{seat:0} draws 2 cards.',
    });
    expect(ecg.describer.event(event, t.state, { kind: 'judge' })?.en).toContain('Sun Lancer');
  });
});
