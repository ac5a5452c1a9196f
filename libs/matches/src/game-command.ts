import type { AnyGameModule, Message } from '@cronica/rules-kernel';
import { isRecord, type Localized } from '@cronica/util';

/** One wrong field of a command: its path from `command` and the schema's message. */
export interface CommandProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * A command that is not one of the game's commands: a client's fault, answered as bad input (not
 * a rule's refusal, which is data), naming every wrong field.
 */
export class MalformedCommandError extends Error {
  constructor(
    readonly text: Localized,
    readonly problems: readonly CommandProblem[],
  ) {
    super(text.en);
    this.name = 'MalformedCommandError';
  }
}

/**
 * A game command as a client sends it: JSON `{ type, data }`. The server sets `data.seat` from the
 * session (a client never acts for another seat), then the game's own `commandSchema` parses it.
 * A command that does not parse throws MalformedCommandError with every wrong field; one that
 * parses but breaks a rule is the module's RuleViolation, decided later.
 */
export function parseGameCommand(module: AnyGameModule, input: unknown, seat: number): Message {
  const shape: { type?: unknown; data?: unknown } = isRecord(input) ? input : {};
  const data = isRecord(shape.data) ? shape.data : {};
  const parsed = module.commandSchema.safeParse({ type: shape.type, data: { ...data, seat } });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 10)
    .map((issue) => ({ path: ['command', ...issue.path.map(String)].join('.'), message: issue.message }));
  const type = typeof shape.type === 'string' ? shape.type.slice(0, 40) : '';
  throw new MalformedCommandError(
    {
      es: `La orden «${type}» no es una orden válida de ${module.name.es}: ${problems.map((p) => p.path).join(', ')}.`,
      en: `"${type}" is not a valid ${module.name.en} command: ${problems.map((p) => p.path).join(', ')}.`,
    },
    problems,
  );
}

/** A command without its seat, as a client sends it back (`{ type, data }`). */
export function clientCommand(command: Message): { type: string; data: Record<string, unknown> } {
  const { seat: _seat, ...data } = (command.data ?? {}) as Record<string, unknown>;
  return { type: command.type, data };
}
