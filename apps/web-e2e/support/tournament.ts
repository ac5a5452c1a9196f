import type { APIRequestContext } from '@playwright/test';
import { graphql } from './api';
import { apiToken } from './auth';
import { DECK_ALBA, DECK_CUERVO } from './decks';
import { DEMO_ORGANIZER } from './demo';
import { appointDemoJudge, createEvent, startFirstRound, submitList, TOURNAMENT_STEP } from './events';

export interface SeatedPlayer {
  readonly username: string;
  readonly id: string;
  readonly displayName: string;
  readonly token: string;
}

export interface OneTableTournament {
  readonly id: string;
  readonly name: string;
  /** Table 1 of round 1: seat A, then seat B. */
  readonly players: readonly [SeatedPlayer, SeatedPlayer];
  readonly decks: readonly [string, string];
}

/** A demo player registered for the tournament with the deck list given. */
async function seatPlayer(
  request: APIRequestContext,
  id: string,
  label: string,
  index: number,
  username: string,
  deck: string,
): Promise<SeatedPlayer> {
  const token = await apiToken(request, username);
  const { me } = await graphql<{ me: { id: string; displayName: string } }>(
    request,
    '{ me { id displayName } }',
    {},
    token,
  );
  await graphql(request, TOURNAMENT_STEP('registerForTournament'), { t: id, c: `${label}-register-${index}` }, token);
  await submitList(request, id, deck, `${label}-deck-${index}`, token);
  return { username, id: me.id, displayName: me.displayName, token };
}

/**
 * A Blades of Ash event of its own (the demo league has no registered lists, and other tests
 * change its tables): two demo players with registered lists at table 1 of a published round 1,
 * the demo judge appointed, the clock running.
 */
export async function oneTableTournament(
  request: APIRequestContext,
  label: string,
  usernames: readonly [string, string],
): Promise<OneTableTournament> {
  const organizer = await apiToken(request, DEMO_ORGANIZER.username);
  const name = `Copa ${label}`;
  const id = await createEvent(request, organizer, {
    commandId: `${label}-create`,
    name,
    game: 'blades-of-ash',
    rounds: 1,
    roundMinutes: 45,
    tiebreakPreset: 'wot',
    requireDeckLists: true,
  });
  await appointDemoJudge(request, id, `${label}-judge`, organizer);
  await graphql(request, TOURNAMENT_STEP('openRegistration'), { t: id, c: `${label}-open` }, organizer);
  const decks = [DECK_ALBA, DECK_CUERVO] as const;
  const seated: SeatedPlayer[] = [];
  for (const [index, username] of usernames.entries())
    seated.push(await seatPlayer(request, id, label, index, username, decks[index]!));
  await startFirstRound(request, { id, organizerToken: organizer });
  const { tournament } = await graphql<{ tournament: { pairings: Array<{ playerA: string }> } }>(
    request,
    'query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { playerA } } }',
    { t: id },
  );
  const [a, b] =
    tournament.pairings[0]!.playerA === seated[0]!.id ? [seated[0]!, seated[1]!] : [seated[1]!, seated[0]!];
  return { id, name, players: [a, b], decks: a === seated[0] ? [decks[0], decks[1]] : [decks[1], decks[0]] };
}
