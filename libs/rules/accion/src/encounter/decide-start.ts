import type { RuleViolation } from '@cronica/rules-kernel';
import { cardValue } from '../cards.js';
import type { CommandOf } from './commands.js';
import { startTurn } from './decide-flow.js';
import { drawCards } from './effects.js';
import type { Emitter } from './emitter.js';
import { deckLabel } from './evolve.js';
import { controllerOf, standingEnemies, standingPlayers } from './rules.js';
import { GM_SEAT, INITIATOR_BONUS, playerId, type ActorId, type InitiativeReveal } from './state.js';
import { refuse } from './violations.js';

/**
 * The GM opens the encounter: every deck shuffled, opening hands dealt, then the initiative
 * (003, "Al inicio de un encuentro": each player reveals the bottom card of their deck; the
 * highest acts first; the initiator's card has +2; ties are chosen by those tied).
 */
export function startEncounter(c: CommandOf<'StartEncounter'>, e: Emitter): RuleViolation | null {
  if (c.data.seat !== GM_SEAT) return refuse('gm-only', c);
  const s = e.state;
  const players = standingPlayers(s);
  const enemies = standingEnemies(s);
  for (const p of players) e.random.shuffle(deckLabel(playerId(p.seat)), p.deck);
  for (const x of enemies) e.random.shuffle(deckLabel(x.id), x.deck);
  e.emit('EncounterStarted', { players: s.players.length });
  for (const p of players) drawCards(e, playerId(p.seat), s.options.party.openingHand, 'opening');
  for (const x of enemies) drawCards(e, x.id, s.options.enemies.find((o) => o.id === x.id)!.openingHand, 'opening');
  const reveals = initiativeReveals(e);
  e.emit('InitiativeRevealed', { reveals });
  const best = Math.max(...reveals.map((r) => r.value + r.bonus));
  const top = reveals.filter((r) => r.value + r.bonus === best).map((r) => r.actor);
  if (top.length > 1) e.emit('InitiativeTied', { actors: top });
  else openFirstRound(e, top[0]!);
  return null;
}

/** Bottom cards, players first (and enemies with the `enemiesRevealInitiative` table option). */
function initiativeReveals(e: Emitter): InitiativeReveal[] {
  const s = e.state;
  const initiator = s.options.initiator;
  const decks: { actor: ActorId; deck: readonly string[] }[] = [
    ...standingPlayers(s).map((p) => ({ actor: playerId(p.seat), deck: p.deck })),
    ...(s.options.table.enemiesRevealInitiative ? standingEnemies(s).map((x) => ({ actor: x.id, deck: x.deck })) : []),
  ];
  return decks
    .filter((d) => d.deck.length > 0)
    .map(({ actor, deck }) => {
      const card = deck[deck.length - 1]!;
      return {
        actor,
        card,
        value: cardValue(card),
        bonus: initiator !== null && actor === playerId(initiator) ? INITIATOR_BONUS : 0,
      };
    });
}

function openFirstRound(e: Emitter, actor: ActorId): void {
  e.emit('RoundStarted', { round: 1, opener: actor });
  startTurn(e, actor);
}

/** 003, "Empates": "pueden decidir quien va primero" — any of those tied names the opener. */
export function chooseOpener(c: CommandOf<'ChooseOpener'>, e: Emitter): RuleViolation | null {
  const tied = e.state.tied ?? [];
  if (!tied.some((a) => controllerOf(a) === c.data.seat) || !tied.includes(c.data.actor)) return refuse('not-tied', c);
  e.emit('OpenerChosen', { actor: c.data.actor, by: c.data.seat });
  openFirstRound(e, c.data.actor);
  return null;
}
