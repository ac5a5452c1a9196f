import type { TestApi } from '../testing/harness.js';

/** GraphQL documents and a small driver that plays a match of any game through the public API (tests, bench). */
export const VIEW_FIELDS = `matchId game gameName rulesVersion status viewer yourSeat eventCount delayedEvents state result sealed seedCommitment
  seats { seat playerId name seedContributed }
  legalCommands { command text }
  log(last: 50) { index text }`;

export const FRIENDLY = `mutation ($o: ID!, $c: ID!) { startFriendlyMatch(opponentId: $o, commandId: $c) { result { events duplicate } match { ${VIEW_FIELDS} } } }`;
export const PRACTICE = `mutation ($c: ID!) { startPracticeMatch(commandId: $c) { result { events duplicate } match { ${VIEW_FIELDS} } } }`;
export const SEED = `mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { result { events } match { status } } }`;
export const SUBMIT = `mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { events duplicate position } match { ${VIEW_FIELDS} } } }`;
export const VIEW = `query ($m: ID!) { matchView(matchId: $m) { ${VIEW_FIELDS} } }`;
export const REPLAY = `query ($m: ID!, $v: String!) { matchReplay(matchId: $m, view: $v) { view jsonl keyId revealPhase waitingChecks waitingUntil } }`;

/** A legal command as the API lists it: the command to send back, and its words. */
export interface LegalShape {
  command: { type: string; data: Record<string, unknown> };
  text: string;
}

export interface ViewShape {
  matchId: string;
  game: string;
  gameName: string;
  rulesVersion: string | null;
  status: string;
  viewer: string;
  yourSeat: number | null;
  eventCount: number;
  delayedEvents: number;
  state: unknown;
  result: { outcome: string; winner?: number; reason: string } | null;
  sealed: boolean;
  seedCommitment: string;
  seats: Array<{ seat: number; playerId: string; name: string; seedContributed: boolean }>;
  legalCommands: LegalShape[];
  log: Array<{ index: number; text: string }>;
}

/** A legal command as submitGameCommand takes it: `{ type, data }`, the seat left to the server. */
export function asInput(legal: LegalShape): Record<string, unknown> {
  return legal.command;
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
