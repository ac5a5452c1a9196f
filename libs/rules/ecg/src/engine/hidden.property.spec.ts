import { sampledSteps, viewSecrecyProblems, type Seat, type Viewer } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playEcgBotMatch } from '../bots/match.js';
import { ecgReadyDecks } from '../content/decks.js';
import { ecg } from '../module/ecg.js';
import type { EcgEvent } from './events.js';
import { playerOf, type EcgState, type PlayerState } from './state.js';

// 004_e0e2bf9ed9dd62bf.txt, "Descarte y Exilio", and the platform's rule that no player sees the
// rival's hand, any deck order or the seed: the same public situation with every hidden thing
// changed must give each seat and spectator a byte-identical view, the same legal commands and
// the same log lines. ECG_HIDDEN_GAMES changes the number of games.
const GAMES = Number(process.env.ECG_HIDDEN_GAMES ?? 20);
const SAMPLE_EVERY = 5;
const DECKS = ecgReadyDecks();
const VIEWERS: readonly Viewer[] = [{ kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }, { kind: 'spectator' }];
/** No view carries a deck (its order) or the random counters. */
const NEVER_SHOWN = /"deck"\s*:|"random"\s*:/;
const sees = (viewer: Viewer, seat: Seat) => viewer.kind === 'seat' && viewer.seat === seat;

const gameArb = fc.record({
  seed: fc.uint8Array({ minLength: 32, maxLength: 32 }),
  decks: fc.tuple(fc.nat(DECKS.length - 1), fc.nat(DECKS.length - 1)),
  bots: fc.tuple(fc.constantFrom('random', 'greedy'), fc.constantFrom('random', 'greedy')),
  swap: fc.nat(),
});

/** Another card id of the same match for each hidden card (a rotation of the catalog). */
function otherCard(state: EcgState, card: number, turn: number): number {
  return (card + 1 + (turn % (state.catalog.length - 1))) % state.catalog.length;
}

/**
 * The same public situation with everything `viewer` must not see changed: every deck order
 * reversed; hidden hands, discards and exiles replaced card by card (same sizes).
 */
function hideFrom(state: EcgState, viewer: Viewer, swap: number): EcgState {
  const players = ([0, 1] as const).map((seat): PlayerState => {
    const p = playerOf(state, seat);
    const deck = p.deck
      .slice()
      .reverse()
      .map((c) => otherCard(state, c, swap));
    if (sees(viewer, seat)) return { ...p, deck };
    const change = (cards: readonly number[]) => cards.map((c) => otherCard(state, c, swap));
    return { ...p, deck, hand: change(p.hand), discard: change(p.discard), exile: change(p.exile) };
  }) as unknown as EcgState['players'];
  return { ...state, players };
}

/** The event with its secret fields (draws, discards from hand) replaced by other cards. */
function withOtherSecrets(event: EcgEvent, state: EcgState, swap: number): EcgEvent {
  let data = event.data as unknown as Record<string, unknown>;
  for (const secret of ecg.secrets(event)) {
    const field = secret.path[0] as string;
    const ids = data[field] as readonly string[];
    data = { ...data, [field]: ids.map((id) => state.catalog[otherCard(state, state.cardIndex[id]!, swap)]!.id) };
  }
  return { ...event, data } as unknown as EcgEvent;
}

function cardFieldsAreIds(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(cardFieldsAreIds);
  if (value === null || typeof value !== 'object') return true;
  return Object.entries(value).every(([k, v]) => {
    if (k === 'card') return v === null || typeof v === 'string';
    if (k === 'cards') return Array.isArray(v) && v.every((c) => typeof c === 'string');
    return cardFieldsAreIds(v);
  });
}

describe('hidden information (property)', () => {
  // @rule 004:319
  it("no seat's or spectator's view, legal commands or log line changes with what it may not see", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, decks, bots, swap }) => {
        const match = playEcgBotMatch({
          seed,
          bots,
          decks: [DECKS[decks[0]]!.deck, DECKS[decks[1]]!.deck],
          observe: sampledSteps(SAMPLE_EVERY, ({ state }) => {
            for (const viewer of VIEWERS) {
              const hidden = hideFrom(state, viewer, swap);
              expect(viewSecrecyProblems(ecg, state, hidden, viewer, { seed, neverShown: NEVER_SHOWN })).toEqual([]);
            }
          }),
        });
        let before = match.initial;
        for (const event of match.events) {
          // Event data names cards by id, never by their position in the match's card list (which depends on both decks).
          expect(cardFieldsAreIds(event.data), event.type).toBe(true);
          for (const viewer of VIEWERS) {
            const line = ecg.describer.event(event, before, viewer);
            const changed = ecg.describer.event(
              withOtherSecrets(event, before, swap),
              hideFrom(before, viewer, swap),
              viewer,
            );
            const allowed = ecg
              .secrets(event)
              .every((s) => viewer.kind === 'seat' && s.visibleTo.includes(viewer.seat));
            if (!allowed) expect(changed).toEqual(line);
          }
          before = ecg.evolve(before, event);
        }
      }),
      { numRuns: GAMES },
    );
  }, 600_000);

  it('lets judges read hands and discards, never deck order', () => {
    const match = playEcgBotMatch({
      seed: new Uint8Array(32).fill(3),
      bots: ['random', 'random'],
      decks: [DECKS[0]!.deck, DECKS[4]!.deck],
    });
    const judge = ecg.view(match.state, { kind: 'judge' });
    expect(judge.players.map((p) => p.hand !== null && p.discard !== null)).toEqual([true, true]);
    expect(JSON.stringify(judge)).not.toMatch(/"deck"\s*:/);
  });
});
