import { randomFamily, type RandomDraw, type Viewer } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { readyDecks } from '../content/decks.js';
import type { BladesEvent } from '../engine/events.js';
import { bladesOfAsh } from '../engine/module.js';
import type { BladesState } from '../engine/state.js';
import { playBladesBotMatch } from '../bots/blades-match.js';
import { bladesSetupSpec } from './setup.js';

const SPECTATOR: Viewer = { kind: 'spectator' };

/** Deck outcomes are the ones a replay commits to (the replay's `REVEAL_POLICY`: the `deck` families). */
const isOutcomeHiddenLabel = (label: string): boolean => randomFamily(label).startsWith('deck');

/** What a public replay keeps closed before the tournament ends: deck outcomes, draws, draft picks, the action decks. */
function closed(event: BladesEvent): BladesEvent {
  const random = event.metadata?.random?.map((draw): RandomDraw => {
    if (!isOutcomeHiddenLabel(draw.label)) return draw;
    return draw.kind === 'shuffle'
      ? ({ ...draw, permutation: undefined } as unknown as RandomDraw)
      : ({ ...draw, value: undefined } as unknown as RandomDraw);
  });
  const metadata = random === undefined ? event.metadata : { ...event.metadata, random };
  const hidden = Object.fromEntries(bladesOfAsh.secrets(event).map((secret) => [secret.path[0], undefined]));
  return { ...event, data: { ...event.data, ...hidden }, metadata } as BladesEvent;
}

function closedSetup(setup: { decks: readonly [unknown, unknown] }): unknown {
  let copy: unknown = structuredClone(setup);
  for (const path of bladesSetupSpec.secretPaths!(setup as never)) {
    const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], copy);
    (parent as Record<string | number, unknown>)[path.at(-1)!] = undefined;
    if (path.length === 0) copy = undefined;
  }
  return copy;
}

function spectatorViews(setup: unknown, events: readonly BladesEvent[]): unknown[] {
  let state: BladesState = bladesOfAsh.initialState(setup as never);
  const views = [bladesOfAsh.view(state, SPECTATOR)];
  for (const event of events) {
    state = bladesOfAsh.evolve(state, event);
    views.push(bladesOfAsh.view(state, SPECTATOR));
  }
  return views;
}

describe('the public world of a skirmish (a public replay watched before the tournament ends)', () => {
  const decks = readyDecks();

  // @rule 000:29
  it('keeps the hero lists open in the setup and names only the action decks as secret', () => {
    const setup = { decks: [decks[0]!.deck, decks[3]!.deck] as const };
    const paths = bladesSetupSpec.secretPaths!(setup);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path.slice(0, 3)).toEqual(['decks', path[1], 'sections']);
    expect(paths.map((p) => p[3])).not.toContain('heroes');
    expect(bladesSetupSpec.secretPaths!({ players: undefined })).toEqual([[]]);
  });

  for (const [label, seed] of [
    ['greedy against greedy', 7],
    ['random against greedy', 21],
    ['random against random', 99],
  ] as const) {
    it(`folds to the same spectator view at every step as the whole match: ${label}`, () => {
      const match = playBladesBotMatch({
        decks: [decks[seed % decks.length]!.deck, decks[(seed + 4) % decks.length]!.deck],
        seed: new Uint8Array(32).fill(seed),
        bots:
          label === 'greedy against greedy'
            ? ['greedy', 'greedy']
            : label === 'random against greedy'
              ? ['random', 'greedy']
              : ['random', 'random'],
      });
      const setup = { decks: [decks[seed % decks.length]!.deck, decks[(seed + 4) % decks.length]!.deck] as const };
      const world = bladesOfAsh.publicWorld!(closedSetup(setup), match.events.map(closed));
      expect(world).not.toBeNull();
      expect(spectatorViews(world!.setup, world!.events)).toEqual(spectatorViews(setup, match.events));
    });
  }

  it('refuses a file where a card leaves a hand it was never drawn into', () => {
    const setup = { decks: [decks[0]!.deck, decks[3]!.deck] as const };
    const forged: BladesEvent = {
      type: 'CardsDiscarded',
      data: { seat: 0, cards: ['no-such-card'], reason: 'mulligan' },
    };
    expect(bladesOfAsh.publicWorld!(closedSetup(setup), [forged])).toBeNull();
  });

  it('cannot be built without the open hero lists', () => {
    expect(bladesOfAsh.publicWorld!(undefined, [])).toBeNull();
  });
});
