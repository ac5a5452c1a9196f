import type { GameResult, Message, MessageMetadata, Seat } from '@cronica/rules-kernel';
import type { Effect, TriggerEvent } from '../cards/effects.js';
import type { Counter, DamageKind, DieColor, Stat } from '../cards/vocabulary.js';

/** Events: past tense, `{ type, data, metadata }`; `metadata.random` holds the draws that produced them. */
type E<T extends string, D> = Message<T, D, MessageMetadata>;

export type DieRoll = { readonly color: DieColor; readonly face: number };

export type BladesEvent =
  // Draft, hands and roles (000_7cbcfc9bc47f1014.txt, "Draft de Héroes", "Robo de Mano Inicial", "Determinar Atacante y Defensor")
  | E<'HeroesPicked', { seat: Seat; keep: readonly number[] }>
  | E<'DeckShuffled', { seat: Seat; size: number }>
  | E<'CardsDrawn', { seat: Seat; count: number; cards: readonly string[] }>
  | E<'CardsDiscarded', { seat: Seat; cards: readonly string[]; reason: 'mulligan' | 'handLimit' | 'effect' }>
  | E<'MulliganDone', { seat: Seat; discard?: readonly string[] }>
  | E<'RoleDrawWon', { seat: Seat }>
  | E<'RoleChosen', { seat: Seat; role: 'attacker' | 'defender' }>
  // Battle rounds and pairings ("Rondas de Batalla", "Emparejamientos")
  | E<'RoundStarted', { round: number; attacker: Seat }>
  | E<'HeroesRevealed', { picks: readonly [readonly number[], readonly number[]] }>
  | E<'HeroesPaired', { seat: Seat | null; heroes: readonly [number, number] }>
  | E<'RoundEnded', { round: number }>
  // A clash ("Los Choques")
  | E<'ClashStarted', { index: number; heroes: readonly [number, number]; rerolls: readonly [number, number] }>
  | E<'DiceRolled', { seat: Seat; dice: readonly DieRoll[] }>
  /** `kept`: the positions not rerolled, which the next reroll must outnumber. */
  | E<'DiceRerolled', { seat: Seat; indices: readonly number[]; faces: readonly number[]; kept: readonly number[] }>
  | E<'DiceKept', { seat: Seat }>
  | E<'InitiativeRolled', { rolls: readonly [number, number]; totals: readonly [number, number]; winner: Seat }>
  | E<'CountersCleaned', { hero: number; removed: readonly Counter[] }>
  | E<
      'ActionPlayed',
      {
        seat: Seat;
        card?: string;
        ability?: string;
        dice: readonly number[];
        target: number | null;
        performer: number;
      }
    >
  | E<'CardDrawAction', { seat: Seat; dice: readonly number[] }>
  | E<
      'TriggerQueued',
      { hero: number; key: string; on: TriggerEvent; effects: readonly Effect[]; eventSource: number | null }
    >
  | E<'TriggerStacked', { orderedBy: Seat | null; pending: number }>
  | E<'Passed', { seat: Seat; auto: boolean }>
  | E<'ActivationEnded', { seat: Seat }>
  | E<'ItemResolving', { id: number }>
  | E<'ItemResolved', { id: number; toGraveyard: boolean }>
  | E<'ItemCancelled', { id: number }>
  | E<'ClashEnded', { index: number }>
  // Effects ("Resolviendo Ataques" and the card vocabulary)
  | E<
      'DamageDealt',
      {
        source: number | null;
        hero: number;
        kind: DamageKind;
        base: number;
        mitigation: number;
        reduction: number;
        amount: number;
      }
    >
  | E<'LifeLost', { hero: number; amount: number }>
  | E<'HeroHealed', { hero: number; amount: number }>
  | E<'HeroKnockedOut', { hero: number }>
  | E<'CountersChanged', { hero: number; counter: Counter; delta: number }>
  | E<'StatModified', { hero: number; stat: Stat; amount: number; duration: 'clash' | 'skirmish' }>
  | E<'DiceChanged', { seat: Seat; indices: readonly number[]; faces: readonly number[] }>
  | E<'DieGained', { seat: Seat; die: DieRoll }>
  | E<'DiceSpent', { seat: Seat; indices: readonly number[] }>
  | E<'EquipmentAttached', { hero: number; card: string }>
  | E<'TriggerGranted', { hero: number; on: TriggerEvent; effects: readonly Effect[]; limitPerClash?: number }>
  | E<'Conceded', { seat: Seat }>
  | E<'SkirmishEnded', { result: GameResult }>;

export type BladesEventType = BladesEvent['type'];
export type EventOf<T extends BladesEventType> = Extract<BladesEvent, { type: T }>;
