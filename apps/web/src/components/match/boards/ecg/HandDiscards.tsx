'use client';

import { useState } from 'react';
import type { EcgView } from '@cronica/ecg';
import type { LegalCommand } from '../../../../graphql/match';
import type { BoardProps } from '../types';
import { Choices, commandOf, ConfirmChoice, numberField } from '../picks';
import { ecgWords as w } from './words';
import styles from './ecg.module.css';

// Moves that give up cards from the hand, picked as ticks on the hand's cards: the Reinforce
// phase's discard over the hand limit and a Discard an effect forces (004, "Cartas en la Mano").

/**
 * The cards a move takes from the hand, as ids: what a Reinforce discards first (the hand limit,
 * "Cartas en la Mano"), or what a Discard an effect asks for gives up.
 */
const discardOf = (entry: LegalCommand): readonly string[] => {
  const data = commandOf(entry).data;
  return ((data.discard ?? data.cards) as string[] | undefined) ?? [];
};
const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

/** The move whose discard is exactly the ticked cards (copies counted), if the rules allow that discard. */
export const discardMatching = (entries: readonly LegalCommand[], ticked: readonly string[]) =>
  entries.find((entry) => sameCards(discardOf(entry), ticked));

interface HandDiscardProps {
  readonly view: EcgView;
  /**
   * The moves the API allows now: each Reinforce draw with every set of cards it may discard
   * first, or each Discard an effect asks for.
   */
  readonly entries: readonly LegalCommand[];
  readonly busy: boolean;
  readonly send: BoardProps['send'];
  readonly t: BoardProps['t'];
}

/**
 * "Fase de Reforzar": a draw that needs no discard is one button; a draw the hand limit makes
 * discard first opens the hand as ticks, and goes once the ticked cards are a discard the rules
 * allow (the API's own list), instead of a menu of every combination.
 */
export function ReinforceChoices({ view, entries, busy, send, t }: HandDiscardProps) {
  const [draw, setDraw] = useState<number | null>(null);
  const direct = entries.filter((entry) => discardOf(entry).length === 0);
  const discarding = [...new Set(entries.filter((e) => discardOf(e).length > 0).map((e) => numberField(e, 'draw')!))];
  const open = draw !== null && discarding.includes(draw) ? draw : null;
  return (
    <div className="commands__group" data-testid="ecg-reinforce">
      <Choices entries={direct} busy={busy} send={send} t={t} label={t(w.reinforce)} />
      {discarding.map((n) => {
        const first = entries.find((e) => numberField(e, 'draw') === n)!;
        return (
          <button
            key={n}
            type="button"
            className="command"
            aria-expanded={open === n}
            onClick={() => setDraw(open === n ? null : n)}
            data-testid="ecg-reinforce-discarding"
          >
            {t(w.drawDiscarding(n, discardOf(first).length))}
          </button>
        );
      })}
      {open === null ? null : (
        <DiscardTicks
          view={view}
          entries={entries.filter((e) => numberField(e, 'draw') === open)}
          busy={busy}
          send={send}
          t={t}
        />
      )}
    </div>
  );
}

/** A discard an effect asks for (the game waits for it): the hand as ticks, sent once they make one the rules allow. */
export function ForcedDiscard(props: HandDiscardProps) {
  return (
    <div className="commands__group" data-testid="ecg-discard">
      <DiscardTicks {...props} legend={props.t(w.forcedDiscard(discardOf(props.entries[0]!).length))} />
    </div>
  );
}

/** Every copy in the hand a discard may take, each a tick; the move goes once the ticks match one. */
function DiscardTicks({ view, entries, busy, send, t, legend }: HandDiscardProps & { legend?: string }) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const hand = (view.viewer.kind === 'seat' ? view.players[view.viewer.seat]?.hand : null) ?? [];
  const count = discardOf(entries[0]!).length;
  const chosen = hand.filter((_, at) => ticked.has(at));
  const move = discardMatching(entries, chosen);
  const toggle = (at: number) =>
    setTicked((was) => (was.has(at) ? new Set([...was].filter((x) => x !== at)) : new Set([...was, at])));
  return (
    <fieldset className={styles.discardTicks} data-testid="ecg-discard-ticks">
      <legend>{legend ?? t(w.chooseDiscard(count))}</legend>
      {hand.map((id, at) => (
        <label key={`${id}-${at}`} className="form__check">
          <input type="checkbox" checked={ticked.has(at)} onChange={() => toggle(at)} />{' '}
          {view.cards[id] ? t(view.cards[id].name) : id}
        </label>
      ))}
      <ConfirmChoice
        chosen={move}
        busy={busy}
        send={send}
        t={t}
        testId="ecg-discard-confirm"
        waiting={t(w.ticked(chosen.length, count))}
      />
    </fieldset>
  );
}
