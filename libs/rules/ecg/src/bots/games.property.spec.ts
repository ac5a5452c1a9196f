import { SYSTEM_SEAT, type Seat, botGameRun } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describeBotGameProperties, deckBotGames } from '../../../kernel/src/testing/bot-game-properties.js';
import { sampleEcgCatalog } from '../content/catalog.js';
import { ecgReadyDecks } from '../content/decks.js';
import type { EcgCommand } from '../engine/commands.js';
import type { EcgState } from '../engine/state.js';
import { ecg } from '../module/ecg.js';
import { playEcgBotMatch } from './match.js';

// 1,000 bot games from random seeds, decks and bots (three random bots to one greedy per seat, as
// the greedy bot costs three times as much). The deeper checks (replay, refusals) run on fewer
// games to keep the project's test run near a minute on two cores; ECG_PROPERTY_GAMES and
// ECG_PROPERTY_CHECKED change the sizes.
const RUN = botGameRun(process.env, 'ECG', { checked: 25, msPerGame: 1_000, minTimeoutMs: 300_000 });

const DECKS = ecgReadyDecks();
const botArb = fc.constantFrom('random', 'random', 'random', 'greedy');

describeBotGameProperties({
  engine: ecg,
  run: RUN,
  // Refusal probes run on every 7th step of a checked game.
  sampleEvery: 7,
  decks: DECKS,
  games: deckBotGames(DECKS.length, fc.tuple(botArb, botArb)),
  play: playEcgBotMatch,
  draws: { what: 'every shuffle and draw', atLeast: 1 },
  refusals: { probe: commandArb(), nearMisses, codePrefix: 'ecg.', acceptedUnlisted },
});

// Concede and the platform's CallTime are accepted at any moment and never listed (RULES-NOTES.md, "Commands").
function acceptedUnlisted(state: EcgState): (probe: EcgCommand) => boolean {
  return (probe) =>
    probe.type === 'Concede' ||
    (probe.type === 'CallTime' && probe.data.seat === SYSTEM_SEAT && state.lastTurn === null);
}

/** Commands one detail away from what a bot just played: the other seat, another target, another card. */
function nearMisses(command: EcgCommand): EcgCommand[] {
  const data = command.data as Record<string, unknown> & { seat: Seat };
  const variants: Record<string, unknown>[] = [{ ...data, seat: data.seat === 0 ? 1 : 0 }];
  if ('target' in data) variants.push({ ...data, target: (data.target as number) + 1 }, { ...data, target: undefined });
  else variants.push({ ...data, target: 101 });
  if (typeof data.card === 'string') variants.push({ ...data, card: 'act-5' }, { ...data, card: 'sol-t1' });
  if (Array.isArray(data.discard))
    variants.push({ ...data, discard: [] }, { ...data, discard: [...(data.discard as string[]), 'act-1'] });
  if (Array.isArray(data.cards)) variants.push({ ...data, cards: [...(data.cards as string[])].reverse() });
  if (typeof data.draw === 'number') variants.push({ ...data, draw: (data.draw as number) + 1 });
  if (typeof data.ability === 'number') variants.push({ ...data, ability: (data.ability as number) + 1 });
  return variants.map((d) => ({ type: command.type, data: d }) as EcgCommand);
}

function commandArb(): fc.Arbitrary<EcgCommand> {
  const seat = fc.constantFrom<Seat>(0, 1, 0, 1, SYSTEM_SEAT);
  const card = fc.constantFrom(...sampleEcgCatalog.cards.map((c) => c.id), 'no-such-card');
  const instance = fc.integer({ min: 0, max: 40 });
  const target = fc.option(instance, { nil: undefined });
  const withTarget = <T extends object>(d: T, t: number | undefined) => (t === undefined ? d : { ...d, target: t });
  const cards = fc.array(card, { maxLength: 3 }).map((ids) => ids.sort());
  const as = (type: EcgCommand['type']) => (data: object) => ({ type, data }) as EcgCommand;
  return fc.oneof(
    seat.map((s) => as('DrawOpeningHand')({ seat: s })),
    fc.record({ seat, go: fc.constantFrom('first', 'second') }).map(as('ChooseTurnOrder')),
    fc.record({ seat, draw: fc.integer({ min: 0, max: 3 }), discard: cards }).map(as('Reinforce')),
    fc.record({ seat, shuffle: fc.boolean() }).map(as('Reshuffle')),
    fc.record({ seat, card }).map(as('PlayToCourt')),
    fc.record({ seat, card, line: fc.constantFrom('infantry', 'support') }).map(as('Train')),
    fc.tuple(seat, card, target).map(([s, c, t]) => as('PlayCard')(withTarget({ seat: s, card: c }, t))),
    fc
      .tuple(seat, instance, fc.integer({ min: 0, max: 3 }), target)
      .map(([s, source, ability, t]) => as('UseAbility')(withTarget({ seat: s, source, ability }, t))),
    fc
      .tuple(seat, instance, fc.constantFrom('clash', 'charge', 'regroup', 'rally'), target)
      .map(([s, troop, maneuver, t]) => as('Maneuver')(withTarget({ seat: s, troop, maneuver }, t))),
    seat.map((s) => as('Pass')({ seat: s })),
    seat.map((s) => as('EndTurn')({ seat: s })),
    fc.record({ seat, cards }).map(as('Discard')),
    seat.map((s) => as('CallTime')({ seat: s })),
  );
}
