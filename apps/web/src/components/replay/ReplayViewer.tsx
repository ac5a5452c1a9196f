'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { openReplay } from '@cronica/replay';
import { fillSeats, type AnyGameModule } from '@cronica/rules-kernel';
import type { Lang } from '@cronica/util';
import type { MatchView } from '../../graphql/match';
import { translator, type Translate } from '../../lib/i18n';
import { personName } from '../../lib/person-name';
import { replayFrames, type ReplayFrames } from '../../lib/replay-frames';
import { replayMessages as r } from '../../lib/replay-messages';
import { ReadOnlyBoard } from '../match/boards/ReadOnlyBoard';
import { ReplayControls, ReplaySlider } from './ReplayControls';
import { useReplayPlayer, type ReplayPlayer } from './useReplayPlayer';

interface ViewerProps {
  frames: ReplayFrames;
  match: MatchView;
  lang: Lang;
  t: Translate;
}

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
  const player = useReplayPlayer(Math.max(0, frames.steps.length - 1));
  if (frames.steps.length === 0) {
    return (
      <p className="notice" data-testid="replay-board-unavailable">
        {t(r.problems[frames.problem ?? 'unreadable'])}
      </p>
    );
  }
  return <ReplaySteps frames={frames} match={match} lang={lang} t={t} player={player} />;
}

function seatNames(match: MatchView, t: Translate) {
  return (seat: number) => {
    const name = match.seats.find((s) => s.seat === seat)?.name;
    return name ? personName(name, t) : `#${seat + 1}`;
  };
}

/** The log line of a step: the setup for the first, the game's line or a fallback naming the event type. */
function stepLine(frames: ReplayFrames, index: number, names: (seat: number) => string, t: Translate): string {
  const s = frames.steps[index]!;
  if (index === 0) return t(r.setup);
  return s.line ? fillSeats(t(s.line), names) : t(r.noLine(s.type ?? '?'));
}

function ReplaySteps({ frames, match, lang, t, player }: ViewerProps & { player: ReplayPlayer }) {
  const { step } = player;
  const current = frames.steps[step]!;
  const names = seatNames(match, t);
  const lineText = (index: number) => stepLine(frames, index, names, t);
  return (
    <section
      className="replay-viewer"
      aria-label={t(r.viewer)}
      data-testid="replay-viewer"
      data-step={step}
      data-events={current.events}
      tabIndex={0}
      onKeyDown={player.onKey}
    >
      <h2>{t(r.viewer)}</h2>
      {frames.problem ? <p className="form__error">{t(r.problems[frames.problem])}</p> : null}
      {frames.openOnly ? <OpenOnlyNotice tournamentId={match.tournamentId} t={t} /> : null}
      {/* Kept in sight above the board as it scrolls (replay.css): step and watch at once, on a phone too. */}
      <div className="replay-viewer__deck" data-testid="replay-deck">
        <ReplayControls player={player} t={t} />
        <ReplaySlider player={player} label={t(r.step(current.number, frames.events))} t={t} />
        <p className="replay-viewer__line" data-testid="replay-line" aria-live="polite">
          {lineText(step)}
        </p>
      </div>
      <p className="muted replay-viewer__keys">{t(r.keys)}</p>
      <div className="replay-viewer__body">
        <StepBoard frames={frames} match={match} lang={lang} t={t} step={step} />
        <ReplayLog frames={frames} player={player} lineText={lineText} t={t} />
      </div>
    </section>
  );
}

function OpenOnlyNotice({ tournamentId, t }: { tournamentId: string | null | undefined; t: Translate }) {
  return (
    <p className="notice" data-testid="replay-open-only">
      {t(r.openOnly)}
      {tournamentId ? (
        <>
          {' '}
          <Link href={`/tournaments/${encodeURIComponent(tournamentId)}`}>{t(r.openOnlyTournament)}</Link>
        </>
      ) : null}
    </p>
  );
}

/** The board of one step, drawn read-only by the game's own board component. */
function StepBoard({ frames, match, lang, t, step }: ViewerProps & { step: number }) {
  const state = frames.module!.view(frames.steps[step]!.state, frames.viewer);
  const mySeat = frames.viewer.kind === 'seat' ? frames.viewer.seat : null;
  return (
    <ReadOnlyBoard
      match={{ ...match, eventCount: step, status: 'finished' }}
      state={state}
      mySeat={mySeat}
      ended={step === frames.steps.length - 1}
      seatName={seatNames(match, t)}
      lang={lang}
      t={t}
    />
  );
}

/** The folded log of every step with a line; choosing one jumps there. */
function ReplayLog({
  frames,
  player,
  lineText,
  t,
}: {
  frames: ReplayFrames;
  player: ReplayPlayer;
  lineText: (index: number) => string;
  t: Translate;
}) {
  const { step, go } = player;
  return (
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
  );
}
