'use client';

import Link from 'next/link';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { openReplay } from '@cronica/replay';
import { fillSeats, type AnyGameModule } from '@cronica/rules-kernel';
import type { Lang } from '@cronica/util';
import type { MatchView } from '../../graphql/match';
import { translator } from '../../lib/i18n';
import { replayFrames } from '../../lib/replay-frames';
import { replayMessages as r } from '../../lib/replay-messages';
import { boardFor } from '../match/boards';

const PLAY_EVERY_MS = 700;
const noSend = () => undefined;

/**
 * Steps through a replay: first, previous, next, last, play, a slider and the keyboard (lichess
 * keys), the log line of each step, and the board of that step drawn by the game's own board
 * component, read-only, from the state the rules library folds here in the browser.
 */
export function ReplayViewer({
  jsonl,
  match,
  modules,
  lang,
}: {
  jsonl: string;
  match: MatchView;
  modules: Readonly<Record<string, AnyGameModule>>;
  lang: Lang;
}) {
  const t = translator(lang);
  const frames = useMemo(() => replayFrames(openReplay(jsonl), modules), [jsonl, modules]);
  const last = Math.max(0, frames.steps.length - 1);
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const step = Math.min(at, last);
  useEffect(() => {
    if (!playing) return;
    if (step >= last) return setPlaying(false);
    const timer = setTimeout(() => setAt(step + 1), PLAY_EVERY_MS);
    return () => clearTimeout(timer);
  }, [playing, step, last]);
  const names = (seat: number) => match.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
  const go = (next: number) => setAt(Math.max(0, Math.min(last, next)));
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: last };
    if (event.key in moves && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      go(moves[event.key]!);
    }
  };
  if (frames.steps.length === 0) {
    return (
      <p className="notice" data-testid="replay-board-unavailable">
        {t(r.problems[frames.problem ?? 'unreadable'])}
      </p>
    );
  }
  const current = frames.steps[step]!;
  const lineText = (index: number) => {
    const s = frames.steps[index]!;
    if (index === 0) return t(r.setup);
    return s.line ? fillSeats(t(s.line), names) : t(r.noLine(s.type ?? '?'));
  };
  const Board = boardFor(match.game);
  const state = frames.module!.view(current.state, frames.viewer);
  const mySeat = frames.viewer.kind === 'seat' ? frames.viewer.seat : null;
  return (
    <section
      className="replay-viewer"
      aria-label={t(r.viewer)}
      data-testid="replay-viewer"
      data-step={step}
      data-events={current.events}
      tabIndex={0}
      onKeyDown={onKey}
    >
      <h2>{t(r.viewer)}</h2>
      {frames.problem ? <p className="form__error">{t(r.problems[frames.problem])}</p> : null}
      {frames.openOnly ? (
        <p className="notice" data-testid="replay-open-only">
          {t(r.openOnly)}
          {match.tournamentId ? (
            <>
              {' '}
              <Link href={`/tournaments/${encodeURIComponent(match.tournamentId)}`}>{t(r.openOnlyTournament)}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="replay-viewer__controls">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => go(0)}
          disabled={step === 0}
          aria-label={t(r.first)}
          data-testid="replay-first"
        >
          «<span className="replay-viewer__label"> {t(r.first)}</span>
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => go(step - 1)}
          disabled={step === 0}
          aria-label={t(r.previous)}
          data-testid="replay-previous"
        >
          ◀<span className="replay-viewer__label"> {t(r.previous)}</span>
        </button>
        <button
          type="button"
          className="button"
          aria-label={playing ? t(r.pause) : t(r.play)}
          onClick={() => (step >= last ? (go(0), setPlaying(true)) : setPlaying(!playing))}
          data-testid="replay-play"
        >
          {playing ? '‖' : '▶'}
          <span className="replay-viewer__label"> {playing ? t(r.pause) : t(r.play)}</span>
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => go(step + 1)}
          disabled={step === last}
          aria-label={t(r.next)}
          data-testid="replay-next"
        >
          <span className="replay-viewer__label">{t(r.next)} </span>▶
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => go(last)}
          disabled={step === last}
          aria-label={t(r.last)}
          data-testid="replay-last"
        >
          <span className="replay-viewer__label">{t(r.last)} </span>»
        </button>
      </div>
      <label className="replay-viewer__slider">
        <span className="muted" data-testid="replay-step">
          {t(r.step(current.number, frames.events))}
        </span>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(event) => go(Number(event.target.value))}
          aria-label={t(r.slider)}
          data-testid="replay-slider"
        />
      </label>
      <p className="replay-viewer__line" data-testid="replay-line" aria-live="polite">
        {lineText(step)}
      </p>
      <p className="muted replay-viewer__keys">{t(r.keys)}</p>
      <div className="replay-viewer__body">
        <Board
          match={{ ...match, eventCount: step, status: 'finished' }}
          state={state}
          mySeat={mySeat}
          canAct={false}
          legal={[]}
          busy={false}
          send={noSend}
          seatName={names}
          lang={lang}
          t={t}
        />
        <details className="replay-viewer__log">
          <summary>{t(r.log)}</summary>
          <ol className="match-log__lines">
            {frames.steps.map((s, index) =>
              index === 0 || s.line ? (
                <li key={index} value={s.number}>
                  <button
                    type="button"
                    className={`link-button${index === step ? ' is-current' : ''}`}
                    aria-current={index === step ? 'step' : undefined}
                    onClick={() => go(index)}
                  >
                    {lineText(index)}
                  </button>
                </li>
              ) : null,
            )}
          </ol>
        </details>
      </div>
    </section>
  );
}
