'use client';

import { useState } from 'react';
import { localized as l } from '@cronica/util';
import type { GameCommand, LegalCommand } from '../../../graphql/match';
import type { Translate } from '../../../lib/i18n';
import { WhyLink } from '../kit/WhyLink';

/**
 * Shared pieces of the card-game boards: a legal command's fields, and a list of choices that
 * stays small on a phone (buttons for a few, one menu and a confirm button for many).
 */

const words = {
  choose: l('Elige…', 'Choose…'),
  confirm: l('Hacerlo', 'Do it'),
};

/** The command of a legal entry, with its data as a plain record. */
export const commandOf = (entry: LegalCommand): GameCommand => entry.command as GameCommand;
export const typeOf = (entry: LegalCommand): string => commandOf(entry).type;
/** A numeric field of a command's data, or null. */
export function numberField(entry: LegalCommand, field: string): number | null {
  const value = commandOf(entry).data[field];
  return typeof value === 'number' ? value : null;
}
export function stringField(entry: LegalCommand, field: string): string | null {
  const value = commandOf(entry).data[field];
  return typeof value === 'string' ? value : null;
}

/** Moves picked from one kind of object: their key's prefix, the data field naming the object, and the move types. */
export interface MovesOnObject {
  readonly kind: string;
  readonly field: string;
  readonly types: readonly string[];
}

/**
 * A board's key for the object a move belongs to (`card:archer`, `uid:4`), so its moves are picked
 * from that object; a move of a type no object lists belongs to the turn itself ('turn').
 */
export function moveKeyBy(objects: readonly MovesOnObject[]): (entry: LegalCommand) => string {
  return (entry) => {
    const object = objects.find(({ types }) => types.includes(typeOf(entry)));
    if (!object) return 'turn';
    const named = commandOf(entry).data[object.field];
    return `${object.kind}:${typeof named === 'string' || typeof named === 'number' ? named : ''}`;
  };
}

/** Items grouped by a key, in the order each key first appears. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Buttons up to this many choices; more become one menu. */
const BUTTONS_UP_TO = 6;

interface ChoicesProps {
  readonly entries: readonly LegalCommand[];
  readonly busy: boolean;
  readonly send: (command: GameCommand) => void;
  readonly t: Translate;
  /** A label for the menu (what is being chosen). */
  readonly label: string;
  readonly testId?: string;
}

/** A few choices, each its own button with a link to the rule behind it. */
function ChoiceButtons({
  entries,
  busy,
  send,
  t,
  testId,
}: Omit<ChoicesProps, 'label' | 'testId'> & { testId: string }) {
  return (
    <ul className="commands__group">
      {entries.map((entry, index) => (
        <li key={index}>
          <button
            type="button"
            className="command"
            disabled={busy}
            onClick={() => send(commandOf(entry))}
            data-testid={testId}
            data-command-type={typeOf(entry)}
          >
            {entry.text}
          </button>
          <WhyLink rules={entry.rules} t={t} />
        </li>
      ))}
    </ul>
  );
}

interface MenuProps extends ChoicesProps {
  readonly testId: string;
  readonly picked: string;
  readonly setPicked: (picked: string) => void;
}

/** Many choices as a menu, sent with a confirm button once one is picked. */
function ChoiceMenu({ entries, busy, send, t, label, testId, picked, setPicked }: MenuProps) {
  const chosen = picked === '' ? undefined : entries[Number(picked)];
  return (
    <div className="commands__group" data-testid={`${testId}-menu`}>
      <select
        aria-label={label}
        value={picked}
        onChange={(event) => setPicked(event.target.value)}
        style={{ maxWidth: '100%', minWidth: 0, flex: '1 1 12rem' }}
      >
        <option value="">
          {t(words.choose)} ({entries.length})
        </option>
        {entries.map((entry, index) => (
          <option key={index} value={String(index)}>
            {entry.text}
          </option>
        ))}
      </select>
      <ConfirmChoice chosen={chosen} busy={busy} send={send} t={t} testId={`${testId}-confirm`} />
    </div>
  );
}

/**
 * The button that sends a choice made in parts (a menu's option, ticked cards): off until the
 * parts make a legal move, then named by it (or by `label`), with the rule behind it.
 */
export function ConfirmChoice(props: {
  readonly chosen: LegalCommand | undefined;
  readonly busy: boolean;
  readonly send: (command: GameCommand) => void;
  readonly t: Translate;
  readonly testId: string;
  /** The words while nothing legal is chosen; without it, "Hacerlo" throughout. */
  readonly waiting?: string;
}) {
  const { chosen, busy, send, t, testId, waiting } = props;
  return (
    <>
      <button
        type="button"
        className="command"
        disabled={busy || chosen === undefined}
        onClick={() => chosen && send(commandOf(chosen))}
        data-testid={testId}
      >
        {waiting === undefined ? t(words.confirm) : (chosen?.text ?? waiting)}
      </button>
      <WhyLink rules={chosen?.rules} t={t} />
    </>
  );
}

/** The choices of one kind: a few as buttons, many as a menu with a confirm button. */
export function Choices(props: ChoicesProps) {
  const { entries, testId = 'move' } = props;
  const [picked, setPicked] = useState('');
  if (entries.length === 0) return null;
  if (entries.length <= BUTTONS_UP_TO) return <ChoiceButtons {...props} testId={testId} />;
  return <ChoiceMenu {...props} testId={testId} picked={picked} setPicked={setPicked} />;
}
