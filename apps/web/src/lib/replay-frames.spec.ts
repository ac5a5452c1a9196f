import { describe, expect, it } from 'vitest';
import { bladesOfAsh, type BladesView } from '@cronica/blades-of-ash';
import type { AnyGameModule } from '@cronica/rules-kernel';
import { openReplay, verifyReplay } from '@cronica/replay';
import { modules, playedMatch } from './replay-fixture';
import { replayFrames } from './replay-frames';

const match = playedMatch();

describe('replay frames: the board of every step, folded in the browser', () => {
  it('a file with every secret open (the tournament ended) folds to the sealed end, each step with its log line as a spectator reads it', () => {
    const file = match.export({ kind: 'public' }, 'tournament-ended');
    expect(verifyReplay(file, { games: modules }).verified).toBe(true);
    const frames = replayFrames(openReplay(file), modules);
    expect(frames.problem).toBeNull();
    expect(frames.viewer).toEqual({ kind: 'spectator' });
    expect(frames.steps.length).toBeLessThan(openReplay(file)!.events.length);
    expect(frames.steps.slice(1).every((s) => s.line !== null)).toBe(true);
    const last = bladesOfAsh.view(frames.steps.at(-1)!.state as never, frames.viewer) as BladesView;
    expect(last.result).not.toBeNull();
    expect(last.players.every((p) => p.hand === null)).toBe(true);
    expect(frames.steps.some((s) => s.line?.es.includes('roba 5 cartas'))).toBe(true);
  });

  it('numbers each step by the event the match log, the audit and every ruling give it, a judge’s ruling counted as an event', () => {
    const plain = replayFrames(openReplay(match.export({ kind: 'judge' })), modules);
    const opened = openReplay(match.export({ kind: 'judge' }))!;
    expect(plain.events).toBe(opened.events.length);
    expect(plain.steps[0]!.number).toBe(0);
    // The n-th event of the file (a log position n − 1) is event n.
    for (const step of plain.steps.slice(1))
      expect(step.number).toBe(opened.events.findIndex((e) => e.seq === step.seq) + 1);
    const judged = replayFrames(openReplay(playedMatch(true, 4).export({ kind: 'judge' })), modules);
    expect(judged.events).toBe(opened.events.length + 1);
    const afterRuling = judged.steps.filter((s) => s.seq > 7);
    expect(afterRuling.every((s) => s.number === s.seq - 1)).toBe(true);
  });

  it('a seat file folds from that seat: its own hand named, the rival one hidden', () => {
    const frames = replayFrames(openReplay(match.export({ kind: 'seat', seat: 1 }, 'tournament-ended')), modules);
    const mid = bladesOfAsh.view(
      frames.steps[Math.floor(frames.steps.length / 2)]!.state as never,
      frames.viewer,
    ) as BladesView;
    expect(mid.players[1].hand).not.toBeNull();
    expect(mid.players[0].hand).toBeNull();
  });

  it('a public file before the tournament ends shows the board at every step from what is open: the same spectator board as once every secret opens', () => {
    const closed = openReplay(match.export({ kind: 'public' }, 'match-ended'))!;
    expect(closed.closedSecrets).toBe(true);
    const frames = replayFrames(closed, modules);
    const opened = replayFrames(openReplay(match.export({ kind: 'public' }, 'tournament-ended')), modules);
    expect(frames.problem).toBeNull();
    expect(frames.openOnly).toBe(true);
    expect(opened.openOnly).toBe(false);
    expect(frames.steps.map((s) => [s.seq, s.line])).toEqual(opened.steps.map((s) => [s.seq, s.line]));
    const boards = (f: typeof frames) => f.steps.map((s) => bladesOfAsh.view(s.state as never, { kind: 'spectator' }));
    expect(boards(frames)).toEqual(boards(opened));
    const mid = boards(frames)[Math.floor(frames.steps.length / 2)] as BladesView;
    expect(mid.players.every((p) => p.hand === null && p.handCount + p.deckCount > 0)).toBe(true);
  });

  it('a seat file before the tournament ends shows that seat its own hand as it was, the rival one as a count', () => {
    const frames = replayFrames(openReplay(match.export({ kind: 'seat', seat: 0 }, 'match-ended')), modules);
    const full = replayFrames(openReplay(match.export({ kind: 'judge' }, 'match-ended')), modules);
    expect(frames.openOnly).toBe(true);
    const at = Math.floor(frames.steps.length / 2);
    const mine = bladesOfAsh.view(frames.steps[at]!.state as never, frames.viewer) as BladesView;
    const truth = bladesOfAsh.view(full.steps[at]!.state as never, { kind: 'seat', seat: 0 }) as BladesView;
    expect(mine.players[0].hand).toEqual(truth.players[0].hand);
    expect(mine.players[1].hand).toBeNull();
  });

  it('a file that keeps the whole setup closed, or a game without a public world, says why it shows no board', () => {
    const whole = replayFrames(openReplay(playedMatch(false).export({ kind: 'public' }, 'match-ended')), modules);
    expect(whole.problem).toBe('closed-secrets');
    expect(whole.steps).toEqual([]);
    const { publicWorld: _none, ...withoutWorld } = bladesOfAsh;
    const bare = replayFrames(openReplay(match.export({ kind: 'public' }, 'match-ended')), {
      [bladesOfAsh.id]: withoutWorld as unknown as AnyGameModule,
    });
    expect(bare.problem).toBe('closed-secrets');
  });

  it('an unreadable file and a game this browser lacks are named, not thrown', () => {
    expect(replayFrames(openReplay('not a replay'), modules).problem).toBe('unreadable');
    expect(replayFrames(openReplay(match.export({ kind: 'judge' })), {}).problem).toBe('unknown-game');
  });
});
