import type { AnyGameModule, Message } from '@cronica/rules-kernel';
import { DomainError } from '../common/errors.js';

/**
 * A game command as a client sends it: JSON `{ type, data }`. The server sets `data.seat` from the
 * session (a client never acts for another seat), then the game's own `commandSchema` parses it.
 * A command that does not parse is BAD_USER_INPUT with every wrong field; one that parses but
 * breaks a rule is the module's RuleViolation, decided later.
 */
export function parseGameCommand(module: AnyGameModule, input: unknown, seat: number): Message {
  const shape =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as { type?: unknown; data?: unknown })
      : {};
  const data = typeof shape.data === 'object' && shape.data !== null && !Array.isArray(shape.data) ? shape.data : {};
  const parsed = module.commandSchema.safeParse({ type: shape.type, data: { ...data, seat } });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 10)
    .map((issue) => ({ path: ['command', ...issue.path.map(String)].join('.'), message: issue.message }));
  const type = typeof shape.type === 'string' ? shape.type.slice(0, 40) : '';
  throw new DomainError(
    'BAD_USER_INPUT',
    {
      es: `La orden «${type}» no es una orden válida de ${module.name.es}: ${problems.map((p) => p.path).join(', ')}.`,
      en: `"${type}" is not a valid ${module.name.en} command: ${problems.map((p) => p.path).join(', ')}.`,
    },
    { problems },
  );
}

/** A command without its seat, as a client sends it back (`{ type, data }`). */
export function clientCommand(command: Message): { type: string; data: Record<string, unknown> } {
  const { seat: _seat, ...data } = (command.data ?? {}) as Record<string, unknown>;
  return { type: command.type, data };
}
