import { describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { sampleWotCatalogFile, sampleWotDeck } from '@cronica/warlords-of-terra';
import { cmd, mutate, signUp } from '../testing/harness.js';
import {
  APPOINT_JUDGE,
  eventCast,
  expectRefusedUnwritten,
  REGISTER_PLAYER,
  TOURNAMENT_STEP,
} from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

const OPTIONS = `{ tournamentOptions { options { key default rule label { es en } } tiebreakPresets { id criteria }
  games { id name { es en } takesCatalog playsOnline format { roundMinutes roundMinutesRule tiebreakers { preset rule label { es en } } options { key default rule control tier label { es en } } } } } }`;
const CREATE = `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { result { events } tournament { id status plannedRounds format {
  roundMinutes bestOf topCutSize finalBestOf thirdPlaceMatch tiebreakers byeScore lateEntry exhaustedPairings roundsRule requireDeckLists prizePlaces gameOptions options { key text { es en } rule main standard } } } } }`;
const GUEST = `mutation ($t: ID!, $n: String!, $c: ID!) { registerGuest(tournamentId: $t, name: $n, commandId: $c) { result { events duplicate } tournament { players { playerId name guest deckStatus } } } }`;
const REMOVE = `mutation ($t: ID!, $p: ID!, $r: String!, $c: ID!) { removePlayer(tournamentId: $t, playerId: $p, reason: $r, commandId: $c) { result { events } tournament { playerCount } } }`;
const DROP = `mutation ($t: ID!, $p: ID, $c: ID!) { dropPlayer(tournamentId: $t, playerId: $p, commandId: $c) { result { events } } }`;
const REINSTATE = `mutation ($t: ID!, $p: ID!, $c: ID!) { reinstatePlayer(tournamentId: $t, playerId: $p, commandId: $c) { result { events } tournament { players { playerId status droppedAfterRound } } } }`;
const LATE = `mutation ($t: ID!, $g: String, $u: String, $d: String, $c: ID!) { addLateEntry(tournamentId: $t, guestName: $g, username: $u, deckSource: $d, commandId: $c) { result { events } tournament { players { playerId name guest joinedRound deckStatus } } } }`;
const SUBMIT_FOR = `mutation ($t: ID!, $s: String!, $p: ID, $c: ID!) { submitDeckList(tournamentId: $t, source: $s, playerId: $p, commandId: $c) { valid result { events } } }`;
const PLAYERS = `query ($t: ID!) { tournament(id: $t) { status plannedRounds players { playerId name guest deckStatus status } } }`;

interface DeskPlayer {
  playerId: string;
  name: string;
  guest: boolean;
  deckStatus: string;
  status: string;
  joinedRound?: number;
}

describe('creating a tournament with every option, and the registration desk', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea, outsider] = eventCast(api);
  let t: string;
  const [deckA, deckB, deckC] = readyDecks();
  const base = { name: 'Torneo de la tienda', game: 'blades-of-ash' };

  it("serves the options table with rulebook defaults and sources, the tiebreak presets, and each game's own format from its library", async () => {
    type GameFormat = {
      roundMinutes: number;
      roundMinutesRule: string | null;
      tiebreakers: Array<{ preset: string }>;
      options: Array<{ key: string; default: unknown; rule: string }>;
    };
    const answer = await api.gql<{
      tournamentOptions: {
        options: Array<{ key: string; default: unknown; rule: string | null; label: { es: string; en: string } }>;
        games: Array<{ id: string; takesCatalog: boolean; format: GameFormat | null }>;
        tiebreakPresets: Array<{ id: string; criteria: string[] }>;
      };
    }>(OPTIONS);
    const table = answer.data!.tournamentOptions;
    expect(table.options.find((o) => o.key === 'rounds')?.default).toBe('by-field-size');
    for (const option of table.options)
      expect(option.label.es.length * option.label.en.length, option.key).toBeGreaterThan(0);
    expect(table.games.map((g) => g.id)).toEqual(expect.arrayContaining(['blades-of-ash', 'warlords-of-terra', 'ecg']));
    const format = (id: string) => table.games.find((g) => g.id === id)!.format!;
    expect(table.games.find((g) => g.id === 'warlords-of-terra')).toMatchObject({ takesCatalog: true });
    expect(format('warlords-of-terra')).toMatchObject({
      roundMinutes: 45,
      roundMinutesRule: expect.stringContaining('C.1'),
    });
    // Its own options with their defaults and rules (002 C.5, C.1, and the readings of A and B
    // its RULES-NOTES offer); the best-of is the tournament's.
    expect(format('warlords-of-terra').options.map((o) => [o.key, o.default])).toEqual([
      ['legendaryLimit', 3],
      ['extraTurns', 3],
      ['defendersFlip', true],
      ['strikeBackKeywords', true],
      ['rangedTargetStrikesBack', false],
      ['arrasarBehindStrikesBack', false],
      ['demolerOnlyGoldPlaces', false],
    ]);
    expect(format('warlords-of-terra').tiebreakers[0]!.preset).toBe('wot');
    expect(format('blades-of-ash').tiebreakers[0]!.preset).toBe('mtg');
    expect(format('blades-of-ash').options.map((o) => o.key)).toContain('maxRounds');
    expect(format('blades-of-ash').options.map((o) => o.key)).not.toContain('legendaryLimit');
    expect(table.games.find((g) => g.id === 'accion')?.format ?? null).toBeNull();
    expect(table.tiebreakPresets.find((p) => p.id === 'mtg')?.criteria).toEqual(['omw', 'gw', 'ogw']);
  });

  it('creates a tournament with every option set, registration open, rounds by field size', async () => {
    const input = {
      ...base,
      commandId: cmd('all'),
      roundMinutes: 50,
      bestOf: 3,
      // SCORE over the life of the heroes standing (blades-of-ash RULES-NOTES.md, "Tournament SCORE"), so a bye's SCORE counts.
      tiebreakPreset: 'wot',
      gameOptions: { maxRounds: 4 },
      topCut: { size: 4, finalBestOf: 3, thirdPlaceMatch: true },
      lateEntry: 'absent',
      byeScore: 30,
      requireDeckLists: true,
      registration: 'open',
      prizePlaces: 4,
      exhaustedPairings: 'fewest-rematches',
    };
    const created = await mutate<{
      createTournament: {
        result: { events: string[] };
        tournament: { id: string; status: string; plannedRounds: number; format: Record<string, unknown> };
      };
    }>(api, CREATE, { input }, organizer.token);
    t = created.createTournament.tournament.id;
    expect(created.createTournament.result.events).toEqual(['TournamentCreated', 'RegistrationOpened']);
    expect(created.createTournament.tournament).toMatchObject({
      status: 'registration-open',
      plannedRounds: 0,
      format: {
        roundMinutes: 50,
        bestOf: 3,
        topCutSize: 4,
        finalBestOf: 3,
        thirdPlaceMatch: true,
        tiebreakers: ['score', 'head-to-head', 'opponents-points', 'opponents-score'],
        byeScore: 30,
        lateEntry: 'absent',
        exhaustedPairings: 'fewest-rematches',
        roundsRule: 'by-field-size',
        requireDeckLists: true,
        prizePlaces: 4,
        gameOptions: expect.objectContaining({ maxRounds: 4, heroesKept: 3 }),
      },
    });
    const options = created.createTournament.tournament.format.options as Array<{
      key: string;
      text: { es: string };
      standard: boolean;
    }>;
    expect(options.find((o) => o.key === 'maxRounds')).toMatchObject({ text: { es: '4 rondas' }, standard: false });
    expect(options.map((o) => o.key)).not.toContain('legendaryLimit');
  });

  it('says in its public format that an event takes no late entries, with its fixed rounds and rematch rule', async () => {
    const created = await mutate<{ createTournament: { tournament: { format: Record<string, unknown> } } }>(
      api,
      CREATE,
      { input: { ...base, commandId: cmd('no-late'), rounds: 3, lateEntry: 'none' } },
      organizer.token,
    );
    expect(created.createTournament.tournament.format).toMatchObject({
      lateEntry: 'none',
      roundsRule: 'fixed',
      exhaustedPairings: 'refuse',
    });
  });

  it('refuses invalid options and combinations field by field, in Spanish and English, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ topCut: { size: 0, thirdPlaceMatch: true } }, 'topCut.thirdPlaceMatch'],
      [{ topCut: { size: 0, finalBestOf: 3 } }, 'topCut.finalBestOf'],
      [{ bestOf: 2 }, 'bestOf'],
      [{ byeScore: 99 }, 'byeScore'],
      [{ gameOptions: { legendaryLimit: 2 } }, 'gameOptions'],
      [{ game: 'warlords-of-terra', gameOptions: { legendaryLimit: 4 } }, 'gameOptions.legendaryLimit'],
      [{ gameOptions: { maxRounds: 0 } }, 'gameOptions.maxRounds'],
      [{ byeScore: 5 }, 'byeScore'],
      [{ tiebreakPreset: 'ajedrez' }, 'tiebreakPreset'],
      [{ rounds: 0 }, 'rounds'],
      [{ game: 'ajedrez' }, 'game'],
      [{ name: '   ' }, 'name'],
      [{ catalog: { cards: 'no' } }, 'catalog'],
      [{ game: 'warlords-of-terra', catalog: { cards: [{ nope: true }] } }, 'catalog'],
    ];
    for (const [change, field] of cases) {
      const extensions = await expectRefusedUnwritten(
        api,
        CREATE,
        { input: { ...base, commandId: cmd('bad'), ...change } },
        organizer.token,
        'BAD_USER_INPUT',
      );
      const problems = extensions!.problems as Array<{ path: string; messages?: { es: string; en: string } }>;
      expect(
        problems.map((p) => p.path),
        JSON.stringify(change),
      ).toContain(field);
      expect(problems.find((p) => p.path === field)?.messages?.es, field).toBeTruthy();
    }
  });

  it('registers a walk-in as a guest player (organizer only), idempotent per commandId', async () => {
    const c = cmd('guest');
    const first = await mutate<{
      registerGuest: { result: { events: string[] }; tournament: { players: DeskPlayer[] } };
    }>(api, GUEST, { t, n: '  Paula Invitada ', c }, organizer.token);
    expect(first.registerGuest.result.events).toEqual(['PlayerRegistered']);
    expect(first.registerGuest.tournament.players).toEqual([
      expect.objectContaining({ name: 'Paula Invitada', guest: true, deckStatus: 'missing' }),
    ]);
    const again = await mutate<{
      registerGuest: { result: { duplicate: boolean }; tournament: { players: DeskPlayer[] } };
    }>(api, GUEST, { t, n: 'Paula Invitada', c }, organizer.token);
    expect(again.registerGuest.result.duplicate).toBe(true);
    expect(again.registerGuest.tournament.players).toHaveLength(1);
    await expectRefusedUnwritten(api, GUEST, { t, n: 'Colada', c: cmd() }, ana.token, 'FORBIDDEN');
    for (const name of ['', '   ', 'x'.repeat(121), 'Eve\u202Egnp'])
      await expectRefusedUnwritten(api, GUEST, { t, n: name, c: cmd() }, organizer.token, 'BAD_USER_INPUT');
  });

  it("shows each player's deck-list status; the organizer hands in a guest's list", async () => {
    await mutate(api, REGISTER_PLAYER, { t, u: 'ana', c: cmd() }, organizer.token);
    await mutate(api, TOURNAMENT_STEP('registerForTournament'), { t, c: cmd() }, bea.token);
    const { tournament } = await mutate<{ tournament: { players: DeskPlayer[] } }>(api, PLAYERS, { t });
    const guest = tournament.players.find((p) => p.guest)!;
    await expectRefusedUnwritten(
      api,
      SUBMIT_FOR,
      { t, s: JSON.stringify(deckA!.deck), p: guest.playerId, c: cmd() },
      ana.token,
      'FORBIDDEN',
    );
    const handed = await mutate<{ submitDeckList: { valid: boolean; result: { events: string[] } } }>(
      api,
      SUBMIT_FOR,
      { t, s: JSON.stringify(deckA!.deck), p: guest.playerId, c: cmd() },
      organizer.token,
    );
    expect(handed.submitDeckList.result.events).toEqual(['DeckListSubmitted']);
    await mutate(api, SUBMIT_FOR, { t, s: JSON.stringify(deckB!.deck), c: cmd() }, ana.token);
    const after = await mutate<{ tournament: { players: DeskPlayer[] } }>(api, PLAYERS, { t });
    expect(Object.fromEntries(after.tournament.players.map((p) => [p.name, p.deckStatus]))).toEqual({
      'Paula Invitada': 'submitted',
      ana: 'submitted',
      bea: 'missing',
    });
  });

  it('removes a no-show without a list so registration closes; players and judges cannot remove others', async () => {
    await mutate(api, APPOINT_JUDGE, { t, u: 'juez', c: cmd() }, organizer.token);
    const closing = await api.gql(TOURNAMENT_STEP('closeRegistration'), { t, c: cmd() }, organizer.token);
    expect(closing.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION' });
    await expectRefusedUnwritten(api, REMOVE, { t, p: bea.id, r: 'no-show', c: cmd() }, ana.token, 'FORBIDDEN');
    await expectRefusedUnwritten(
      api,
      REMOVE,
      { t, p: bea.id, r: 'se fue', c: cmd() },
      organizer.token,
      'BAD_USER_INPUT',
    );
    const removed = await mutate<{
      removePlayer: { result: { events: string[] }; tournament: { playerCount: number } };
    }>(api, REMOVE, { t, p: bea.id, r: 'no-show', c: cmd() }, organizer.token);
    expect(removed.removePlayer).toEqual({ result: { events: ['PlayerRemoved'] }, tournament: { playerCount: 2 } });
    await mutate(api, TOURNAMENT_STEP('closeRegistration'), { t, c: cmd() }, organizer.token);
    const { tournament } = await mutate<{
      tournament: { status: string; plannedRounds: number; players: DeskPlayer[] };
    }>(api, PLAYERS, { t });
    expect(tournament).toMatchObject({ status: 'registration-closed', plannedRounds: 1 });
    expect(tournament.players.map((p) => p.deckStatus)).toEqual(['locked', 'locked']);
  });

  it('takes a late entry (a walk-in with a list checked by the game) once registration has closed', async () => {
    await expectRefusedUnwritten(api, LATE, { t, g: 'Tardío', c: cmd() }, judge.token, 'FORBIDDEN');
    await expectRefusedUnwritten(api, LATE, { t, g: 'Tardío', u: 'otro', c: cmd() }, organizer.token, 'BAD_USER_INPUT');
    await expectRefusedUnwritten(
      api,
      LATE,
      { t, g: 'Tardío', d: 'no es una lista', c: cmd() },
      organizer.token,
      'BAD_USER_INPUT',
    );
    const late = await mutate<{
      addLateEntry: { result: { events: string[] }; tournament: { players: DeskPlayer[] } };
    }>(api, LATE, { t, g: 'Tardío', d: JSON.stringify(deckC!.deck), c: cmd() }, organizer.token);
    expect(late.addLateEntry.result.events).toEqual(['LateEntryAdded', 'DeckListSubmitted']);
    expect(late.addLateEntry.tournament.players.find((p) => p.name === 'Tardío')).toMatchObject({
      guest: true,
      joinedRound: 1,
      deckStatus: 'locked',
    });
    void outsider;
  });

  it('drops and reinstates a player before the next round is published (organizer only)', async () => {
    await mutate(api, DROP, { t, p: ana.id, c: cmd() }, organizer.token);
    await expectRefusedUnwritten(api, REINSTATE, { t, p: ana.id, c: cmd() }, ana.token, 'FORBIDDEN');
    await expectRefusedUnwritten(api, REINSTATE, { t, p: ana.id, c: cmd() }, judge.token, 'FORBIDDEN');
    await expectRefusedUnwritten(api, REINSTATE, { t, p: '', c: cmd() }, organizer.token, 'BAD_USER_INPUT');
    const back = await mutate<{
      reinstatePlayer: {
        tournament: { players: Array<{ playerId: string; status: string; droppedAfterRound: number | null }> };
      };
    }>(api, REINSTATE, { t, p: ana.id, c: cmd() }, organizer.token);
    expect(back.reinstatePlayer.tournament.players.find((p) => p.playerId === ana.id)).toEqual({
      playerId: ana.id,
      status: 'active',
      droppedAfterRound: null,
    });
  });

  it('validates deck lists against the card catalog imported at creation', async () => {
    const someone = await signUp(api, 'catalogos');
    const file = sampleWotCatalogFile() as { cards: Array<{ id: string }> };
    const withoutHero = { ...file, cards: file.cards.filter((card) => card.id !== 'ovl-hero-grask') };
    const deck = JSON.stringify(sampleWotDeck());
    const verdicts: boolean[] = [];
    for (const catalog of [withoutHero, undefined]) {
      const input = {
        ...base,
        game: 'warlords-of-terra',
        commandId: cmd(),
        registration: 'open',
        ...(catalog ? { catalog } : {}),
      };
      const created = await mutate<{ createTournament: { tournament: { id: string } } }>(
        api,
        CREATE,
        { input },
        organizer.token,
      );
      const id = created.createTournament.tournament.id;
      await mutate(api, TOURNAMENT_STEP('registerForTournament'), { t: id, c: cmd() }, someone.token);
      const submitted = await mutate<{ submitDeckList: { valid: boolean } }>(
        api,
        SUBMIT_FOR,
        { t: id, s: deck, c: cmd() },
        someone.token,
      );
      verdicts.push(submitted.submitDeckList.valid);
    }
    // The imported catalog lacks the deck's hero: refused there, valid against the game's own catalog.
    expect(verdicts).toEqual([false, true]);
  });
});
