import { cardValue, isKingOrAce } from '../cards.js';
import { comboEffort } from '../encounter/decide-attack.js';
import { guardSteps } from './guard-steps.js';
import type { Foe, Node, Plan, Step } from './turn-plan.js';

/*
 * The turn plan's steps (turn-plan.ts): what the player may do next from a node of the plan, each
 * weighed there. Attacks and combos (003, "Atacar"), attack and healing skills, the free mana
 * charge (003, "Carga de Mana") and the guarded ends of the turn (guard-steps.ts).
 */

/**
 * Combos looked at: the few highest cards, alone and with up to two of the lowest (003 "como parte
 * de un combo"; RULES-NOTES.md "Effort"), and the lowest card that finishes an enemy alone.
 */
const MAX_EXTRA = 2;
const COMBO_TOPS = 3;

/** Every step open at a node: attacks and attack skills on each standing enemy, a mana charge, heals, the guarded ends. */
export function steps(plan: Plan, node: Node): Step[] {
  const out: Step[] = [];
  if (node.actions > 0 && !node.away) {
    plan.foes.forEach((foe, i) => {
      if (node.hp[i]! > 0) out.push(...attacks(plan, node, foe, i), ...skills(plan, node, foe, i));
    });
  }
  if (!node.charged) out.push(...charges(plan, node));
  if (node.actions > 0 && node.life < plan.maxLife) out.push(...heals(plan, node));
  return [...out, ...guardSteps(plan, node)];
}

function attacks(plan: Plan, node: Node, foe: Foe, i: number): Step[] {
  const rule = plan.view.rules.comboEffort;
  const byValue = [...node.hand].sort((a, b) => cardValue(a) - cardValue(b));
  const values = [...new Set(byValue.map(cardValue))];
  const left = node.hp[i]! - foe.bonus;
  // The lowest card that finishes the enemy alone, and the few highest.
  const finisher = values.find((x) => x >= left);
  const tops = new Set([...values.slice(-COMBO_TOPS), ...(finisher === undefined ? [] : [finisher])]);
  const out: Step[] = [];
  for (const value of tops) {
    const top = byValue.find((c) => cardValue(c) === value)!;
    const rest = byValue.filter((c) => c !== top);
    const most = value === finisher ? 0 : Math.min(MAX_EXTRA, plan.view.rules.maxCombo - 1, rest.length);
    for (let extra = 0; extra <= most; extra += 1) {
      const cards = [top, ...rest.slice(0, extra)];
      out.push({ kind: 'attack', foe: i, cards, effort: comboEffort(rule, cards.map(cardValue)) + foe.bonus });
    }
  }
  return out;
}

function skills(plan: Plan, node: Node, foe: Foe, i: number): Step[] {
  return plan.view.skills.flatMap((s): Step[] =>
    s.effect.op === 'attack' && s.cost <= node.mp && foe.kinds.includes(s.effect.kind)
      ? [{ kind: 'skill', foe: i, skill: s.id, cost: s.cost, effort: s.effect.power + foe.bonus }]
      : [],
  );
}

/** Healing skills on oneself (RULES-NOTES.md, "Effort": skills are data the GM sets). */
function heals(plan: Plan, node: Node): Step[] {
  return plan.view.skills.flatMap((s): Step[] =>
    s.effect.op === 'heal' && s.cost <= node.mp
      ? [{ kind: 'heal', skill: s.id, cost: s.cost, amount: s.effect.amount }]
      : [],
  );
}

/** 003, "Carga de Mana": two cards for 1, a K or an A for 2, the identity card for 5. */
function charges(plan: Plan, node: Node): Step[] {
  const out: Step[] = [];
  if (plan.identity !== null && node.hand.includes(plan.identity))
    out.push({ kind: 'mana', cards: [plan.identity], mana: 5 });
  const royal = [...node.hand].filter(isKingOrAce).sort((a, b) => cardValue(a) - cardValue(b))[0];
  if (royal !== undefined && royal !== plan.identity) out.push({ kind: 'mana', cards: [royal], mana: 2 });
  const low = [...node.hand].sort((a, b) => cardValue(a) - cardValue(b)).slice(0, 2);
  if (low.length === 2) out.push({ kind: 'mana', cards: low, mana: 1 });
  return out;
}
