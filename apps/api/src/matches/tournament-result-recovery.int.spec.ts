import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { botFor } from '@cronica/rules-kernel';
import type { EventStore } from '@cronica/event-store';
import type { Viewer } from '../auth/viewer.js';
import { EVENT_STORE } from '../store/tokens.js';
import { mutate, signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';
import { openTournament, publishNextRound, registerPlayers } from '../testing/tournament-setup.js';
import { clientCommand } from '@cronica/matches';
import { MatchCommandService } from './match-commands.service.js';
import { MatchSetupService } from './match-setup.service.js';
import { TournamentResultRecovery } from './tournament-result-recovery.js';
import { TournamentResultReporter } from './tournament-result-reporter.js';

// A sealed tournament match reports its result even if the API stopped between the seal and the
// report; the next start finds it and reports it once.

const PAIRING = `query ($t: ID!) { tournament(id: $t) {
  pairings(round: 1) { table playerA playerB result { status winner reportedBy } }
  matches(status: FINISHED) { matchId table result { winnerPlayerId outcome } } } }`;

interface PairingData {
  tournament: {
    pairings: Array<{
      table: number;
      playerA: string;
      playerB: string;
      result: { status: string; winner: string; reportedBy: string | null } | null;
    }>;
    matches: Array<{ matchId: string; table: number; result: { winnerPlayerId: string | null; outcome: string } }>;
  };
}

const viewerOf = (account: Account): Viewer => ({
  accountId: account.id,
  token: null,
  rateKey: `test:${account.id}`,
  lang: 'es',
});

/** Plays the table's match to its seal in-process, both seats driven by greedy bots. */
async function playToSeal(
  api: TestApi,
  organizer: Account,
  players: Account[],
  tournamentId: string,
  table: number,
): Promise<string> {
  const setup = api.app.get(MatchSetupService);
  const commands = api.app.get(MatchCommandService);
  const { matchId } = await setup.forPairing(viewerOf(organizer), 'recovery-create', tournamentId, 1, table);
  const seats = (await commands.read(matchId)).created!.seats.map((s) => players.find((p) => p.id === s.player)!);
  for (const [seat, player] of seats.entries())
    await commands.contributeSeed(viewerOf(player), matchId, `recovery-seed-${seat}`, randomBytes(32).toString('hex'));
  const module = (await commands.read(matchId)).module!;
  const bots = seats.map((_, seat) => botFor(module, 'greedy', randomBytes(32), seat));
  for (let step = 0; step < 5000; step += 1) {
    const state = await commands.read(matchId);
    if (state.sealed) return matchId;
    const seat = [0, 1].find((s) => module.legalCommands(state.game, s).length > 0)!;
    const command = clientCommand(bots[seat]!.choose(state.game, seat, module.legalCommands(state.game, seat)));
    await commands.submit(viewerOf(seats[seat]!), matchId, `recovery-move-${step}`, command);
  }
  throw new Error(`match ${matchId} did not finish`);
}

describe('a tournament match sealed but never reported', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cronica-recovery-'));
  const running: TestApi[] = [];
  afterAll(async () => {
    await Promise.all(running.map((api) => api.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports its result, confirmed, on the next start, and only once', async () => {
    const first = await startTestApi({}, dataDir);
    running.push(first);
    const olga = await signUp(first, 'olga');
    const players = [await signUp(first, 'ana'), await signUp(first, 'bea')];
    const tournamentId = await openTournament(first, olga, {
      name: 'Copa caída',
      game: 'blades-of-ash',
      rounds: 1,
      roundMinutes: 45,
      tiebreakPreset: 'wot',
      requireDeckLists: true,
    });
    await registerPlayers(
      first,
      tournamentId,
      players.map((player, n) => ({ player, deck: readyDecks()[n * 3]!.deck })),
    );
    await publishNextRound(first, olga, tournamentId);
    const [{ table }] = (await mutate<PairingData>(first, PAIRING, { t: tournamentId })).tournament.pairings as [
      PairingData['tournament']['pairings'][0],
    ];

    // The process "dies" between the seal's append and the report: the report never leaves.
    const lost = vi.spyOn(first.app.get(TournamentResultReporter), 'reportSealed').mockResolvedValue(undefined);
    const matchId = await playToSeal(first, olga, players, tournamentId, table);
    expect(lost).toHaveBeenCalledTimes(1);
    expect((await mutate<PairingData>(first, PAIRING, { t: tournamentId })).tournament.pairings[0]!.result).toBeNull();
    await first.stop();
    running.pop();

    const second = await startTestApi({}, dataDir);
    running.push(second);
    const recovery = second.app.get(TournamentResultRecovery);
    expect(await recovery.recovered()).toBe(1);
    const data = (await mutate<PairingData>(second, PAIRING, { t: tournamentId })).tournament;
    const summary = data.matches.find((m) => m.matchId === matchId)!;
    const pairing = data.pairings.find((p) => p.table === table)!;
    const winner =
      summary.result.outcome === 'draw' ? 'draw' : summary.result.winnerPlayerId === pairing.playerA ? 'a' : 'b';
    expect(pairing.result).toEqual({ status: 'confirmed', winner, reportedBy: null });

    // A second scan (another restart) finds nothing to report and writes nothing.
    const store = second.app.get<string, EventStore>(EVENT_STORE);
    const head = await store.headPosition();
    expect(await recovery.recover()).toBe(0);
    expect(await store.headPosition()).toBe(head);
  });
});
