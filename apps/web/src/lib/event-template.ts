import { TIEBREAK_PRESETS, type TiebreakPreset } from '@cronica/tournament';
import type { Lang } from '@cronica/util';
import type { EventTemplate } from '../graphql/event-template';
import { feeFieldValues } from './event-time';
import { FORM_DEFAULTS, optionFields, type FormValues, type GameFormFormat } from './create-tournament-defaults';

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/**
 * The start of the next edition of a weekly event: the same weekday and time on the venue's clock,
 * a week after the earlier one, or the first such day after `today` (YYYY-MM-DD) when that has
 * passed too. Wall-clock arithmetic on purpose: 10:00 stays 10:00 across a change of summer time.
 */
export function nextWeeklyStart(startsAt: string, today: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T.*)$/.exec(startsAt);
  if (!match) return '';
  const [, year, month, day, time] = match;
  let next = Date.UTC(Number(year), Number(month) - 1, Number(day)) + WEEK_DAYS * DAY_MS;
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  if (next <= todayMs) next += Math.ceil((todayMs - next + 1) / (WEEK_DAYS * DAY_MS)) * WEEK_DAYS * DAY_MS;
  return `${new Date(next).toISOString().slice(0, 10)}${time}`;
}

/** The game's preset whose tiebreakers the event used; the game's first when none matches (a preset since retired). */
function presetOf(tiebreakers: readonly string[], game: GameFormFormat): string {
  const same = (preset: string) => {
    const criteria = TIEBREAK_PRESETS[preset as TiebreakPreset] ?? [];
    return criteria.length === tiebreakers.length && criteria.every((c, i) => c === tiebreakers[i]);
  };
  return (game.tiebreakers.find((t) => same(t.preset)) ?? game.tiebreakers[0])?.preset ?? '';
}

const yes = (value: boolean): string => (value ? 'on' : '');

/** The Swiss and cut fields of the creation form as the earlier event had them. */
function formatFields(event: EventTemplate, game: GameFormFormat): FormValues {
  const format = event.format!;
  const fixed = format.roundsRule !== 'by-field-size' && (event.plannedRounds ?? 0) > 0;
  return {
    roundsMode: fixed ? 'fixed' : 'by-field-size',
    rounds: fixed ? String(event.plannedRounds) : FORM_DEFAULTS.rounds!,
    tiebreakers: presetOf(format.tiebreakers, game),
    roundMinutes: String(format.roundMinutes),
    bestOf: String(format.bestOf),
    topCutSize: String(format.topCutSize),
    finalBestOf: String(format.finalBestOf),
    thirdPlaceMatch: yes(format.thirdPlaceMatch),
    lateEntry: format.lateEntry,
    byeScore: String(format.byeScore),
    requireDeckLists: yes(format.requireDeckLists),
    prizePlaces: String(format.prizePlaces),
    exhaustedPairings: format.exhaustedPairings,
    capacity: format.capacity === null ? '' : String(format.capacity),
  };
}

/**
 * The creation form filled in from an earlier event, to run it again: its name, description,
 * venue and zone, next week's date at the same time, and its whole format with the game's own
 * options. Registration starts closed, as on any new form; the players and seed are never copied.
 */
export function valuesFromEvent(event: EventTemplate, game: GameFormFormat, today: string, lang: Lang): FormValues {
  const gameOptions = (event.format?.gameOptions ?? {}) as Record<string, unknown>;
  return {
    ...FORM_DEFAULTS,
    name: event.name,
    description: event.description,
    startsAt: event.startsAt ? nextWeeklyStart(event.startsAt, today) : '',
    timeZone: event.timeZone ?? FORM_DEFAULTS.timeZone!,
    venue: event.venue,
    checkInOpensBefore: event.checkInOpensBefore === null ? '' : String(event.checkInOpensBefore),
    ...feeFieldValues(event.entryFee, lang),
    game: event.game,
    ...(event.format ? formatFields(event, game) : {}),
    ...Object.fromEntries(
      game.options.flatMap((option) =>
        optionFields(option, option.key in gameOptions ? gameOptions[option.key] : option.default),
      ),
    ),
  };
}
