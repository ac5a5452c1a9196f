'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { CALL_JUDGE } from '../../../graphql/judging';
import { CREATE_TOURNAMENT_MATCH } from '../../../graphql/matches';
import { getClient } from '../../../lib/apollo-rsc';
import { formCommandId } from '../../../lib/form-command-id';
import { refusedState } from '../../../lib/tournament-action';
import type { ActionState } from './actions';
import { formText } from '../../../lib/form-text';

const text = (form: FormData, name: string, max = 200): string => formText(form, name, max).trim();

/**
 * A player at a published table creates its online match and goes to play it; if the rival
 * created it first, the API says so and the page (revalidated) links to it.
 */
export async function startTableMatch(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  let matchId: string;
  try {
    const { data } = await getClient().mutate({
      mutation: CREATE_TOURNAMENT_MATCH,
      variables: {
        tournamentId,
        round: Number(text(form, 'round')),
        table: Number(text(form, 'table')),
        commandId: formCommandId(form, 'table-match'),
      },
    });
    if (!data) throw new Error('empty answer');
    matchId = data.createTournamentMatch.match.matchId;
  } catch (error) {
    revalidatePath(`/tournaments/${encodeURIComponent(tournamentId)}`);
    return refusedState(error);
  }
  redirect(`/matches/${encodeURIComponent(matchId)}`);
}

/** A player calls a judge to their own table (the API derives the table from the session). */
export async function callJudge(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  try {
    await getClient().mutate({
      mutation: CALL_JUDGE,
      variables: { tournamentId, reason: text(form, 'reason'), commandId: formCommandId(form, 'call') },
    });
  } catch (error) {
    return refusedState(error);
  }
  // The table now says a judge is on the way, without waiting for the live push.
  revalidatePath(`/tournaments/${encodeURIComponent(tournamentId)}`);
  return { error: null, done: true };
}
