import { bladesOfAsh } from '@cronica/blades-of-ash';
import { ReplayWriter, createPortableSigner, simulationSeeds } from '@cronica/replay';
import { isRuleViolation, type AnyGameModule, type DeckList, type Message } from '@cronica/rules-kernel';

/** Test fixture: the rules modules a replay of Blades of Ash folds with. */
export const modules: Readonly<Record<string, AnyGameModule>> = {
  [bladesOfAsh.id]: bladesOfAsh as unknown as AnyGameModule,
};
const signer = createPortableSigner(new Uint8Array(32).fill(7));

/**
 * Test fixture: a Blades of Ash match between the first two ready decks, before any command, written as a
 * replay whose seeds come from `label` and `matchId`.
 */
export function bladesWriter<S = unknown>(label: string, matchId: string, openHeroes = false): ReplayWriter<S> {
  const decks = bladesOfAsh.setup
    .readyDecks()
    .slice(0, 2)
    .map((d) => d.deck) as DeckList[];
  const setup = bladesOfAsh.setup.create(decks, bladesOfAsh.setup.optionsSchema.parse({}));
  if (isRuleViolation(setup)) throw new Error(setup.code);
  const seeds = simulationSeeds(label, matchId, 2);
  return new ReplayWriter<S>({
    module: bladesOfAsh as never,
    setup,
    match: { id: matchId, tournament: null, round: null, table: null },
    seats: [
      { seat: 0, player: 'ana', deckHash: null },
      { seat: 1, player: 'bruno', deckHash: null },
    ],
    library: { name: '@cronica/blades-of-ash', version: bladesOfAsh.version },
    master: seeds.master,
    playerSeeds: seeds.playerSeeds,
    signer,
    ...(openHeroes ? { setupSecrets: bladesOfAsh.setup.secretPaths!(setup) } : {}),
  });
}

/** Test fixture: a whole Blades of Ash match, each seat playing its first legal command, written as a replay. */
export function playedMatch(openHeroes = true, upholdAfter?: number): ReplayWriter<unknown> {
  const writer = bladesWriter('frames', 'm-frames', openHeroes);
  for (let step = 0; step < 3000 && bladesOfAsh.result(writer.state as never) === null; step += 1) {
    const seat = [0, 1].find((s) => bladesOfAsh.legalCommands(writer.state as never, s).length > 0)!;
    const outcome = writer.play(bladesOfAsh.legalCommands(writer.state as never, seat)[0] as Message);
    if (isRuleViolation(outcome)) throw new Error(outcome.code);
    if (step === upholdAfter)
      writer.rule(
        { type: 'JudgeUpheld', data: { ruling: { infraction: 'none', rule: 'r', remedy: 'Sigue', judge: 'juez' } } },
        't1',
      );
  }
  writer.seal();
  return writer;
}
