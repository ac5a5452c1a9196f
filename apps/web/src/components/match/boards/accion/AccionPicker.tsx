'use client';

import type { AccionView, ActionOption } from '@cronica/accion';
import type { Lang } from '@cronica/util';
import { useId } from 'react';
import type { LegalCommand } from '../../../../graphql/match';
import type { Translate } from '../../../../lib/i18n';
import { Choices, commandOf, groupBy, typeOf } from '../picks';
import type { BoardProps } from '../types';
import {
  cardName,
  cardsOf,
  commandForCards,
  kindOf,
  remaining,
  stepOf,
  targetName,
  targetOf,
  NO_CHOICE,
  type Choice,
} from './steps';
import { pickerWords as w } from './words';

interface PickerProps {
  readonly view: AccionView;
  readonly legal: readonly LegalCommand[];
  readonly choice: Choice;
  readonly onChoice: (choice: Choice) => void;
  readonly busy: boolean;
  readonly send: BoardProps['send'];
  readonly seatName: (seat: number) => string;
  readonly lang: Lang;
  readonly t: Translate;
}

/** The options of step 1: the game's menu on a player's own turn (with why one can't be taken), else the kinds of command offered. */
function optionsOf(view: AccionView, legal: readonly LegalCommand[]): ActionOption[] {
  if (view.menu) return [...view.menu];
  return [...groupBy(legal, typeOf).keys()].map(
    (type) => ({ type, name: w.types[type] ?? { es: type, en: type }, cost: 0, unavailable: null }) as ActionOption,
  );
}

/**
 * A turn in steps (003: an action of 1, 2 or 3, then what it aims at, then the cards): one
 * decision at a time, each option that can't be taken saying why. Only legal commands are sent.
 */
export function AccionPicker({ view, legal, choice, onChoice, busy, send, seatName, lang, t }: PickerProps) {
  const go = (entry: LegalCommand) => {
    onChoice(NO_CHOICE);
    send(commandOf(entry));
  };
  if (choice.type === null)
    return (
      <ActionStep view={view} legal={legal} busy={busy} onType={(type) => pickType(legal, type, onChoice, go)} t={t} />
    );
  const entries = remaining(legal, choice);
  const step = stepOf(entries, choice);
  const name = optionsOf(view, legal).find((o) => o.type === choice.type)?.name;
  return (
    <div className="accion__picker" data-testid="accion-picker" data-step={step}>
      <p>
        <strong>{name ? t(name) : choice.type}</strong>
        {choice.target !== null ? ` → ${targetName(view, choice.target, seatName, lang)}` : ''}
        {choice.kind !== null ? ` (${t(w.kinds[choice.kind] ?? { es: choice.kind, en: choice.kind })})` : ''}
      </p>
      {step === 'target' ? (
        <TargetStep
          view={view}
          entries={entries}
          onTarget={(target) => onChoice({ ...choice, target })}
          seatName={seatName}
          lang={lang}
          t={t}
        />
      ) : null}
      {step === 'kind' ? <KindStep entries={entries} onKind={(kind) => onChoice({ ...choice, kind })} t={t} /> : null}
      {step === 'cards' ? (
        <CardStep view={view} entries={entries} choice={choice} onChoice={onChoice} busy={busy} go={go} t={t} />
      ) : null}
      {step === 'pick' ? (
        <Choices
          entries={entries}
          busy={busy}
          send={(command) => {
            onChoice(NO_CHOICE);
            send(command);
          }}
          t={t}
          label={t(w.stepPick)}
          testId="command"
        />
      ) : null}
      <button type="button" className="link-button" onClick={() => onChoice(NO_CHOICE)} data-testid="accion-back">
        {t(w.back)}
      </button>
    </div>
  );
}

/** A kind of command with one command and nothing to aim is sent at once; otherwise its steps open. */
function pickType(
  legal: readonly LegalCommand[],
  type: string,
  onChoice: (choice: Choice) => void,
  go: (entry: LegalCommand) => void,
) {
  const entries = legal.filter((entry) => typeOf(entry) === type);
  if (entries.length === 1 && targetOf(entries[0]!) === null && cardsOf(entries[0]!).length === 0) go(entries[0]!);
  else onChoice({ ...NO_CHOICE, type });
}

