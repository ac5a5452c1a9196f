import fc from 'fast-check';
import { isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import type { DeckLibraryCommand, DeckTextCheck } from './deck-library-decide.js';
import { deckLibraryDecider } from './deck-library-decider.js';
import { DECK_NAME_MAX, DECK_TEXT_MAX, DECKS_PER_ACCOUNT, type DeckLibraryState } from './deck-library-events.js';

const READABLE: DeckTextCheck = { kind: 'readable' };
const TEXT = 'Héroes\n1 Kael\nAcciones\n3 Golpe';

/** Folds the decider over commands, skipping refusals as the command bus does (a refusal writes nothing). */
function run(commands: readonly DeckLibraryCommand[], from: DeckLibraryState = deckLibraryDecider.initialState()) {
  let state = from;
  const refused: string[] = [];
  for (const command of commands) {
    const decision = deckLibraryDecider.decide(command, state);
    if (isRuleViolation(decision)) refused.push(decision.code);
    else state = decision.reduce((s, e) => deckLibraryDecider.evolve(s, e), state);
  }
  return { state, refused };
}

const save = (
  deckId: string,
  name = 'Mi mazo',
  source = TEXT,
  game = 'blades-of-ash',
  check: DeckTextCheck = READABLE,
): DeckLibraryCommand => ({
  type: 'SaveDeck',
  data: { deckId, game, name, source, check },
});
const remove = (deckId: string): DeckLibraryCommand => ({ type: 'DeleteDeck', data: { deckId } });

describe('deck library decider', () => {
  it('saves a deck, keeps its place when it is saved again with changes, and forgets it when deleted', () => {
    const { state, refused } = run([
      save('mine-a', 'Fuego'),
      save('mine-b', 'Hielo'),
      save('mine-a', 'Fuego 2', `${TEXT}\n1 Parada`),
      remove('mine-b'),
    ]);
    expect(refused).toEqual([]);
    expect(state.decks.map((deck) => [deck.deckId, deck.name])).toEqual([['mine-a', 'Fuego 2']]);
  });

  it('saving the same deck twice writes nothing the second time', () => {
    const once = run([save('mine-a')]).state;
    expect(deckLibraryDecider.decide(save('mine-a'), once)).toEqual([]);
  });

  it('refuses a name that is empty or too long, with Spanish and English words', () => {
    for (const name of ['   ', 'x'.repeat(DECK_NAME_MAX + 1)]) {
      const decision = deckLibraryDecider.decide(save('mine-a', name), deckLibraryDecider.initialState());
      expect(isRuleViolation(decision) && decision.code).toBe('deck.name.length');
      expect(isRuleViolation(decision) && decision.message.es).toMatch(/nombre/);
      expect(isRuleViolation(decision) && decision.message.en).toMatch(/name/);
    }
  });

  it('refuses an empty list, a list over the size limit, a text the game cannot read and a game without deck lists', () => {
    const empty = deckLibraryDecider.initialState();
    const code = (command: DeckLibraryCommand) => {
      const decision = deckLibraryDecider.decide(command, empty);
      return isRuleViolation(decision) ? decision.code : 'saved';
    };
    expect(code(save('mine-a', 'A', '  \n'))).toBe('deck.text.empty');
    expect(code(save('mine-a', 'A', 'x'.repeat(DECK_TEXT_MAX + 1)))).toBe('deck.text.too-long');
    expect(
      code(
        save('mine-a', 'A', 'hola', 'blades-of-ash', {
          kind: 'unreadable',
          message: { es: 'sin secciones', en: 'no sections' },
        }),
      ),
    ).toBe('deck.text.unreadable');
    expect(code(save('mine-a', 'A', TEXT, 'accion', { kind: 'no-decks' }))).toBe('deck.game.no-decks');
  });

  it(`refuses a deck beyond ${DECKS_PER_ACCOUNT}, but still saves changes to one already kept`, () => {
    const full = run(Array.from({ length: DECKS_PER_ACCOUNT }, (_, i) => save(`mine-${i}`))).state;
    const more = deckLibraryDecider.decide(save('mine-new'), full);
    expect(isRuleViolation(more) && more.code).toBe('deck.library.full');
    expect(isRuleViolation(deckLibraryDecider.decide(save('mine-0', 'Otro nombre'), full))).toBe(false);
  });

  it('refuses deleting a deck that is not in the library, and moving a deck to another game', () => {
    const one = run([save('mine-a')]).state;
    expect(run([remove('mine-x')], one).refused).toEqual(['deck.unknown']);
    expect(run([save('mine-a', 'A', TEXT, 'ecg')], one).refused).toEqual(['deck.game.other']);
  });

  it('property: after any save/delete sequence the library holds each saved-and-not-deleted deck once, within its limits, as last saved', () => {
    const ids = ['mine-a', 'mine-b', 'mine-c', 'mine-d'];
    const command: fc.Arbitrary<DeckLibraryCommand> = fc.oneof(
      fc
        .record({
          id: fc.constantFrom(...ids),
          name: fc.constantFrom('A', 'B', '', 'x'.repeat(DECK_NAME_MAX + 1)),
          text: fc.constantFrom(TEXT, `${TEXT}\n1 Parada`, ''),
        })
        .map(({ id, name, text }) => save(id, name, text)),
      fc.constantFrom(...ids).map(remove),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const { state } = run(commands);
        // The model: the last accepted save of each id, unless a delete came after it.
        const model = new Map<string, { name: string; source: string }>();
        for (const c of commands) {
          if (c.type === 'DeleteDeck') model.delete(c.data.deckId);
          else if (
            c.data.name.trim() !== '' &&
            c.data.name.trim().length <= DECK_NAME_MAX &&
            c.data.source.trim() !== ''
          )
            model.set(c.data.deckId, { name: c.data.name.trim(), source: c.data.source });
        }
        expect(new Set(state.decks.map((d) => d.deckId)).size).toBe(state.decks.length);
        expect(state.decks.length).toBeLessThanOrEqual(DECKS_PER_ACCOUNT);
        expect(Object.fromEntries(state.decks.map((d) => [d.deckId, { name: d.name, source: d.source }]))).toEqual(
          Object.fromEntries(model),
        );
      }),
    );
  });
});
