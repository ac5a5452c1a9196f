'use client';

import type { AccionView } from '@cronica/accion';
import type { Lang } from '@cronica/util';
import type { LegalCommand } from '../../../../graphql/match';
import type { Translate } from '../../../../lib/i18n';
import { Choices, commandOf, typeOf } from '../picks';
import type { BoardProps } from '../types';
import { ActionStep, CardStep, KindStep, optionsOf, TargetStep } from './AccionSteps';
import { cardsOf, remaining, stepOf, targetName, targetOf, NO_CHOICE, type Choice } from './steps';
import { pickerWords as w } from './words';
import styles from './accion.module.css';

export interface PickerProps {
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

/**
 * A turn in steps (003: an action of 1, 2 or 3, then what it aims at, then the cards): one
 * decision at a time, each option that can't be taken saying why. Only legal commands are sent.
 */
/** What is chosen so far: the action, its target and the kind of attack. */
function ChoiceLine({ view, legal, choice, seatName, lang, t }: Omit<PickerProps, 'onChoice' | 'busy' | 'send'>) {
  const name = optionsOf(view, legal).find((o) => o.type === choice.type)?.name;
  return (
    <p>
      <strong>{name ? t(name) : choice.type}</strong>
      {choice.target !== null ? ` → ${targetName(view, choice.target, seatName, lang)}` : ''}
      {choice.kind !== null ? ` (${t(w.kinds[choice.kind] ?? { es: choice.kind, en: choice.kind })})` : ''}
    </p>
  );
}

type StepProps = PickerProps & { entries: readonly LegalCommand[]; go: (entry: LegalCommand) => void };

/** The step the choice has reached, from the commands still possible. */
function NextStep({ step, ...props }: StepProps & { step: ReturnType<typeof stepOf> }) {
  const { view, entries, choice, onChoice, busy, send, seatName, lang, t, go } = props;
  if (step === 'target') {
    const onTarget = (target: string) => onChoice({ ...choice, target });
    return <TargetStep view={view} entries={entries} onTarget={onTarget} seatName={seatName} lang={lang} t={t} />;
  }
  if (step === 'kind') return <KindStep entries={entries} onKind={(kind) => onChoice({ ...choice, kind })} t={t} />;
  if (step === 'cards')
    return <CardStep view={view} entries={entries} choice={choice} onChoice={onChoice} busy={busy} go={go} t={t} />;
  const sendPicked = (command: Parameters<typeof send>[0]) => {
    onChoice(NO_CHOICE);
    send(command);
  };
  return <Choices entries={entries} busy={busy} send={sendPicked} t={t} label={t(w.stepPick)} testId="command" />;
}

/**
 * A turn in steps (003: an action of 1, 2 or 3, then what it aims at, then the cards): one
 * decision at a time, each option that can't be taken saying why. Only legal commands are sent.
 */
export function AccionPicker(props: PickerProps) {
  const { view, legal, choice, onChoice, busy, send, t } = props;
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
  return (
    <div className={styles.picker} data-testid="accion-picker" data-step={step}>
      <ChoiceLine {...props} />
      <NextStep {...props} step={step} entries={entries} go={go} />
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
