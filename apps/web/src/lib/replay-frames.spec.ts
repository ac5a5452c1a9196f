import { describe, expect, it } from 'vitest';
import { bladesOfAsh, type BladesView } from '@cronica/blades-of-ash';
import { ReplayWriter, createPortableSigner, openReplay, simulationSeeds, verifyReplay } from '@cronica/replay';
import { isRuleViolation, type AnyGameModule, type DeckList, type Message } from '@cronica/rules-kernel';
import { replayFrames } from './replay-frames';

const modules: Readonly<Record<string, AnyGameModule>> = { [bladesOfAsh.id]: bladesOfAsh as unknown as AnyGameModule };
const signer = createPortableSigner(new Uint8Array(32).fill(7));

/** A whole Blades of Ash match, each seat playing its first legal command, written as a replay. */
function playedMatch(): ReplayWriter<unknown> {
  const decks = bladesOfAsh.setup
    .readyDecks()
    .slice(0, 2)
    .map((d) => d.deck) as DeckList[];
  const setup = bladesOfAsh.setup.create(decks, bladesOfAsh.setup.optionsSchema.parse({}));
  if (isRuleViolation(setup)) throw new Error(setup.code);
  const seeds = simulationSeeds('frames', 'm-frames', 2);
  const writer = new ReplayWriter<unknown>({
    module: bladesOfAsh as never,
    setup,
    match: { id: 'm-frames', tournament: null, round: null, table: null },
    seats: [
      { seat: 0, player: 'ana', deckHash: null },
      { seat: 1, player: 'bruno', deckHash: null },
    ],
    library: { name: '@cronica/blades-of-ash', version: bladesOfAsh.version },
    master: seeds.master,
    playerSeeds: seeds.playerSeeds,
    signer,
  });
  for (let step = 0; step < 3000 && bladesOfAsh.result(writer.state as never) === null; step += 1) {
    const seat = [0, 1].find((s) => bladesOfAsh.legalCommands(writer.state as never, s).length > 0)!;
    const outcome = writer.play(bladesOfAsh.legalCommands(writer.state as never, seat)[0] as Message);
    if (isRuleViolation(outcome)) throw new Error(outcome.code);
  }
  writer.seal();
  return writer;
}

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

  it('a seat file folds from that seat: its own hand named, the rival one hidden', () => {
    const frames = replayFrames(openReplay(match.export({ kind: 'seat', seat: 1 }, 'tournament-ended')), modules);
    const mid = bladesOfAsh.view(frames.steps[Math.floor(frames.steps.length / 2)]!.state as never, frames.viewer) as BladesView;
    expect(mid.players[1].hand).not.toBeNull();
    expect(mid.players[0].hand).toBeNull();
  });

  it('a public file before the tournament ends keeps secrets closed, so it says why it shows no board', () => {
    const frames = replayFrames(openReplay(match.export({ kind: 'public' }, 'match-ended')), modules);
    expect(frames.problem).toBe('closed-secrets');
    expect(frames.steps).toEqual([]);
  });

  it('an unreadable file and a game this browser lacks are named, not thrown', () => {
    expect(replayFrames(openReplay('not a replay'), modules).problem).toBe('unreadable');
    expect(replayFrames(openReplay(match.export({ kind: 'judge' })), {}).problem).toBe('unknown-game');
  });
});
