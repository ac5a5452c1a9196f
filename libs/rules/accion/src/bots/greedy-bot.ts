import { greedyBotSpec, type GameBotSpec, type RandomSource, type Seat } from '@cronica/rules-kernel';
import { cardValue } from '../cards.js';
import { ofType, type AccionCommand, type CardRef, type CommandOf } from '../encounter/commands.js';
import type { AccionState } from '../encounter/state.js';
import { GM_SEAT, isPlayerId } from '../encounter/state.js';
import { view, type AccionView } from '../encounter/view.js';
import { comboEffort } from '../encounter/decide-attack.js';
import { gmChoice } from './greedy-gm.js';

/**
 * A simple greedy bot for either side. Fair: it reads only its seat's view and its legal
 * commands (never the state behind them), so it plays from what its seat may know. Players
 * attack where a hit is likeliest to count, heal when low, draw when empty-handed; the GM's
 * enemies hit the weakest player in reach, close in, or scheme (greedy-gm.ts).
 */

type Scored = { readonly command: AccionCommand; readonly score: number };

const best = (scored: readonly Scored[]): AccionCommand | undefined =>
  scored.reduce<Scored | undefined>((top, s) => (top === undefined || s.score > top.score ? s : top), undefined)
    ?.command;

/** Chance that a d8 reaches `need`. */
export const hitChance = (need: number): number => Math.max(0, Math.min(8, 9 - need)) / 8;

function refValue(v: AccionView, ref: CardRef): number {
  if (ref.from === 'hand') return cardValue(ref.card);
  if (ref.from === 'table') return cardValue(v.table[ref.slot]!.card);
  return v.turn?.lent?.card ? cardValue(v.turn.lent.card) : 7;
}

/** What is left of a target's bar, and the d8 a check against it needs. */
function targetOf(v: AccionView, id: string): { left: number; need: number; adjacent: boolean } | undefined {
  const need = (threat: number) => v.rules.threatTargets[Math.max(1, threat) - 1]!;
  const enemy = v.enemies.find((e) => e.id === id);
  if (enemy !== undefined)
    return { left: enemy.hp, need: need(enemy.threat), adjacent: isAdjacentToMe(v, enemy.position) };
  const o = v.objectives.find((b) => b.id === id);
  return o === undefined ? undefined : { left: o.size - o.progress, need: need(o.threat), adjacent: false };
}

function me(v: AccionView) {
  return v.players.find((p) => p.seat === v.seat);
}

function isAdjacentToMe(v: AccionView, at: readonly [number, number] | null): boolean {
  const pos = me(v)?.position;
  return pos != null && at !== null && Math.max(Math.abs(pos[0] - at[0]), Math.abs(pos[1] - at[1])) === 1;
}

/** Expected Effort that counts towards the bar, per action spent, less a little for cards used. */
function attackScore(v: AccionView, target: string, cards: readonly CardRef[], bonus: number, cost: number): number {
  const t = targetOf(v, target);
  if (t === undefined) return -1;
  const effort =
    comboEffort(
      v.rules.comboEffort,
      cards.map((r) => refValue(v, r)),
    ) +
    bonus +
    (t.adjacent ? 2 : 0);
  const finishes = effort >= t.left ? 4 : 0;
  return (hitChance(t.need) * (Math.min(effort, t.left) + finishes)) / cost - cards.length * 1.5;
}

function playerTurn(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  const self = me(v)!;
  const left = v.turn?.actionsLeft ?? 0;
  if (left === 0) return ofType(legal, 'EndTurn')[0];
  const heal = ofType(legal, 'UseSkill').find(
    (c) => c.data.target === `p${self.seat}` && v.skills.find((s) => s.id === c.data.skill)?.effect.op === 'heal',
  );
  if (heal !== undefined && self.hp * 3 <= self.maxHp) return heal;
  const mana =
    self.handCount >= 6
      ? best(
          ofType(legal, 'ChargeMana')
            .filter((c) => c.data.cards.length === 2)
            .map((c) => ({ command: c, score: -c.data.cards.reduce((s, x) => s + cardValue(x), 0) })),
        )
      : undefined;
  if (mana !== undefined) return mana;
  const attacks: Scored[] = [
    ...ofType(legal, 'Attack').map((c) => ({ command: c, score: attackScore(v, c.data.target, c.data.cards, 0, 1) })),
    ...ofType(legal, 'UseSkill')
      .filter((c) => v.skills.find((s) => s.id === c.data.skill)?.effect.op === 'attack')
      .map((c) => ({ command: c, score: attackScore(v, c.data.target, [], skillPower(v, c.data.skill), 1) })),
  ];
  const attack = best(attacks.filter((s) => s.score > 0));
  if (attack !== undefined) return attack;
  const draw = ofType(legal, 'HardDraw')[0] ?? ofType(legal, 'ForcedDraw').at(-1);
  if (self.handCount === 0 && draw !== undefined) return draw;
  return approach(v, legal) ?? travel(v, legal) ?? ofType(legal, 'EndTurn')[0];
}

