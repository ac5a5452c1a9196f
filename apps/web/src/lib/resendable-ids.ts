import { useEffect, useMemo, useRef, useState } from 'react';
import { apiRefusal } from './api-errors';
import { newCommandId } from './random-id';

/**
 * Command ids that make «Vuelve a intentarlo» safe. A command whose answer never came (the server
 * unreachable: it may have been made and its answer lost on the way back) keeps its id when the same
 * command is sent again from the same state, so the API answers with the first outcome instead of
 * making it twice: a move the rival's answer made legal again would otherwise be played again. Any
 * answer (done or refused) ends it, and a command chosen from another state is a new one.
 */
export class ResendableCommandIds {
  private unanswered: { readonly key: string; readonly id: string } | null = null;

  constructor(private readonly kind: string) {}

  /** The id to send a command with; `key` says the command and the state it was chosen from. */
  idFor(key: string): string {
    const id = this.unanswered?.key === key ? this.unanswered.id : newCommandId(this.kind);
    this.unanswered = { key, id };
    return id;
  }

  /** The send ended with `failure` (none: done): an unreachable server keeps its id for the resend. */
  settled(failure?: unknown): void {
    this.ended(failure === undefined || apiRefusal(failure).code !== 'UNREACHABLE');
  }

  /** The send ended, `answered` by the API (done or refused: its id is spent) or not (kept for the resend). */
  ended(answered: boolean): void {
    if (answered) this.unanswered = null;
  }

  /** Sends a command by `post` with its id (`idFor(key)`), and settles it on the answer or the failure, which it rethrows. */
  async send<T>(key: string, post: (commandId: string) => Promise<T>): Promise<T> {
    const commandId = this.idFor(key);
    try {
      const answer = await post(commandId);
      this.settled();
      return answer;
    } catch (failure) {
      this.settled(failure);
      throw failure;
    }
  }
}

/**
 * A page's `ResendableCommandIds` for one kind of command, keyed by the command as sent and the
 * `version` of the view the person chose it from, where there is one: a view pushed meanwhile makes
 * the next tap new.
 */
export function useResendableIds(kind: string, version = 0) {
  const [ids] = useState(() => new ResendableCommandIds(kind));
  const seen = useRef(version);
  useEffect(() => {
    seen.current = version;
  }, [version]);
  return useMemo(
    () => ({
      /** Sends `command` by `post` with the id it should carry; the failure, if any, is rethrown. */
      send: <T>(command: unknown, post: (commandId: string) => Promise<T>) =>
        ids.send(`${seen.current}:${JSON.stringify(command)}`, post),
    }),
    [ids],
  );
}
