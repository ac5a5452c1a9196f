import type { Card } from '../cards.js';
import type { AccionCommand, CommandOf } from '../encounter/commands.js';
import type { Plan, Step } from './turn-plan.js';

/** The legal command a step names (its cards in any order; the kind whose draw greed cuts least comes later). */
export function commandFor(plan: Plan, step: Step, legal: readonly AccionCommand[]): AccionCommand | undefined {
  const key = (cards: readonly Card[]) => [...cards].sort().join();
  const same = (cards: readonly Card[]) => 'cards' in step && key(cards) === key(step.cards);
  if (step.kind === 'prepare') return legal.find((c) => c.type === 'Prepare');
  if (step.kind === 'away') return step.move;
  if (step.kind === 'heal')
    return legal.find(
      (c) => c.type === 'UseSkill' && c.data.skill === step.skill && c.data.target === `p${plan.view.seat}`,
    );
  if (step.kind === 'mana')
    return legal.find((c): c is CommandOf<'ChargeMana'> => c.type === 'ChargeMana' && same(c.data.cards));
  const target = plan.foes[step.foe]!.id;
  if (step.kind === 'skill')
    return legal.find((c) => c.type === 'UseSkill' && c.data.skill === step.skill && c.data.target === target);
  return legal.find(
    (c): c is CommandOf<'Attack'> =>
      c.type === 'Attack' &&
      c.data.target === target &&
      c.data.cards.every((r) => r.from === 'hand') &&
      same(c.data.cards.map((r) => (r.from === 'hand' ? r.card : ''))),
  );
}
