import { actionById, cheapestPayment, type BladesView } from '@cronica/blades-of-ash';
import type { CardFace } from '@cronica/rules-kernel';
import type { Translate } from '../../../../lib/i18n';
import { abilityName, abilityOnTable, cardName, heroName } from './names';
import { bladesMessages as b } from './messages';
import { acceptedPayment, actionCommand, legalOf, paymentsFor, playOptions, type PlayOption } from './play';
import { Bar, BarButton, toggled, type Choice, type ChoiceContext } from './choices';
import { DiceTray } from './DiceTray';
import { CostPips } from './CostPips';
import table from '../../kit/table.module.css';
import styles from './blades.module.css';

function optionName(view: BladesView, option: PlayOption, t: Translate): string {
  if (option.type === 'PlayCard') return t(cardName(option.id ?? ''));
  if (option.type === 'ActivateAbility') return t(abilityName(view, option.id ?? ''));
  return t(b.actions.draw);
}

/** An option's cost as the library gives it: the card's, the ability's, or Robar una Carta's (`view.drawCardCost`). */
function optionCost(view: BladesView, option: PlayOption) {
  if (option.type === 'DrawCard') return view.drawCardCost;
  if (option.type === 'PlayCard') return actionById(option.id ?? '')?.cost ?? null;
  return abilityOnTable(view, option.id ?? '')?.cost ?? null;
}

/**
 * Picking an option (or its target) pre-selects the cheapest payment that fits (the library's
 * `cheapestPayment`: lowest faces, then most colours kept); the player may change it. With a
 * single legal target, that target is taken at once: there is nothing to ask.
 */
function pickOption(c: ChoiceContext, option: PlayOption, target: number | null) {
  const aim = target === null && option.targets.length === 1 ? option.targets[0]! : target;
  const needsTarget = option.targets.length > 0 && aim === null;
  const dice = c.view.players[c.seat]!.dice;
  const cheapest = needsTarget ? null : cheapestPayment(dice, paymentsFor(option, aim));
  c.setPicks({ option: option.key, target: aim, selected: [...(cheapest ?? [])] });
}

/** Triggered actions waiting: the player whose turn it is picks which goes on the stack first. */
function orderChoice(c: ChoiceContext): Choice {
  const pending = c.view.clash?.pending ?? [];
  return {
    picks: {},
    panel: (
      <Bar title={c.t(b.actions.order)}>
        {legalOf(c.legal, 'OrderTrigger').map((command) => {
          const index = (command.data as { pending: number }).pending;
          const item = pending[index];
          return (
            <button
              key={index}
              type="button"
              className="button"
              disabled={c.busy}
              onClick={() => c.submit(command)}
              data-testid="order-trigger"
            >
              {item ? `${c.t(heroName(c.view, item.hero))}: ${c.t(item.name)}` : `#${index + 1}`}
            </button>
          );
        })}
      </Bar>
    ),
  };
}

/** Where the player stands: the option picked, its target, the dice picked and whether they pay. */
function actionState(c: ChoiceContext) {
  const options = playOptions(c.legal);
  const option = options.find((o) => o.key === c.picks.option) ?? null;
  const dice = c.view.players[c.seat]!.dice;
  const target = c.picks.target;
  const needsTarget = option !== null && option.targets.length > 0 && target === null;
  const paid =
    option && !needsTarget
      ? acceptedPayment(option, option.targets.length > 0 ? target : null, dice, c.picks.selected)
      : null;
  const top = c.view.clash?.stack.at(-1) ?? null;
  const payDice =
    option && !needsTarget
      ? {
          selected: new Set(c.picks.selected),
          toggle: (i: number) => c.setPicks({ ...c.picks, selected: toggled(c.picks.selected, i) }),
        }
      : null;
  return { options, option, dice, target, needsTarget, paid, top, payDice };
}

type ActionState = ReturnType<typeof actionState>;

/** The hand's playable cards, the option's legal targets among the heroes, and the dice to pay with. */
function actionPicks(c: ChoiceContext, { options, option, target, payDice }: ActionState): Choice['picks'] {
  const hand = c.view.players[c.seat]!.hand ?? [];
  const playable = new Map(options.filter((o) => o.type === 'PlayCard').map((o) => [o.id, o] as const));
  const handAllowed = new Set(hand.flatMap((id, position) => (playable.has(id) ? [position] : [])));
  const chosenCard = option?.type === 'PlayCard' ? hand.findIndex((id) => id === option.id) : -1;
  return {
    hand: {
      selected: new Set(chosenCard >= 0 ? [chosenCard] : []),
      allowed: handAllowed,
      toggle: (p) => pickOption(c, playable.get(hand[p]!)!, null),
    },
    ...(option && option.targets.length > 0
      ? {
          hero: {
            selected: new Set(target === null ? [] : [target]),
            allowed: new Set(option.targets),
            label: () => c.t(b.actions.targetButton),
            choose: (h: number) => pickOption(c, option, h),
          },
        }
      : {}),
    ...(payDice ? { dice: payDice } : {}),
  };
}

