import type { DiceRaceView } from '@cronica/dice-race';
import { localized as l, counted } from '@cronica/util';
import type { BoardProps } from '../types';
import { CommandButton } from '../../kit/CommandButton';

const words = {
  target: (n: number) => l(`Meta: ${n}`, `Target: ${n}`),
  hand: l('Tu mano', 'Your hand'),
  cards: (n: number) => counted(n, ['{n} carta', '{n} cartas'], ['{n} card', '{n} cards']),
  turn: l('turno', 'turn'),
};

/** The test game's board: each seat's score against the target, my hand, and my moves. */
export function DiceRaceBoard({ state, canAct, ended, legal, busy, send, seatName, t }: BoardProps) {
  // The API sends the library's view as it is.
  const view = state as DiceRaceView | null;
  if (!view) return null;
  return (
    <section className="dice-race" data-testid="dice-race-board">
      <p className="muted">{t(words.target(view.target))}</p>
      <ul className="dice-race__scores">
        {view.scores.map((score, seat) => (
          <li key={seat} data-testid={`dice-race-score-${seat}`}>
            {seatName(seat)}: <strong>{score}</strong> · {t(words.cards(view.handSizes[seat] ?? 0))}
            {view.started && view.winner === null && !ended && view.turn === seat ? ` · ${t(words.turn)}` : ''}
          </li>
        ))}
      </ul>
      {view.hand ? (
        <p>
          {t(words.hand)}: {view.hand.join(' · ') || '—'}
        </p>
      ) : null}
      {canAct ? (
        <p className="dice-race__moves" data-choice-panel="">
          {legal.map((entry, index) => (
            <span key={index}>
              <CommandButton entry={entry} busy={busy} onSend={send} t={t} className="button" testId="dice-race-move" />
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
