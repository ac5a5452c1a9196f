'use client';

import { useState, type ReactNode } from 'react';
import type { Translate } from '../../lib/i18n';
import { matchMessages } from '../../lib/match-messages';

const m = matchMessages.concede;

/** The game being played of a best-of-N match (002 C.1), when a game can be conceded on its own. */
export interface GameInMatch {
  readonly game: number;
  readonly bestOf: number;
}

interface QuestionProps {
  readonly current: GameInMatch | null;
  readonly busy: boolean;
  readonly onConcede: () => void;
  readonly onConcedeGame: () => void;
  readonly onCancel: () => void;
  readonly t: Translate;
}

/** In a best of N: concede the game being played, or the whole match, each saying what it means. */
function WhichToConcede({
  current,
  busy,
  onConcede,
  onConcedeGame,
  cancel,
  t,
}: Omit<QuestionProps, 'current' | 'onCancel'> & { current: GameInMatch; cancel: ReactNode }) {
  return (
    <div className="concede concede--which" role="group" aria-label={t(m.ask)} data-testid="concede-which">
      <p>{t(m.which(current.game, current.bestOf))}</p>
      <p>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={onConcedeGame}
          data-testid="concede-game-confirm"
        >
          {t(m.game(current.game))}
        </button>{' '}
        <span className="legend">{t(m.gameWhat(Math.ceil(current.bestOf / 2)))}</span>
      </p>
      <p>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={onConcede}
          data-testid="concede-confirm"
        >
          {t(m.match)}
        </button>{' '}
        <span className="legend">{t(m.matchWhat)}</span>
      </p>
      <p>{cancel}</p>
    </div>
  );
}

/**
 * What conceding does, asked once more: in one game, that the rival wins it; in a best of N, which
 * of the two is meant, each said plainly: the game being played ("partida") or the whole match
 * ("encuentro").
 */
export function ConcedeQuestion(props: QuestionProps) {
  const { current, busy, onConcede, onCancel, t } = props;
  const cancel = (
    <button type="button" className="link-button" onClick={onCancel}>
      {t(m.cancel)}
    </button>
  );
  if (current === null) {
    return (
      <p className="concede" role="group">
        <span>{t(m.confirmText)}</span>{' '}
        <button type="button" className="button" disabled={busy} onClick={onConcede} data-testid="concede-confirm">
          {t(m.confirm)}
        </button>{' '}
        {cancel}
      </p>
    );
  }
  return <WhichToConcede {...props} current={current} cancel={cancel} />;
}

/**
 * Conceding, one obvious action for the whole page: it asks once more before it sends, and in a
 * best-of-N match asks whether the game being played or the match is conceded.
 */
export function ConcedeButton(props: {
  busy: boolean;
  current: GameInMatch | null;
  onConcede: () => void;
  onConcedeGame: () => void;
  t: Translate;
}) {
  const { busy, current, onConcede, onConcedeGame, t } = props;
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <p className="concede">
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => setAsking(true)}
          data-testid="concede"
        >
          {t(m.ask)}
        </button>
      </p>
    );
  }
  const done = (send: () => void) => () => {
    setAsking(false);
    send();
  };
  return (
    <ConcedeQuestion
      current={current}
      busy={busy}
      onConcede={done(onConcede)}
      onConcedeGame={done(onConcedeGame)}
      onCancel={() => setAsking(false)}
      t={t}
    />
  );
}
