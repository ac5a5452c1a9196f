import type { ReactNode } from 'react';
import type { BladesView } from '@cronica/blades-of-ash';
import type { GameCommand } from '../../../../graphql/match';
import type { BoardProps } from '../types';
import { bladesMessages as b } from './messages';
import { cardName } from './names';
import { isListed, rerollRule } from './play';
import { canonicalPick } from '@cronica/blades-of-ash';
import type { SidePicks } from './PlayerArea';
import styles from './blades.module.css';

/** The player's picks so far; they start empty after every event (a new view asks anew). */
export interface Picks {
  readonly selected: readonly number[];
  readonly option: string | null;
  readonly target: number | null;
}

export const NO_PICKS: Picks = { selected: [], option: null, target: null };

export interface ChoiceContext extends Pick<BoardProps, 'legal' | 'busy' | 't'> {
  readonly view: BladesView;
  readonly seat: number;
  readonly picks: Picks;
  readonly setPicks: (next: Picks) => void;
  /** Checks the command against the game's schema and sends it. */
  readonly submit: (command: GameCommand) => void;
}

/** What a phase asks: which things on the table are clickable, and the bar with its instructions and confirm. */
export interface Choice {
  readonly picks: SidePicks;
  readonly panel: ReactNode;
}

export const toggled = (list: readonly number[], value: number): number[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

export function Bar({ title, hint, children }: { title: string; hint?: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.bar} aria-live="polite">
      <h2>{title}</h2>
      {hint ? <p className="choice__hint">{hint}</p> : null}
      {children ? <div className="choice__buttons">{children}</div> : null}
    </section>
  );
}

interface BarButtonProps {
  readonly disabled: boolean;
  readonly onClick: () => void;
  readonly testId: string;
  /** The lesser of two answers (keep rather than reroll, pass rather than play). */
  readonly quiet?: boolean;
  readonly children: ReactNode;
}

