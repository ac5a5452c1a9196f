import { revalidatePath } from 'next/cache';
import { apiRefusal } from './api-errors';
import { rememberWrite } from './read-after';
import {
  checkResult,
  refusalField,
  resultValues,
  rulesOf,
  type ParsedResult,
  type ResultFormState,
} from './result-form';

/**
 * Runs a result form from a server action: checks what was typed, sends it, and on a refusal
 * (the form's own check or the API's) answers with the problem beside its field and every value
 * as it was sent, so nothing typed is lost. Once applied the tournament's pages re-render,
 * reading after the write.
 */
export async function submitResult(
  tournamentId: string,
  form: FormData,
  send: (result: ParsedResult, reason: string) => Promise<unknown>,
): Promise<ResultFormState> {
  const rules = rulesOf(form);
  const values = resultValues(form, rules.bestOf);
  const checked = checkResult(values, rules);
  if ('problem' in checked) return { done: false, problem: checked.problem, values };
  try {
    await rememberWrite(await send(checked.result, values.reason));
  } catch (error) {
    const refusal = apiRefusal(error);
    const problem = { field: refusalField(refusal.rule, values), message: refusal.message };
    return { done: false, problem, values, ...(refusal.code === 'UNREACHABLE' ? { unanswered: true } : {}) };
  }
  revalidatePath(`/tournaments/${encodeURIComponent(tournamentId)}`, 'layout');
  return { done: true, problem: null, values: null };
}
