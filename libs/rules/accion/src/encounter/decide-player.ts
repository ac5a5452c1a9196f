import type { RuleViolation } from '@cronica/rules-kernel';
import { isKingOrAce, type Card } from '../cards.js';
import { reachable, sameSquare } from '../grid.js';
import type { Square } from '../options.js';
import type { AccionCommandType, CommandOf } from './commands.js';
import { enemyStrike, isOrderedSubset } from './decide-enemy.js';
import { drawCards, spend } from './effects.js';
import type { Emitter } from './emitter.js';
import { deckLabel } from './evolve.js';
import {
  areAdjacent,
  canArrive,
  isStandingPlayer,
  isTeamPlay,
  occupiedSquares,
  sceneSize,
  standingEnemies,
} from './rules.js';
import { MAX_TABLE_CARDS, MOVE_SQUARES, playerId, type AccionState, type PlayerState } from './state.js';
import { findEnemy, findPlayer } from './update.js';
import { refuse } from './violations.js';

/** A player's 1-, 2- and 3-action options (003, "La Regla de Acción") other than attacks. */

type Handler<T extends AccionCommandType> = (c: CommandOf<T>, e: Emitter, p: PlayerState) => RuleViolation | null;

export function moveSquares(state: AccionState, p: PlayerState): Square[] {
  if (!state.options.tactical || p.at === null) return [];
  return reachable(p.at, MOVE_SQUARES, sceneSize(state, p.scene), occupiedSquares(state, p.scene));
}

/** 003, "Moverte dentro de la escena": up to 5 squares; 1 action (tactical). */
export const move: Handler<'Move'> = (c, e, p) => {
  if (!e.state.options.tactical) return refuse('not-tactical', c);
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  if (!moveSquares(e.state, p).some((s) => sameSquare(s, c.data.to))) return refuse('unreachable', c);
  spend(e, 'move', 1);
  e.emit('Moved', { actor: playerId(p.seat), scene: p.scene, from: p.at, to: c.data.to });
  return null;
};

/**
 * 003, "Moverte a otra Escena/Zona" (1 action): every enemy of the scene left attacks at once.
 * "Movimiento seguro" (2 actions): no attack.
 */
function changeScene(
  c: CommandOf<'ChangeScene' | 'SafeMove'>,
  e: Emitter,
  p: PlayerState,
  safe: boolean,
): RuleViolation | null {
  if (!canArrive(e.state, p.scene, c.data.scene, c.data.to)) return refuse('unknown-scene', c);
  const cost = safe ? 2 : 1;
  if (e.state.turn!.actionsLeft < cost) return refuse('no-actions', c);
  spend(e, safe ? 'safe-move' : 'change-scene', cost);
  if (!safe) {
    for (const enemy of standingEnemies(e.state).filter((x) => x.scene === p.scene)) {
      if (!isStandingPlayer(findPlayer(e.state, p.seat)!)) break;
      enemyStrike(e, enemy, p.seat, { bonus: 0, instant: true });
    }
  }
  const now = findPlayer(e.state, p.seat)!;
  if (isStandingPlayer(now))
    e.emit('Moved', { actor: playerId(p.seat), scene: c.data.scene, from: now.at, to: c.data.to });
  return null;
}
export const changeSceneCommand: Handler<'ChangeScene'> = (c, e, p) => changeScene(c, e, p, false);
export const safeMove: Handler<'SafeMove'> = (c, e, p) => changeScene(c, e, p, true);

/** 003, "Robar X cartas (forzado): paga X MP para robar esa cantidad". */
export const forcedDraw: Handler<'ForcedDraw'> = (c, e, p) => {
  const n = c.data.count;
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  if (!Number.isInteger(n) || n < 1 || n > p.deck.length) return refuse('bad-count', c);
  if (n > p.mp) return refuse('not-enough-mp', c);
  const greed = spend(e, 'forced-draw', 1, { key: 'forced-draw', normal: n });
  e.emit('MpSpent', { seat: p.seat, amount: n, mp: p.mp - n });
  drawCards(e, playerId(p.seat), n, 'forced', greed);
  return null;
};