/** One answer in the bar: a button that sends the phase's command. */
export function BarButton({ disabled, onClick, testId, quiet = false, children }: BarButtonProps) {
  return (
    <button
      type="button"
      className={quiet ? 'button button--quiet' : 'button'}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** "Draft de Héroes": tick the heroes to keep among my five (the view's `heroesKept`), then confirm. */
export function draftChoice(c: ChoiceContext): Choice {
  const size = c.view.heroesKept;
  const heroes = c.view.heroes.filter((h) => h.seat === c.seat);
  const mine = heroes.map((h) => h.index);
  const chosen = c.picks.selected;
  // The command names a hero by its place in its seat's list (the view's `slot`); only mine are picked.
  const keep = chosen.flatMap((index) => heroes.find((h) => h.index === index)?.slot ?? []).sort((x, y) => x - y);
  return {
    picks: {
      hero: {
        selected: new Set(chosen),
        allowed: new Set(mine),
        label: () => c.t(b.draft.pick),
        choose: (h) => c.setPicks({ ...c.picks, selected: toggled(chosen, h) }),
      },
    },
    panel: (
      <Bar title={c.t(b.draft.title(size))} hint={c.t(b.draft.hint)}>
        <span className="muted">{c.t(b.draft.picked(chosen.length, size))}</span>
        <BarButton
          disabled={c.busy || chosen.length !== size}
          onClick={() => c.submit({ type: 'PickHeroes', data: { keep } })}
          testId="confirm"
        >
          {c.t(b.confirm)}
        </BarButton>
      </Bar>
    ),
  };
}

/** "Robo de Mano Inicial": tick the cards to put back (any number, once), then confirm. */
export function mulliganChoice(c: ChoiceContext): Choice {
  const hand = c.view.players[c.seat]!.hand ?? [];
  const chosen = c.picks.selected;
  const discard = chosen.map((position) => hand[position]!).sort();
  return {
    picks: {
      hand: { selected: new Set(chosen), toggle: (p) => c.setPicks({ ...c.picks, selected: toggled(chosen, p) }) },
    },
    panel: (
      <Bar title={c.t(b.mulligan.title)} hint={c.t(b.mulligan.hint)}>
        <BarButton disabled={c.busy} onClick={() => c.submit({ type: 'Mulligan', data: { discard } })} testId="confirm">
          {chosen.length === 0 ? c.t(b.mulligan.keep) : c.t(b.mulligan.swap(chosen.length))}
        </BarButton>
      </Bar>
    ),
  };
}

/** "Determinar Atacante y Defensor": the winner of the draw chooses. */
export function roleChoice(c: ChoiceContext): Choice {
  const send = (role: 'attacker' | 'defender') => c.submit({ type: 'ChooseRole', data: { role } });
  return {
    picks: {},
    panel: (
      <Bar title={c.t(b.role.title)}>
        <BarButton disabled={c.busy} onClick={() => send('attacker')} testId="choose-attacker">
          {c.t(b.role.attack)}
        </BarButton>
        <BarButton quiet disabled={c.busy} onClick={() => send('defender')} testId="choose-defender">
          {c.t(b.role.defend)}
        </BarButton>
      </Bar>
    ),
  };
}

/** "Preparar Dados de Acción": tick the dice to reroll; the rule on how many must be kept is shown and enforced. */
export function diceChoice(c: ChoiceContext): Choice {
  const rule = rerollRule(c.view, c.seat);
  const dice = c.view.players[c.seat]!.dice;
  const chosen = c.picks.selected;
  const reroll: GameCommand = { type: 'RerollDice', data: { dice: canonicalPick(dice, chosen) } };
  const fits = chosen.length > 0 && rule !== null && chosen.length <= rule.maxReroll && isListed(c.legal, reroll);
  const hint = rule
    ? `${c.t(b.dice.rule(rule.mustKeep, rule.maxReroll))} · ${c.t(b.dice.rerolls(rule.used, rule.allowed))}`
    : undefined;
  return {
    picks: {
      dice: { selected: new Set(chosen), toggle: (i) => c.setPicks({ ...c.picks, selected: toggled(chosen, i) }) },
    },
    panel: (
      <Bar title={c.t(b.dice.title)} hint={hint}>
        {rule && chosen.length > rule.maxReroll ? <span className="form__error">{c.t(b.dice.tooMany)}</span> : null}
        <BarButton disabled={c.busy || !fits} onClick={() => c.submit(reroll)} testId="reroll">
          {c.t(b.dice.reroll(chosen.length))}
        </BarButton>
        <BarButton quiet disabled={c.busy} onClick={() => c.submit({ type: 'KeepDice', data: {} })} testId="keep-dice">
          {c.t(b.dice.keep)}
        </BarButton>
      </Bar>
    ),
  };
}

/** End of a clash: discard down to the view's hand limit ("Robo de Mano Inicial"), one card at a time; the title says how many. */
export function handLimitChoice(c: ChoiceContext): Choice {
  const me = c.view.players[c.seat]!;
  const hand = me.hand ?? [];
  const position = c.picks.selected[0] ?? null;
  const card = position === null ? null : (hand[position] ?? null);
  return {
    picks: {
      hand: {
        selected: new Set(position === null ? [] : [position]),
        toggle: (p) => c.setPicks({ ...c.picks, selected: [p] }),
      },
    },
    panel: (
      <Bar
        title={c.t(b.handLimit.title(me.overLimit, me.handCount, c.view.handLimit))}
        hint={card === null ? c.t(b.handLimit.hint) : undefined}
      >
        <BarButton
          disabled={c.busy || card === null}
          onClick={() => c.submit({ type: 'DiscardCard', data: { card } })}
          testId="confirm"
        >
          {card === null ? c.t(b.handLimit.discard) : c.t(b.handLimit.discardCard(c.t(cardName(card))))}
        </BarButton>
      </Bar>
    ),
  };
}
