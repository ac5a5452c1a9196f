import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleViolation } from './decider.js';
import {
  autoOrderTriggers,
  createResolutionStack,
  orderTriggers,
  passPriority,
  pushItem,
  queueTriggers,
  stackChoices,
  type ResolutionStack,
  type StackItem,
} from './stack.js';
import { isRuleViolation } from './violation.js';

// 000_7cbcfc9bc47f1014.txt, "Resolución de acciones": LIFO stack, triggered actions, the player
// whose turn it is orders simultaneous actions.
const item = (id: string, controller = 0): StackItem<string> => ({ id, controller, payload: id });
const cmd = { type: 'Test' };

function ok<T>(value: T | RuleViolation): T {
  if (isRuleViolation(value)) throw new Error(`unexpected refusal ${value.code}`);
  return value;
}

describe('resolution stack', () => {
  const start = createResolutionStack<string>({ seats: [0, 1], activeSeat: 0 });

  it('resolves the last item put on the stack first', () => {
    let stack = ok(pushItem(start, 0, item('spell'), cmd));
    stack = ok(pushItem(stack, 1, item('reaction', 1), cmd));
    const first = ok(passPriority(stack, 0, cmd));
    expect(first.outcome).toEqual({ kind: 'continue' });
    const second = ok(passPriority(first.stack, 1, cmd));
    expect(second.outcome).toEqual({ kind: 'resolve', item: item('reaction', 1) });
    expect(second.stack.priority).toBe(0);
    const third = ok(passPriority(ok(passPriority(second.stack, 0, cmd)).stack, 1, cmd));
    expect(third.outcome).toEqual({ kind: 'resolve', item: item('spell') });
  });

  it('ends the window when both players pass in a row with an empty stack', () => {
    const once = ok(passPriority(start, 0, cmd));
    expect(ok(passPriority(once.stack, 1, cmd)).outcome).toEqual({ kind: 'all-passed' });
  });

  it('restarts the count of passes when an item is added', () => {
    const passed = ok(passPriority(start, 0, cmd)).stack;
    const responded = ok(pushItem(passed, 1, item('r', 1), cmd));
    expect(ok(passPriority(responded, 0, cmd)).outcome).toEqual({ kind: 'continue' });
  });

  it('refuses a seat without priority and a duplicate item', () => {
    expect((passPriority(start, 1, cmd) as RuleViolation).code).toBe('stack.not-your-priority');
    expect((pushItem(start, 1, item('x', 1), cmd) as RuleViolation).code).toBe('stack.not-your-priority');
    const stack = ok(pushItem(start, 0, item('x'), cmd));
    expect((pushItem(stack, 1, item('x', 1), cmd) as RuleViolation).code).toBe('stack.duplicate-item');
  });

  it('puts simultaneous triggers on the stack in the order the active player chooses', () => {
    const queued = queueTriggers(start, [item('a', 1), item('b', 0), item('c', 1)]);
    expect(stackChoices(queued, 0)).toBe('order-triggers');
    expect(stackChoices(queued, 1)).toBe('wait');
    expect((passPriority(queued, 0, cmd) as RuleViolation).code).toBe('stack.triggers-pending');
    expect((orderTriggers(queued, 1, ['a', 'b', 'c'], cmd) as RuleViolation).code).toBe('stack.not-active-player');
    expect((orderTriggers(queued, 0, ['a', 'b'], cmd) as RuleViolation).code).toBe('stack.bad-trigger-order');
    expect((orderTriggers(queued, 0, ['a', 'a', 'b'], cmd) as RuleViolation).code).toBe('stack.bad-trigger-order');
    const ordered = ok(orderTriggers(queued, 0, ['c', 'a', 'b'], cmd));
    expect(ordered.items.map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(stackChoices(ordered, 0)).toBe('act-or-pass');
  });

  it('places a lone trigger without asking', () => {
    expect(autoOrderTriggers(queueTriggers(start, [item('t')])).items).toEqual([item('t')]);
    const two = queueTriggers(start, [item('t'), item('u')]);
    expect(autoOrderTriggers(two)).toBe(two);
  });

  it('always resolves items in the reverse order they were added (property)', () => {
    type Step = { kind: 'push' } | { kind: 'pass' };
    const steps = fc.array(fc.oneof(fc.constant<Step>({ kind: 'push' }), fc.constant<Step>({ kind: 'pass' })), { maxLength: 60 });
    fc.assert(fc.property(steps, fc.integer({ min: 2, max: 4 }), (plan, seatCount) => {
      const seats = Array.from({ length: seatCount }, (_, i) => i);
      let stack: ResolutionStack<string> = createResolutionStack({ seats, activeSeat: 0 });
      const model: string[] = [];
      let n = 0;
      for (const step of plan) {
        if (step.kind === 'push') {
          const id = `i${(n += 1)}`;
          stack = ok(pushItem(stack, stack.priority, item(id, stack.priority), cmd));
          model.push(id);
          continue;
        }
        const passed = ok(passPriority(stack, stack.priority, cmd));
        stack = passed.stack;
        if (passed.outcome.kind === 'resolve') expect(passed.outcome.item.id).toBe(model.pop());
        if (passed.outcome.kind === 'all-passed') expect(model).toEqual([]);
      }
      expect(stack.items.map((i) => i.id)).toEqual(model);
    }));
  });
});
