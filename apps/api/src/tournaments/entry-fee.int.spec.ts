import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, eventsRecorded, mutate } from '../testing/harness.js';
import { liveAndRebuiltReadModels } from '../testing/read-model-rebuild.js';
import { eventCast, expectRefusedUnwritten, openTournament, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { expectRefusedOnEveryTransport } from '../testing/transports.js';
import { suiteApi } from '../testing/suite-api.js';

const REGISTER_SELF = TOURNAMENT_STEP('registerForTournament');
const APPOINT = `mutation ($t: ID!, $u: String!, $c: ID!) { appointJudge(tournamentId: $t, username: $u, commandId: $c) { result { events } } }`;
const PAID = `mutation ($t: ID!, $c: ID!, $p: ID!) { markFeePaid(tournamentId: $t, commandId: $c, playerId: $p) { result { events } } }`;
const UNPAID = `mutation ($t: ID!, $c: ID!, $p: ID!) { undoFeePaid(tournamentId: $t, commandId: $c, playerId: $p) { result { events } } }`;
const DETAILS = `mutation ($t: ID!, $c: ID!, $fee: MoneyInput) { changeEventDetails(tournamentId: $t, commandId: $c, name: "Liga de pago", entryFee: $fee) { result { events } } }`;
const READ = `query ($t: ID!) { tournament(id: $t) {
  entryFee { amount currency text { es en } }
  feesCollected { amount currency text { es } }
  players { name feePaid feePaidAmount { text { es } } }
} }`;

interface Read {
  entryFee: { amount: number; currency: string; text: { es: string; en: string } } | null;
  feesCollected: { amount: number; currency: string; text: { es: string } }[] | null;
  players: { name: string; feePaid: boolean | null; feePaidAmount: { text: { es: string } } | null }[];
}

type Exported = {
  myData: { tournaments: { id: string; registration: { feePaid: unknown } | null; entryFeePaid: unknown }[] };
};

describe('the entry fee at the desk, over HTTP and WebSocket', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea, otro] = eventCast(api);
  let t: string;
  const read = async (token?: string) => (await mutate<{ tournament: Read }>(api, READ, { t }, token)).tournament;
  /** This event in the person's data export, if it is there. */
  const exported = async (token: string) =>
    (await api.gql<Exported>('{ myData }', {}, token)).data?.myData.tournaments.find((x) => x.id === t);

  beforeAll(async () => {
    const entryFee = { amount: 550, currency: 'EUR' };
    t = await openTournament(api, organizer, { name: 'Liga de pago', game: 'blades-of-ash', rounds: 2, entryFee });
    await mutate(api, APPOINT, { t, u: judge.username, c: cmd() }, organizer.token);
    for (const player of [ana, bea]) await mutate(api, REGISTER_SELF, { t, c: cmd() }, player.token);
  });

  it('tells everyone what the event asks, in each language’s way of writing money', async () => {
    expect((await read()).entryFee).toEqual({ amount: 550, currency: 'EUR', text: { es: '5,50\u00a0€', en: '€5.50' } });
  });

  it('lets the organizer and judges mark payments, and sums what was collected for staff alone', async () => {
    await mutate(api, PAID, { t, c: cmd(), p: ana.id }, organizer.token);
    expect(await eventsRecorded(api, PAID, { t, c: cmd(), p: bea.id }, judge.token)).toEqual(['EntryFeePaid']);
    const desk = await read(organizer.token);
    expect(desk.feesCollected).toEqual([{ amount: 1100, currency: 'EUR', text: { es: '11\u00a0€' } }]);
    expect(desk.players.map((p) => [p.name, p.feePaid, p.feePaidAmount?.text.es])).toEqual([
      ['ana', true, '5,50\u00a0€'],
      ['bea', true, '5,50\u00a0€'],
    ]);
  });

  it('shows a player their own payment and nobody else’s; the public reads no payment and no total', async () => {
    const own = await read(ana.token);
    expect(own.feesCollected).toBeNull();
    expect(own.players.map((p) => [p.name, p.feePaid])).toEqual([
      ['ana', true],
      ['bea', null],
    ]);
    const outsider = await read(otro.token);
    expect(outsider.players.every((p) => p.feePaid === null && p.feePaidAmount === null)).toBe(true);
    expect((await read()).feesCollected).toBeNull();
  });

  it('puts the person’s own payment in their data export, and nothing of it in another player’s', async () => {
    const own = await exported(ana.token);
    expect(own?.registration?.feePaid).toMatchObject({ fee: { amount: 550, currency: 'EUR' } });
    expect(own?.entryFeePaid).toMatchObject({ fee: { amount: 550, currency: 'EUR' }, name: 'ana' });
    expect(await exported(otro.token)).toBeUndefined();
  });

  it('registers a walk-in at the desk and takes their fee in the same command', async () => {
    const GUEST = `mutation ($t: ID!, $c: ID!) { registerGuest(tournamentId: $t, commandId: $c, name: "Cris Caja", feePaid: true) { result { events } } }`;
    expect(await eventsRecorded(api, GUEST, { t, c: cmd() }, organizer.token)).toEqual([
      'PlayerRegistered',
      'EntryFeePaid',
    ]);
    const desk = await read(organizer.token);
    expect(desk.players.find((p) => p.name === 'Cris Caja')?.feePaid).toBe(true);
    expect(desk.feesCollected?.map((m) => m.amount)).toEqual([1650]);
  });

  it('refuses a player marking their own fee on both transports, writing nothing', async () => {
    await expectRefusedOnEveryTransport(api, PAID, () => ({ t, c: cmd(), p: ana.id }), ana.token, {
      code: 'FORBIDDEN',
    });
  });

  it('refuses a fee of nothing or in an unknown currency, naming the field in both languages, writing nothing', async () => {
    for (const fee of [
      { amount: 0, currency: 'EUR' },
      { amount: 500, currency: 'XYZ' },
    ]) {
      const refused = await expectRefusedUnwritten(
        api,
        DETAILS,
        { t, c: cmd(), fee },
        organizer.token,
        'BAD_USER_INPUT',
      );
      expect(JSON.stringify(refused)).toContain('entryFee');
      expect(JSON.stringify(refused)).toContain('cuota de inscripción');
    }
  });

  it('keeps collected money at the amount asked when paid after the fee changes, and takes a payment back', async () => {
    await mutate(api, DETAILS, { t, c: cmd(), fee: { amount: 700, currency: 'EUR' } }, organizer.token);
    await mutate(api, UNPAID, { t, c: cmd(), p: bea.id }, organizer.token);
    await mutate(api, PAID, { t, c: cmd(), p: bea.id }, judge.token);
    const desk = await read(organizer.token);
    expect(desk.entryFee?.text.es).toBe('7\u00a0€');
    expect(desk.feesCollected?.map((m) => m.text.es)).toEqual(['18\u00a0€']);
  });

  it('names, for staff alone, someone who paid and then withdrew, so the desk can hand the money back', async () => {
    const GONE = `query ($t: ID!) { tournament(id: $t) { paidNotEntered { playerId name amount { text { es } } } } }`;
    const REMOVE = `mutation ($t: ID!, $c: ID!, $p: ID!) { removePlayer(tournamentId: $t, commandId: $c, playerId: $p, reason: "withdrawn") { result { events } } }`;
    const gone = async (token?: string) =>
      (await mutate<{ tournament: { paidNotEntered: unknown[] | null } }>(api, GONE, { t }, token)).tournament
        .paidNotEntered;
    await mutate(api, REMOVE, { t, c: cmd(), p: bea.id }, organizer.token);
    expect(await gone(organizer.token)).toEqual([
      { playerId: bea.id, name: 'bea', amount: { text: { es: '7\u00a0€' } } },
    ]);
    expect(await gone(bea.token)).toBeNull();
    expect(await gone()).toBeNull();
    // Her data export still names the money the desk holds for her, though she is off the list.
    expect((await exported(bea.token))?.entryFeePaid).toMatchObject({ fee: { amount: 700 }, name: 'bea' });
    await mutate(api, UNPAID, { t, c: cmd(), p: bea.id }, organizer.token);
    expect(await gone(organizer.token)).toEqual([]);
    expect(await exported(bea.token)).toBeUndefined();
    expect((await read(organizer.token)).feesCollected?.map((m) => m.amount)).toEqual([1100]);
  });

  it('registers a pasted list of people who all paid, each entry with its fee, in one command', async () => {
    const LIST = `mutation ($t: ID!, $c: ID!) { registerEntrants(tournamentId: $t, commandId: $c, lines: ["Dani Caja", "Eva Caja"], feePaid: true) { result { events } } }`;
    const before = (await read(organizer.token)).feesCollected?.[0]?.amount ?? 0;
    expect(await eventsRecorded(api, LIST, { t, c: cmd() }, organizer.token)).toEqual([
      'PlayerRegistered',
      'EntryFeePaid',
      'PlayerRegistered',
      'EntryFeePaid',
    ]);
    const desk = await read(organizer.token);
    expect(desk.players.filter((p) => p.name.endsWith('Caja')).map((p) => [p.name, p.feePaid])).toEqual([
      ['Cris Caja', true],
      ['Dani Caja', true],
      ['Eva Caja', true],
    ]);
    expect(desk.feesCollected?.[0]?.amount).toBe(before + 2 * 700);
  });

  it('refuses marking a fee once the organizer makes the event free', async () => {
    await mutate(api, DETAILS, { t, c: cmd(), fee: null }, organizer.token);
    expect((await read()).entryFee).toBeNull();
    const refused = await expectRefusedUnwritten(
      api,
      PAID,
      { t, c: cmd(), p: ana.id },
      organizer.token,
      'RULE_VIOLATION',
    );
    expect(refused?.['rule']).toBe('tournament.entry-fee.none');
  });

  it('keeps the same read models when they are rebuilt from the store', async () => {
    const { live, rebuilt } = await liveAndRebuiltReadModels(api);
    expect(rebuilt).toEqual(live);
  });
});
