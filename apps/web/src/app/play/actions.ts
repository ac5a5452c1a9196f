'use server';

import { redirect } from 'next/navigation';
import type { Localized } from '@cronica/util';
import { START_PRACTICE } from '../../graphql/match';
import { getClient } from '../../lib/apollo-rsc';
import { apiRefusal } from '../../lib/api-errors';
import { newCommandId } from '../../lib/random-id';

export interface StartState {
  readonly error: Localized | null;
}

const deckField = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' && value !== '' ? value.slice(0, 100) : null;
};

/** Starts a practice match against the bot and opens it. */
export async function startPractice(_previous: StartState, form: FormData): Promise<StartState> {
  let matchId: string;
  try {
    const { data } = await getClient().mutate({
      mutation: START_PRACTICE,
      variables: { commandId: newCommandId('practice'), game: deckField(form, 'game'), deckId: deckField(form, 'deckId'), botDeckId: deckField(form, 'botDeckId') },
    });
    if (!data) throw new Error('empty answer');
    matchId = data.startPracticeMatch.match.matchId;
  } catch (error) {
    return { error: apiRefusal(error).message };
  }
  redirect(`/matches/${encodeURIComponent(matchId)}`);
}
