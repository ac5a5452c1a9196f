import type { DeckList, RuleViolation } from '@cronica/rules-kernel';
import { isRuleViolation } from '@cronica/rules-kernel';
import type { TournamentCommand, TournamentDecideContext } from '../decider/commands.js';
import { decide } from '../decider/decide.js';
import { applyCommand, foldTournament, tournamentDecider } from '../decider/decider.js';
import type { TournamentEvent } from '../decider/events.js';
import { openRound, swissHistoryOf, tableOf, tournamentStandings } from '../decider/projection.js';
import { computeStandings } from '../standings/standings.js';
import { initialTournamentState, type Actor, type MatchResult, type TournamentState } from '../decider/types.js';
import { deciderSpecification } from '../../../rules/kernel/src/testing/decider-specification.js';

/** Test scripting for the tournament decider: actors, commands with a moving clock, runs that fail loudly. */
export const organizer: Actor = { role: 'organizer', id: 'org' };
export const judge: Actor = { role: 'judge', id: 'judge' };
/** A second appointed judge, whom the organizer may name head judge. */
export const jefa: Actor = { role: 'judge', id: 'jefa' };
export const player = (id: string): Actor => ({ role: 'player', id });

/** A Warlords of Terra list led by `hero`; its battle cards three Soldados unless given. */
export const deck = (
  hero: string,
  battle: DeckList['sections'][string] = [{ card: 'Soldado', count: 3 }],
): DeckList => ({
  game: 'warlords-of-terra',
  sections: { hero: [{ card: hero, count: 1 }], battle },
});

/**
 * The deck validator is injected (libs/games provides the real ones); this one rejects a "banned"
 * hero. The event's judges are the organizer, `judge` and `jefa`.
 */
export const ctx: TournamentDecideContext = {
  judges: new Set([organizer.id, judge.id, jefa.id]),
  validateDeck: (d) => {
    const banned = d.sections['hero']?.some((e) => e.card === 'Prohibido');
    return { valid: !banned, errors: banned ? [{ code: 'wot.deck.hero', message: { es: 'héroe', en: 'hero' } }] : [] };
  },
};

let clock = 1_000_000;
export function now(): number {
  return clock;
}

export function cmd<T extends TournamentCommand['type']>(type: T, by: Actor, data: object = {}): TournamentCommand {
  clock += 1000;
  return { type, data: { at: clock, by, ...data } } as TournamentCommand;
}

/** A command that must be accepted: the state it leads to and the events it decided. */
export function step(
  state: TournamentState,
  command: TournamentCommand,
  context: TournamentDecideContext = ctx,
): { readonly state: TournamentState; readonly events: readonly TournamentEvent[] } {
  const outcome = applyCommand(state, command, context);
  if (isRuleViolation(outcome)) throw new Error(`${command.type}: ${outcome.code} ${outcome.message.en}`);
  return outcome;
}

export function run(state: TournamentState, ...commands: TournamentCommand[]): TournamentState {
  return commands.reduce((s, c) => step(s, c).state, state);
}

/** The refusal of a command (it must be refused, with a message in both languages). */
export function refusal(state: TournamentState, command: TournamentCommand): RuleViolation {
  const outcome = decide(command, state, ctx);
  if (!isRuleViolation(outcome)) throw new Error(`${command.type} was accepted`);
  if (outcome.message.es.length === 0 || outcome.message.en.length === 0)
    throw new Error(`${outcome.code} lacks a message`);
  return outcome;
}

/** A one-game result; by default the winner ended at 10 life and the loser at 0 (a draw: 10 each). */
export const win = (
  winner: 'a' | 'b' | 'draw',
  lifeA = winner === 'b' ? 0 : 10,
  lifeB = winner === 'a' ? 0 : 10,
): MatchResult => ({
  winner,
  games: [{ winner, lifeA, lifeB }],
});

/** Lower number wins: p1 beats everyone, p2 everyone but p1, … (every win 10–0, so SCORE ties them). */
export const stronger = (a: string, b: string): MatchResult =>
  Number(a.slice(1)) < Number(b.slice(1)) ? win('a') : win('b', 0, 10);

/** Player ids p1 … pn. */
export const field = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);

/** The open round with its pairings published (the organizer publishes them if they are not yet). */
export const published = (state: TournamentState): TournamentState =>
  openRound(state)!.published ? state : run(state, cmd('PublishPairings', organizer));

/** The organizer sets up an event (Warlords of Terra, 4 rounds, unless `extra` says otherwise) and opens its registration. */
export const opening = (extra: object): TournamentCommand[] => [
  cmd('CreateTournament', organizer, {
    tournamentId: 't1',
    game: 'warlords-of-terra',
    seed: 'semilla-secreta-1',
    rounds: 4,
    ...extra,
  }),
  cmd('OpenRegistration', organizer),
];

export function created(extra: object = {}): TournamentState {
  return run(initialTournamentState, ...opening(extra));
}

/**
 * Event-level scenarios for the tournament decider (the context above): given the events recorded,
 * when a command, then the events it records or its refusal. Write the command inside `when`, after
 * the history: `cmd` moves the clock, so `now()` in `then` is that command's time.
 */