/** Every legal option as a button, with its cost. */
function optionList(c: ChoiceContext, options: readonly PlayOption[], option: PlayOption | null) {
  return (
    <ul className={`${table.chips} options`} data-testid="options">
      {options.map((o) => (
        <li key={o.key}>
          <button
            type="button"
            className={`option${o.key === option?.key ? ' is-on' : ''}`}
            aria-pressed={o.key === option?.key}
            onClick={() => pickOption(c, o, null)}
            data-testid="option"
            data-option={o.key}
          >
            {optionName(c.view, o, c.t)}{' '}
            {optionCost(c.view, o) ? <CostPips cost={optionCost(c.view, o)!} t={c.t} /> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The picked option's next step (its target, or its payment and whether it fits) and its confirm button. */
function chosenOption(c: ChoiceContext, s: ActionState, option: PlayOption) {
  const { needsTarget, paid, payDice, target } = s;
  return (
    <>
      <p className="choice__step" data-testid="choice-step">
        {needsTarget
          ? c.t(b.actions.target)
          : `${c.t(b.actions.pay(option.diceCount))} · ${paid ? `✓ ${c.t(b.actions.paid)}` : `✗ ${c.t(b.actions.unpaid)}`}`}
      </p>
      {/* The dice to pay with beside the choice: on a phone the tray on the table is screens away. */}
      {payDice && option.diceCount > 0 ? (
        <DiceTray dice={s.dice} seat={c.seat} pick={payDice} t={c.t} testId="pay-dice" withSpent={false} />
      ) : null}
      <BarButton
        disabled={c.busy || paid === null}
        onClick={() => c.submit(actionCommand(option, option.targets.length > 0 ? target : null, paid ?? []))}
        testId="confirm"
      >
        {c.t(b.actions.play)}: {optionName(c.view, option, c.t)}
      </BarButton>
    </>
  );
}

/**
 * What is answered, read whole where the answer is chosen (not only in the stack further down), in
 * two short lines; once an answer is picked, its name alone, so the dice to pay, the confirm and
 * «Pasar» all fit the prompt a phone keeps over the bottom of its screen.
 */
function answeredItem(face: CardFace, t: Translate, whole: boolean) {
  return (
    <p className={styles.answered} data-testid="answered">
      <strong>{t(face.name)}</strong>
      {[face.cost, face.kind].map((part) => (part ? ` · ${t(part)}` : ''))}
      {whole && face.text ? (
        <>
          <br />
          {t(face.text)}
        </>
      ) : null}
    </p>
  );
}

/**
 * The bar: the chosen option's steps, passing (on the stack: letting it resolve) and the options.
 * Built by plain functions, not components, so every button sits in the panel's own element tree.
 */
function actionPanel(c: ChoiceContext, s: ActionState) {
  const reacting = s.top !== null;
  const answering = s.top === null ? '' : c.t(s.top.face.name);
  return (
    <Bar
      title={reacting ? c.t(b.actions.reaction(answering)) : c.t(b.actions.title)}
      hint={s.options.length === 0 ? c.t(b.actions.none) : undefined}
    >
      {s.top ? answeredItem(s.top.face, c.t, s.option === null) : null}
      {s.option ? chosenOption(c, s, s.option) : null}
      {legalOf(c.legal, 'Pass').length > 0 ? (
        <BarButton quiet disabled={c.busy} onClick={() => c.submit({ type: 'Pass', data: {} })} testId="pass">
          {c.t(reacting ? b.actions.passStack : b.actions.pass)}
        </BarButton>
      ) : null}
      {optionList(c, s.options, s.option)}
    </Bar>
  );
}

/**
 * "Resolución de Acciones": pick a card (in hand or from the list) or an ability, then its target
 * by tapping a hero, then pay by tapping dice; only what the server lists as legal is offered,
 * and the confirm button waits for a payment that fits. Passing is always there.
 */
export function actionChoice(c: ChoiceContext): Choice {
  if (legalOf(c.legal, 'OrderTrigger').length > 0) return orderChoice(c);
  const s = actionState(c);
  return { picks: actionPicks(c, s), panel: actionPanel(c, s) };
}
