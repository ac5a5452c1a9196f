import { isRuleViolation, type Message } from '@cronica/rules-kernel';
import { sumMoney, type Money } from '@cronica/util';
import type { CommandOf } from './commands.js';
import type { Decision } from './decision.js';
import { refusal } from './refusal.js';
import { refuse } from './refusals.js';
import type { Actor, FeePayment, Instant, TournamentState } from './types.js';

/**
 * The entry fee a shop asks at the desk. The rulebooks say nothing of money (002 C is about play);
 * organizers keep a "paid" column beside the names (README "Cuota de inscripción / Entry fee"). The
 * platform takes no payment: staff mark who paid, with the amount asked then, so a fee changed
 * later does not rewrite what was collected. Who paid is the desk's and the player's business only.
 */
export type EntryFeeEvent =
  | Message<
      'EntryFeePaid',
      { readonly playerId: string; readonly fee: Money; readonly at: Instant; readonly by: Actor }
    >
  /** A payment marked by mistake, or money handed back. */
  | Message<'EntryFeePaymentUndone', { readonly playerId: string; readonly at: Instant; readonly by: Actor }>;

export function evolveEntryFee(state: TournamentState, event: EntryFeeEvent): TournamentState {
  const { playerId, at, by } = event.data;
  const { [playerId]: _was, ...others } = state.feesPaid ?? {};
  if (event.type === 'EntryFeePaymentUndone') return { ...state, feesPaid: others };
  const name = state.players[playerId]?.name ?? playerId;
  return { ...state, feesPaid: { ...others, [playerId]: { at, by, fee: event.data.fee, name } } };
}

/** The payment staff marked for this player, if any. */
export const feePaidBy = (state: TournamentState, playerId: string): FeePayment | undefined =>
  state.feesPaid?.[playerId];

/** Payments of people no longer on the list (withdrawn or removed as no-shows): money the desk may hand back. */
export function feesOfRemoved(state: TournamentState): Array<FeePayment & { readonly playerId: string }> {
  return Object.entries(state.feesPaid ?? {})
    .filter(([playerId]) => state.players[playerId] === undefined)
    .map(([playerId, payment]) => ({ playerId, ...payment }));
}

/** What the desk has collected: every amount marked paid, per currency (those removed since included). */
export function feesCollected(state: TournamentState): Money[] {
  return sumMoney(Object.values(state.feesPaid ?? {}).map((p) => p.fee));
}

const refuseFee = {
  none: refusal(
    'tournament.entry-fee.none',
    'Este torneo no tiene cuota de inscripción: no hay nada que cobrar.',
    'This event has no entry fee: there is nothing to collect.',
  ),
};

/** Staff mark a player's fee paid at the amount the event asks now; marking it again changes nothing. */
export function decideMarkFeePaid(command: CommandOf<'MarkFeePaid'>, state: TournamentState): Decision {
  const { playerId, at, by } = command.data;
  const fee = state.config?.entryFee;
  if (fee === undefined) return refuseFee.none(command);
  if (state.players[playerId] === undefined) return refuse.unknownPlayer(command);
  if (feePaidBy(state, playerId)) return [];
  return [{ type: 'EntryFeePaid', data: { playerId, fee, at, by } }];
}

/**
 * An entrant the desk registers (or adds late) while taking their fee: registered and paid in one
 * decision, so the desk never holds money for someone the list refused.
 */
export function withDeskPayment(
  command: CommandOf<'RegisterPlayer'> | CommandOf<'AddLateEntry'>,
  state: TournamentState,
  decision: Decision,
): Decision {
  const { playerId, at, by, feePaid } = command.data;
  if (isRuleViolation(decision) || !feePaid) return decision;
  const fee = state.config?.entryFee;
  if (fee === undefined) return refuseFee.none(command);
  if (by.role === 'player') return refuse.notAllowed(command);
  return [...decision, { type: 'EntryFeePaid', data: { playerId, fee, at, by } }];
}

/**
 * Staff take a payment back (marked by mistake, or handed back), also of someone no longer entered;
 * one never marked changes nothing.
 */
export function decideUndoFeePaid(command: CommandOf<'UndoFeePaid'>, state: TournamentState): Decision {
  const { playerId, at, by } = command.data;
  if (!feePaidBy(state, playerId)) return state.players[playerId] ? [] : refuse.unknownPlayer(command);
  return [{ type: 'EntryFeePaymentUndone', data: { playerId, at, by } }];
}
