import { byType, type ByType } from '@cronica/util';
import { pickUniform, type GameBot, type RandomSource, type Seat } from '@cronica/rules-kernel';
import type { Effect } from '../cards/effects.js';
import { advance as rowsAdvanced } from '../engine/board.js';
import type { WotCommand, CommandOf } from '../engine/commands.js';
import { abilitySource } from '../engine/rules-cards.js';
import { statsOf } from '../engine/stats.js';
import { goldAfterStep } from '../engine/decision.js';
import { RULES } from '../engine/options.js';
import { inCombat } from '../engine/targets.js';
import { threatsFor } from '../engine/threat.js';
import type { StrikeTarget, TargetRef, TroopState, WotState } from '../engine/state.js';
import { playerOf, troopAt, troopByUid } from '../engine/update.js';
import { sensibleCommands } from './sensible.js';

/**
 * The greedy practice bot: scores each legal command with rules of thumb (push troops forward,
 * strike the player when it can, take fights it wins, build places early, spend its resources)
 * and plays the best, breaking ties with its own seeded source. It reads only what its seat may
 * see — the battlefield, public numbers and its own hand — never the rival's hand or any deck
 * order, so in a practice match it plays fair (fair-play.spec.ts).
 */
export function greedyBot(random: RandomSource): GameBot<WotState, WotCommand> {
  return {
    choose(state, seat, legal) {
      let best: WotCommand[] = [];
      let top = -Infinity;
      for (const command of sensibleCommands(state, seat, legal)) {
        const score = scoreOf(state, seat, command);
        if (score > top) [best, top] = [[command], score];
        else if (score === top) best.push(command);
      }
      return pickUniform(random, best);
    },
  };
}

/** The sensible commands of `legal`, best first by the greedy bot's rules of thumb (for strong-bot.ts). */
export function rankedCommands(state: WotState, seat: Seat, legal: readonly WotCommand[]): WotCommand[] {
  return sensibleCommands(state, seat, legal)
    .map((command) => ({ command, score: scoreOf(state, seat, command) }))
    .sort((a, b) => b.score - a.score)
    .map((scored) => scored.command);
}

function scoreOf(state: WotState, seat: Seat, command: WotCommand): number {
  return byType(SCORES, command, state, seat);
}

const never = () => -1;
const waiting = () => 0;

/** How much the greedy bot wants each command: higher first. */
const SCORES: ByType<WotCommand, [WotState, Seat], number> = {
  SwapSideboardCard: never,
  ResetSideboard: never,
  ConfirmDeck: () => 1,
  KeepHand: (_c, state, seat) => (cheapTroops(state, seat) >= 2 || playerOf(state, seat).mulligan === 'taken' ? 1 : 0),
  Mulligan: (_c, state, seat) => (cheapTroops(state, seat) >= 2 ? 0 : 1),
  AddMana: (command) => (command.data.heroPoint ? 1 : 0),
  AddGold: (command, state, seat) => goldScore(state, seat, command),
  DrawCard: (command, state, seat) =>
    command.data.deck === 'construction' ? (playerOf(state, seat).places.length < 5 ? 2 : 0) : 1,
  BuildPlace: () => 60,
  SummonTroop: (command, state) => summonScore(state, command),
  ForgeObject: () => 20,
  EquipObject: (command, state) => 25 + statsOf(state, troopByUid(state, command.data.troop)!).atk,
  UseHeroPower: (command, state, seat) =>
    15 + effectsScore(state, seat, powerEffects(state, seat, command.data.power), command.data.target),
  CastSpell: (command, state, seat) => spellScore(state, seat, command),
  ActivateAbility: (command, state, seat) =>
    5 +
    effectsScore(
      state,
      seat,
      abilitySource(state, seat, command.data.source, command.data.ability)?.ability.effects ?? [],
      command.data.target,
    ),
  MoveTroop: (command, state) => moveScore(state, command),
  Attack: (command, state) =>
    strikeScore(state, troopByUid(state, command.data.troop)!, command.data.troop, command.data.strike) + 5,
  RangedAttack: () => 30,
  Pass: waiting,
  EndPhase: waiting,
  DiscardCard: (command, state) => -(state.catalog[state.cardIndex[command.data.card]!]!.cost?.mana ?? 0),
  DestroyObject: (command, state, seat) => -durabilityOf(state, seat, command.data.object),
  Concede: () => -1000,
  CallTime: () => -1000,
  JudgeRuling: () => -1000,
};

/**
 * A.3 paso 2 for a gold hero: the hero point only when the gold left still pays the cheapest card
 * in hand that costs gold (a hand of unbuilt places is worth more than power points); reinforcements
 * (5 gold, A.3 paso 3) with gold nothing in hand needs, while the hand has room for two more cards.
 */
