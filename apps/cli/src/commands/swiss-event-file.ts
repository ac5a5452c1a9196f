import { readFile } from 'node:fs/promises';
import { parseEventFile, type SwissEvent, type TournamentProblem } from '@cronica/tournament';
import { UsageError } from '../command.js';

/** Reads EVENT.json for `swiss pair` and `standings`; unreadable or invalid input is a usage error (exit 2). */
export async function readSwissEvent(path: string): Promise<SwissEvent> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`no se puede leer / cannot read ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${path} no es JSON / is not JSON: ${(error as Error).message}`);
  }
  const result = parseEventFile(json);
  if (!result.ok) throw new UsageError(describeProblems(result.problems));
  return result.event;
}

export function describeProblems(problems: readonly TournamentProblem[]): string {
  return problems.map((p) => `[${p.code}] ${p.message.es} / ${p.message.en}`).join('\n');
}
