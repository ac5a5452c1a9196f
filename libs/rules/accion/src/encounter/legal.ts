import { SYSTEM_SEAT, type Seat } from '@cronica/rules-kernel';
import { isKingOrAce } from '../cards.js';
import type { AccionCommand, CardRef } from './commands.js';
import { attackTargets, skillTargets } from './decide-attack.js';
import { chargePath, enemyMoveSquares, enemyTargets, interceptSquares, MAX_SCHEME_CARDS } from './decide-enemy.js';
import { breakOptions, mayCede } from './decide-flow.js';
import { aidAllies, flankAllies, moveSquares } from './decide-player.js';
import { gateOf } from './gate.js';
import { arrivals, controllerOf, isTeamPlay, standingEnemies, standingPlayers } from './rules.js';
import { GM_SEAT, MAX_TABLE_CARDS, type AccionState, type EnemyState, type PlayerState } from './state.js';
import { findPlayer } from './update.js';

/**
 * Every command `decide` accepts from `seat` now, and no other (property tests hold both sides),
 * except `Concede`: the kernel's contract keeps it off the list (the platform offers it apart, and
 * a bot waiting for another seat would otherwise concede). Player combos list hand cards in hand
 * order, then table slots, then the lent card.
 */
export function legalCommands(state: AccionState, seat: Seat): AccionCommand[] {
  if (state.phase === 'ended') return [];
  if (seat === SYSTEM_SEAT) return [{ type: 'CallTime', data: { seat } }];
  return gateCommands(state, seat);
}

function gateCommands(state: AccionState, seat: Seat): AccionCommand[] {
  const gate = gateOf(state);
  const p = findPlayer(state, seat);
  switch (gate.kind) {
    case 'ended':
      return [];
    case 'setup':
      return seat === GM_SEAT ? [{ type: 'StartEncounter', data: { seat } }] : [];
    case 'discard':
      return seat === gate.player.seat
        ? gate.player.hand.map((card) => ({ type: 'Discard', data: { seat, card } }))
        : [];
    case 'aid':
      return seat !== gate.ally || p === undefined
        ? []
        : [
            ...p.hand.map((card): AccionCommand => ({ type: 'GiveAid', data: { seat, card } })),
            { type: 'RefuseAid', data: { seat } },
          ];
    case 'flank':
      return seat !== gate.ally || p === undefined
        ? []
        : [
            ...p.hand.map((card): AccionCommand => ({ type: 'LendCard', data: { seat, card } })),
            { type: 'DeclineFlank', data: { seat } },
          ];
    case 'interception':
      return gate.seats.includes(seat) && p !== undefined ? interceptionAnswers(state, p) : [];
    case 'tie':
      return openerChoices(state, seat);
    case 'handoff':
      return handoffChoices(state, seat);
    case 'player-turn':
      return seat === gate.player.seat ? playerCommands(state, gate.player) : [];
    case 'enemy-turn':
      return seat === GM_SEAT ? enemyCommands(state, gate.enemy) : [];
  }
}

/** Where a player may step in to intercept the enemy's path, or let it pass. */
function interceptionAnswers(state: AccionState, p: PlayerState): AccionCommand[] {
  const pending = state.pending;
  if (pending?.kind !== 'interception') return [];
  const seat = p.seat;
  return [
    ...interceptSquares(state, p, pending.path).map((to): AccionCommand => ({
      type: 'Intercept',
      data: { seat, to },
    })),
    { type: 'LetPass', data: { seat } },
  ];
}

/** The tied actors, for whoever controls one of them to pick who opens. */
function openerChoices(state: AccionState, seat: Seat): AccionCommand[] {
  const tied = state.tied ?? [];
  return tied.some((a) => controllerOf(a) === seat)
    ? tied.map((actor) => ({ type: 'ChooseOpener', data: { seat, actor } }))
    : [];
}

/** Who acts next: the chooser passes the initiative; the GM may break the flow instead. */
function handoffChoices(state: AccionState, seat: Seat): AccionCommand[] {
  const h = state.handoff!;
  const pass =
    seat === h.chooser ? h.options.map((to): AccionCommand => ({ type: 'PassInitiative', data: { seat, to } })) : [];
  const brk =
    seat === GM_SEAT ? breakOptions(state).map((to): AccionCommand => ({ type: 'BreakFlow', data: { seat, to } })) : [];
  return [...pass, ...brk];
}

/** Ordered subsets of `items` of `min` to `max` elements. */
export function subsets<T>(items: readonly T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  const walk = (start: number, picked: T[]) => {
    if (picked.length >= min) out.push(picked);
    if (picked.length === max) return;
    for (let i = start; i < items.length; i += 1) walk(i + 1, [...picked, items[i]!]);
  };
  walk(0, []);
  return out;
}

/** The cards a combo against `target` may use: hand, table slots not donated by this player, the lent card. */
function comboSources(state: AccionState, p: PlayerState, target: string): CardRef[] {
  const refs: CardRef[] = p.hand.map((card) => ({ from: 'hand', card }));
  state.table.forEach((t, slot) => {
    if (t.donor !== p.seat) refs.push({ from: 'table', slot });
  });
  if (state.turn?.lent?.enemy === target) refs.push({ from: 'flank' });
  return refs;
}

function combos(state: AccionState, p: PlayerState, target: string): CardRef[][] {
  return subsets(comboSources(state, p, target), 1, state.options.table.maxCombo);
}

