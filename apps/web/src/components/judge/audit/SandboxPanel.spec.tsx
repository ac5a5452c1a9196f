import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGS, localized, type Lang } from '@cronica/util';
import { warlordsOfTerra as wot } from '@cronica/warlords-of-terra';
import type { SandboxResult } from '../../../graphql/audit';
import { sandboxMessages as m } from '../../../lib/audit-messages';
import { SandboxPanel } from './SandboxPanel';
import { playedByLibrary } from '../../../testing/played-match';
import { matchBetween } from '../../../testing/match-view';

// The sandbox asks the API's matchSandbox in the browser; here its answer so far is set by each test.
type Sandbox = ReturnType<typeof import('./useSandbox').useSandbox>;
const sandbox = vi.hoisted(() => ({ now: null as Partial<Sandbox> | null }));
vi.mock('./useSandbox', () => ({
  useSandbox: (): Partial<Sandbox> => ({
    commands: [],
    result: null,
    error: null,
    busy: false,
    discarded: false,
    tryCommand: () => undefined,
    discard: () => undefined,
    ...sandbox.now,
  }),
}));

type WotState = ReturnType<typeof wot.initialState>;

/** A Warlords of Terra match from its ready decks, a few commands in, at a point where the first seat can act. */
const opening = (): WotState =>
  playedByLibrary(wot, {
    seed: 9,
    steps: 40,
    until: (state, step) => step >= 3 && wot.legalCommands(state, 0).length > 0,
  });

const state = opening();
/** What matchSandbox answers: the judge's view after the steps tried, and each seat's legal commands in words. */
const answer = (steps: SandboxResult['steps'], lang: Lang = 'es'): SandboxResult => ({
  fromEvent: 3,
  steps,
  state: wot.view(state, { kind: 'judge' }),
  result: null,
  legalCommands: [0, 1].map((seat) =>
    wot.legalCommands(state, seat).map((command) => ({ command, text: wot.describer.command(command, state)[lang] })),
  ),
});

const match = matchBetween(['Ana', 'Bea'], { matchId: 'm-7', game: 'warlords-of-terra', status: 'finished' });
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const render = (lang: Lang = 'es') => renderToStaticMarkup(<SandboxPanel match={match} fromEvent={3} lang={lang} />);

beforeEach(() => {
  sandbox.now = null;
});

describe('the judge’s sandbox', () => {
  it('says where it starts from and that the real match does not change, in both languages', () => {
    for (const lang of LANGS) {
      const text = plain(render(lang));
      expect(text).toContain(m.title[lang]);
      expect(text).toContain(m.intro(3)[lang]);
    }
  });

  it('offers the first seat’s legal commands, as the game words them, and a button to try one', () => {
    sandbox.now = { result: answer([]) };
    const html = render();
    const seats = /<select[^>]*data-testid="sandbox-seat"[^>]*>(.*?)<\/select>/s.exec(html)![1]!;
    expect([...seats.matchAll(/>([^<]+)<\/option>/g)].map((x) => x[1])).toEqual(['Ana', 'Bea']);
    const commands = /<select[^>]*data-testid="sandbox-command"[^>]*>(.*?)<\/select>/s.exec(html)![1]!;
    const words = answer([]).legalCommands[0]!.map((c) => c.text);
    expect(words.length).toBeGreaterThan(0);
    expect([...commands.matchAll(/>([^<]+)<\/option>/g)].map((x) => x[1])).toEqual(words);
    expect(html).toMatch(new RegExp(`<button type="button" class="button">${m.try.es}</button>`));
  });

  it('says when the seat has no legal command, and cannot try one', () => {
    sandbox.now = { result: { ...answer([]), legalCommands: [[], []] } };
    const html = render('en');
    expect(plain(html)).toContain(m.noCommands.en);
    expect(html).not.toContain('data-testid="sandbox-command"');
    expect(html).toMatch(new RegExp(`<button type="button" class="button" disabled="">${m.try.en}</button>`));
  });

  it('lists what each command tried did, by seat, and says which were refused and why', () => {
    const steps = [
      { seat: 0, accepted: true, refusal: null, lines: ['Ana confirma su mazo', 'Ana roba 7 cartas'] },
      { seat: 1, accepted: false, refusal: 'no es tu turno', lines: [] },
    ];
    sandbox.now = {
      result: answer(steps),
      commands: [
        { seat: 0, command: {} },
        { seat: 1, command: {} },
      ],
    };
    const html = render();
    const items = [
      .../data-testid="sandbox-lines"[^>]*>(.*?)<\/ol>/s
        .exec(html)![1]!
        .matchAll(/<li data-accepted="(\w+)">(.*?)<\/li>/gs),
    ];
    expect(items.map((x) => [x[1], plain(x[2]!).trim()])).toEqual([
      ['true', 'Ana: Ana confirma su mazo · Ana roba 7 cartas'],
      ['false', `Bea: ${m.refused('no es tu turno').es}`],
    ]);
  });

  it('shows the board after the commands tried, says nothing is saved, and offers to throw the line away', () => {
    sandbox.now = {
      result: answer([{ seat: 0, accepted: true, refusal: null, lines: ['Ana roba'] }]),
      commands: [{ seat: 0, command: {} }],
    };
    const html = render();
    expect(html).toContain('data-testid="wot-board"');
    expect(plain(html)).toContain(m.untouched.es);
    expect(html).toContain('data-testid="sandbox-discard"');
  });

  it('shows no board or discard before any command is tried', () => {
    sandbox.now = { result: answer([]) };
    const html = render();
    expect(html).not.toContain('data-testid="wot-board"');
    expect(html).not.toContain('data-testid="sandbox-discard"');
    expect(html).not.toContain('data-testid="sandbox-lines"');
  });

  it('confirms a discarded line was thrown away, and shows the API’s refusal', () => {
    sandbox.now = {
      result: answer([]),
      discarded: true,
      error: localized('Partida no encontrada.', 'Match not found.'),
    };
    const html = render('en');
    expect(html).toContain(`role="status">${m.discarded.en}</p>`);
    expect(html).toContain('role="alert" tabindex="-1">Match not found.</p>');
  });
});
