import type { Emitter } from './emitter.js';
import { applyEffects } from './effects.js';
import { spellProof } from './targets.js';
import type { StackItem, WotState } from './state.js';
import { troopByUid } from './update.js';

/**
 * The stack (A.6.1, A.9.1 paso 2): the last item added resolves first. An item whose chosen
 * target is gone when it resolves does nothing (it fizzles); a spell's card then goes to the
 * discard pile as if it had resolved.
 */

export const bySpell = (item: Pick<StackItem, 'kind'>): boolean => item.kind === 'spell' || item.kind === 'sudden';

function targetStands(state: WotState, item: StackItem): boolean {
  const target = item.target;
  if (target === null) return true;
  switch (target.kind) {
    case 'troop': {
      const troop = troopByUid(state, target.uid);
      return troop !== undefined && !spellProof(state, troop, bySpell(item));
    }
    case 'place':
      return state.players.some((p) => p.places.some((x) => x.uid === target.uid));
    case 'object':
      return (
        state.players.some((p) => p.armory.some((o) => o.uid === target.uid)) ||
        state.troops.some((t) => t.objects.some((o) => o.uid === target.uid)) ||
        state.fieldObjects.some((f) => f.uid === target.uid)
      );
    case 'item':
      return state.stack?.items.some((i) => i.id === target.id) ?? false;
    case 'discard': {
      const index = state.cardIndex[target.card];
      return index !== undefined && state.players.some((p) => p.discard.includes(index));
    }
    case 'player':
    case 'zone':
      return true;
  }
}

export function resolveTop(em: Emitter): void {
  const stack = em.state.stack!;
  const item = stack.items[stack.items.length - 1]!;
  if (!targetStands(em.state, item)) {
    em.emit('ItemResolved', { id: item.id, countered: false, fizzled: true });
    return;
  }
  applyEffects(em, item.effects, { seat: item.seat, source: item.source, target: item.target, bySpell: bySpell(item) });
  if (em.state.stack?.items.some((i) => i.id === item.id))
    em.emit('ItemResolved', { id: item.id, countered: false, fizzled: false });
}

/** A.6.1: an entry trigger goes on the stack, and the rival may answer it. */
export function stackPending(em: Emitter): void {
  const trigger = em.state.pending[0]!;
  em.emit('ItemStacked', {
    id: em.state.nextItem,
    seat: trigger.seat,
    kind: 'trigger',
    card: trigger.card === null ? null : em.state.catalog[trigger.card]!.id,
    source: trigger.source,
    ability: trigger.on,
    effects: trigger.effects,
    target: null,
    entry: true,
  });
}
