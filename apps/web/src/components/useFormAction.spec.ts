import { localized } from '@cronica/util';
import { describe, expect, it, vi } from 'vitest';
import { FORM_COMMAND_ID } from '../lib/form-command-id';
import { ResendableCommandIds } from '../lib/resendable-ids';
import type { ActionState } from '../lib/tournament-action';
import { sendKeepingId } from './useFormAction';

const UNREACHED = (_form: FormData, unreachable: ReturnType<typeof localized>): ActionState => ({
  error: unreachable,
  done: false,
  unanswered: true,
});

const penaltyForm = (note: string): FormData => {
  const form = new FormData();
  form.set('tournamentId', 't-1');
  form.set('note', note);
  return form;
};

/** A server action that records the command id of each form it was sent, answering with `answer`. */
function serverAction(answer: () => Promise<ActionState>) {
  const ids: string[] = [];
  const send = vi.fn(async (form: FormData) => {
    ids.push(String(form.get(FORM_COMMAND_ID)));
    return answer();
  });
  return { ids, send };
}

const lostOnTheWayBack = () => Promise.reject(new TypeError('Failed to fetch'));
const done = () => Promise.resolve<ActionState>({ error: null, done: true });

describe('a form sent again after its answer was lost', () => {
  it('says the server could not be reached, instead of failing the page', async () => {
    const { send } = serverAction(lostOnTheWayBack);
    const state = await sendKeepingId(new ResendableCommandIds('form'), send, UNREACHED, penaltyForm('Tardó'));
    expect(state).toMatchObject({ done: false, unanswered: true });
    expect(state.error?.es).toBe('No se pudo contactar con el servidor de Crónica. Vuelve a intentarlo.');
  });

  it('carries the same command id, so the API answers the first outcome', async () => {
    const ids = new ResendableCommandIds('form');
    const lost = serverAction(lostOnTheWayBack);
    await sendKeepingId(ids, lost.send, UNREACHED, penaltyForm('Tardó'));
    const back = serverAction(done);
    await sendKeepingId(ids, back.send, UNREACHED, penaltyForm('Tardó'));
    expect(back.ids).toEqual(lost.ids);
    expect(lost.ids[0]).toMatch(/^form-[0-9a-f]{24}$/);
  });

  it('keeps the id when the server action itself could not reach the API', async () => {
    const ids = new ResendableCommandIds('form');
    const unreachedApi = serverAction(() => Promise.resolve(UNREACHED(new FormData(), localized('x', 'x'))));
    await sendKeepingId(ids, unreachedApi.send, UNREACHED, penaltyForm('Tardó'));
    await sendKeepingId(ids, unreachedApi.send, UNREACHED, penaltyForm('Tardó'));
    expect(new Set(unreachedApi.ids).size).toBe(1);
  });

  it('gives a new id once answered, and to a form changed since', async () => {
    const ids = new ResendableCommandIds('form');
    const action = serverAction(done);
    await sendKeepingId(ids, action.send, UNREACHED, penaltyForm('Tardó'));
    await sendKeepingId(ids, action.send, UNREACHED, penaltyForm('Tardó'));
    const lost = serverAction(lostOnTheWayBack);
    await sendKeepingId(ids, lost.send, UNREACHED, penaltyForm('Tardó'));
    await sendKeepingId(ids, action.send, UNREACHED, penaltyForm('Tardó en barajar'));
    expect(new Set([...action.ids, ...lost.ids]).size).toBe(4);
  });

  it('leaves any other fault to the page', async () => {
    const broken = serverAction(() =>
      Promise.reject(new Error('An unexpected response was received from the server.')),
    );
    await expect(
      sendKeepingId(new ResendableCommandIds('form'), broken.send, UNREACHED, penaltyForm('Tardó')),
    ).rejects.toThrow('unexpected response');
  });
});
