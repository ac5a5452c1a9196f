import { violation, type DecideContext, type Message, type RuleViolation, type Seat } from '@cronica/rules-kernel';
import { localized } from '@cronica/util';
import { z } from 'zod';
import { HAND_SIZE, type DiceRaceEvent, type DiceRaceState } from './state.js';

export type DiceRaceCommand =
  | Message<'StartMatch', { seat: Seat }>
  | Message<'RollDie', { seat: Seat }>
  | Message<'PlayCard', { seat: Seat; card: number }>
  | Message<'Concede', { seat: Seat }>;

const seat = z.number().int().min(0).max(1);
export const diceRaceCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('StartMatch'), data: z.object({ seat }).strict() }).strict(),
  z.object({ type: z.literal('RollDie'), data: z.object({ seat }).strict() }).strict(),
  z
    .object({ type: z.literal('PlayCard'), data: z.object({ seat, card: z.number().int().min(1).max(9) }).strict() })
    .strict(),
  z.object({ type: z.literal('Concede'), data: z.object({ seat }).strict() }).strict(),
]) as z.ZodType<DiceRaceCommand>;

const refuse = (code: string, command: DiceRaceCommand, es: string, en: string): RuleViolation =>
  violation(`dice-race.${code}`, command, localized(es, en));

export function decide(
  command: DiceRaceCommand,
  state: DiceRaceState,
  ctx: DecideContext,
): readonly DiceRaceEvent[] | RuleViolation {
  const seat = command.data.seat;
  if (!Number.isSafeInteger(seat) || seat < 0 || seat >= state.scores.length)
    return refuse('unknown-seat', command, 'Ese asiento no existe.', 'That seat does not exist.');
  if (state.result !== null) return refuse('over', command, 'La carrera ha terminado.', 'The race is over.');
  if (command.type === 'Concede') return [{ type: 'RaceConceded', data: { seat } }];
  if (command.type === 'StartMatch') {
    if (state.started || seat !== 0)
      return refuse('cannot-start', command, 'Solo el asiento 0 inicia, una vez.', 'Only seat 0 starts, once.');
    return startMatch(state, ctx);
  }
  if (!state.started) return refuse('not-started', command, 'La carrera no ha empezado.', 'The race has not started.');
  if (seat !== state.turn) return refuse('not-your-turn', command, 'No es tu turno.', 'It is not your turn.');
  if (command.type === 'RollDie') {
    const value = ctx.random.int('dice:roll', 6) + 1;
    return withWin(state, seat, value, [
      { type: 'DieRolled', data: { seat, value }, metadata: { random: ctx.random.takeDraws() } },
    ]);
  }
  const hand = state.hands[seat]!;
  if (!hand.includes(command.data.card))
    return refuse('card-not-in-hand', command, 'Esa carta no está en tu mano.', 'That card is not in your hand.');
  const played: DiceRaceEvent[] = [{ type: 'CardPlayed', data: { seat, card: command.data.card } }];
  const top = state.decks[seat]![0];
  if (top !== undefined) played.push({ type: 'CardDrawn', data: { seat, card: top } });
  return withWin(state, seat, command.data.card, played);
}

function startMatch(state: DiceRaceState, ctx: DecideContext): DiceRaceEvent[] {
  const decks = state.decks.map((deck, seat) => ctx.random.shuffle(`deck:seat${seat}`, deck));
  const events: DiceRaceEvent[] = [
    {
      type: 'DecksShuffled',
      data: { sizes: decks.map((deck) => deck.length) },
      metadata: { random: ctx.random.takeDraws() },
    },
  ];
  decks.forEach((deck, seat) => events.push({ type: 'HandDrawn', data: { seat, cards: deck.slice(0, HAND_SIZE) } }));
  return events;
}

function withWin(state: DiceRaceState, seat: Seat, points: number, events: DiceRaceEvent[]): DiceRaceEvent[] {
  return state.scores[seat]! + points >= state.target ? [...events, { type: 'RaceWon', data: { seat } }] : events;
}

/** Every command `decide` accepts from `seat`, but Concede (always there, offered apart). */
export function legalCommands(state: DiceRaceState, seat: Seat): DiceRaceCommand[] {
  if (state.result !== null) return [];
  if (!state.started) return seat === 0 ? [{ type: 'StartMatch', data: { seat } }] : [];
  if (seat !== state.turn) return [];
  const plays = [...new Set(state.hands[seat])].map((card): DiceRaceCommand => ({
    type: 'PlayCard',
    data: { seat, card },
  }));
  return [{ type: 'RollDie', data: { seat } }, ...plays];
}