export const tournament = deciderSpecification(tournamentDecider, () => ctx);

/** The history with what these commands record, decided one after another, added to it. */
export function continued(history: readonly TournamentEvent[], ...commands: TournamentCommand[]): TournamentEvent[] {
  const events = [...history];
  commands.reduce((state, command) => {
    const decided = step(state, command);
    events.push(...decided.events);
    return decided.state;
  }, foldTournament(history));
  return events;
}

/** The events these commands record on a new stream: a history to give. */
export const recorded = (...commands: TournamentCommand[]): TournamentEvent[] => continued([], ...commands);

/** What `created` records: the event set up and its registration open. */
export const opened = (extra: object = {}): TournamentEvent[] => recorded(...opening(extra));

/** A player's own registration, as recorded. */
export const registered = (playerId: string, name: string): TournamentEvent => ({
  type: 'PlayerRegistered',
  data: { playerId, name, at: now() },
});

/** Player `id` registers from their phone, as "Jugador id". */
export const signUp = (id: string): TournamentCommand =>
  cmd('RegisterPlayer', player(id), { playerId: id, name: `Jugador ${id}` });

/** An event with these options (see `opening`) and these players registered from their phones, as recorded. */
export const signedUp = (extra: object, ...ids: string[]): TournamentEvent[] =>
  recorded(...opening(extra), ...ids.map(signUp));

/** The entry fee the fee scenarios ask: 5 €. */
export const ENTRY_FEE = { amount: 500, currency: 'EUR' };

/** Staff marking `playerId`'s entry fee of 5 € paid, as recorded. */
export const feePaid = (playerId: string, by: Actor = organizer): TournamentEvent => ({
  type: 'EntryFeePaid',
  data: { playerId, fee: ENTRY_FEE, at: now(), by },
});

/** Player `id` withdraws from the event themselves. */
export const withdraw = (id: string): TournamentCommand =>
  cmd('RemovePlayer', player(id), { playerId: id, reason: 'withdrawn' });

/** A player's registration under `name` and their list led by `hero`, as the player sends them. */
export const registration = (id: string, name: string, hero: string): TournamentCommand[] => [
  cmd('RegisterPlayer', player(id), { playerId: id, name }),
  cmd('SubmitDeckList', player(id), { playerId: id, deck: deck(hero) }),
];

/** The table `id` sits at in the open round (they must sit at one). */
export const openTableOf = (state: TournamentState, id: string) => tableOf(openRound(state)!, id)!;

/** Who `id` plays in the open round: null for a bye. */
export const openRivalOf = (state: TournamentState, id: string): string | null => {
  const table = openTableOf(state, id);
  return table.a === id ? table.b : table.a;
};

/** These players' registrations, each under their id in capitals with a list led by `Héroe <id>`, as they send them. */
export const registrationsWithLists = (ids: readonly string[]): TournamentCommand[] =>
  ids.flatMap((id) => registration(id, id.toUpperCase(), `Héroe ${id}`));

/** The organizer's event with these players registered, each with a list, and its registration closed, as recorded. */
export const registrationClosed = (ids: readonly string[], extra: object = {}): TournamentEvent[] =>
  recorded(...opening(extra), ...registrationsWithLists(ids), cmd('CloseRegistration', organizer));

/** Registration closed with these players (each with a list). */
export const started = (ids: readonly string[], extra: object = {}): TournamentState =>
  foldTournament(registrationClosed(ids, extra));

/** The history with its next round paired and published. */
export const roundPublished = (history: readonly TournamentEvent[]): TournamentEvent[] =>
  continued(history, pairNextRound(), publishPairings());

/** What `inRoundOne` is: registration closed with these players, and round 1 paired and published, as recorded. */
export const roundOnePublished = (ids: readonly string[], extra: object = {}): TournamentEvent[] =>
  roundPublished(registrationClosed(ids, extra));

/** Registration closed with these players, and round 1 paired and published. */
export const inRoundOne = (ids: readonly string[], extra: object = {}): TournamentState =>
  foldTournament(roundOnePublished(ids, extra));

/** The organizer's round commands, as the desk sends them (each made when sent: `cmd` moves the clock). */
export const pairNextRound = () => cmd('PairNextRound', organizer);
export const publishPairings = () => cmd('PublishPairings', organizer);
export const endRound = () => cmd('EndRound', organizer);

/** The standings of the Swiss rounds this history has ended, random ties drawn with `seed`. */
export function standingsOf(history: readonly TournamentEvent[], seed: string | number = 1) {
  const state = foldTournament(history);
  return computeStandings(swissHistoryOf(state), state.config!.format, seed);
}

/** Player `id`'s row in those standings. */
export const rowOf = (history: readonly TournamentEvent[], id: string) =>
  standingsOf(history).rows.find((r) => r.player === id)!;

/** The open round of the state this history folds to (there must be one). */
export const openRoundOf = (history: readonly TournamentEvent[]) => openRound(foldTournament(history))!;

