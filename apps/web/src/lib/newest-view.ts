/**
 * Of two views of one match, the newer. Live pushes and a command's own answer may arrive in any
 * order (the answer of a seed can land after the push of the rival's seed that started the match),
 * so the page keeps the view made from more of the match's events: its `version` counts every event
 * of the match's stream, seeds and clock included, where `eventCount` counts only game events and
 * stays put while both seeds go in.
 */
export function newerView<View extends { readonly version: number }>(current: View, incoming: View): View {
  return incoming.version >= current.version ? incoming : current;
}
