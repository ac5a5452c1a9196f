import { describe, expect, it } from 'vitest';
import type { Message } from './decider.js';
import { secretWords } from './secret-words.js';

type Drawn = Message<'CardsDrawn', { seat: number; cards: readonly string[] }>;
type Shuffled = Message<'DeckShuffled', { seat: number; size: number }>;
interface Names {
  readonly names: Readonly<Record<string, string>>;
}

const secret = secretWords<Names, Drawn | Shuffled>({
  CardsDrawn: {
    cards: {
      name: { es: 'Cartas robadas', en: 'Cards drawn' },
      value: (data, s) => {
        const text = data.cards.map((id) => s.names[id] ?? id).join(', ');
        return { es: text, en: text };
      },
    },
  },
});
const before: Names = { names: { c1: 'Lancero', c2: 'Botín' } };
const drawn = (cards: readonly string[]): Drawn => ({ type: 'CardsDrawn', data: { seat: 0, cards }, metadata: {} });

describe('a hidden field in words for a judge', () => {
  it('names the field and words its value on the state the event applies to', () => {
    expect(secret(drawn(['c1', 'c2']), 'cards', before)).toEqual({
      name: { es: 'Cartas robadas', en: 'Cards drawn' },
      value: { es: 'Lancero, Botín', en: 'Lancero, Botín' },
    });
  });

  it('reads an empty value as nothing, never as a blank', () => {
    expect(secret(drawn([]), 'cards', before)?.value).toEqual({ es: 'nada', en: 'nothing' });
  });

  it('has no words for a field or an event type the table leaves out', () => {
    expect(secret(drawn(['c1']), 'seat', before)).toBeNull();
    expect(secret({ type: 'DeckShuffled', data: { seat: 0, size: 30 }, metadata: {} }, 'size', before)).toBeNull();
  });
});
