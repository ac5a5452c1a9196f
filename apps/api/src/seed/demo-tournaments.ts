import { readyDecks } from '@cronica/blades-of-ash';
import type { Viewer } from '../auth/viewer.js';
import type { PlayedTable } from '../matches/demo-match.js';
import type { TournamentCommand } from '@cronica/tournament';
import type { CommandFields, TournamentCommandService } from '../tournaments/tournament-commands.service.js';

/** Ids of the demo's tournaments (stable, so links in the README keep working). */
export const DEMO_LEAGUE_ID = 'demo-liga-de-otono';
export const DEMO_OPEN_ID = 'demo-torneo-abierto';
export const DEMO_CUP_ID = 'demo-copa-de-verano';

export interface DemoCast {
  readonly organizer: Viewer;
  readonly judge: { readonly viewer: Viewer; readonly id: string };
  readonly players: ReadonlyArray<{ readonly viewer: Viewer; readonly id: string; readonly name: string }>;
}

/** A round's tables as the read models hold them (the seeder reads them back to send each result). */
type ReadPairings = (
  id: string,
  round: number,
) => Array<{ table: number; playerA: string; playerB: string | null; result: { status: string } | null }>;

/**
 * Plays a published table online, to its end or only its first `moves` moves; a sealed match
 * reports its result (apps/api/src/matches/demo-match.ts).
 */
export type PlayTableOnline = (
  table: { t: string; round: number; table: number },
  moves?: number,
) => Promise<PlayedTable>;

const winnerOf = (a: string, b: string): 'a' | 'b' => (a < b ? 'a' : 'b');

/** The demo's shop, in Madrid, made up. */
const DEMO_VENUE = 'La Guarida del Dragón, Calle Mayor 3, Madrid';
const DEMO_ZONE = 'Europe/Madrid';

/** A day `days` from the seeding, at 10:00 on a Madrid wall clock: when a demo event starts. */
function demoStart(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_ZONE }).format(Date.now() + days * 86_400_000);
  return `${day}T10:00`;
}

/**
 * The demo league: eight players, a judge, round 1 played and confirmed, round 2 published
 * with some results in, so every page of the demo has something to show; every player registers a
 * ready-made deck, so the open tables can be played online. The judge has work: a warning given in
 * round 1, and a call from a table of round 2 being played online. Every step is a command a user
 * could send.
 */
export async function seedDemoLeague(
  commands: TournamentCommandService,
  cast: DemoCast,
  online: { readPairings: ReadPairings; playOnline: PlayTableOnline },
): Promise<void> {
  let n = 0;
  const id = () => `demo-league-${(n += 1)}`;
  const t = DEMO_LEAGUE_ID;
  await seatDemoEvent(commands, cast, id, {
    t,
    name: 'Liga de otoño de Espadas de Ceniza',
    startsAt: demoStart(0),
    // Registered lists let the league's open tables be played online (createTournamentMatch).
    withDecks: true,
  });
  // The demo player's own table of round 2 stays unplayed, whoever she is paired with, for her to
  // play; of the others, half have their results in and one is at play online.
  const demoPlayer = cast.players[0]!.id;
  const notHers = (p: { playerA: string; playerB: string | null }) =>
    p.playerA !== demoPlayer && p.playerB !== demoPlayer;
  for (const round of [1, 2]) {
    await commands.send(cast.organizer, t, id(), 'PairNextRound', {});
    await commands.send(cast.organizer, t, id(), 'PublishPairings', {});
    await commands.send(cast.organizer, t, id(), 'StartRoundClock', {});
    const tables = online.readPairings(t, round).filter((p) => p.playerB !== null);
    const played = round === 1 ? tables : tables.filter(notHers).slice(0, Math.ceil(tables.length / 2));
    for (const table of played) await reportDemoResult(commands, cast, id, { t, round, ...table });
    if (round === 1) await warnForSlowPlay(commands, cast, id, { t, round, ...tables.at(-1)! });
    if (round === 1) await commands.send(cast.organizer, t, id(), 'EndRound', {});
  }
  const atPlay = online.readPairings(t, 2).find((p) => p.playerB !== null && p.result === null && notHers(p));
  if (atPlay) await callFromTableAtPlay(commands, cast, id, { t, online, table: atPlay });
}

