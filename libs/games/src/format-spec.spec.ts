import { describeFormatValue, type FormatOptionSpec } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { gameRegistry, SWISS_GAMES, TEST_GAMES } from './registry.js';

// Each game's library says, in words, every option its matches read: the create form, the event's
// format panel and the match page take them from here, so an option missing or with bounds the
// engine refuses would be an option an organizer cannot set or a form that lies.

const withFormat = [...SWISS_GAMES, ...TEST_GAMES].map((game) => [game.id, game] as const);

/** «Quotes» joined by «;», «y» or «,»; a point's number; a heading in capitals. */
const QUOTED_GLOSS = /^(?:«[^»]+»(?:; |, | y |$))+$|^\d+$|^[A-ZÁÉÍÓÚÑ ]+$/u;

/** Values the option's control says are in bounds, and ones just outside. */
function probes(option: FormatOptionSpec): { inside: unknown[]; outside: unknown[] } {
  const control = option.control;
  switch (control.kind) {
    case 'integer':
      return { inside: [control.min, control.max], outside: [control.min - 1, control.max + 1, 1.5] };
    case 'choice':
      return { inside: control.choices.map((c) => c.value), outside: ['nothing-of-the-kind'] };
    case 'boolean':
      return { inside: [true, false], outside: ['yes'] };
    case 'counts': {
      const first = control.choices[0]!.value;
      return {
        inside: [new Array(control.min).fill(first), new Array(control.max).fill(first)],
        outside: [new Array(control.min - 1).fill(first), new Array(control.max + 1).fill(first)],
      };
    }
  }
}

describe.each(withFormat)("%s's format, from its rules library", (_id, game) => {
  const module = game.module!;
  const format = game.format!;
  const standard = module.setup.optionsSchema.parse({}) as Record<string, unknown>;

  it('names every option its schema has, once, each with a label in both languages and a rule', () => {
    expect(format.options.map((o) => o.key).sort()).toEqual(Object.keys(standard).sort());
    for (const option of format.options) {
      expect(option.label.es && option.label.en && option.rule).toBeTruthy();
      const words = describeFormatValue(option, standard[option.key]);
      expect(words.es && words.en).toBeTruthy();
    }
  });

  it("offers only values the game's own schema takes, and its schema refuses the ones just outside the bounds", () => {
    // Options that bound each other (an opening hand within the hand limit) are tried beside the others at their lowest and highest too.
    const at = (end: 'min' | 'max') =>
      Object.fromEntries(
        format.options.flatMap((o) => (o.control.kind === 'integer' ? [[o.key, o.control[end]]] : [])),
      );
    const bases = [standard, { ...standard, ...at('min') }, { ...standard, ...at('max') }];
    const takes = (key: string, value: unknown) =>
      bases.some((base) => module.setup.optionsSchema.safeParse({ ...base, [key]: value }).success);
    for (const option of format.options) {
      const { inside, outside } = probes(option);
      for (const value of inside)
        expect([option.key, value, takes(option.key, value)]).toEqual([option.key, value, true]);
      for (const value of outside)
        expect([option.key, value, takes(option.key, value)]).toEqual([option.key, value, false]);
    }
  });

  it('cites for each option its own rulebook or its own RULES-NOTES.md', () => {
    for (const option of format.options) {
      const own =
        format.rulebooks.some((book) => option.rule.startsWith(book)) ||
        option.rule.startsWith(`${game.id} RULES-NOTES.md`);
      expect([option.key, option.rule, own]).toEqual([option.key, option.rule, true]);
    }
  });

  it('glosses a rulebook citation only with the rulebook’s own words, «quoted», a point number or a heading', () => {
    // An English reader sees the citation as written: a quote stands in the rulebook's language, a paraphrase would not.
    // Crónica's rules notes are written in English and cited by their headings; only a rulebook is quoted.
    const options = [...format.options, { key: 'roundMinutes', rule: format.roundMinutes.rule }].filter(
      (option) => !option.rule?.includes('RULES-NOTES.md'),
    );
    const glosses = options.flatMap((option) =>
      [...(option.rule ?? '').matchAll(/\(([^)]*)\)/g)].map((match) => `${option.key}: ${match[1]!}`),
    );
    expect(glosses.filter((gloss) => !QUOTED_GLOSS.test(gloss.slice(gloss.indexOf(': ') + 2)))).toEqual([]);
  });

  it('lists its tiebreakers once each, and points its extra turns at one of its options', () => {
    const presets = format.tiebreakers.map((t) => t.preset);
    expect(new Set(presets).size).toBe(presets.length);
    if (format.turnsAfterTime !== undefined) expect(Object.keys(standard)).toContain(format.turnsAfterTime);
  });
});

describe('games with a legendary cap', () => {
  it("ask a registered list to keep the cap the event's options set (002 C.5), and only Warlords of Terra has one", () => {
    const wot = gameRegistry().find('warlords-of-terra')!;
    expect(wot.format!.deckRules!({ legendaryLimit: 2, extraTurns: 3, bestOf: 1 })).toEqual({ legendaryLimit: 2 });
    for (const game of SWISS_GAMES.filter((g) => g.id !== 'warlords-of-terra'))
      expect(game.format!.options.map((o) => o.key)).not.toContain('legendaryLimit');
  });
});