type TableResult = (a: string, b: string) => MatchResult;

/** Every undecided table of the open round reported by its first seat and confirmed by the second. */
function tableResults(state: TournamentState, result: TableResult): TournamentCommand[] {
  const round = openRound(state)!;
  return round.tables
    .filter((t) => t.b !== null && !t.final)
    .flatMap((t) => [
      cmd('ReportResult', player(t.a), { round: round.number, table: t.table, result: result(t.a, t.b!) }),
      cmd('ConfirmResult', player(t.b!), { round: round.number, table: t.table }),
    ]);
}

/** Every undecided table of the open round entered by a judge from its paper slip. */
function slipResults(state: TournamentState, result: TableResult): TournamentCommand[] {
  const round = openRound(state)!;
  return round.tables
    .filter((t) => t.b !== null && !t.final)
    .map((t) =>
      cmd('OverrideResult', judge, {
        round: round.number,
        table: t.table,
        result: result(t.a, t.b!),
        reason: 'acta en papel',
      }),
    );
}

/** The history with every undecided table of its open round entered from the paper slips (won by the first seat unless told) and the round ended. */
export const roundEndedOnPaper = (
  history: readonly TournamentEvent[],
  result: TableResult = () => win('a'),
): TournamentEvent[] => continued(history, ...slipResults(foldTournament(history), result), endRound());

/** The name first in the alphabet wins, 10–0. */
export const firstInAlphabet = (a: string, b: string): MatchResult => (a < b ? win('a') : win('b', 0, 10));

/**
 * Six players (these ids), one Swiss round whose slips say the name first in the alphabet won, and a
 * cut to 2, as recorded: three players tie on 3 points across the cut line.
 */
export const sixTiedAtTheCut = (ids: readonly string[]): TournamentEvent[] =>
  roundEndedOnPaper(roundPublished(registrationClosed(ids, { rounds: 1, topCut: { size: 2 } })), firstInAlphabet);

/** The history with every undecided table of its open round decided (won by the first seat unless told), the round still open. */
const tablesDecided = (history: readonly TournamentEvent[], result: TableResult = () => win('a')) =>
  continued(history, ...tableResults(foldTournament(history), result));

/** The history with its published round decided table by table and ended. */
export const roundFinished = (history: readonly TournamentEvent[], result?: TableResult): TournamentEvent[] =>
  continued(tablesDecided(history, result), endRound());

/** The history with one more Swiss round paired, published, played out and ended. */
export const roundPlayed = (history: readonly TournamentEvent[], result?: TableResult): TournamentEvent[] =>
  roundFinished(roundPublished(history), result);

/** Decides every open table of the published round (reported by a, confirmed by b) and ends it. */
export function finishRound(state: TournamentState, result: TableResult = () => win('a')): TournamentState {
  return run(state, ...tableResults(state, result), endRound());
}

/** Pairs, publishes and finishes one Swiss round. */
export function playRound(state: TournamentState, result?: TableResult): TournamentState {
  return finishRound(run(state, pairNextRound(), publishPairings()), result);
}

/** p1 … pn, registration closed with `extra`, through all its `rounds` Swiss rounds, the lower number always winning. */
export function swissPlayed(
  n: number,
  extra: { readonly rounds: number; readonly [option: string]: unknown },
): TournamentState {
  let state = started(field(n), extra);
  for (let r = 0; r < extra.rounds; r += 1) state = playRound(state, stronger);
  return state;
}

/** Starts the top cut with any tie decided by chance settled off the platform (resolvedOrder) in the order of the standings. */
export function startTopCutInStandingsOrder(state: TournamentState): TournamentState {
  const resolvedOrder = tournamentStandings(state).rows.map((row) => row.player);
  return run(state, cmd('StartTopCut', organizer, { resolvedOrder }));
}

/**
 * Warlords of Terra's rule switches at their library's defaults, as a created event's game options
 * hold them beside the legendary cap and the extra turns.
 */
export const WOT_RULE_SWITCHES = {
  defendersFlip: true,
  strikeBackKeywords: true,
  rangedTargetStrikesBack: false,
  arrasarBehindStrikesBack: false,
  demolerOnlyGoldPlaces: false,
};

/**
 * A Warlords of Terra event with these game options, its registration open and `ana` registered
 * (no list yet), decided as the real decider does with no context (the game's own option schema).
 */
export function wotRegistrationWithAna(gameOptions: object): TournamentState {
  let state = initialTournamentState;
  for (const command of [
    {
      type: 'CreateTournament',
      data: {
        at: 1,
        by: organizer,
        tournamentId: 't',
        game: 'warlords-of-terra',
        seed: 'semilla-secreta',
        rounds: 3,
        gameOptions,
      },
    },
    { type: 'OpenRegistration', data: { at: 2, by: organizer } },
    { type: 'RegisterPlayer', data: { at: 3, by: player('ana'), playerId: 'ana', name: 'Ana' } },
  ] as const) {
    const outcome = applyCommand(state, command);
    if (isRuleViolation(outcome)) throw new Error(outcome.code);
    state = outcome.state;
  }
  return state;
}
