import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { verifyReplay } from '@cronica/replay';
import { cmd, mutate, type Account } from '../testing/harness.js';
import { errorExtensions, eventCast, openFirstTableMatch, rivalListsRound } from '../testing/tournament-setup.js';
import { asInput, chooser, REPLAY, SEED, SUBMIT, VIEW_FIELDS, viewOf, type ViewShape } from './match-play.testkit.js';
import { suiteApi } from '../testing/suite-api.js';

// Judges rule on a live tournament match of any game (here Blades of Ash): back-up, correction,
// awarded loss, upheld call; each is a judge event in the match stream and in its signed replay.

const RULING = {
  infraction: 'GPE-GRV',
  rule: 'Guía de sanciones de Crónica, 2.1',
  remedy: 'Se vuelve al estado anterior al error',
};
const BACK_UP = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!, $e: Int!) { backUpMatch(matchId: $m, commandId: $c, ruling: $r, toEvent: $e) { match { ${VIEW_FIELDS} } } }`;
const CORRECT = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!, $p: [String!]!, $v: JSON!) { correctMatchValue(matchId: $m, commandId: $c, ruling: $r, path: $p, value: $v) { match { ${VIEW_FIELDS} } } }`;
const UPHOLD = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!) { upholdRuling(matchId: $m, commandId: $c, ruling: $r) { match { status } } }`;
const LOSS = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!, $s: Int!) { awardMatchLoss(matchId: $m, commandId: $c, ruling: $r, seat: $s, scope: "match") { match { ${VIEW_FIELDS} } } }`;
const AUDIT = `query ($m: ID!) { matchAudit(matchId: $m) { entries { index seq kind type actor judge text rules decisionText hidden random } } }`;
const STEP = `query ($m: ID!, $i: Int!) { matchAuditStep(matchId: $m, index: $i) { index before after } }`;
const SANDBOX = `query ($m: ID!, $e: Int!, $cmds: [SandboxCommandInput!]!) { matchSandbox(matchId: $m, fromEvent: $e, commands: $cmds) {
  steps { seat accepted refusal lines } state legalCommands { command text } } }`;
const STANDINGS = `query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { result { winner status } } } }`;

interface HeroesJson {
  heroes: Array<{ life: number }>;
}

