'use server';

import { redirect } from 'next/navigation';
import type { Localized } from '@cronica/util';
import { INVITE_TO_MATCH } from '../../graphql/invitations';
import { START_PRACTICE, START_TABLE } from '../../graphql/match';
import { getClient } from '../../lib/apollo-rsc';
import { formError } from '../../lib/api-errors';
import { jsonField } from '../../lib/json-field';
import { mutateThenOpen } from '../../lib/mutate-then-open';
import { formCommandId } from '../../lib/form-command-id';

export interface StartState {
  readonly error: Localized | null;
  /** No answer came from the API: the same form sent again keeps its command id. */
  readonly unanswered?: boolean;
}

const deckField = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' && value !== '' ? value.slice(0, 100) : null;
};

/** Starts a practice match against the chosen bot (the game's practice default when none) and opens it. */
export async function startPractice(_previous: StartState, form: FormData): Promise<StartState> {
  return mutateThenOpen(
    START_PRACTICE,
    {
      commandId: formCommandId(form, 'practice'),
      game: deckField(form, 'game'),
      bot: deckField(form, 'bot'),
      deckId: deckField(form, 'deckId'),
      botDeckId: deckField(form, 'botDeckId'),
    },
    (data) => `/matches/${encodeURIComponent(data.startPracticeMatch.match.matchId)}`,
  );
}

/** A seat of a table as the form sends it: `you`, `bot:<name>` or `player` with a username. */
function tableSeats(form: FormData): { player?: string; bot?: string }[] | null {
  const count = Number(form.get('seats'));
  if (!Number.isInteger(count) || count < 1 || count > 8) return null;
  return Array.from({ length: count }, (_, seat) => {
    const kind = deckField(form, `seat-${seat}`) ?? 'you';
    if (kind.startsWith('bot:')) return { bot: kind.slice('bot:'.length) };
    if (kind === 'player') return { player: deckField(form, `seat-${seat}-player`)?.trim() ?? '' };
    return {};
  });
}

const BAD_TABLE: Localized = {
  es: 'La mesa no es válida: revisa los asientos.',
  en: 'The table is not valid: check the seats.',
};
const BAD_OPTIONS: Localized = {
  es: 'Las opciones del encuentro no son JSON válido.',
  en: 'The encounter options are not valid JSON.',
};

/**
 * A whole table, seat by seat: with the caller and bots only it starts at once and opens; with other
 * people it is an invitation each of them accepts (the match starts with the last yes), and the
 * invitation's page opens.
 */
export async function startTable(_previous: StartState, form: FormData): Promise<StartState> {
  const seats = tableSeats(form);
  if (seats === null || seats.some((seat) => seat.player === '')) return { error: BAD_TABLE };
  const options = jsonField(form.get('options'));
  if (options === undefined) return { error: BAD_OPTIONS };
  const game = deckField(form, 'game') ?? '';
  let path: string;
  try {
    if (seats.some((seat) => seat.player !== undefined)) {
      const { data } = await getClient().mutate({
        mutation: INVITE_TO_MATCH,
        variables: { commandId: formCommandId(form, 'table'), game, seats, options },
      });
      if (!data) throw new Error('empty answer');
      path = `/invitations/${encodeURIComponent(data.inviteToMatch.id)}`;
    } else {
      const { data } = await getClient().mutate({
        mutation: START_TABLE,
        variables: { commandId: formCommandId(form, 'table'), game, seats, options },
      });
      if (!data) throw new Error('empty answer');
      path = `/matches/${encodeURIComponent(data.startTableMatch.match.matchId)}`;
    }
  } catch (error) {
    return formError(error);
  }
  redirect(path);
}
