import { bladesCommandSchema, canonicalPick, type BladesView, type Die } from '@cronica/blades-of-ash';
import type { GameCommand, LegalCommand } from '../../../../graphql/match';

/**
 * What the Blades of Ash table needs to turn a player's picks into one command: the reroll rule
 * of the seat at the dice step (the library's view gives it), the playable cards and abilities with their targets and payments (read
 * from the server's legal commands, so only what fits is offered; the engine still judges), and
 * the command itself, checked against the game's command schema before it is sent.
 */

/**
 * "Preparar Dados de Acción" for this seat, as the view gives it: the dice the next reroll must keep
 * and the most it may reroll now, the rerolls made and allowed; null when the seat is not at the dice step.
 */
export type RerollRule = NonNullable<NonNullable<BladesView['clash']>['reroll']>;

export function rerollRule(view: BladesView, seat: number): RerollRule | null {
  return view.clash?.diceStep === seat ? view.clash.reroll : null;
}

/** A playable action: a card, an ability or the special action Robar una Carta, with what it may target and how it may be paid. */
export interface PlayOption {
  readonly key: string;
  readonly type: 'PlayCard' | 'ActivateAbility' | 'DrawCard';
  readonly id: string | null;
  /** Hero indices it may target; empty when it takes no target. */
  readonly targets: readonly number[];
  /** Each accepted payment (canonical dice positions, as the server listed them), by target (`-1`: none). */
  readonly payments: ReadonlyMap<number, readonly (readonly number[])[]>;
  /** The dice its cost takes. */
  readonly diceCount: number;
}

interface ActionData {
  readonly card?: string;
  readonly ability?: string;
  readonly dice?: readonly number[];
  readonly target?: number;
}

const NO_TARGET = -1;

/** The legal PlayCard, ActivateAbility and DrawCard commands, one option per card, ability or draw. */
export function playOptions(legal: readonly LegalCommand[]): PlayOption[] {
  const options = new Map<
    string,
    {
      type: PlayOption['type'];
      id: string | null;
      targets: Set<number>;
      payments: Map<number, number[][]>;
      diceCount: number;
    }
  >();
  for (const entry of legal) {
    const command = entry.command as GameCommand;
    if (command.type !== 'PlayCard' && command.type !== 'ActivateAbility' && command.type !== 'DrawCard') continue;
    const data = command.data as ActionData;
    const id = data.card ?? data.ability ?? null;
    const key = `${command.type}:${id ?? ''}`;
    const option = options.get(key) ?? {
      type: command.type,
      id,
      targets: new Set<number>(),
      payments: new Map<number, number[][]>(),
      diceCount: data.dice?.length ?? 0,
    };
    const target = data.target ?? NO_TARGET;
    if (data.target !== undefined) option.targets.add(data.target);
    option.payments.set(target, [...(option.payments.get(target) ?? []), [...(data.dice ?? [])]]);
    options.set(key, option);
  }
  return [...options.entries()].map(([key, o]) => ({
    key,
    type: o.type,
    id: o.id,
    targets: [...o.targets],
    payments: o.payments,
    diceCount: o.diceCount,
  }));
}

/** The payments an option accepts for a target (or for none). */
export function paymentsFor(option: PlayOption, target: number | null): readonly (readonly number[])[] {
  return option.payments.get(target ?? NO_TARGET) ?? [];
}

/** Whether the ticked dice pay the option for that target: some listed payment is the same choice among equal dice. */
export function acceptedPayment(
  option: PlayOption,
  target: number | null,
  dice: readonly Die[],
  ticked: readonly number[],
): number[] | null {
  const chosen = canonicalPick(dice, ticked);
  const same = (paid: readonly number[]) => paid.length === chosen.length && paid.every((at, k) => at === chosen[k]);
  return paymentsFor(option, target).some(same) ? chosen : null;
}

/** The command for an option, its target and its dice. */
export function actionCommand(option: PlayOption, target: number | null, dice: readonly number[]): GameCommand {
  const aim = target === null ? {} : { target };
  if (option.type === 'PlayCard') return { type: 'PlayCard', data: { card: option.id, dice, ...aim } };
  if (option.type === 'ActivateAbility') return { type: 'ActivateAbility', data: { ability: option.id, dice, ...aim } };
  return { type: 'DrawCard', data: { dice } };
}

/** Whether the game's command schema accepts the command for this seat (the server sets the seat itself). */
export function wellFormed(command: GameCommand, seat: number): boolean {
  return bladesCommandSchema.safeParse({ type: command.type, data: { ...command.data, seat } }).success;
}

/** The legal commands of one type, as the server listed them. */
export function legalOf(legal: readonly LegalCommand[], type: string): GameCommand[] {
  return legal.map((entry) => entry.command as GameCommand).filter((command) => command.type === type);
}

/** Whether the server lists the command (same type and data, the seat aside). */
export function isListed(legal: readonly LegalCommand[], command: GameCommand): boolean {
  const text = JSON.stringify(sorted(command.data));
  return legalOf(legal, command.type).some((entry) => {
    const { seat: _seat, ...data } = entry.data as Record<string, unknown>;
    return JSON.stringify(sorted(data)) === text;
  });
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}