function goldScore(state: WotState, seat: Seat, command: CommandOf<'AddGold'>): number {
  const me = playerOf(state, seat);
  const after = goldAfterStep(state, command.data.heroPoint) - (command.data.hire ? RULES.hireCost : 0);
  const costs = me.hand.map((c) => state.catalog[c]!.cost?.gold ?? 0).filter((gold) => gold > 0);
  const needed = costs.length === 0 ? 0 : Math.min(...costs);
  let score = command.data.heroPoint ? (after >= needed ? 1 : -3) : 0;
  if (command.data.hire)
    score +=
      me.hand.length <= RULES.handLimit - 2 && me.battle.length > 3 && after >= (costs.length === 0 ? 0 : needed)
        ? 2
        : -5;
  return score;
}

const cheapTroops = (state: WotState, seat: Seat): number =>
  playerOf(state, seat).hand.filter(
    (c) => state.catalog[c]!.playType === 'troop' && (state.catalog[c]!.cost?.mana ?? 0) <= 3,
  ).length;

function durabilityOf(state: WotState, seat: Seat, uid: number): number {
  const object = playerOf(state, seat).armory.find((o) => o.uid === uid);
  return object === undefined ? 0 : (object.durability ?? 5) + (state.catalog[object.card]!.object?.atk ?? 0);
}

/** Expensive troops first, in the middle columns. */
function summonScore(state: WotState, command: CommandOf<'SummonTroop'>): number {
  const card = state.catalog[state.cardIndex[command.data.card]!]!;
  return 30 + (card.cost?.mana ?? 0) * 5 - Math.abs((command.data.zone % 5) - 2);
}

function powerEffects(state: WotState, seat: Seat, id: string): readonly Effect[] {
  return state.catalog[playerOf(state, seat).hero]!.hero!.powers.find((p) => p.id === id)?.effects ?? [];
}

function spellScore(state: WotState, seat: Seat, command: CommandOf<'CastSpell'>): number {
  const card = state.catalog[state.cardIndex[command.data.card]!]!;
  return 10 + effectsScore(state, seat, card.effects ?? [], command.data.target);
}

/** Rough worth of effects: hurt enemies and the rival, help own troops, never the other way round. */
function effectsScore(state: WotState, seat: Seat, effects: readonly Effect[], ref: TargetRef | undefined): number {
  const troop = ref?.kind === 'troop' ? troopByUid(state, ref.uid) : undefined;
  const enemyTarget = troop !== undefined ? troop.seat !== seat : ref?.kind === 'player' ? ref.seat !== seat : true;
  let score = 0;
  for (const e of effects) {
    if (e.op === 'damage' || e.op === 'destroy' || e.op === 'flip')
      score += (e.to === 'controller' ? -4 : 8) * (e.to === 'target' && !enemyTarget ? -1 : 1);
    else if (e.op === 'heal' || e.op === 'modify' || e.op === 'grant')
      score += e.to === 'target' && enemyTarget ? -6 : 4;
    // Giving up a troop (Portal de Reemplazo, Ángel Guardián) only pays when it is about to fight.
    else if (e.op === 'sacrifice' || e.op === 'replace')
      score += troop !== undefined && inCombat(state, troop) ? 4 : -20;
    else score += 4;
  }
  return score;
}

function moveScore(state: WotState, command: CommandOf<'MoveTroop'>): number {
  const troop = troopByUid(state, command.data.troop)!;
  const forward = rowsAdvanced(command.data.to, troop.seat) - rowsAdvanced(troop.zone, troop.seat);
  if (command.data.strike === undefined) return 3 + forward * 4;
  const moved: TroopState = { ...troop, zone: command.data.to };
  return strikeScore(state, moved, troop.uid, command.data.strike) + forward;
}

/** A fight from where the troop stands: kill without dying is good, dying for nothing is bad. */
function strikeScore(state: WotState, troop: TroopState, uid: number, strike: StrikeTarget): number {
  const own = statsOf(state, troopByUid(state, uid)!);
  if (strike.kind === 'player') return 100 + own.atk;
  if (strike.kind === 'object') return 10;
  const threats = threatsFor(state, troop);
  const targets =
    strike.kind === 'area'
      ? state.troops.filter((t) => t.seat !== troop.seat && threats.includes(t))
      : [troopAt(state, strike.zone)].filter((t): t is TroopState => t !== undefined);
  const hitters = new Set([...threats, ...targets]);
  let received = 0;
  for (const t of hitters) received += statsOf(state, t).atk;
  const dies = (own.mechanical ? hitters.size : received) >= own.life - troop.damage;
  const kills = targets.filter((t) => {
    const s = statsOf(state, t);
    return (s.mechanical ? 1 : own.atk) >= s.life - t.damage;
  }).length;
  return kills * 40 - (dies ? 35 : 0) + (kills === 0 && !dies ? 8 : 0);
}
