import { sortedCardIds, subMultisets, type Seat } from '@cronica/rules-kernel';
import type { Cost } from '../cards/schema.js';
import type { TargetPool } from '../cards/vocabulary.js';
import type { BladesCommand } from './commands.js';
import { choicesAmong, equalGroups, pays, preparedCount } from './dice.js';
import { abilitiesOf } from './heroes.js';
import { maxReroll, pairer, unpaired } from './flow.js';
import { abilityProblem, actionTiming, cardProblem, targetChoices } from './playable.js';
import { HEROES_PER_LIST, other, playerOf, type BladesState } from './state.js';
import { activeOf } from './targets.js';
import { triggerOrderer } from './triggers.js';

/**
 * legalCommands(state, seat): exactly the commands `decide` accepts from that seat, listed
 * once each (dice by canonical choice among equal dice, cards by id).
 */
export function legalCommands(state: BladesState, seat: Seat): BladesCommand[] {
  switch (state.phase) {
    case 'draft':
      return playerOf(state, seat).picks !== null
        ? []
        : subMultisets(LIST_POSITIONS, state.format.heroesKept).map((keep) => ({
            type: 'PickHeroes',
            data: { seat, keep },
          }));
    case 'mulligan':
      return playerOf(state, seat).mulliganed
        ? []
        : subMultisets(handIds(state, seat)).map((discard) => ({ type: 'Mulligan', data: { seat, discard } }));
    case 'role':
      return state.roleChooser !== seat
        ? []
        : (['attacker', 'defender'] as const).map((role) => ({ type: 'ChooseRole', data: { seat, role } }));
    case 'pairing':
      return pairer(state) !== seat
        ? []
        : unpaired(state, seat).flatMap((hero) =>
            unpaired(state, other(seat)).map((rival) => ({ type: 'PairHeroes' as const, data: { seat, hero, rival } })),
          );
    case 'dice':
      return diceCommands(state, seat);
    case 'actions':
      return actionCommands(state, seat);
    case 'handLimit':
      return playerOf(state, seat).hand.length <= state.format.handLimit
        ? []
        : distinctCards(playerOf(state, seat).hand).map((c) => ({
            type: 'DiscardCard',
            data: { seat, card: state.catalog[c]!.id },
          }));
    case 'over':
      return [];
  }
}

/** The positions of a hero list ("Draft de Héroes"): each keep is a choice of so many of them, ascending. */
const LIST_POSITIONS = Array.from({ length: HEROES_PER_LIST }, (_, position) => position);

const handIds = (state: BladesState, seat: Seat): string[] => sortedCardIds(state.catalog, playerOf(state, seat).hand);

function diceCommands(state: BladesState, seat: Seat): BladesCommand[] {
  const step = state.clash?.diceStep;
  if (step == null || step.seat !== seat) return [];
  const commands: BladesCommand[] = [{ type: 'KeepDice', data: { seat } }];
  const groups = equalGroups(playerOf(state, seat).dice);
  for (let size = 1; size <= maxReroll(state, seat); size += 1) {
    for (const chosen of choicesAmong(groups, size))
      commands.push({ type: 'RerollDice', data: { seat, dice: chosen } });
  }
  return commands;
}

/** Each card of a hand once, by catalog index. */
function distinctCards(hand: readonly number[]): number[] {
  const seen: number[] = [];
  for (const c of hand) if (!seen.includes(c)) seen.push(c);
  return seen;
}

function actionCommands(state: BladesState, seat: Seat): BladesCommand[] {
  const clash = state.clash!;
  if (clash.pending.length > 1) {
    const orderer = triggerOrderer(state);
    return orderer?.seat !== seat
      ? []
      : orderer.choices.map((pending) => ({ type: 'OrderTrigger', data: { seat, pending } }));
  }
  const timing = actionTiming(state, seat);
  if ('code' in timing) return [];
  const commands: BladesCommand[] = [{ type: 'Pass', data: { seat } }];
  const offer = new Offer(state, seat, commands);
  for (const index of distinctCards(playerOf(state, seat).hand)) {
    const def = state.catalog[index]!;
    const card = def.id;
    if (cardProblem(state, seat, def, timing.windowOnly) !== null) continue;
    offer.withTargets(def.target, def.cost, (target, dice) => ({
      type: 'PlayCard',
      data: target === undefined ? { seat, card, dice } : { seat, card, dice, target },
    }));
  }
  if (!timing.windowOnly) normalActions(state, seat, offer, commands);
  return commands;
}

/**
 * One listing's dice choices and targets, each computed once: canonical choices by size (shared
 * by every cost of that size and by Robar una Carta) and targets by pool.
 */
class Offer {
  private readonly dice: BladesState['players'][number]['dice'];
  private readonly choicesBySize: number[][][] = [];
  private readonly targetsByPool = new Map<TargetPool | undefined, readonly (number | undefined)[]>();
  private groups: number[][] | null = null;
  private prepared = -1;

  constructor(
    private readonly state: BladesState,
    private readonly seat: Seat,
    private readonly commands: BladesCommand[],
  ) {
    this.dice = playerOf(state, seat).dice;
  }

  choices(size: number): number[][] {
    if (this.prepared < 0) this.prepared = preparedCount(this.dice);
    if (size > this.prepared) return [];
    return (this.choicesBySize[size] ??= choicesAmong((this.groups ??= equalGroups(this.dice)), size));
  }

  withTargets(
    pool: TargetPool | undefined,
    cost: Cost,
    make: (target: number | undefined, paid: number[]) => BladesCommand,
  ): void {
    const paying: number[][] = [];
    for (const chosen of this.choices(cost.length)) if (pays(cost, this.dice, chosen)) paying.push(chosen);
    if (paying.length === 0) return;
    let targets = this.targetsByPool.get(pool);
    if (targets === undefined) {
      targets = targetChoices(this.state, this.seat, pool);
      this.targetsByPool.set(pool, targets);
    }
    for (const target of targets) for (const paid of paying) this.commands.push(make(target, paid));
  }
}

/** Abilities and Robar una Carta: only in one's own activation, with an empty stack. */
function normalActions(state: BladesState, seat: Seat, offer: Offer, commands: BladesCommand[]): void {
  const abilities = abilitiesOf(state, state.heroes[activeOf(state, seat)]!);
  for (let a = 0; a < abilities.length; a += 1) {
    const ability = abilities[a]!;
    if (listedBefore(abilities, a)) continue;
    if ('code' in abilityProblem(state, seat, ability.id)) continue;
    offer.withTargets(ability.target, ability.cost, (target, dice) => ({
      type: 'ActivateAbility',
      data: target === undefined ? { seat, ability: ability.id, dice } : { seat, ability: ability.id, dice, target },
    }));
  }
  if (playerOf(state, seat).deck.length > 0) {
    for (const dice of offer.choices(state.format.drawCardCost))
      commands.push({ type: 'DrawCard', data: { seat, dice } });
  }
}

const listedBefore = (abilities: readonly { readonly id: string }[], at: number): boolean => {
  for (let k = 0; k < at; k += 1) if (abilities[k]!.id === abilities[at]!.id) return true;
  return false;
};