describe('judges rule on a live tournament match', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea, outsider] = eventCast(api);
  let players: Account[];
  let t: string;
  const registry = gameRegistry({ testGames: true });

  beforeAll(async () => {
    players = [ana, bea];
    t = await rivalListsRound(
      api,
      { organizer, players: [ana, bea] },
      { name: 'Copa arbitrada', rounds: 1, gameOptions: { maxRounds: 2 } },
    );
  });

  /** The table's online match, created once (a table has one). */
  let created: string | undefined;
  const tableMatch = async () => (created ??= await openFirstTableMatch(api, organizer, t));

  async function startedMatch(): Promise<{ matchId: string; tokens: string[] }> {
    const matchId = await tableMatch();
    const view = await viewOf(api, matchId, judge.token);
    const tokens = view.seats.map((seat) => players.find((p) => p.id === seat.playerId)!.token);
    for (const token of tokens)
      await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() }, token);
    return { matchId, tokens };
  }

  /** The words each seat was offered for the commands `play` sent, in the order sent. */
  const offered: string[] = [];

  /** Plays up to `steps` commands, each by a seat that has legal commands; stops at the end. */
  async function play(matchId: string, tokens: string[], steps: number, pick = chooser(11)): Promise<ViewShape> {
    let view = await viewOf(api, matchId, judge.token);
    for (let step = 0; step < steps && view.status !== 'finished'; step += 1) {
      for (const token of tokens) {
        const own = await viewOf(api, matchId, token);
        if (own.legalCommands.length === 0) continue;
        const chosen = pick(own.legalCommands);
        offered.push(chosen.text);
        await mutate(api, SUBMIT, { m: matchId, cmd: asInput(chosen), c: cmd() }, token);
        break;
      }
      view = await viewOf(api, matchId, judge.token);
    }
    return view;
  }

  let matchId: string;
  let tokens: string[];

  it('tells a judge a match not under way yet has nothing to audit, and still refuses anyone else', async () => {
    const waiting = await tableMatch();
    expect(errorExtensions(await api.gql(AUDIT, { m: waiting }, judge.token))).toMatchObject({
      code: 'CONFLICT',
      reason: 'not-started',
    });
    expect(errorExtensions(await api.gql(AUDIT, { m: waiting }, outsider.token))?.code).toBe('FORBIDDEN');
  });

  it('refuses rulings from players and outsiders (FORBIDDEN) and from anyone signed out', async () => {
    ({ matchId, tokens } = await startedMatch());
    await play(matchId, tokens, 2);
    for (const account of [outsider, players[0]!]) {
      expect(errorExtensions(await api.gql(UPHOLD, { m: matchId, c: cmd(), r: RULING }, account.token))?.code).toBe(
        'FORBIDDEN',
      );
    }
    expect(errorExtensions(await api.gql(UPHOLD, { m: matchId, c: cmd(), r: RULING }))?.code).toBe('UNAUTHENTICATED');
    expect(
      errorExtensions(await api.gql(UPHOLD, { m: matchId, c: cmd(), r: { ...RULING, rule: '' } }, judge.token))?.code,
    ).toBe('BAD_USER_INPUT');
  });

  it('shows a judge the full log with hidden values, any step before and after, and nobody else', async () => {
    type Hidden = { path: (string | number)[]; visibleTo: number[]; name?: string; text?: string };
    type Draw = { kind: string; size?: number; text?: string };
    type Entry = { index: number; kind: string; hidden: Hidden[]; text: string; rules: string[]; random: Draw[] };
    const audit = await mutate<{
      matchAudit: { entries: Array<Entry & { decisionText: string | null }> };
    }>(api, AUDIT, { m: matchId }, judge.token);
    const entries = audit.matchAudit.entries;
    // Each decision reads in the words its seat was offered it, not as the command's JSON.
    expect(offered.length).toBeGreaterThan(0);
    expect(entries.flatMap((e) => (e.decisionText === null ? [] : [e.decisionText]))).toEqual(offered);
    expect(entries.map((e) => e.index)).toEqual(entries.map((_, i) => i));
    expect(entries.some((e) => e.hidden.some((h) => h.visibleTo.length < 2))).toBe(true);
    // Each hidden field of a game event is named and worded by its game, never shown by its key.
    const fields = entries.flatMap((e) => e.hidden.filter((h) => h.path[0] === 'data'));
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      expect(field.name).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ]+ /);
      expect(field.text?.trim()).not.toBe('');
    }
    expect(entries.every((e) => e.kind === 'event' && e.text.length > 0)).toBe(true);
    // Each draw reads as what it decided, in the game's words, its player by name.
    const draws = entries.flatMap((e) => e.random);
    expect(draws.filter((d) => d.kind === 'shuffle').length).toBeGreaterThanOrEqual(2);
    for (const draw of draws) {
      const said =
        draw.kind === 'shuffle' ? /^Se baraja el mazo de \p{L}.* \(\d+ cartas\)$/u : /^(Sorteo|Dados?|Al azar)/;
      expect(draw.text).toMatch(said);
      expect(draw.text).not.toContain('{seat');
    }
    // Each names the rule lines its log line's "why?" does, for a ruling to cite.
    const log = await mutate<{ matchView: { log: Array<{ index: number; rules: string[] }> } }>(
      api,
      `query ($m: ID!) { matchView(matchId: $m) { log(last: 500) { index rules } } }`,
      { m: matchId },
      judge.token,
    );
    expect(entries.map((e) => e.rules)).toEqual(log.matchView.log.map((line) => line.rules));
    expect(entries.filter((e) => e.rules.length > 0).length).toBeGreaterThan(entries.length / 2);
    expect(entries.every((e) => e.rules.every((id) => /^000:\d+$/.test(id)))).toBe(true);
    const last = entries.at(-1)!.index;
    const step = await mutate<{ matchAuditStep: { before: unknown; after: unknown } }>(
      api,
      STEP,
      { m: matchId, i: last },
      judge.token,
    );
    expect(step.matchAuditStep.after).toEqual((await viewOf(api, matchId, judge.token)).state);
    expect(step.matchAuditStep.before).not.toEqual(step.matchAuditStep.after);
    for (const account of [outsider, players[0]!]) {
      expect(errorExtensions(await api.gql(AUDIT, { m: matchId }, account.token))?.code).toBe('FORBIDDEN');
      expect(errorExtensions(await api.gql(SANDBOX, { m: matchId, e: last, cmds: [] }, account.token))?.code).toBe(
        'FORBIDDEN',
      );
    }
  });

  it('tries another line for either seat in the sandbox, leaving the match untouched', async () => {
    const before = await viewOf(api, matchId, judge.token);
    type Sandbox = {
      matchSandbox: {
        steps: Array<{ accepted: boolean; refusal: string | null; lines: string[] }>;
        state: unknown;
        legalCommands: Array<Array<{ command: unknown }>>;
      };
    };
    const from = before.log.at(-1)!.index;
    const open = await mutate<Sandbox>(api, SANDBOX, { m: matchId, e: from, cmds: [] }, judge.token);
    const seat = open.matchSandbox.legalCommands.findIndex((legal) => legal.length > 0);
    const tried = await mutate<Sandbox>(
      api,
      SANDBOX,
      {
        m: matchId,
        e: from,
        cmds: [
          { seat, command: open.matchSandbox.legalCommands[seat]![0]!.command },
          { seat, command: { type: 'NoSuchCommand' } },
        ],
      },
      judge.token,
    );
    expect(tried.matchSandbox.steps[0]).toMatchObject({ accepted: true, refusal: null });
    expect(tried.matchSandbox.steps[1]).toMatchObject({ accepted: false });
    expect(tried.matchSandbox.state).not.toEqual(before.state);
    const after = await viewOf(api, matchId, judge.token);
    expect({ count: after.eventCount, state: after.state }).toEqual({ count: before.eventCount, state: before.state });
  });

  it('backs the game up to an earlier event: exactly that state, the ruling in every log, play going on', async () => {
    const at = await play(matchId, tokens, 2);
    const index = at.log.at(-1)!.index;
    const earlier = at.state;
    const later = await play(matchId, tokens, 3, chooser(5));
    expect(later.state).not.toEqual(earlier);
    const backed = await mutate<{ backUpMatch: { match: ViewShape } }>(
      api,
      BACK_UP,
      { m: matchId, c: cmd(), r: RULING, e: index },
      judge.token,
    );
    expect(backed.backUpMatch.match.state).toEqual(earlier);
    for (const token of tokens) {
      const lines = (await viewOf(api, matchId, token)).log;
      expect(lines.at(-1)!.text).toMatch(
        /Arbitraje: la partida vuelve .* la información revelada sigue conocida .*Infracción: GPE-GRV/,
      );
      // One numbering: the ruling names the events by the number the log shows beside them (position + 1).
      const [to, from, last] = [index + 1, index + 2, lines.at(-1)!.index];
      expect(lines.at(-1)!.text).toContain(`tras el evento ${to} (se deshacen los eventos ${from}–${last};`);
    }
    const refused = await api.gql(BACK_UP, { m: matchId, c: cmd(), r: RULING, e: 10_000 }, judge.token);
    expect(errorExtensions(refused)).toMatchObject({ code: 'RULE_VIOLATION', rule: 'judge.back-up-target' });
  });

  it('corrects a value as an explicit judge event that both players read', async () => {
    const before = (await viewOf(api, matchId, judge.token)).state as HeroesJson;
    const life = before.heroes[1]!.life;
    const corrected = await mutate<{ correctMatchValue: { match: ViewShape } }>(
      api,
      CORRECT,
      { m: matchId, c: cmd(), r: RULING, p: ['heroes', '1', 'life'], v: life + 1 },
      judge.token,
    );
    expect((corrected.correctMatchValue.match.state as HeroesJson).heroes[1]!.life).toBe(life + 1);
    const seen = (await viewOf(api, matchId, tokens[0])).log.at(-1)!.text;
    expect(seen).toContain(`heroes.1.life: ${life} → ${life + 1}`);
    const wrongKind = await api.gql(
      CORRECT,
      { m: matchId, c: cmd(), r: RULING, p: ['heroes', '1', 'life'], v: 'diez' },
      judge.token,
    );
    expect(errorExtensions(wrongKind)).toMatchObject({ code: 'RULE_VIOLATION', rule: 'judge.value-kind' });
  });

  it('plays on to a result whose judge replay verifies, rulings re-executed and judges checked', async () => {
    await mutate(api, UPHOLD, { m: matchId, c: cmd(), r: { ...RULING, infraction: 'none' } }, judge.token);
    const end = await play(matchId, tokens, 600);
    expect(end).toMatchObject({ status: 'finished', sealed: true });
    const replay = await mutate<{ matchReplay: { jsonl: string } }>(
      api,
      REPLAY,
      { m: matchId, v: 'judge' },
      judge.token,
    );
    const judges = [organizer.id, judge.id];
    const report = verifyReplay(replay.matchReplay.jsonl, { games: registry.modules(), judges });
    expect(report.errors).toEqual([]);
    expect(report.checks.judging).toMatchObject({ status: 'passed', rulings: 3 });
    const stranger = verifyReplay(replay.matchReplay.jsonl, { games: registry.modules(), judges: [organizer.id] });
    expect(stranger.errors).toContainEqual(
      expect.objectContaining({ check: 'judging', code: 'replay.judge-not-judge' }),
    );
  });

  it('refuses rulings once the match is over', async () => {
    expect(errorExtensions(await api.gql(LOSS, { m: matchId, c: cmd(), r: RULING, s: 0 }, judge.token))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'match.over',
    });
    const standings = await mutate<{ tournament: { pairings: Array<{ result: { status: string } | null }> } }>(
      api,
      STANDINGS,
      { t },
    );
    expect(standings.tournament.pairings[0]!.result).not.toBeNull();
  });
});
