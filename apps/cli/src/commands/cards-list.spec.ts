import { describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE } from '../command.js';
import { cardsListCommand } from './cards-list.js';
import { runCaptured } from '../testing/cli-run.js';

const run = (argv: string[]) => runCaptured(argv, [cardsListCommand]);

describe('cards list', () => {
  it('prints every card as JSON with id, kind, faction and names in both languages', async () => {
    const { code, out } = await run(['cards', 'list', '--game', 'blades-of-ash', '--json']);
    expect(code).toBe(EXIT_OK);
    const cards = JSON.parse(out.join('\n')) as {
      id: string;
      kind: string;
      faction: string;
      name: { es: string; en: string };
    }[];
    expect(cards.length).toBeGreaterThan(100);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    const ayranel = cards.find((c) => c.id === 'ayranel-capa-de-cuervo');
    expect(ayranel).toMatchObject({
      kind: 'hero',
      faction: 'corte-del-cuervo',
      name: { es: 'Ayranel, Capa de Cuervo', en: 'Ayranel, Raven Cloak' },
      armor: 3,
    });
    expect(
      cards.every(
        (c) => c.name.es !== '' && c.name.en !== '' && typeof c.kind === 'string' && typeof c.faction === 'string',
      ),
    ).toBe(true);
  });

  it('filters by faction and kind', async () => {
    const { out } = await run([
      'cards',
      'list',
      '--game',
      'blades-of-ash',
      '--faction',
      'mercenarios',
      '--kind',
      'hero',
      '--json',
    ]);
    const cards = JSON.parse(out.join('\n')) as { kind: string; faction: string }[];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.every((c) => c.kind === 'hero' && c.faction === 'mercenarios')).toBe(true);
  });

  it('prints a table in Spanish by default and in English with --lang en', async () => {
    const es = await run(['cards', 'list', '--game', 'blades-of-ash', '--kind', 'hero']);
    expect(es.out.join('\n')).toMatch(/facción[\s\S]*Ayranel, Capa de Cuervo/);
    const en = await run(['cards', 'list', '--game', 'blades-of-ash', '--kind', 'hero', '--lang', 'en']);
    expect(en.out.join('\n')).toMatch(/faction[\s\S]*Ayranel, Raven Cloak/);
  });

  it('names the games that list their cards when asked for one whose cards a tournament imports', async () => {
    const { code, err } = await run(['cards', 'list', '--game', 'warlords-of-terra']);
    expect(code).toBe(EXIT_USAGE);
    expect(err.join('\n')).toContain('game without a card list: warlords-of-terra (blades-of-ash)');
  });

  it('exits 2 on a missing or unknown game, a game with no card list, an unknown faction, kind, language or flag', async () => {
    for (const argv of [
      ['cards', 'list', '--json'],
      ['cards', 'list', '--game', 'chess'],
      ['cards', 'list', '--game', 'ecg'],
      ['cards', 'list', '--game', 'blades-of-ash', '--faction', 'elfos'],
      ['cards', 'list', '--game', 'blades-of-ash', '--kind', 'dragon'],
      ['cards', 'list', '--game', 'blades-of-ash', '--kind', 'constructor'],
      ['cards', 'list', '--game', 'blades-of-ash', '--lang', 'fr'],
      ['cards', 'list', '--game', 'blades-of-ash', '--colour', 'red'],
    ]) {
      const { code, err } = await run(argv);
      expect(code, argv.join(' ')).toBe(EXIT_USAGE);
      expect(err.join('\n')).toContain('cards list --game');
    }
  });
});