function oneAction(state: AccionState, p: PlayerState, seat: Seat): AccionCommand[] {
  const out: AccionCommand[] = [];
  for (const target of attackTargets(state, p)) {
    const cs = combos(state, p, target.id);
    for (const kind of target.kinds)
      for (const cards of cs) out.push({ type: 'Attack', data: { seat, target: target.id, kind, cards } });
  }
  for (const skill of state.options.skills) {
    if (p.mp < skill.cost) continue;
    for (const target of skillTargets(state, p, skill.id))
      out.push({ type: 'UseSkill', data: { seat, skill: skill.id, target } });
  }
  for (const to of moveSquares(state, p)) out.push({ type: 'Move', data: { seat, to } });
  for (const s of state.options.scenes)
    for (const to of arrivals(state, p.scene, s.id)) out.push({ type: 'ChangeScene', data: { seat, scene: s.id, to } });
  for (let count = 1; count <= Math.min(p.mp, p.deck.length); count += 1)
    out.push({ type: 'ForcedDraw', data: { seat, count } });
  for (const card of p.discard) out.push({ type: 'Recover', data: { seat, card } });
  if (!p.prepared) out.push({ type: 'Prepare', data: { seat } });
  if (isTeamPlay(state) && state.table.length < MAX_TABLE_CARDS)
    for (const card of p.hand) out.push({ type: 'Assist', data: { seat, card } });
  for (const ally of aidAllies(state, p)) out.push({ type: 'RequestAid', data: { seat, ally: ally.seat } });
  return out;
}

function twoActions(state: AccionState, p: PlayerState, seat: Seat): AccionCommand[] {
  const out: AccionCommand[] = [];
  for (const s of state.options.scenes)
    for (const to of arrivals(state, p.scene, s.id)) out.push({ type: 'SafeMove', data: { seat, scene: s.id, to } });
  for (const x of standingEnemies(state))
    if (x.scene === p.scene && !x.interrupted) out.push({ type: 'Interrupt', data: { seat, enemy: x.id } });
  if (p.hand.length > 0) out.push({ type: 'ResetHand', data: { seat } });
  return out;
}

function threeActions(state: AccionState, p: PlayerState, seat: Seat): AccionCommand[] {
  const out: AccionCommand[] = [{ type: 'Concentrate', data: { seat } }];
  if (p.deck.length > 0) out.push({ type: 'HardDraw', data: { seat } });
  for (const target of attackTargets(state, p)) {
    if (target.kind !== 'enemy' || !target.kinds.includes('physical') || chargePath(state, p, target.enemy) === null)
      continue;
    for (const cards of combos(state, p, target.id))
      out.push({ type: 'Charge', data: { seat, enemy: target.id, cards } });
  }
  return out;
}

function freeActions(state: AccionState, p: PlayerState, seat: Seat): AccionCommand[] {
  const out: AccionCommand[] = [];
  if (!state.turn!.manaCharged) {
    for (const card of p.hand)
      if (card === p.identity || isKingOrAce(card)) out.push({ type: 'ChargeMana', data: { seat, cards: [card] } });
    for (const cards of subsets(p.hand, 2, 2)) out.push({ type: 'ChargeMana', data: { seat, cards } });
  }
  for (const x of standingEnemies(state)) {
    for (const ally of flankAllies(state, p, x.id))
      out.push({ type: 'RequestFlank', data: { seat, ally: ally.seat, enemy: x.id } });
  }
  if (mayCede(state, seat)) out.push({ type: 'CedeInitiative', data: { seat } });
  out.push({ type: 'EndTurn', data: { seat } });
  return out;
}

function playerCommands(state: AccionState, p: PlayerState): AccionCommand[] {
  const left = state.turn!.actionsLeft;
  const seat = p.seat;
  return [
    ...(left >= 1 ? oneAction(state, p, seat) : []),
    ...(left >= 2 ? twoActions(state, p, seat) : []),
    ...(left >= 3 ? threeActions(state, p, seat) : []),
    ...freeActions(state, p, seat),
  ];
}

function enemyCommands(state: AccionState, enemy: EnemyState): AccionCommand[] {
  const seat = GM_SEAT;
  const left = state.turn!.actionsLeft;
  const out: AccionCommand[] = [];
  if (left >= 1) {
    for (const p of enemyTargets(state, enemy, true)) out.push({ type: 'EnemyAttack', data: { seat, target: p.seat } });
    for (const p of enemyTargets(state, enemy, false)) out.push({ type: 'EnemyHex', data: { seat, target: p.seat } });
    if (state.threat !== null)
      for (const cards of subsets(enemy.hand, 0, MAX_SCHEME_CARDS))
        out.push({ type: 'EnemyScheme', data: { seat, cards } });
    for (const to of enemyMoveSquares(state, enemy)) out.push({ type: 'EnemyMove', data: { seat, to } });
    for (const s of state.options.scenes)
      for (const to of arrivals(state, enemy.scene, s.id))
        out.push({ type: 'EnemyChangeScene', data: { seat, scene: s.id, to } });
  }
  if (left >= 3) {
    for (const p of standingPlayers(state))
      if (chargePath(state, enemy, p) !== null) out.push({ type: 'EnemyCharge', data: { seat, target: p.seat } });
  }
  out.push({ type: 'EndTurn', data: { seat } });
  return out;
}