/** 003, "Recuperar 1 carta usada de tu descarte al fondo de tu mazo". */
export const recover: Handler<'Recover'> = (c, e, p) => {
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  if (!p.discard.includes(c.data.card)) return refuse('card-not-in-discard', c);
  spend(e, 'recover', 1);
  e.emit('CardRecovered', { seat: p.seat, card: c.data.card });
  return null;
};

/** 003, "Prepararte". */
export const prepare: Handler<'Prepare'> = (c, e, p) => {
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  if (p.prepared) return refuse('already-prepared', c);
  spend(e, 'prepare', 1);
  e.emit('Prepared', { seat: p.seat, by: p.seat });
  return null;
};

/** 003, "Asistir a un aliado": 1 card to the table, at most 3 on it. */
export const assist: Handler<'Assist'> = (c, e, p) => {
  if (!isTeamPlay(e.state)) return refuse('no-team', c);
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  if (e.state.table.length >= MAX_TABLE_CARDS) return refuse('table-full', c);
  if (!p.hand.includes(c.data.card)) return refuse('card-not-in-hand', c);
  spend(e, 'assist', 1);
  e.emit('CardDonated', { seat: p.seat, card: c.data.card });
  return null;
};

/** Allies who can be asked for a card (003, "Solicitar la ayuda de un aliado"). */
export function aidAllies(state: AccionState, p: PlayerState): PlayerState[] {
  if (!isTeamPlay(state) || state.table.length >= MAX_TABLE_CARDS) return [];
  return state.players.filter((a) => a.seat !== p.seat && isStandingPlayer(a) && a.hand.length > 0);
}

export const requestAid: Handler<'RequestAid'> = (c, e, p) => {
  if (!isTeamPlay(e.state)) return refuse('no-team', c);
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  if (e.state.table.length >= MAX_TABLE_CARDS) return refuse('table-full', c);
  if (!aidAllies(e.state, p).some((a) => a.seat === c.data.ally)) return refuse('unknown-ally', c);
  spend(e, 'request-aid', 1);
  e.emit('AidRequested', { seat: p.seat, ally: c.data.ally });
  return null;
};

/** 003, "Interrumpir, Distraer o intentar sujetar a un enemigo" (2 actions). */
export const interrupt: Handler<'Interrupt'> = (c, e, p) => {
  const enemy = findEnemy(e.state, c.data.enemy);
  if (enemy === undefined || enemy.defeated || enemy.scene !== p.scene) return refuse('unknown-target', c);
  if (enemy.interrupted) return refuse('already-interrupted', c);
  if (e.state.turn!.actionsLeft < 2) return refuse('no-actions', c);
  spend(e, 'interrupt', 2);
  e.emit('EnemyInterrupted', { enemy: enemy.id, by: p.seat });
  return null;
};

/** 003, "Reiniciar tu Mano": the hand into the deck, shuffled, as many cards drawn again. */
export const resetHand: Handler<'ResetHand'> = (c, e, p) => {
  if (e.state.turn!.actionsLeft < 2) return refuse('no-actions', c);
  if (p.hand.length === 0) return refuse('empty-hand', c);
  spend(e, 'reset-hand', 2);
  e.random.shuffle(deckLabel(playerId(p.seat)), [...p.deck, ...p.hand]);
  e.emit('HandReset', { seat: p.seat, returned: p.hand.length });
  drawCards(e, playerId(p.seat), p.hand.length, 'reset');
  return null;
};

/** 003, "Concentración" (3 actions). */
export const concentrate: Handler<'Concentrate'> = (c, e, p) => {
  if (e.state.turn!.actionsLeft < 3) return refuse('no-actions', c);
  spend(e, 'concentrate', 3);
  e.emit('Concentrated', { seat: p.seat });
  return null;
};

