import { useEffect, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '../../lib/hydrated';

const PLAY_EVERY_MS = 700;

/**
 * The step a replay shows, moved by the buttons, the slider, the keyboard (lichess keys) and play;
 * `ready` once the page runs (the controls stay off until then, so an early tap is not lost).
 */
export function useReplayPlayer(last: number) {
  const ready = useHydrated();
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const step = Math.min(at, last);
  useEffect(() => {
    if (!playing) return;
    if (step >= last) return setPlaying(false);
    const timer = setTimeout(() => setAt(step + 1), PLAY_EVERY_MS);
    return () => clearTimeout(timer);
  }, [playing, step, last]);
  const go = (next: number) => setAt(Math.max(0, Math.min(last, next)));
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: last };
    if (event.key in moves && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      go(moves[event.key]!);
    }
  };
  const togglePlay = () => (step >= last ? (go(0), setPlaying(true)) : setPlaying(!playing));
  return { step, last, playing, ready, go, onKey, togglePlay };
}

export type ReplayPlayer = ReturnType<typeof useReplayPlayer>;
