import { bladesCommandSchema, canonicalPick, type BladesView, type Die } from '@cronica/blades-of-ash';
import type { GameCommand, LegalCommand } from '../graphql/match';

/**
 * What the Blades of Ash table needs to turn a player's picks into one command: who must move
 * now, the reroll rule, the playable cards and abilities with their targets and payments (read
 * from the server's legal commands, so only what fits is offered; the engine still judges), and
 * the command itself, checked against the game's command schema before it is sent.
 */

/** The seats that must decide now, from the view alone (000_7cbcfc9bc47f1014.txt, each phase's own rule). */
export function movingSeats(view: BladesView, handLimit = 7): number[] {
  const seats = [0, 1];
  switch (view.phase) {
    case 'draft':
      return seats.filter((s) => !view.players[s]!.picked);
    case 'mulligan':
      return seats.filter((s) => !view.players[s]!.mulliganed);
    case 'role':
      return view.roleChooser === null ? [] : [view.roleChooser];
    case 'pairing': {
      // "Emparejamientos", steps 2 and 3: the attacker pairs first, then the defender.
      const attacker = view.attacker ?? 0;
      return [view.pairings.length % 2 === 0 ? attacker : 1 - attacker];
    }
    case 'dice':
      return view.clash?.diceStep === null || view.clash === null ? [] : [view.clash.diceStep];
    case 'actions':
      return view.clash ? [view.clash.priority] : [];
    case 'handLimit':
      return seats.filter((s) => view.players[s]!.handCount > handLimit);
    case 'over':
      return [];
  }
}

export interface RerollRule {
  /** Dice the next reroll must keep ("en cada repetición habrá que guardar, mínimo, 1 dado más que en la anterior"). */
  readonly mustKeep: number;
  /** The most dice that may be rerolled now. */
  readonly maxReroll: number;
  readonly used: number;
  readonly allowed: number;
}

/** "Preparar Dados de Acción": keep at least one die, each further reroll at least one more. */
export function rerollRule(view: BladesView, seat: number): RerollRule | null {
  const reroll = view.clash?.reroll;
  if (!reroll || view.clash?.diceStep !== seat) return null;
  const dice = view.players[seat]!.dice.length;
  return {
    mustKeep: reroll.mustKeep,
    maxReroll: Math.max(0, dice - reroll.mustKeep),
    used: reroll.used,
    allowed: reroll.allowed,
  };
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
