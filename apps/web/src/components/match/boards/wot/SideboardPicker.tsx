'use client';

import { useState } from 'react';
import type { WotView } from '@cronica/warlords-of-terra';
import type { LegalCommand } from '../../../../graphql/match';
import { commandOf, stringField } from '../picks';
import type { BoardProps } from '../types';
import { GameCard } from '../../kit';
import { faceOf } from './WotSide';
import styles from './wot.module.css';
import { wotWords as w } from './words';

/**
 * Pre-sideboard swaps between games (002 C.3) as two menus, card out and card in, instead of one
 * button per pair; only pairs the engine offers (every limit respected) can be confirmed. Below,
 * every pre-sideboard card as a card face: a tap puts it in, and one that can't come in says why
 * (the legendary cap, C.5; copies, A.2.1).
 */
export function SideboardPicker({
  view,
  entries,
  busy,
  send,
  t,
}: {
  view: WotView;
  entries: readonly LegalCommand[];
  busy: boolean;
  send: BoardProps['send'];
  t: BoardProps['t'];
}) {
  const [out, setOut] = useState('');
  const [into, setInto] = useState('');
  const name = (id: string) => t(view.cards[id]?.name ?? { es: id, en: id });
  const outs = [...new Set(entries.map((entry) => stringField(entry, 'out') ?? ''))].sort((a, b) =>
    name(a).localeCompare(name(b)),
  );
  const ins = [
    ...new Set(
      entries
        .filter((entry) => out === '' || stringField(entry, 'out') === out)
        .map((entry) => stringField(entry, 'in') ?? ''),
    ),
  ].sort((a, b) => name(a).localeCompare(name(b)));
  const match = entries.find((entry) => stringField(entry, 'out') === out && stringField(entry, 'in') === into);
  return (
    <fieldset className={styles.sideboard} data-testid="wot-sideboard">
      <legend>{t(w.sideboard)}</legend>
      <label>
        {t(w.swapOut)}{' '}
        <select
          value={out}
          onChange={(event) => {
            setOut(event.target.value);
            setInto('');
          }}
        >
          <option value="">{t(w.choose)}</option>
          {outs.map((id) => (
            <option key={id} value={id}>
              {name(id)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t(w.swapIn)}{' '}
        <select value={into} onChange={(event) => setInto(event.target.value)}>
          <option value="">{t(w.choose)}</option>
          {ins.map((id) => (
            <option key={id} value={id}>
              {name(id)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="command"
        disabled={busy || match === undefined}
        onClick={() => match && send(commandOf(match))}
      >
        {t(w.swap)}
      </button>
      <div className={styles.sideCards} data-testid="wot-sideboard-cards">
        <span className="side__label">{t(w.sideboardCards)}</span>
        <ul className={styles.cards}>
          {sideboardOf(view).map((id) => {
            const face = faceOf(view, id);
            const fits = ins.includes(id);
            const unavailable = fits ? null : (face.unavailable ?? (out === '' ? null : w.noPair(name(out))));
            return (
              <li key={id}>
                <GameCard
                  face={{ ...face, unavailable }}
                  t={t}
                  onPick={() => setInto(id)}
                  selected={into === id}
                  testId="wot-sideboard-card"
                  card={id}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </fieldset>
  );
}

/** The distinct cards of the viewer's own pre-sideboard. */
function sideboardOf(view: WotView): string[] {
  const seat = view.viewer.kind === 'seat' ? view.viewer.seat : null;
  return [...new Set(seat === null ? [] : (view.players[seat]?.deck?.sideboard ?? []))];
}
