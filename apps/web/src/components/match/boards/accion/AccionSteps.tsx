'use client';

import type { AccionView, ActionOption } from '@cronica/accion';
import { sameInBoth, type Lang } from '@cronica/util';
import { useId, type ComponentProps } from 'react';
import type { LegalCommand } from '../../../../graphql/match';
import type { Translate } from '../../../../lib/i18n';
import { groupBy, typeOf } from '../picks';
import type { PickerProps } from './AccionPicker';
import { cardName, cardsOf, cardsThatFit, commandForCards, kindOf, targetName, targetOf } from './steps';
import { pickerWords as w } from './words';
import table from '../../kit/table.module.css';
import styles from './accion.module.css';

// The picker's steps (003_9d379b4d763b9b92.txt): the action, its target, the kind of attack, the combo's cards.

export /** The options of step 1: the game's menu on a player's own turn (with why one can't be taken), else the kinds of command offered. */
function optionsOf(view: AccionView, legal: readonly LegalCommand[]): ActionOption[] {
  if (view.menu) return [...view.menu];
  return [...groupBy(legal, typeOf).keys()].map(
    (type) => ({ type, name: w.types[type] ?? sameInBoth(type), cost: 0, unavailable: null }) as ActionOption,
  );
}

/** One choice of a step: its command button and, when it can't be taken, why beside it. */
function Choice({
  why,
  whyId,
  children,
  ...button
}: ComponentProps<'button'> & { why?: string | null; whyId?: string }) {
  return (
    <li>
      <button type="button" className="command" {...button}>
        {children}
      </button>
      {why ? (
        <span id={whyId} className={styles.why}>
          {why}
        </span>
      ) : null}
    </li>
  );
}

interface OptionProps {
  option: ActionOption;
  whyId: string;
  busy: boolean;
  onType: (type: string) => void;
  t: Translate;
}

/** One action of the menu with its cost; one that can't be taken now says why. */
function ActionOptionItem({ option, whyId, busy, onType, t }: OptionProps) {
  return (
    <Choice
      disabled={busy || option.unavailable !== null}
      aria-describedby={option.unavailable !== null ? whyId : undefined}
      onClick={() => onType(option.type)}
      data-testid="accion-action"
      data-command-type={option.type}
      why={option.unavailable !== null ? t(option.unavailable) : null}
      whyId={whyId}
    >
      {t(option.name)} <span className="muted">· {option.cost === 0 ? t(w.free) : t(w.actions(option.cost))}</span>
    </Choice>
  );
}

export function ActionStep({
  view,
  legal,
  busy,
  onType,
  t,
}: {
  view: AccionView;
  legal: readonly LegalCommand[];
  busy: boolean;
  onType: (type: string) => void;
  t: Translate;
}) {
  const id = useId();
  return (
    <div className={styles.picker} data-testid="accion-picker" data-step="action">
      <p className={styles.step}>{t(w.step1)}</p>
      <ul className={`${table.chips} ${styles.options}`}>
        {optionsOf(view, legal).map((option, index) => (
          <ActionOptionItem
            key={option.type}
            option={option}
            whyId={`${id}-${index}`}
            busy={busy}
            onType={onType}
            t={t}
          />
        ))}
      </ul>
    </div>
  );
}

interface TargetProps {
  view: AccionView;
  entries: readonly LegalCommand[];
  onTarget: (key: string) => void;
  seatName: (seat: number) => string;
  lang: Lang;
  t: Translate;
}

/** The legal targets, and (when it aims at enemies) the enemies it can't aim at, each saying why. */
function targetsOf(view: AccionView, entries: readonly LegalCommand[]) {
  const targets = [...new Set(entries.map(targetOf).filter((x): x is string => x !== null))];
  const enemyKeys = targets.some((key) => view.enemies.some((e) => e.id === key))
    ? view.enemies.filter((e) => !e.defeated).map((e) => e.id)
    : [];
  return { targets, others: enemyKeys.filter((key) => !targets.includes(key)) };
}

