import type { Localized } from '@cronica/util';
import type { RuleViolation, Seat } from './decider.js';
import { violation } from './violation.js';

/**
 * A resolution stack shared by games (issue 3, "Kernel"), after
 * `000_7cbcfc9bc47f1014.txt, "Resolución de acciones"`: the last item put on the stack
 * resolves first; triggered actions go on the stack like any other; when several want on at once
 * the player whose turn it is chooses their order.
 *
 * Priority: the seat holding priority may add an item (priority then passes to the next seat, so
 * the rival may respond) or pass. When every seat has passed in a row, the top item resolves
 * (priority returns to the active seat) or, with an empty stack, the round of passes ends the
 * window (e.g. a clash). Pending triggers must be ordered by the active seat before anyone acts.
 * Pure data: each function returns a new state, or a RuleViolation for the command that tried.
 */

export interface StackItem<T> {
  readonly id: string;
  readonly controller: Seat;
  readonly payload: T;
}

export interface ResolutionStack<T> {
  /** Seats in turn order. */
  readonly seats: readonly Seat[];
  /** The seat whose turn it is; it orders simultaneous triggered actions. */
  readonly activeSeat: Seat;
  readonly priority: Seat;
  /** Consecutive passes since an item was added or resolved. */
  readonly passes: number;
  /** Bottom first, top last. */
  readonly items: readonly StackItem<T>[];
  /** Triggered actions waiting for the active seat to order them onto the stack. */
  readonly pendingTriggers: readonly StackItem<T>[];
}

export type PassOutcome<T> =
  | { readonly kind: 'continue' }
  | { readonly kind: 'resolve'; readonly item: StackItem<T> }
  | { readonly kind: 'all-passed' };

const MESSAGES = {
  'stack.not-your-priority': { es: 'No tienes la prioridad.', en: 'You do not have priority.' },
  'stack.triggers-pending': {
    es: 'Hay acciones disparadas pendientes de colocar en la pila.',
    en: 'Triggered actions are waiting to be put on the stack.',
  },
  'stack.not-active-player': {
    es: 'Solo el jugador cuyo turno se está jugando ordena las acciones simultáneas.',
    en: 'Only the player whose turn it is orders simultaneous actions.',
  },
  'stack.bad-trigger-order': {
    es: 'El orden debe incluir cada acción disparada pendiente exactamente una vez.',
    en: 'The order must list every pending triggered action exactly once.',
  },
  'stack.duplicate-item': { es: 'Ese elemento ya está en la pila.', en: 'That item is already on the stack.' },
} as const satisfies Record<string, Localized>;

export type StackViolationCode = keyof typeof MESSAGES;

function refuse(code: StackViolationCode, command: unknown): RuleViolation {
  return violation(code, command, MESSAGES[code]);
}

export function createResolutionStack<T>(options: {
  seats: readonly Seat[];
  activeSeat: Seat;
  priority?: Seat;
}): ResolutionStack<T> {
  if (options.seats.length === 0 || !options.seats.includes(options.activeSeat)) {
    throw new RangeError('the active seat must be one of the seats');
  }
  return { seats: options.seats, activeSeat: options.activeSeat, priority: options.priority ?? options.activeSeat, passes: 0, items: [], pendingTriggers: [] };
}

export function nextSeat(seats: readonly Seat[], seat: Seat): Seat {
  return seats[(seats.indexOf(seat) + 1) % seats.length]!;
}

export function topItem<T>(stack: ResolutionStack<T>): StackItem<T> | undefined {
  return stack.items[stack.items.length - 1];
}

function checkPriority<T>(stack: ResolutionStack<T>, seat: Seat, command: unknown): RuleViolation | null {
  if (stack.pendingTriggers.length > 0) return refuse('stack.triggers-pending', command);
  if (stack.priority !== seat) return refuse('stack.not-your-priority', command);
  return null;
}