/** With nothing to attack here: to a scene where an enemy or an unfilled bar is, safely when it can. */
function travel(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  if (ofType(legal, 'Attack').length > 0) return undefined;
  const wanted = new Set([
    ...v.enemies.filter((e) => !e.defeated).map((e) => e.scene),
    ...v.objectives.filter((o) => o.progress < o.size && o.scene !== null).map((o) => o.scene!),
  ]);
  const safe = ofType(legal, 'SafeMove').find((c) => wanted.has(c.data.scene));
  return safe ?? ofType(legal, 'ChangeScene').find((c) => wanted.has(c.data.scene));
}

function skillPower(v: AccionView, id: string): number {
  const effect = v.skills.find((s) => s.id === id)?.effect;
  return effect?.op === 'attack' ? effect.power : 0;
}

/** On squares, with two actions left and no enemy adjacent: the move that ends nearest one. */
function approach(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  if ((v.turn?.actionsLeft ?? 0) < 2 || v.enemies.some((e) => !e.defeated && isAdjacentToMe(v, e.position)))
    return undefined;
  const foes = v.enemies
    .filter((e) => !e.defeated && e.position !== null && e.scene === me(v)?.scene)
    .map((e) => e.position!);
  const dist = (a: readonly [number, number]) =>
    Math.min(...foes.map((f) => Math.max(Math.abs(f[0] - a[0]), Math.abs(f[1] - a[1]))));
  return best(ofType(legal, 'Move').map((c) => ({ command: c, score: -dist(c.data.to) })));
}

function playerChoice(v: AccionView, seat: Seat, legal: readonly AccionCommand[]): AccionCommand | undefined {
  const lowest = <T extends CommandOf<'Discard' | 'GiveAid'>>(cs: readonly T[]) =>
    best(cs.map((c) => ({ command: c, score: -cardValue(c.data.card) })));
  const first = legal[0]!.type;
  switch (first) {
    case 'Discard':
      return lowest(ofType(legal, 'Discard'));
    case 'GiveAid':
    case 'RefuseAid':
      return lowest(ofType(legal, 'GiveAid')) ?? ofType(legal, 'RefuseAid')[0];
    case 'LendCard':
    case 'DeclineFlank':
      return (
        best(ofType(legal, 'LendCard').map((c) => ({ command: c, score: cardValue(c.data.card) }))) ??
        ofType(legal, 'DeclineFlank')[0]
      );
    case 'Intercept':
    case 'LetPass':
      return interceptChoice(v, legal);
    case 'ChooseOpener':
      return ofType(legal, 'ChooseOpener').find((c) => c.data.actor === `p${seat}`) ?? legal[0];
    case 'PassInitiative':
      return ofType(legal, 'PassInitiative').find((c) => isPlayerId(c.data.to)) ?? legal[0];
    default:
      return playerTurn(v, legal);
  }
}

/** Steps into a charge when healthier than the ally it targets. */
function interceptChoice(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  const pending = v.pending;
  const target = pending?.kind === 'interception' ? v.players.find((p) => p.seat === pending.target) : undefined;
  const self = me(v);
  if (target !== undefined && self !== undefined && self.hp > target.hp) return ofType(legal, 'Intercept')[0];
  return ofType(legal, 'LetPass')[0];
}

export function greedyChoice(state: AccionState, seat: Seat, legal: readonly AccionCommand[]): AccionCommand {
  const v = view(state, { kind: 'seat', seat });
  const playable = legal.filter((c) => c.type !== 'Concede');
  if (playable.length === 0) return legal[0]!;
  const choice = seat === GM_SEAT ? gmChoice(v, playable) : playerChoice(v, seat, playable);
  return choice ?? playable[0]!;
}

export const greedyBot: GameBotSpec<AccionState, AccionCommand> = greedyBotSpec(
  {
    es: 'Juega cualquiera de los dos bandos con sensatez: ataca donde más cuenta y se cura a tiempo.',
    en: 'Plays either side sensibly: attacks where it counts most and heals in time.',
  },
  (_random: RandomSource) => ({ choose: greedyChoice }),
);
