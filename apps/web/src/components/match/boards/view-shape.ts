/**
 * A game's view as the API sends it (`MatchView.state`), or null when it lacks the game's shape
 * (no view yet, or another game's): each board names the fields that tell its own view.
 */
export function viewOfShape<View>(state: unknown, hasShape: (view: Partial<View>) => boolean): View | null {
  if (typeof state !== 'object' || state === null) return null;
  return hasShape(state as Partial<View>) ? (state as View) : null;
}
