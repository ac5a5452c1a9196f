import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@cronica/util';
import { GAME_FIELD, gameFieldDefaults, type GameFormFormat } from '../../lib/create-tournament-defaults';
import { gameFormFormats } from '../../lib/create-tournament-games';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import type { FieldContext } from './create-form-fields';
import { GameOptionsSection, RoundMinutesField, TiebreakFields } from './GameFormatFields';

// Each game's own options come from its rules library (`GameEntry.format`), through the form's formats.
const games = gameFormFormats();
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const ctx = (lang: Lang = 'es'): FieldContext => ({ problems: [], edited: () => undefined, t: translator(lang) });
const defaults = (game: GameFormFormat) => (name: string) => gameFieldDefaults(game)[name];

/** The value an input starts with, by its name. */
const inputValue = (html: string, name: string) =>
  /value="([^"]*)"/.exec(
    [...html.matchAll(/<input\b[^>]*>/g)].find((m) => m[0].includes(`name="${name}"`))?.[0] ?? '',
  )?.[1];

const section = (game: GameFormFormat, lang: Lang = 'es') =>
  renderToStaticMarkup(<GameOptionsSection format={game} value={defaults(game)} ctx={ctx(lang)} />);
const withOptions = games.filter((g) => g.options.length > 0);

describe('a game’s own options in the creation form', () => {
  it('is offered for at least one game, from its library', () => {
    expect(withOptions.length).toBeGreaterThan(0);
  });

  it('gives every option of the game a labelled control, named after its key', () => {
    for (const game of withOptions) {
      const html = section(game);
      for (const option of game.options) {
        expect(html, `${game.id} ${option.key}`).toContain(`data-option="gameOptions.${option.key}"`);
        expect(html, `${game.id} ${option.key}`).toContain(`name="${GAME_FIELD}${option.key}`);
        expect(plain(html), `${game.id} ${option.key}`).toContain(option.label.es);
      }
    }
  });

  it('shows the main options up front and the rest behind “more options”', () => {
    for (const game of withOptions) {
      const html = section(game);
      const more = /<details[^>]*>.*?<\/details>/s.exec(html)?.[0] ?? '';
      for (const option of game.options) {
        const inMore = more.includes(`data-option="gameOptions.${option.key}"`);
        expect(inMore, `${game.id} ${option.key}`).toBe(option.tier === 'more');
      }
      if (game.options.some((o) => o.tier === 'more'))
        expect(plain(more)).toContain(om.create.moreGameOptions(game.name).es);
    }
  });

  it('says what each option defaults to and which rulebook says so', () => {
    for (const game of withOptions) {
      const html = section(game);
      const lines = html.match(/class="form-option__default"/g) ?? [];
      expect(lines.length, game.id).toBe(game.options.length);
      expect(plain(html)).toContain('Por defecto:');
    }
  });

  it('starts each control at the game’s default', () => {
    for (const game of withOptions)
      for (const [name, value] of Object.entries(gameFieldDefaults(game))) {
        if (value === '' || !name.startsWith(GAME_FIELD)) continue;
        const html = section(game);
        const select = new RegExp(
          `<select name="${name.replace(/\./g, '\\.')}"[^>]*>(?:(?!</select>).)*<option value="${value}" selected=""`,
          's',
        );
        expect(inputValue(html, name) === value || select.test(html), `${game.id} ${name}=${value}`).toBe(true);
      }
  });

  it('says so when a game has no options of its own, in both languages', () => {
    const bare: GameFormFormat = { ...games[0]!, options: [] };
    for (const lang of LANGS) expect(plain(section(bare, lang))).toContain(om.create.noGameOptions[lang]);
  });

  it('names its section after the game, in the page’s language', () => {
    for (const lang of LANGS) {
      const game = games[0]!;
      expect(section(game, lang)).toContain(`<legend>${om.create.sections.game(game.name)[lang]}</legend>`);
    }
  });
});

describe('tiebreakers and the round clock', () => {
  const tiebreaks = (game: GameFormFormat, chosen?: string) =>
    renderToStaticMarkup(
      <TiebreakFields format={game} value={(name) => (name === 'tiebreakers' ? chosen : undefined)} ctx={ctx()} />,
    );

  it('offers the game’s tiebreak presets, its first as the default', () => {
    for (const game of games) {
      const html = tiebreaks(game);
      const offered = [...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
      expect(offered).toEqual(game.tiebreakers.map((t) => t.preset));
      expect(plain(html)).toContain(`Por defecto: ${game.tiebreakers[0]!.label.es}`);
    }
  });

  it('asks what a bye scores only while the chosen tiebreakers count SCORE', () => {
    const presets = games.flatMap((game) => game.tiebreakers.map((t) => [game, t] as const));
    expect(presets.some(([, t]) => t.usesScore)).toBe(true);
    for (const [game, preset] of presets)
      expect(tiebreaks(game, preset.preset).includes('name="byeScore"'), preset.preset).toBe(preset.usesScore);
  });

  it('shows the game’s round minutes as the default and where they come from', () => {
    for (const game of games) {
      const html = renderToStaticMarkup(
        <RoundMinutesField format={game} value={() => String(game.roundMinutes.default)} ctx={ctx('en')} />,
      );
      expect(inputValue(html, 'roundMinutes')).toBe(String(game.roundMinutes.default));
      const line = plain(html);
      expect(line).toContain(`Default: ${game.roundMinutes.default}`);
      expect(line).toMatch(game.roundMinutes.rule === null ? /rulebooks are silent/ : /Rulebook: |applies/);
    }
  });
});
