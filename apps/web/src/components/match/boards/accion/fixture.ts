import {
  createSetup,
  decideAndFold,
  describeCommand,
  initialState,
  legalCommands,
  sampleEncounter,
  view,
  type AccionState,
  type AccionView,
} from '@cronica/accion';
import { isRuleViolation, type RandomSource } from '@cronica/rules-kernel';
import type { LegalCommand } from '../../../../graphql/match';

/** A fixed "random" source for board specs: no shuffle, every roll the lowest face. */
export const still: RandomSource = {
  int: () => 0,
  shuffle: (_label, items) => [...items],
  takeDraws: () => [],
};

/** "Emboscada en el camino" started with two players, as the game's library computes it, for board specs. */
export function ambushTable(): AccionState {
  const setup = createSetup([null, null, null], sampleEncounter('emboscada'));
  if (isRuleViolation(setup)) throw new Error(setup.code);
  const started = decideAndFold({ type: 'StartEncounter', data: { seat: 0 } }, initialState(setup), { random: still });
  if (isRuleViolation(started)) throw new Error(started.code);
  // The still source ties the players' initiative (003, "Empates"): the first player opens.
  const opened = decideAndFold({ type: 'ChooseOpener', data: { seat: 1, actor: 'p1' } }, started.state, {
    random: still,
  });
  if (isRuleViolation(opened)) throw new Error(opened.code);
  return opened.state;
}

/** The view and legal commands (with their words) a seat gets, as the API would send them. */
export function seatOf(
  state: AccionState,
  seat: number,
  lang: 'es' | 'en' = 'es',
): { view: AccionView; legal: LegalCommand[] } {
  const legal = legalCommands(state, seat).map(
    (command) => ({ command, text: describeCommand(command, state)[lang] }) as unknown as LegalCommand,
  );
  return { view: view(state, { kind: 'seat', seat }), legal };
}
