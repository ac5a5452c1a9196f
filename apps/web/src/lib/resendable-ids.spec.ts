import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { ResendableCommandIds } from './resendable-ids';

const offline = new TypeError('Failed to fetch');
const refused = new CombinedGraphQLErrors({
  errors: [{ message: 'No es tu turno.', extensions: { code: 'RULE_VIOLATION' } }],
});

describe('command ids kept for a resend', () => {
  it('sends the same command again, from the same state, with the id whose answer was lost', () => {
    const ids = new ResendableCommandIds('web');
    const first = ids.idFor('7:RollDie');
    ids.settled(offline);
    expect(ids.idFor('7:RollDie')).toBe(first);
  });

  it('gives a new id once the command was answered, done or refused', () => {
    const ids = new ResendableCommandIds('web');
    const done = ids.idFor('7:RollDie');
    ids.settled();
    expect(ids.idFor('7:RollDie')).not.toBe(done);
    const refusedId = ids.idFor('8:RollDie');
    ids.settled(refused);
    expect(ids.idFor('8:RollDie')).not.toBe(refusedId);
  });

  it('gives a new id to another command, or the same one chosen from a newer state', () => {
    const ids = new ResendableCommandIds('web');
    const lost = ids.idFor('7:RollDie');
    ids.settled(offline);
    expect(ids.idFor('7:PlayCard 3')).not.toBe(lost);
    ids.settled(offline);
    expect(ids.idFor('9:RollDie')).not.toBe(lost);
    expect(ids.idFor('9:RollDie')).toMatch(/^web-[0-9a-f]{24}$/);
  });

  it('sends through `send`: the lost answer keeps the id for the resend, the answer to the resend ends it', async () => {
    const ids = new ResendableCommandIds('web');
    const sentWith: string[] = [];
    const lost = (commandId: string) => (sentWith.push(commandId), Promise.reject(offline));
    const answered = async (commandId: string) => (sentWith.push(commandId), 'hecho');
    await expect(ids.send('7:RollDie', lost)).rejects.toBe(offline);
    expect(await ids.send('7:RollDie', answered)).toBe('hecho');
    expect(await ids.send('7:RollDie', answered)).toBe('hecho');
    expect(sentWith[1]).toBe(sentWith[0]);
    expect(sentWith[2]).not.toBe(sentWith[1]);
  });
});
