import { localized as l, type Localized } from '@cronica/util';
import type { RuleDisputeInput } from '../graphql/judging';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from './judge-messages';
import { formText } from './form-text';
import { checkResult, resultValues, rulesOf } from './result-form';

const field = (form: FormData, name: string, max: number): string => formText(form, name, max).trim();

const isOutcome = (value: string): value is DisputeOutcome => (DISPUTE_OUTCOMES as readonly string[]).includes(value);

/**
 * The ruling form as the API's RuleDisputeInput: a penalty outcome names the penalised player, a
 * corrected result holds the table's games (who won each and, where the event's tiebreakers count
 * them, the final lives: 002 C.2.1), checked as the desk's result form checks them; other fields
 * are left out so the API sees only what applies.
 */
export function ruleDisputeInput(form: FormData): RuleDisputeInput | { error: Localized } {
  const outcome = field(form, 'outcome', 40);
  if (!isOutcome(outcome)) return { error: l('Elige una decisión.', 'Choose an outcome.') };
  const ruling = field(form, 'ruling', 1000);
  if (ruling === '') return { error: l('Explica el fallo.', 'Explain the ruling.') };
  const base = {
    disputeId: field(form, 'disputeId', 100),
    outcome,
    ruling,
    playerId: null,
    infraction: null,
    result: null,
  };
  if (outcome === 'result-stands') return base;
  if (outcome === 'result-overridden') {
    const rules = { ...rulesOf(form), needReason: false };
    const checked = checkResult(resultValues(form, rules.bestOf), rules);
    return 'problem' in checked
      ? { error: checked.problem.message }
      : { ...base, result: { ...checked.result, games: [...checked.result.games] } };
  }
  const playerId = field(form, 'playerId', 100);
  if (playerId === '') return { error: l('Elige al jugador sancionado.', 'Choose the penalised player.') };
  return { ...base, playerId, infraction: field(form, 'infraction', 40) || null };
}