/** The judge's warning to a player of a round-1 table, as a judge gives it from the event page. */
async function warnForSlowPlay(
  commands: TournamentCommandService,
  cast: DemoCast,
  id: () => string,
  table: { t: string; round: number; table: number; playerA: string },
) {
  await commands.send(cast.judge.viewer, table.t, id(), 'IssuePenalty', {
    playerId: table.playerA,
    infraction: 'slow-play',
    penalty: 'warning',
    note: 'Tardaba más de un minuto en cada decisión; avisado en el turno 4, la partida siguió.',
    round: table.round,
    table: table.table,
  });
}

/**
 * A table of the round played online for a few turns, and its player B's call to a judge pointing
 * at her rival's latest move: the judge's desk shows it, and opens the match's audit at that move.
 */
async function callFromTableAtPlay(
  commands: TournamentCommandService,
  cast: DemoCast,
  id: () => string,
  at: {
    t: string;
    online: { playOnline: PlayTableOnline };
    table: { table: number; playerA: string; playerB: string | null };
  },
) {
  const { t, online, table } = at;
  const caller = cast.players.find((p) => p.id === table.playerB)!;
  const { lastMoves } = await online.playOnline({ t, round: 2, table: table.table }, DEMO_MOVES_AT_PLAY);
  const matchEvent = lastMoves.get(table.playerA);
  await commands.send(caller.viewer, t, id(), 'CallJudge', {
    reason: '¿Podía mi rival hacer esta jugada?',
    table: table.table,
    ...(matchEvent === undefined ? {} : { matchEvent }),
  });
}

/** How many moves the demo's table at play has had: a few turns, so the audit has a match to read. */
const DEMO_MOVES_AT_PLAY = 30;

/**
 * A demo event of three Swiss rounds and a top 4 at the demo's shop, its judge named, the whole cast
 * registered (with ready-made decks where `withDecks`) and registration closed.
 */
async function seatDemoEvent(
  commands: TournamentCommandService,
  cast: DemoCast,
  id: () => string,
  event: { t: string; name: string; startsAt: string; description?: string; withDecks: boolean },
) {
  const { t, withDecks, ...details } = event;
  const format = {
    rounds: 3,
    roundMinutes: 45,
    tiebreakers: 'wot',
    requireDeckLists: false,
    topCut: { size: 4 },
  } as const;
  await commands.send(cast.organizer, t, id(), 'CreateTournament', {
    ...{ tournamentId: t, ...details, timeZone: DEMO_ZONE, venue: DEMO_VENUE, game: 'blades-of-ash' },
    ...{ seed: commands.newSeed(), ...format },
  });
  await commands.changeJudge(cast.organizer, t, id(), cast.judge.id, true);
  await commands.send(cast.organizer, t, id(), 'OpenRegistration', {});
  const decks = readyDecks();
  for (const [index, { viewer, id: playerId, name }] of cast.players.entries()) {
    await commands.send(viewer, t, id(), 'RegisterPlayer', { playerId, name });
    const deck = decks[index % decks.length]!.deck;
    if (withDecks) await commands.send(viewer, t, id(), 'SubmitDeckList', { playerId, deck });
  }
  await commands.send(cast.organizer, t, id(), 'CloseRegistration', {});
}

/** A table's result as its players would send it: player A reports a one-game win, player B confirms it. */
async function reportDemoResult(
  commands: TournamentCommandService,
  cast: DemoCast,
  id: () => string,
  table: { t: string; round: number; table: number; playerA: string; playerB: string | null },
) {
  const { t, round } = table;
  const viewerOf = (playerId: string) => cast.players.find((p) => p.id === playerId)!.viewer;
  const winner = winnerOf(table.playerA, table.playerB!);
  const result = {
    winner,
    games: [{ winner, lifeA: winner === 'a' ? 6 + table.table : 0, lifeB: winner === 'b' ? 4 + table.table : 0 }],
  };
  await commands.send(viewerOf(table.playerA), t, id(), 'ReportResult', {
    round,
    table: table.table,
    result,
  });
  await commands.send(viewerOf(table.playerB!), t, id(), 'ConfirmResult', { round, table: table.table });
}

