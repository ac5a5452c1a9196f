import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cmd, mutate, nextResults, overSocket } from '../testing/harness.js';
import { suiteAccounts, testGamesApi } from '../testing/suite-api.js';
import { SEED } from './match-play.testkit.js';

// The "why?" beside a move or a log line: each names the rule lines governing its type, and the
// rulebook query gives those lines for people. The test game carries a small map of a made-up
// rulebook (999, translated as 998): the API names no game, it reads the module's map.

const FIELDS = `matchId status legalCommands { command text rules } log(last: 50) { index text rules }`;
const PRACTICE = `mutation ($c: ID!) { startPracticeMatch(commandId: $c, game: "dice-race", bot: "greedy") { match { ${FIELDS} } } }`;
const SUBMIT = `mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { match { ${FIELDS} } } }`;
const VIEW = `query ($m: ID!) { matchView(matchId: $m) { ${FIELDS} } }`;
const PUSHED = `subscription ($m: ID!) { matchUpdated(matchId: $m) { log(last: 50) { index text rules } } }`;
const RULEBOOK = `query ($g: String!) { rulebook(game: $g) { game gameName rulebook title { es en } translation
  translationTitle { es en } sections { line heading translated }
  lines { id line sectionLine section sectionTranslated starts status summary { es en } option optionLabel { es en }
    note { es en } rulesNotes } } }`;

interface Legal {
  command: { type: string };
  rules: string[];
}
interface Line {
  index: number;
  text: string;
  rules: string[];
}
interface View {
  matchId: string;
  status: string;
  legalCommands: Legal[];
  log: Line[];
}

const rulesOfMove = (view: View, type: string) =>
  view.legalCommands.find((entry) => entry.command.type === type)?.rules;

describe('the rules behind a move and a log line, and the rulebook they link to', () => {
  const api = testGamesApi();
  const [ana] = suiteAccounts(api, ['ana']);

  async function startedMatch(): Promise<View> {
    const started = await mutate<{ startPracticeMatch: { match: View } }>(api, PRACTICE, { c: cmd('why') }, ana.token);
    const matchId = started.startPracticeMatch.match.matchId;
    await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd('seed') }, ana.token);
    return (await mutate<{ matchView: View }>(api, VIEW, { m: matchId }, ana.token)).matchView;
  }

  /** Ana plays a move without data; answers the match as she then sees it. */
  async function play(view: View, type: string): Promise<View> {
    const played = await mutate<{ submitGameCommand: { match: View } }>(
      api,
      SUBMIT,
      { m: view.matchId, cmd: { type, data: {} }, c: cmd() },
      ana.token,
    );
    return played.submitGameCommand.match;
  }

  it('names, over HTTP, the rule lines each legal move and each log line follows, leaving out lines the platform does not apply', async () => {
    let view = await startedMatch();
    expect(rulesOfMove(view, 'StartMatch')).toEqual(['999:3']);
    view = await play(view, 'StartMatch');
    // Drawing the opening hands follows the setup line; rolling a die follows two lines, the first first.
    expect(view.log.length).toBeGreaterThan(0);
    for (const line of view.log.slice(0, 2)) expect(line.rules).toEqual(['999:3']);
    expect(rulesOfMove(view, 'RollDie')).toEqual(['999:7', '999:8']);
    expect(rulesOfMove(view, 'PlayCard')).toEqual(['999:7', '999:9']);
    view = await play(view, 'RollDie');
    const rolled = view.log.find((line) => /^ana tira un dado/.test(line.text));
    expect(rolled?.rules).toEqual(['999:8']);
  });

  it('pushes the same rule lines with each log line over WebSocket', async () => {
    const view = await startedMatch();
    const client = api.ws(ana.token);
    try {
      // The feed's first push is the match as it is; the second, the match after the move.
      const feed = nextResults<{ matchUpdated: { log: Line[] } }>(client, PUSHED, { m: view.matchId }, 2);
      await feed.ready;
      await play(view, 'StartMatch');
      const [, pushed] = await feed.done;
      expect(pushed!.matchUpdated.log.slice(0, 2).map((line) => line.rules)).toEqual([['999:3'], ['999:3']]);
    } finally {
      await client.dispose();
    }
  });

  it('gives a game’s rulebook map for people, each line with its section heading as printed and its translation’s, on both transports', async () => {
    const expected = {
      game: 'dice-race',
      rulebook: '999_d1ce000000000999.txt',
      // A made-up rulebook docs/rulebooks.md does not list is named by its game.
      title: { es: 'Carrera de dados (juego de prueba)', en: 'Dice race (test game)' },
      translation: '998_d1ce000000000998.txt',
      translationTitle: {
        es: 'Carrera de dados (juego de prueba), traducción',
        en: 'Dice race (test game), translation',
      },
      sections: expect.arrayContaining([{ line: 5, heading: 'El turno', translated: 'A turn' }]),
      lines: expect.arrayContaining([
        {
          id: '999:13',
          line: 13,
          sectionLine: 11,
          section: 'Victoria',
          sectionTranslated: 'Winning',
          starts: 'Gana quien llega primero a 30 puntos',
          status: 'choice',
          summary: {
            es: expect.stringContaining('Gana quien llega primero'),
            en: expect.stringContaining('The first to reach'),
          },
          option: 'target',
          optionLabel: { es: 'Puntos para ganar', en: 'Points to win' },
          note: {
            es: expect.stringContaining('Una carrera necesita una meta'),
            en: expect.stringContaining('finish line'),
          },
          rulesNotes: ['Winning'],
        },
        expect.objectContaining({
          id: '999:14',
          status: 'not-applicable',
          note: {
            es: 'El servidor tira los dados con la semilla de la partida.',
            en: 'The server rolls the dice from the match seed.',
          },
        }),
      ]),
    };
    const overHttp = await mutate<{ rulebook: { lines: Array<{ id: string }> } }>(api, RULEBOOK, { g: 'dice-race' });
    expect(overHttp.rulebook).toMatchObject(expected);
    expect(overHttp.rulebook.lines.map((line) => line.id)).toEqual([
      '999:3',
      '999:7',
      '999:8',
      '999:9',
      '999:13',
      '999:14',
    ]);
    const client = api.ws();
    try {
      expect((await overSocket(client, RULEBOOK, { g: 'dice-race' })).data?.['rulebook']).toMatchObject(expected);
    } finally {
      await client.dispose();
    }
  });

  it('names a real game’s rulebook by its title and a choice’s format option by its label, in both languages', async () => {
    const answer = await mutate<{
      rulebook: { title: unknown; translationTitle: unknown; lines: Array<Record<string, unknown>> };
    }>(api, RULEBOOK, { g: 'blades-of-ash' });
    expect(answer.rulebook.title).toEqual({ es: 'Espadas de Ceniza', en: 'Blades of Ash (Spanish original)' });
    expect(answer.rulebook.translationTitle).toEqual({ es: 'Blades of Ash (traducción inglesa)', en: 'Blades of Ash' });
    const chosen = answer.rulebook.lines.filter((line) => line['option'] !== null);
    expect(chosen.length).toBeGreaterThan(0);
    for (const line of chosen) expect(line['optionLabel']).toEqual({ es: expect.any(String), en: expect.any(String) });
    expect(answer.rulebook.lines.find((line) => line['option'] === 'maxRounds')?.['optionLabel']).toEqual({
      es: 'Rondas de batalla antes del desempate',
      en: expect.any(String),
    });
  });

  it('refuses a game the platform does not know, with BAD_USER_INPUT', async () => {
    const answer = await api.gql(RULEBOOK, { g: 'no-such-game' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
