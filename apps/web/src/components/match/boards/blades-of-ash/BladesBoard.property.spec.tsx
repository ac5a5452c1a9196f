import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bladesOfAsh, type BladesState } from '@cronica/blades-of-ash';
import { isRuleViolation, type Message, type Viewer } from '@cronica/rules-kernel';
import { bladesWriter } from '../../../../lib/replay-fixture';
import { bladesTableMarkup } from './fixture';

const render = (state: BladesState, viewer: Viewer): string => bladesTableMarkup(state, viewer);

/** What the seat that must decide now sees: a choice, with a pass button whenever passing is legal. */
function expectAskedToDecide(state: BladesState, seat: number): void {
  const legal = bladesOfAsh.legalCommands(state, seat);
  const html = render(state, { kind: 'seat', seat });
  expect(html, `seat ${seat} in phase ${state.phase}`).toContain('data-testid="choice"');
  if (legal.some((command) => command.type === 'Pass')) expect(html).toContain('data-testid="pass"');
}

describe('the Blades of Ash table through whole matches', () => {
  it('draws every moment of any match: the seat to decide is always asked, with a pass when passing is legal, and a spectator sees no hand', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
        (label, picks) => {
          const writer = bladesWriter<BladesState>(`any-${label}`, 'm-any');
          for (const [step, pick] of picks.entries()) {
            const state = writer.state;
            if (bladesOfAsh.result(state) !== null) break;
            const seat = [0, 1].find((s) => bladesOfAsh.legalCommands(state, s).length > 0);
            if (seat === undefined) throw new Error(`nobody may move in phase ${state.phase}`);
            expectAskedToDecide(state, seat);
            if (step % 10 === 0) expect(render(state, { kind: 'spectator' })).not.toContain('data-testid="hand-card"');
            const legal = bladesOfAsh.legalCommands(state, seat);
            const outcome = writer.play(legal[pick % legal.length] as Message);
            if (isRuleViolation(outcome)) throw new Error(outcome.code);
          }
        },
      ),
      { numRuns: 2 },
    );
    // Two whole matches, every moment drawn: seconds of rendering, not a hung test.
  }, 90_000);
});
