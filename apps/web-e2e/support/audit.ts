import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { graphql } from './api';
import type { OneTableTournament } from './tournament';

interface Legal {
  readonly command: { readonly type: string; readonly data: Record<string, unknown> };
  readonly text: string;
}

interface Seen {
  readonly status: string;
  readonly eventCount: number;
  readonly legalCommands: readonly Legal[];
  readonly log: ReadonlyArray<{ index: number; text: string }>;
}

export interface AuditLine {
  readonly index: number;
  readonly kind: string;
  readonly type: string;
  readonly hidden: ReadonlyArray<{ path: string; value: unknown; visibleTo: number[] }>;
}

const VIEW =
  'query ($m: ID!) { matchView(matchId: $m) { status eventCount legalCommands { command text } log(last: 200) { index text } } }';
const SUBMIT =
  'mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { events } } }';

export async function matchSeen(request: APIRequestContext, matchId: string, token: string): Promise<Seen> {
  return (await graphql<{ matchView: Seen }>(request, VIEW, { m: matchId }, token)).matchView;
}

/** The table's online match, created by the organizer, both players' seeds in: play can begin. */
export async function liveTableMatch(
  request: APIRequestContext,
  event: OneTableTournament,
  organizerToken: string,
  label: string,
): Promise<string> {
  const { createTournamentMatch } = await graphql<{ createTournamentMatch: { match: { matchId: string } } }>(
    request,
    'mutation ($t: ID!, $c: ID!) { createTournamentMatch(tournamentId: $t, round: 1, table: 1, commandId: $c) { match { matchId } } }',
    { t: event.id, c: `${label}-match` },
    organizerToken,
  );
  const matchId = createTournamentMatch.match.matchId;
  for (const [n, player] of event.players.entries()) {
    await graphql(
      request,
      'mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { match { status } } }',
      { m: matchId, s: randomBytes(32).toString('hex'), c: `${label}-seed-${n}` },
      player.token,
    );
  }
  return matchId;
}

/** Plays `moves` commands for whichever player may act (never conceding): the first legal command each time. */
export async function playMoves(
  request: APIRequestContext,
  matchId: string,
  tokens: readonly string[],
  moves: number,
  label: string,
): Promise<void> {
  for (let move = 0; move < moves; move += 1) {
    let played = false;
    for (const token of tokens) {
      const seen = await matchSeen(request, matchId, token);
      if (seen.status !== 'live') return;
      const legal = seen.legalCommands.find((c) => c.command.type !== 'Concede');
      if (!legal) continue;
      await graphql(request, SUBMIT, { m: matchId, cmd: legal.command, c: `${label}-${move}-${Date.now()}` }, token);
      played = true;
      break;
    }
    if (!played) return;
  }
}

export async function auditLines(
  request: APIRequestContext,
  matchId: string,
  judgeToken: string,
): Promise<AuditLine[]> {
  const { matchAudit } = await graphql<{ matchAudit: { entries: AuditLine[] } }>(
    request,
    'query ($m: ID!) { matchAudit(matchId: $m) { entries { index kind type hidden } } }',
    { m: matchId },
    judgeToken,
  );
  return matchAudit.entries;
}