/** 003, "Robo Duro: roba 1 carta gratis de tu mazo, sin pagar MP" (3 actions). */
export const hardDraw: Handler<'HardDraw'> = (c, e, p) => {
  if (e.state.turn!.actionsLeft < 3) return refuse('no-actions', c);
  if (p.deck.length === 0) return refuse('empty-deck', c);
  const greed = spend(e, 'hard-draw', 3, { key: 'hard-draw', normal: 1 });
  drawCards(e, playerId(p.seat), 1, 'hard-draw', greed);
  return null;
};

/**
 * 003, "Carga de Mana" (free, once per turn): 2 cards → 1 mana; a King or an Ace → 2; the
 * identity card → 5. The cards go to the discard pile.
 */
export function manaFor(p: PlayerState, cards: readonly Card[]): number {
  if (cards.length === 2) return 1;
  const [card] = cards;
  if (cards.length !== 1 || card === undefined) return 0;
  if (card === p.identity) return 5;
  return isKingOrAce(card) ? 2 : 0;
}

export const chargeMana: Handler<'ChargeMana'> = (c, e, p) => {
  if (e.state.turn!.manaCharged) return refuse('mana-once', c);
  if (!isOrderedSubset(c.data.cards, p.hand)) return refuse('card-not-in-hand', c);
  const mana = manaFor(p, c.data.cards);
  if (mana === 0) return refuse('bad-mana', c);
  e.emit('ManaCharged', { seat: p.seat, cards: c.data.cards, mana, mp: p.mp + mana });
  return null;
};

/** Allies flanking an enemy with the active player (003, "Flanqueo"), who can lend a card. */
export function flankAllies(state: AccionState, p: PlayerState, enemyId: string): PlayerState[] {
  const enemy = findEnemy(state, enemyId);
  const t = state.turn;
  if (!state.options.tactical || enemy === undefined || enemy.defeated || t === null) return [];
  if (t.flankAsked || t.lent !== null || t.actionsLeft < 1 || !areAdjacent(p, enemy)) return [];
  return state.players.filter(
    (a) => a.seat !== p.seat && isStandingPlayer(a) && a.hand.length > 0 && areAdjacent(a, enemy),
  );
}

export const requestFlank: Handler<'RequestFlank'> = (c, e, p) => {
  if (!e.state.options.tactical) return refuse('not-tactical', c);
  if (e.state.turn!.flankAsked) return refuse('flank-once', c);
  if (!flankAllies(e.state, p, c.data.enemy).some((a) => a.seat === c.data.ally)) return refuse('no-flank', c);
  e.emit('FlankRequested', { seat: p.seat, ally: c.data.ally, enemy: c.data.enemy });
  return null;
};

/** The ally's answers: a card for the table, or for the flank. */
export const giveAid: Handler<'GiveAid'> = (c, e, p) => {
  if (!p.hand.includes(c.data.card)) return refuse('card-not-in-hand', c);
  e.emit('CardDonated', { seat: p.seat, card: c.data.card });
  return null;
};

export const lendCard: Handler<'LendCard'> = (c, e, p) => {
  const pending = e.state.pending;
  if (pending?.kind !== 'flank') return refuse('no-flank', c);
  if (!p.hand.includes(c.data.card)) return refuse('card-not-in-hand', c);
  e.emit('FlankCardLent', { ally: p.seat, seat: pending.requester, card: c.data.card, enemy: pending.enemy });
  return null;
};

/** 003, "Límite de mano": "Si lo superas, descarta hasta regresar a 8" (one card at a time). */
export const discard: Handler<'Discard'> = (c, e, p) => {
  if (p.hand.length <= e.state.options.table.handLimit) return refuse('not-over-limit', c);
  if (!p.hand.includes(c.data.card)) return refuse('card-not-in-hand', c);
  e.emit('CardsDiscarded', { actor: playerId(p.seat), cards: [c.data.card], reason: 'hand-limit' });
  return null;
};
