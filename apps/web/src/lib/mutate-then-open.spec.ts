import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_DECK } from '../graphql/my-decks';
import { ruleViolation } from '../testing/server-actions';

const mutate = vi.fn();
const redirect = vi.fn();
vi.mock('./apollo-rsc', () => ({ getClient: () => ({ mutate }) }));
vi.mock('next/navigation', () => ({ redirect: (path: string) => redirect(path) }));

const { mutateThenOpen } = await import('./mutate-then-open');

const variables = { commandId: 'c-1', game: 'ecg', name: 'Mazo', text: '3 Arquera', deckId: null };
const deckPage = (data: { saveDeck: { id: string } }) => `/decks/${data.saveDeck.id}`;

beforeEach(() => {
  mutate.mockReset();
  redirect.mockReset();
});

describe('a form that makes something and opens its page', () => {
  it('sends the mutation with its variables and opens the page named from the answer', async () => {
    mutate.mockResolvedValue({ data: { saveDeck: { id: 'd-9' } } });
    await mutateThenOpen(SAVE_DECK, variables, deckPage);
    expect(mutate).toHaveBeenCalledWith({ mutation: SAVE_DECK, variables });
    expect(redirect).toHaveBeenCalledWith('/decks/d-9');
  });

  it('stays on the form with the API’s refusal in both languages, opening nothing', async () => {
    mutate.mockRejectedValue(ruleViolation('Nombre vacío', 'Empty name'));
    const state = await mutateThenOpen(SAVE_DECK, variables, deckPage);
    expect(state.error).toEqual({ es: 'Nombre vacío', en: 'Empty name' });
    expect(redirect).not.toHaveBeenCalled();
  });
});
