'use client';
import { sameInBoth } from '@cronica/util';

import { useState } from 'react';
import type { WotView } from '@cronica/warlords-of-terra';
import type { LegalCommand } from '../../../../graphql/match';
import { commandOf, stringField } from '../picks';
import type { BoardProps } from '../types';
import { CardStrip, GameCard } from '../../kit';
import { Options } from '../../../FormParts';
import { faceOf } from './WotSide';
import styles from './wot.module.css';
import { wotWords as w } from './words';

interface PickerProps {
  view: WotView;
  entries: readonly LegalCommand[];
  busy: boolean;
  send: BoardProps['send'];
  t: BoardProps['t'];
}

/** The cards that may go out, and those that may come in for the card going out (any, before one is picked). */
function swapMenus(entries: readonly LegalCommand[], out: string, name: (id: string) => string) {
  const byName = (a: string, b: string) => name(a).localeCompare(name(b));
  const outs = [...new Set(entries.map((entry) => stringField(entry, 'out') ?? ''))].sort(byName);
  const ins = [
    ...new Set(
      entries
        .filter((entry) => out === '' || stringField(entry, 'out') === out)
        .map((entry) => stringField(entry, 'in') ?? ''),
    ),
  ].sort(byName);
  return { outs, ins };
}

interface MenuProps {
  label: string;
  value: string;
  ids: readonly string[];
  name: (id: string) => string;
  onChange: (id: string) => void;
  t: BoardProps['t'];
}

function CardMenu({ label, value, ids, name, onChange, t }: MenuProps) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t(w.choose)}</option>
        <Options items={ids} value={(id) => id} label={(id) => name(id)} />
      </select>
    </label>
  );
}

interface CardsProps {
  view: WotView;
  ins: readonly string[];
  out: string;
  into: string;
  setInto: (id: string) => void;
  name: (id: string) => string;
  t: BoardProps['t'];
}

/** Every pre-sideboard card as a face: a tap puts it in; one that can't come in says why. */
function SideboardCards({ view, ins, out, into, setInto, name, t }: CardsProps) {
  return (
    <div className={styles.sideCards} data-testid="wot-sideboard-cards">
      <CardStrip label={t(w.sideboardCards)}>
        {sideboardOf(view).map((id) => {
          const face = faceOf(view, id);
          const fits = ins.includes(id);
          const unavailable = fits ? null : (face.unavailable ?? (out === '' ? null : w.noPair(name(out))));
          return (
            <GameCard
              key={id}
              face={{ ...face, unavailable }}
              t={t}
              onPick={() => setInto(id)}
              selected={into === id}
              testId="wot-sideboard-card"
              card={id}
            />
          );
        })}
      </CardStrip>
    </div>
  );
}

/**
 * Pre-sideboard swaps before each game (002 C.3), optional and folded until opened, as two menus,
 * card out and card in, instead of one button per pair; only pairs the engine offers (every limit respected) can be confirmed. Below,
 * every pre-sideboard card as a card face: a tap puts it in, and one that can't come in says why
 * (the legendary cap, C.5; copies, A.2.1).
 */
export function SideboardPicker({ view, entries, busy, send, t }: PickerProps) {
  const [out, setOut] = useState('');
  const [into, setInto] = useState('');
  const name = (id: string) => t(view.cards[id]?.name ?? sameInBoth(id));
  const { outs, ins } = swapMenus(entries, out, name);
  const match = entries.find((entry) => stringField(entry, 'out') === out && stringField(entry, 'in') === into);
  const chooseOut = (id: string) => {
    setOut(id);
    setInto('');
  };
  // The swaps are optional: folded under what they are, so "Listo para jugar" is in sight at once.
  return (
    <details className={styles.sideboardBox} data-testid="wot-sideboard-box">
      <summary>{t(w.sideboardOpen(sideboardOf(view).length))}</summary>
      <SwapFields
        view={view}
        menus={{ outs, ins }}
        choice={{ out, into, chooseOut, setInto, match }}
        name={name}
        busy={busy}
        send={send}
        t={t}
      />
    </details>
  );
}

interface SwapProps extends Omit<PickerProps, 'entries'> {
  readonly menus: ReturnType<typeof swapMenus>;
  readonly choice: {
    readonly out: string;
    readonly into: string;
    readonly chooseOut: (id: string) => void;
    readonly setInto: (id: string) => void;
    readonly match: LegalCommand | undefined;
  };
  readonly name: (id: string) => string;
}

/** The card going out, the card coming in, the swap, and the pre-sideboard's cards. */
function SwapFields({ view, menus: { outs, ins }, choice, name, busy, send, t }: SwapProps) {
  const { out, into, chooseOut, setInto, match } = choice;
  return (
    <fieldset className={styles.sideboard} data-testid="wot-sideboard">
      <legend>{t(w.sideboard)}</legend>
      <CardMenu label={t(w.swapOut)} value={out} ids={outs} name={name} onChange={chooseOut} t={t} />
      <CardMenu label={t(w.swapIn)} value={into} ids={ins} name={name} onChange={setInto} t={t} />
      <button
        type="button"
        className="command"
        disabled={busy || match === undefined}
        onClick={() => match && send(commandOf(match))}
      >
        {t(w.swap)}
      </button>
      <SideboardCards view={view} ins={ins} out={out} into={into} setInto={setInto} name={name} t={t} />
    </fieldset>
  );
}

/** The distinct cards of the viewer's own pre-sideboard. */
function sideboardOf(view: WotView): string[] {
  const seat = view.viewer.kind === 'seat' ? view.viewer.seat : null;
  return [...new Set(seat === null ? [] : (view.players[seat]?.deck?.sideboard ?? []))];
}