export function TargetStep({ view, entries, onTarget, seatName, lang, t }: TargetProps) {
  const { targets, others } = targetsOf(view, entries);
  return (
    <>
      <p className={styles.step}>{t(w.step2)}</p>
      <ul className={`${table.chips} ${styles.options}`}>
        {targets.map((key) => (
          <Choice key={key} onClick={() => onTarget(key)} data-testid="accion-target" data-target={key}>
            {targetName(view, key, seatName, lang)}
          </Choice>
        ))}
        {others.map((key) => (
          <Choice key={key} disabled data-testid="accion-target" data-target={key} why={t(w.notTarget)}>
            {targetName(view, key, seatName, lang)}
          </Choice>
        ))}
      </ul>
    </>
  );
}

export function KindStep({
  entries,
  onKind,
  t,
}: {
  entries: readonly LegalCommand[];
  onKind: (kind: string) => void;
  t: Translate;
}) {
  const kinds = [...new Set(entries.map(kindOf).filter((x): x is string => x !== null))];
  return (
    <>
      <p className={styles.step}>{t(w.step3)}</p>
      <ul className={`${table.chips} ${styles.options}`}>
        {['physical', 'magical', 'social'].map((kind) => (
          <Choice
            key={kind}
            disabled={!kinds.includes(kind)}
            onClick={() => onKind(kind)}
            data-testid="accion-kind"
            data-kind={kind}
            why={kinds.includes(kind) ? null : t(w.kindNot)}
          >
            {t(w.kinds[kind]!)}
          </Choice>
        ))}
      </ul>
    </>
  );
}

/** The cards step: the picker's own view, choice and language, the commands left and how to send one. */
interface CardStepProps extends Pick<PickerProps, 'view' | 'choice' | 'onChoice' | 'busy' | 't'> {
  readonly entries: readonly LegalCommand[];
  readonly go: (entry: LegalCommand) => void;
}

/** Why the combo can't be sent yet: no card, too many, half a combo, or no legal command with these cards. */
function comboWhy(picked: readonly string[], max: number, found: boolean, fitting: ReadonlySet<string>) {
  if (picked.length === 0) return w.noCards;
  if (picked.length > max) return w.tooMany(max);
  if (found) return null;
  return fitting.size > 0 ? w.addCard : w.noCombo;
}

/**
 * The cards the combo may use, each a toggle; a card that makes no legal combo with those already
 * chosen is greyed out, so every tap leads towards a combo that can be played.
 */
function CardToggles(props: Omit<CardStepProps, 'busy' | 'go'> & { readonly fitting: ReadonlySet<string> }) {
  const { view, entries, choice, onChoice, fitting, t } = props;
  const cards = [...new Set(entries.flatMap(cardsOf))];
  const toggle = (key: string) =>
    onChoice({
      ...choice,
      cards: choice.cards.includes(key) ? choice.cards.filter((c) => c !== key) : [...choice.cards, key],
    });
  return (
    <ul className={`${table.chips} ${styles.options}`}>
      {cards.map((key) => (
        <Choice
          key={key}
          aria-pressed={choice.cards.includes(key)}
          disabled={!choice.cards.includes(key) && !fitting.has(key)}
          onClick={() => toggle(key)}
          data-testid="accion-card"
          data-card={key}
        >
          {t(cardName(view, key))}
        </Choice>
      ))}
    </ul>
  );
}

export function CardStep({ view, entries, choice, onChoice, busy, go, t }: CardStepProps) {
  const max = view.rules.maxCombo;
  const chosen = commandForCards(entries, choice.cards);
  const fitting = cardsThatFit(entries, choice.cards);
  const why = comboWhy(choice.cards, max, chosen !== undefined, fitting);
  return (
    <>
      <p className={styles.step}>{t(w.step4(max))}</p>
      <CardToggles view={view} entries={entries} choice={choice} onChoice={onChoice} fitting={fitting} t={t} />
      <p className={styles.why} aria-live="polite" data-testid="accion-combo-why">
        {why ? t(why) : (chosen?.text ?? '')}
      </p>
      <button
        type="button"
        className="command"
        disabled={busy || chosen === undefined}
        onClick={() => chosen && go(chosen)}
        data-testid="command"
        data-command-type={choice.type ?? ''}
      >
        {t(w.confirm)}
      </button>
    </>
  );
}
