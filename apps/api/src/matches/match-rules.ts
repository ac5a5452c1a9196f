import { rulesGoverning, type RulebookMap } from '@cronica/rules-kernel';

/** The lines of each map governing each command or event type, worked out once per type. */
const known = new WeakMap<RulebookMap, Map<string, readonly string[]>>();

const NONE: readonly string[] = [];

/**
 * The rule lines (`000:39`) governing a command or an event type, for the "why?" beside a move or
 * a log line: none when the game has no rulebook map.
 */
export function rulesOf(
  map: RulebookMap | undefined,
  kind: 'commands' | 'events',
  type: string | undefined,
): readonly string[] {
  if (map === undefined || type === undefined) return NONE;
  let byType = known.get(map);
  if (byType === undefined) known.set(map, (byType = new Map()));
  const key = `${kind}:${type}`;
  let rules = byType.get(key);
  if (rules === undefined) byType.set(key, (rules = rulesGoverning(map, kind, type)));
  return rules;
}