function ActionStep({
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
    <div className="accion__picker" data-testid="accion-picker" data-step="action">
      <p className="accion__step">{t(w.step1)}</p>
      <ul className="accion__options">
        {optionsOf(view, legal).map((option, index) => (
          <li key={option.type}>
            <button
              type="button"
              className="command"
              disabled={busy || option.unavailable !== null}
              aria-describedby={option.unavailable !== null ? `${id}-${index}` : undefined}
              onClick={() => onType(option.type)}
              data-testid="accion-action"
              data-command-type={option.type}
            >
              {t(option.name)}{' '}
              <span className="muted">· {option.cost === 0 ? t(w.free) : t(w.actions(option.cost))}</span>
            </button>
            {option.unavailable !== null ? (
              <span id={`${id}-${index}`} className="accion__why">
                {t(option.unavailable)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TargetStep(props: {
  view: AccionView;
  entries: readonly LegalCommand[];
  onTarget: (key: string) => void;
  seatName: (seat: number) => string;
  lang: Lang;
  t: Translate;
}) {
  const { view, entries, onTarget, seatName, lang, t } = props;
  const targets = [...new Set(entries.map(targetOf).filter((x): x is string => x !== null))];
  const enemyKeys = targets.some((key) => view.enemies.some((e) => e.id === key))
    ? view.enemies.filter((e) => !e.defeated).map((e) => e.id)
    : [];
  const others = enemyKeys.filter((key) => !targets.includes(key));
  return (
    <>
      <p className="accion__step">{t(w.step2)}</p>
      <ul className="accion__options">
        {targets.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="command"
              onClick={() => onTarget(key)}
              data-testid="accion-target"
              data-target={key}
            >
              {targetName(view, key, seatName, lang)}
            </button>
          </li>
        ))}
        {others.map((key) => (
          <li key={key}>
            <button type="button" className="command" disabled data-testid="accion-target" data-target={key}>
              {targetName(view, key, seatName, lang)}
            </button>
            <span className="accion__why">{t(w.notTarget)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function KindStep({
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
      <p className="accion__step">{t(w.step3)}</p>
      <ul className="accion__options">
        {['physical', 'magical', 'social'].map((kind) => (
          <li key={kind}>
            <button
              type="button"
              className="command"
              disabled={!kinds.includes(kind)}
              onClick={() => onKind(kind)}
              data-testid="accion-kind"
              data-kind={kind}
            >
              {t(w.kinds[kind]!)}
            </button>
            {kinds.includes(kind) ? null : <span className="accion__why">{t(w.kindNot)}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}

interface CardStepProps {
  readonly view: AccionView;
  readonly entries: readonly LegalCommand[];
  readonly choice: Choice;
  readonly onChoice: (choice: Choice) => void;
  readonly busy: boolean;
  readonly go: (entry: LegalCommand) => void;
  readonly t: Translate;
}

function CardStep({ view, entries, choice, onChoice, busy, go, t }: CardStepProps) {
  const max = view.rules.maxCombo;
  const cards = [...new Set(entries.flatMap(cardsOf))];
  const chosen = commandForCards(entries, choice.cards);
  const why =
    choice.cards.length === 0
      ? w.noCards
      : choice.cards.length > max
        ? w.tooMany(max)
        : chosen === undefined
          ? w.noCombo
          : null;
  const toggle = (key: string) =>
    onChoice({
      ...choice,
      cards: choice.cards.includes(key) ? choice.cards.filter((c) => c !== key) : [...choice.cards, key],
    });
  return (
    <>
      <p className="accion__step">{t(w.step4(max))}</p>
      <ul className="accion__options">
        {cards.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="command"
              aria-pressed={choice.cards.includes(key)}
              onClick={() => toggle(key)}
              data-testid="accion-card"
              data-card={key}
            >
              {t(cardName(view, key))}
            </button>
          </li>
        ))}
      </ul>
      <p className="accion__why" aria-live="polite" data-testid="accion-combo-why">
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
