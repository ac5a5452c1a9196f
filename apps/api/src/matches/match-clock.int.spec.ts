import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, overSocket, signUp, type Account } from '../testing/harness.js';
import { asInput, friendlyMatch, SEED, SUBMIT, type LegalShape } from './match-play.testkit.js';
import { suiteApi } from '../testing/suite-api.js';

// Who must act and each seat's time used, as both players read them over HTTP and over the
// WebSocket: the seats the game waits on are the ones with legal commands, and each log line says
// whose decision it was.

const CLOCK = `query ($m: ID!) { matchView(matchId: $m) { eventCount yourSeat
  seats { seat acting timeUsedMs } legalCommands { command text } log(last: 200) { index text seat } } }`;

interface ClockView {
  eventCount: number;
  yourSeat: number;
  seats: Array<{ seat: number; acting: boolean; timeUsedMs: number }>;
  legalCommands: LegalShape[];
  log: Array<{ index: number; text: string; seat: number | null }>;
}

describe("a friendly match tells who must act and each seat's time used", () => {
  const api = suiteApi();
  let ana: Account;
  let bea: Account;
  let matchId: string;
  const transports = {
    http: async (token: string) =>
      (await api.gql<{ matchView: ClockView }>(CLOCK, { m: matchId }, token)).data!.matchView,
    ws: async (token: string) => {
      const client = api.ws(token);
      try {
        return ((await overSocket(client, CLOCK, { m: matchId })).data as { matchView: ClockView }).matchView;
      } finally {
        await client.dispose();
      }
    },
  };

  beforeAll(async () => {
    [ana, bea] = [await signUp(api, 'ana'), await signUp(api, 'bea')];
    matchId = await friendlyMatch(api.gql, ana, bea, cmd('friendly'));
    for (const player of [ana, bea])
      await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd('seed') }, player.token);
  });

  for (const [name, read] of Object.entries(transports)) {
    it(`marks as acting exactly the seats with legal commands, over ${name}`, async () => {
      for (let move = 0; move < 6; move += 1) {
        const views = await Promise.all([read(ana.token), read(bea.token)]);
        for (const view of views) {
          const mine = view.seats.find((s) => s.seat === view.yourSeat)!;
          expect(mine.acting).toBe(view.legalCommands.length > 0);
          expect(view.seats.every((s) => s.timeUsedMs >= 0)).toBe(true);
        }
        // Both players read the same seats as acting.
        expect(views[0]!.seats.map((s) => s.acting)).toEqual(views[1]!.seats.map((s) => s.acting));
        const mover = views.find((v) => v.legalCommands.length > 0)!;
        const before = mover.seats.find((s) => s.seat === mover.yourSeat)!.timeUsedMs;
        await mutate(
          api,
          SUBMIT,
          { m: matchId, cmd: asInput(mover.legalCommands[0]!), c: cmd() },
          mover.yourSeat === 0 ? ana.token : bea.token,
        );
        const after = await read(mover.yourSeat === 0 ? ana.token : bea.token);
        // A clock only goes forward, and the new lines are the mover's decision.
        expect(after.seats.find((s) => s.seat === mover.yourSeat)!.timeUsedMs).toBeGreaterThanOrEqual(before);
        const fresh = after.log.filter((line) => line.index >= mover.eventCount);
        expect(fresh.length).toBeGreaterThan(0);
        expect(fresh.every((line) => line.seat === mover.yourSeat)).toBe(true);
      }
    });
  }
});