function hasId<T>(stack: ResolutionStack<T>, id: string): boolean {
  return stack.items.some((item) => item.id === id) || stack.pendingTriggers.some((item) => item.id === id);
}

/** The priority holder puts an item on top; the next seat may respond. */
export function pushItem<T>(stack: ResolutionStack<T>, seat: Seat, item: StackItem<T>, command: unknown): ResolutionStack<T> | RuleViolation {
  const refused = checkPriority(stack, seat, command);
  if (refused) return refused;
  if (hasId(stack, item.id)) return refuse('stack.duplicate-item', command);
  return { ...stack, items: [...stack.items, item], passes: 0, priority: nextSeat(stack.seats, seat) };
}

/** The priority holder passes; all seats passing in a row resolves the top, or ends the window. */
export function passPriority<T>(
  stack: ResolutionStack<T>,
  seat: Seat,
  command: unknown,
): { readonly stack: ResolutionStack<T>; readonly outcome: PassOutcome<T> } | RuleViolation {
  const refused = checkPriority(stack, seat, command);
  if (refused) return refused;
  const passes = stack.passes + 1;
  if (passes < stack.seats.length) {
    return { stack: { ...stack, passes, priority: nextSeat(stack.seats, seat) }, outcome: { kind: 'continue' } };
  }
  const top = topItem(stack);
  if (top === undefined) return { stack: { ...stack, passes: 0, priority: stack.activeSeat }, outcome: { kind: 'all-passed' } };
  return {
    stack: { ...stack, items: stack.items.slice(0, -1), passes: 0, priority: stack.activeSeat },
    outcome: { kind: 'resolve', item: top },
  };
}

/** Triggered actions that fired (in any order); they wait for the active seat to order them. */
export function queueTriggers<T>(stack: ResolutionStack<T>, triggers: readonly StackItem<T>[]): ResolutionStack<T> {
  const ids = new Set<string>();
  for (const trigger of triggers) {
    if (hasId(stack, trigger.id) || ids.has(trigger.id)) throw new RangeError(`duplicate stack item id: ${trigger.id}`);
    ids.add(trigger.id);
  }
  return { ...stack, pendingTriggers: [...stack.pendingTriggers, ...triggers] };
}

/**
 * The active seat puts every pending trigger on the stack in the order given (the first listed
 * goes on first, so it resolves last). A single pending trigger needs no choice: see
 * `autoOrderTriggers`.
 */
export function orderTriggers<T>(
  stack: ResolutionStack<T>,
  seat: Seat,
  order: readonly string[],
  command: unknown,
): ResolutionStack<T> | RuleViolation {
  if (seat !== stack.activeSeat) return refuse('stack.not-active-player', command);
  const pending = new Map(stack.pendingTriggers.map((item) => [item.id, item]));
  if (order.length !== pending.size || new Set(order).size !== order.length || order.some((id) => !pending.has(id))) {
    return refuse('stack.bad-trigger-order', command);
  }
  const placed = order.map((id) => pending.get(id)!);
  return { ...stack, items: [...stack.items, ...placed], pendingTriggers: [], passes: 0, priority: stack.activeSeat };
}

/** Places a lone pending trigger without asking; returns the stack unchanged when a choice is needed. */
export function autoOrderTriggers<T>(stack: ResolutionStack<T>): ResolutionStack<T> {
  if (stack.pendingTriggers.length !== 1) return stack;
  return { ...stack, items: [...stack.items, ...stack.pendingTriggers], pendingTriggers: [], passes: 0, priority: stack.activeSeat };
}

/** What `seat` may do now: order triggers (active seat only), or act/pass (priority holder). */
export function stackChoices<T>(stack: ResolutionStack<T>, seat: Seat): 'order-triggers' | 'act-or-pass' | 'wait' {
  if (stack.pendingTriggers.length > 0) return seat === stack.activeSeat ? 'order-triggers' : 'wait';
  return stack.priority === seat ? 'act-or-pass' : 'wait';
}