/**
 * An event played to its end three weeks before the seeding: three Swiss rounds and the semi-finals
 * on paper, each result handed in by its players, and the final online, so the public finds final
 * places, a bracket with a verifiable replay and each round's standings, and the demo player her
 * place in her profile.
 */
export async function seedDemoCup(
  commands: TournamentCommandService,
  cast: DemoCast,
  readPairings: ReadPairings,
  playOnline: PlayTableOnline,
): Promise<void> {
  let n = 0;
  const id = () => `demo-cup-${(n += 1)}`;
  const t = DEMO_CUP_ID;
  const organizer = <T extends TournamentCommand['type']>(type: T, data: CommandFields<T>) =>
    commands.send(cast.organizer, t, id(), type, data);
  await seatDemoEvent(commands, cast, id, {
    t,
    name: 'Copa de verano de Espadas de Ceniza',
    description: 'Tres rondas suizas y un top 4 a una partida, con resultados en papel; la final se jugó en línea.',
    startsAt: demoStart(-21),
    // Registered lists let the final be played online, its replay one the public can verify.
    withDecks: true,
  });
  // Three Swiss rounds, the semi-finals, the final: each top-cut round is drafted by the end of the one before.
  for (let round = 1; round <= 5; round += 1) {
    if (round <= 3) await organizer('PairNextRound', {});
    if (round === 4) await organizer('StartTopCut', {});
    await organizer('PublishPairings', {});
    for (const table of readPairings(t, round).filter((p) => p.playerB !== null)) {
      if (round < 5) await reportDemoResult(commands, cast, id, { t, round, ...table });
      else await playFinalOnline({ t, playOnline, readPairings }, { ...table, round }, organizer);
    }
    await organizer('EndRound', {});
  }
}

/**
 * The final, played online by both players (their moves chosen by the game's bot), so the bracket
 * links a replay anyone can verify. Should the match end without a winner (a final needs one), the
 * organizer settles the table at the desk, as she would.
 */
async function playFinalOnline(
  online: { t: string; playOnline: PlayTableOnline; readPairings: ReadPairings },
  table: { round: number; table: number; playerA: string; playerB: string | null },
  organizer: <T extends TournamentCommand['type']>(type: T, data: CommandFields<T>) => Promise<unknown>,
) {
  const { t, playOnline, readPairings } = online;
  const { round } = table;
  await playOnline({ t, round, table: table.table });
  const settled = readPairings(t, round).find((p) => p.table === table.table)?.result;
  if (settled && settled.status !== 'reported') return;
  const winner = winnerOf(table.playerA, table.playerB!);
  const result = { winner, games: [{ winner, lifeA: winner === 'a' ? 5 : 0, lifeB: winner === 'b' ? 5 : 0 }] };
  await organizer('OverrideResult', { round, table: table.table, result, reason: 'Acta de la final' });
}

/** A tournament still taking registrations, so the demo player can sign up from the web. */
export async function seedDemoOpenTournament(commands: TournamentCommandService, cast: DemoCast): Promise<void> {
  const t = DEMO_OPEN_ID;
  await commands.send(cast.organizer, t, 'demo-open-1', 'CreateTournament', {
    tournamentId: t,
    name: 'Torneo abierto de invierno',
    description: 'Suizo de 4 rondas con lista de mazo. Trae tus cartas enfundadas.',
    startsAt: demoStart(14),
    timeZone: DEMO_ZONE,
    venue: DEMO_VENUE,
    // The shop opens its doors an hour early: check-in opens by itself then.
    checkInOpensBefore: 60,
    // Paid at the desk on the day (README "Cuota de inscripción / Entry fee").
    entryFee: { amount: 500, currency: 'EUR' },
    game: 'blades-of-ash',
    seed: commands.newSeed(),
    rounds: 4,
    tiebreakers: 'wot',
    requireDeckLists: true,
  });
  await commands.send(cast.organizer, t, 'demo-open-2', 'OpenRegistration', {});
}
