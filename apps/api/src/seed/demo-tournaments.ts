import { readyDecks } from '@cronica/blades-of-ash';
import type { Viewer } from '../auth/viewer.js';
import type { TournamentCommandService } from '../tournaments/tournament-commands.service.js';

/** Ids of the demo's tournaments (stable, so links in the README keep working). */
export const DEMO_LEAGUE_ID = 'demo-liga-de-otono';
export const DEMO_OPEN_ID = 'demo-torneo-abierto';

export interface DemoCast {
  readonly organizer: Viewer;
  readonly judgeId: string;
  readonly players: ReadonlyArray<{ readonly viewer: Viewer; readonly id: string; readonly name: string }>;
}

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
 * ready-made deck, so the open tables can be played online. Every step is a command a user could send.
 */
export async function seedDemoLeague(
  commands: TournamentCommandService,
  cast: DemoCast,
  readPairings: (id: string, round: number) => Array<{ table: number; playerA: string; playerB: string | null }>,
): Promise<void> {
  let n = 0;
  const id = () => `demo-league-${(n += 1)}`;
  const t = DEMO_LEAGUE_ID;
  await commands.send(cast.organizer, t, id(), 'CreateTournament', {
    tournamentId: t,
    name: 'Liga de otoño de Espadas de Ceniza',
    startsAt: demoStart(0),
    timeZone: DEMO_ZONE,
    venue: DEMO_VENUE,
    game: 'blades-of-ash',
    seed: commands.newSeed(),
    rounds: 3,
    roundMinutes: 45,
    tiebreakers: 'wot',
    requireDeckLists: false,
    topCut: { size: 4 },
  });
  await commands.changeJudge(cast.organizer, t, id(), cast.judgeId, true);
  await commands.send(cast.organizer, t, id(), 'OpenRegistration', {});
  await registerDemoPlayers(commands, cast, id);
  await commands.send(cast.organizer, t, id(), 'CloseRegistration', {});
  for (const round of [1, 2]) {
    await commands.send(cast.organizer, t, id(), 'PairNextRound', {});
    await commands.send(cast.organizer, t, id(), 'PublishPairings', {});
    await commands.send(cast.organizer, t, id(), 'StartRoundClock', {});
    const tables = readPairings(t, round).filter((p) => p.playerB !== null);
    const played = round === 1 ? tables : tables.slice(0, Math.ceil(tables.length / 2));
    for (const table of played) await reportDemoResult(commands, cast, id, round, table);
    if (round === 1) await commands.send(cast.organizer, t, id(), 'EndRound', {});
  }
}

/** Each player of the cast signs up to the league with a ready-made deck. */
async function registerDemoPlayers(commands: TournamentCommandService, cast: DemoCast, id: () => string) {
  const decks = readyDecks();
  for (const [index, player] of cast.players.entries()) {
    const playerId = player.id;
    await commands.send(player.viewer, DEMO_LEAGUE_ID, id(), 'RegisterPlayer', { playerId, name: player.name });
    // Registered lists let the league's open tables be played online (createTournamentMatch).
    const deck = decks[index % decks.length]!.deck;
    await commands.send(player.viewer, DEMO_LEAGUE_ID, id(), 'SubmitDeckList', { playerId, deck });
  }
}

/** A table's result as its players would send it: player A reports a one-game win, player B confirms it. */
async function reportDemoResult(
  commands: TournamentCommandService,
  cast: DemoCast,
  id: () => string,
  round: number,
  table: { table: number; playerA: string; playerB: string | null },
) {
  const viewerOf = (playerId: string) => cast.players.find((p) => p.id === playerId)!.viewer;
  const winner = winnerOf(table.playerA, table.playerB!);
  const result = {
    winner,
    games: [{ winner, lifeA: winner === 'a' ? 6 + table.table : 0, lifeB: winner === 'b' ? 4 + table.table : 0 }],
  };
  await commands.send(viewerOf(table.playerA), DEMO_LEAGUE_ID, id(), 'ReportResult', {
    round,
    table: table.table,
    result,
  });
  await commands.send(viewerOf(table.playerB!), DEMO_LEAGUE_ID, id(), 'ConfirmResult', { round, table: table.table });
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
