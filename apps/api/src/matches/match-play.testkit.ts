import type { TestApi } from '../testing/harness.js';

/** GraphQL documents and a small driver that plays a match through the public API (tests, bench). */
export const VIEW_FIELDS = `matchId status viewer yourSeat eventCount delayedEvents state result sealed seedCommitment
  seats { seat playerId seedContributed }
  legalCommands { type seat keep discard role hero rival dice card ability target pending }`;

export const FRIENDLY = `mutation ($o: ID!, $c: ID!) { startFriendlyMatch(opponentId: $o, commandId: $c) { result { events duplicate } match { ${VIEW_FIELDS} } } }`;
export const PRACTICE = `mutation ($c: ID!) { startPracticeMatch(commandId: $c) { result { events duplicate } match { ${VIEW_FIELDS} } } }`;
export const SEED = `mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { result { events } match { status } } }`;
export const SUBMIT = `mutation ($m: ID!, $cmd: GameCommandInput!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { events duplicate position } match { ${VIEW_FIELDS} } } }`;
export const VIEW = `query ($m: ID!) { matchView(matchId: $m) { ${VIEW_FIELDS} } }`;
export const REPLAY = `query ($m: ID!, $v: String!) { matchReplay(matchId: $m, view: $v) { view jsonl keyId } }`;

export interface GameCommandShape {
  type: string;
  seat?: number;
  [field: string]: unknown;
}

export interface ViewShape {
  matchId: string;
  status: string;
  viewer: string;
  yourSeat: number | null;
  eventCount: number;
  delayedEvents: number;
  state: string | null;
  result: string | null;
  sealed: boolean;
  seedCommitment: string;
  seats: Array<{ seat: number; playerId: string; seedContributed: boolean }>;
  legalCommands: GameCommandShape[];
}

/** A command as GameCommandInput: no seat, no null fields. */
export function asInput(command: GameCommandShape): Record<string, unknown> {
  return Object.fromEntries(Object.entries(command).filter(([key, value]) => key !== 'seat' && value !== null && value !== undefined));
}

/** Deterministic choice among legal commands (a small LCG: tests must be reproducible). */
export function chooser(seed: number): <T>(items: readonly T[]) => T {
  let state = seed >>> 0;
  return (items) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return items[state % items.length]!;
  };
}

export async function viewOf(api: TestApi, matchId: string, token?: string): Promise<ViewShape> {
  const response = await api.gql<{ matchView: ViewShape }>(VIEW, { m: matchId }, token);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.matchView;
}
