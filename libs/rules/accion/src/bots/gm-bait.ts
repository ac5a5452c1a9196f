import { distance } from '../grid.js';
import type { AccionCommand, CommandOf } from '../encounter/commands.js';
import type { AccionView, EnemyView, PlayerView } from '../encounter/view.js';
import { strikeChance, strikeOdds } from './gm-plan.js';

/**
 * A ranged enemy that starts its turn away from every hero steps next to the weakest one first,
 * and shoots with the actions left. Being adjacent costs it nothing it needs (it reaches the whole
 * scene), but a hero who attacks it misses at its threat level and then takes the enemy's
 * automatic damage (003, "Daño por fallo"); the +2 Effort the hero gains there (003, "Valor
 * Recompensado") draws their attacks onto the enemy that is harder to hit and strikes back,
 * while the melee enemies keep hitting.
 *
 * Unless the shot the step costs is one the hero may fall to: when the enemies' strikes before
 * the hero's next turn (survival.ts counts them the same way for the party) would fell it more
 * often with that shot than without by more than BAIT_FALL_COST, the enemy shoots from where it
 * stands. A fall ends the encounter; the bait only makes the hero's next turn worse.
 */
export function baitStep(v: AccionView, legal: readonly AccionCommand[]): CommandOf<'EnemyMove'> | undefined {
  const enemy = v.enemies.find((e) => e.id === v.turn?.actor);
  if (enemy === undefined || enemy.reach !== 'ranged' || enemy.position === null) return undefined;
  const left = v.turn?.actionsLeft ?? 0;
  if (left < BAIT_ACTIONS) return undefined;
  const heroes = v.players.filter((p) => !p.fallen && !p.withdrawn && p.scene === enemy.scene && p.position !== null);
  const from = enemy.position;
  if (heroes.some((p) => distance(p.position!, from) === 1)) return undefined;
  const weakest = [...heroes].sort((a, b) => a.hp - b.hp)[0];
  if (weakest === undefined) return undefined;
  const fall = (shots: number) => fallBeforeTurn(v, enemy, weakest, shots);
  if (fall(left) - fall(left - 1) > BAIT_FALL_COST) return undefined;
  return legal.find(
    (c): c is CommandOf<'EnemyMove'> => c.type === 'EnemyMove' && distance(c.data.to, weakest.position!) === 1,
  );
}

/** A step and two shots: with fewer actions left, the step would cost most of the turn's damage. */
const BAIT_ACTIONS = 3;
/** How much likelier the hero's fall before its next turn may be without the bait's shot, at most. */
const BAIT_FALL_COST = 0.02;

/**
 * The chance the hero falls before its next turn when the acting enemy shoots `shots` times now:
 * each standing enemy of the scene still to act this round strikes once more, and when the hero
 * has acted this round every enemy plays again before it (the GM sends its enemies first, 003
 * "Iniciativa popcorn"); a melee enemy away from the hero spends an action to step next to it.
 */
export function fallBeforeTurn(v: AccionView, actor: EnemyView, hero: PlayerView, shots: number): number {
  const heroActed = v.initiative.acted.includes(`p${hero.seat}`);
  const strikes = v.enemies
    .filter((e) => !e.defeated && e.scene === hero.scene)
    .flatMap((e) => {
      const first = e.id === actor.id ? shots : v.initiative.acted.includes(e.id) ? 0 : e.actions - stepCost(e, hero);
      const again = heroActed ? (first === 0 && e.id !== actor.id ? e.actions - stepCost(e, hero) : e.actions) : 0;
      return Array.from({ length: Math.max(0, first) + Math.max(0, again) }, (_, i) => ({
        hit: strikeChance(hero.guard, e.interrupted && i === 0),
        damage: e.damage,
      }));
    });
  return strikeOdds(strikes, hero.hp, hero.prepared).ko;
}

const stepCost = (e: EnemyView, hero: PlayerView) =>
  e.reach === 'melee' && (e.position === null || hero.position === null || distance(e.position, hero.position) > 1)
    ? 1
    : 0;
