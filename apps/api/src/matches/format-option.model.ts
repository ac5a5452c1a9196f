import type { GameEntry } from '@cronica/games';
import { describeFormatValue } from '@cronica/rules-kernel';
import { FormatOptionView } from '../tournaments/tournament.models.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The game's options in words, in its library's order. `without` leaves some out (the best-of a
 * tournament shows as its own rows); an option the given values lack reads as the standard one.
 */
export function formatOptionViews(
  game: GameEntry | undefined,
  values: unknown,
  without: readonly string[] = [],
): FormatOptionView[] {
  const module = game?.module;
  if (game?.format === undefined || module === undefined) return [];
  const standard = module.setup.optionsSchema.parse({}) as Record<string, unknown>;
  const given = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  return game.format.options
    .filter((option) => !without.includes(option.key))
    .map((option) => {
      const value = Object.hasOwn(given, option.key) ? given[option.key] : standard[option.key];
      const text = describeFormatValue(option, value);
      return Object.assign(new FormatOptionView(), {
        key: option.key,
        label: { es: option.label.es, en: option.label.en },
        text: { es: text.es, en: text.en },
        rule: option.rule,
        main: option.tier === 'main',
        standard: same(value, standard[option.key]),
      });
    });
}
