import type { Translate } from '../../lib/i18n';
import { replayMessages as r } from '../../lib/replay-messages';
import type { ReplayPlayer } from './useReplayPlayer';

/** One step button: its symbol, the label a phone hides, and off when there is nowhere to go (or the page is not running yet). */
function StepButton(props: {
  to: number;
  off: boolean;
  label: string;
  symbol: string;
  /** The symbol after the label (next, last) rather than before it (first, previous). */
  after?: boolean;
  testId: string;
  go: (step: number) => void;
}) {
  const { to, off, label, symbol, after = false, testId, go } = props;
  return (
    <button
      type="button"
      className="button button--quiet"
      onClick={() => go(to)}
      disabled={off}
      aria-label={label}
      data-testid={testId}
    >
      {after ? (
        <>
          <span className="replay-viewer__label">{label} </span>
          {symbol}
        </>
      ) : (
        <>
          {symbol}
          <span className="replay-viewer__label"> {label}</span>
        </>
      )}
    </button>
  );
}

/** First, previous, play or pause, next and last: the buttons under a replay's title. */
export function ReplayControls({ player, t }: { player: ReplayPlayer; t: Translate }) {
  const { step, last, playing, ready, go, togglePlay } = player;
  const atFirst = step === 0 || !ready;
  const atLast = step === last || !ready;
  return (
    <div className="replay-viewer__controls">
      <StepButton to={0} off={atFirst} label={t(r.first)} symbol="«" testId="replay-first" go={go} />
      <StepButton to={step - 1} off={atFirst} label={t(r.previous)} symbol="◀" testId="replay-previous" go={go} />
      <PlayButton playing={playing} off={!ready} onClick={togglePlay} t={t} />
      <StepButton to={step + 1} off={atLast} label={t(r.next)} symbol="▶" after testId="replay-next" go={go} />
      <StepButton to={last} off={atLast} label={t(r.last)} symbol="»" after testId="replay-last" go={go} />
    </div>
  );
}

function PlayButton(props: { playing: boolean; off: boolean; onClick: () => void; t: Translate }) {
  const { playing, off, onClick, t } = props;
  const label = playing ? t(r.pause) : t(r.play);
  return (
    <button
      type="button"
      className="button"
      aria-label={label}
      onClick={onClick}
      disabled={off}
      data-testid="replay-play"
    >
      {playing ? '‖' : '▶'}
      <span className="replay-viewer__label"> {label}</span>
    </button>
  );
}

/** The slider over every step, labelled with the step and event number. */
export function ReplaySlider({ player, label, t }: { player: ReplayPlayer; label: string; t: Translate }) {
  return (
    <label className="replay-viewer__slider">
      <span className="muted" data-testid="replay-step">
        {label}
      </span>
      <input
        type="range"
        min={0}
        max={player.last}
        value={player.step}
        onChange={(event) => player.go(Number(event.target.value))}
        disabled={!player.ready}
        aria-label={t(r.slider)}
        data-testid="replay-slider"
      />
    </label>
  );
}
