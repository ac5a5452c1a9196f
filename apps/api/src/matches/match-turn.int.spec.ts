import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, overSocket, signUp, type Account } from '../testing/harness.js';
import { suiteApi } from '../testing/suite-api.js';
import { asInput, friendlyMatch, SEED, submitMove, type LegalShape } from './match-play.testkit.js';

// A player's list of her live matches says which wait on her now, so the home page can say «te
// toca». Only her own seat's turn: anyone else, signed in or not, reads false, since who acts now
// at a match is what a spectator's delayed view holds back.

const LIVE = `query ($p: ID!) { player(id: $p) { matches(status: LIVE) { matchId yourTurn } } }`;
const ACTING = `query ($m: ID!) { matchView(matchId: $m) { yourSeat seats { seat acting } legalCommands { command text } } }`;

interface Acting {
  yourSeat: number;
  seats: Array<{ seat: number; acting: boolean }>;
  legalCommands: LegalShape[];
}

describe('a live match in a player’s list tells her when it waits on her', () => {
  const api = suiteApi();
  let ana: Account;
  let bea: Account;
  let cal: Account;
  let matchId: string;

  const turnOf = async (player: Account, reader?: Account) => {
    const answer = await api.gql<{ player: { matches: Array<{ matchId: string; yourTurn: boolean }> } }>(
      LIVE,
      { p: player.id },
      reader?.token,
    );
    return answer.data!.player.matches.find((match) => match.matchId === matchId)?.yourTurn;
  };
  const view = async (player: Account) =>
    (await api.gql<{ matchView: Acting }>(ACTING, { m: matchId }, player.token)).data!.matchView;

  beforeAll(async () => {
    [ana, bea, cal] = [await signUp(api, 'ana'), await signUp(api, 'bea'), await signUp(api, 'cal')];
    matchId = await friendlyMatch(api.gql, ana, bea, cmd('turn'));
  });

  it('waits on no one before the seeds are in', async () => {
    expect([await turnOf(ana, ana), await turnOf(bea, bea)]).toEqual([false, false]);
  });

  it('says «your turn» to exactly the seat the game waits on, move after move, and to no one else', async () => {
    for (const player of [ana, bea])
      await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd('seed') }, player.token);
    for (let move = 0; move < 6; move += 1) {
      const [anaView, beaView] = [await view(ana), await view(bea)];
      const acting = (v: Acting) => v.seats.find((s) => s.seat === v.yourSeat)!.acting;
      expect([await turnOf(ana, ana), await turnOf(bea, bea)]).toEqual([acting(anaView), acting(beaView)]);
      expect([acting(anaView), acting(beaView)]).toContain(true);
      // Another person, signed in or not, never learns whose turn it is from the list.
      for (const player of [ana, bea])
        expect([await turnOf(player, cal), await turnOf(player)]).toEqual([false, false]);
      const mover = acting(anaView) ? { view: anaView, player: ana } : { view: beaView, player: bea };
      const next = await submitMove(api, matchId, asInput(mover.view.legalCommands[0]!), mover.player.token);
      if (next.status === 'finished') break;
    }
  });

  it('answers the same over the WebSocket', async () => {
    const client = api.ws(ana.token);
    try {
      const answer = (await overSocket(client, LIVE, { p: ana.id })).data as {
        player: { matches: Array<{ matchId: string; yourTurn: boolean }> };
      };
      const overHttp = await turnOf(ana, ana);
      expect(answer.player.matches.find((match) => match.matchId === matchId)?.yourTurn).toBe(overHttp);
    } finally {
      await client.dispose();
    }
  });

  it('waits on no one once the match is over', async () => {
    await submitMove(api, matchId, { type: 'Concede' }, bea.token);
    const finished = await api.gql<{ player: { matches: Array<{ matchId: string; yourTurn: boolean }> } }>(
      `query ($p: ID!) { player(id: $p) { matches { matchId yourTurn } } }`,
      { p: ana.id },
      ana.token,
    );
    expect(finished.data!.player.matches.find((match) => match.matchId === matchId)?.yourTurn).toBe(false);
  });
});
