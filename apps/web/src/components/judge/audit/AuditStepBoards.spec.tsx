import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { matchSeedFrom, simulationSeeds } from '@cronica/replay';
import { isRuleViolation, playModuleBotMatch, seatReadyDecks, type AnyGameModule } from '@cronica/rules-kernel';
import type { MatchView } from '../../../graphql/match';
import { JudgeBoard } from './AuditStepBoards';

// Every game the platform plays online (its board taken by game id, as the audit page does).
const modules = gameRegistry({ testGames: false }).modules();

/** A state in the middle of a bot match of the module, where both players hold cards. */
function midMatchState(module: AnyGameModule): unknown {
  const decks = seatReadyDecks(module.setup, module.setup.seats.min, (seat, ready) => ready[seat % ready.length]!).map(
    (d) => d?.deck ?? null,
  );
  const setup = module.setup.create(decks, module.setup.optionsSchema.parse({}));
  if (isRuleViolation(setup)) throw new Error(setup.code);
  const seeds = simulationSeeds('judge-board', module.id, decks.length);
  const states: unknown[] = [];
  const bot = module.bots[0]!.name;
  playModuleBotMatch({
    module,
    setup,
    seed: matchSeedFrom(seeds.master, module.id, seeds.playerSeeds),
    bots: decks.map(() => bot),
    observe: (step) => states.push(step.state),
  });
  return states[Math.floor(states.length / 3)];
}

describe.each(Object.values(modules).map((module) => [module.id, module] as const))(
  'the judge’s board of %s',
  (_id, module) => {
    it('shows every hand face up, never as a count of hidden cards', () => {
      const state = midMatchState(module);
      const match = {
        matchId: 'm1',
        game: module.id,
        seats: Array.from({ length: module.setup.seats.min }, (_, seat) => ({
          seat,
          name: `Asiento ${seat + 1}`,
          playerId: `p${seat}`,
        })),
        viewer: 'judge',
        yourSeat: null,
        status: 'finished',
        eventCount: 10,
      } as unknown as MatchView;
      for (const lang of ['es', 'en'] as const) {
        const html = renderToStaticMarkup(
          <JudgeBoard match={match} state={module.view(state, { kind: 'judge' })} lang={lang} />,
        );
        // The game's own board is drawn (its seats by name), not a placeholder still loading.
        expect(html).toContain('Asiento 1');
        // The hidden-hand counts of each board: "Mano: 8 cartas ocultas", "6 cartas en la mano", "3 ocultas".
        expect(html).not.toMatch(
          lang === 'es'
            ? /\d+ (cartas ocultas|cartas? en la mano|ocultas)/
            : /\d+ (hidden cards|cards? in hand|hidden)\b/,
        );
      }
    });
  },
);
