import { describe, expect, it } from 'vitest';
import { STAFF_COMMANDS, STAFF_DOCUMENTS } from '../../../../graphql/organizer';
import {
  ADD_LATE_ENTRY,
  REGISTER_ENTRANTS,
  REGISTER_GUEST,
  REGISTER_PLAYER,
  SUBMIT_LIST_FOR_PLAYER,
} from '../../../../graphql/desk-registration';
import { EXTEND_CLOCK, REPAIR_WITH_TABLES } from '../../../../graphql/desk-rounds';
import { APPOINT_JUDGE, REMOVE_JUDGE } from '../../../../graphql/organizer-desk';
import { fieldNames } from '../../../../lib/result-form';
import { NOTHING_YET, ruleViolation, tournamentForm } from '../../../../testing/server-actions';
import { mutate, revalidatePath, sent } from '../../../../testing/server-client';

// Each action sends one mutation through the server's GraphQL client, a spy here (testing/server-client).

const { applyDraftTables, deskCommand, extendClock, overrideResult, resolveNoShow } = await import('./actions');
const { changeJudge, nameHeadJudge } = await import('./event-actions');
const { dropPlayer, handInList, registerEntrant, registerList } = await import('./registration-actions');

const start = NOTHING_YET;
const form = (fields: Record<string, string>) => tournamentForm('liga de otoño', fields);

describe('registering an entrant at the desk', () => {
  it('refuses an empty name in both languages and sends nothing', async () => {
    const state = await registerEntrant(start, form({ who: '   ', guest: 'no' }));
    expect(state.done).toBe(false);
    expect(state.error?.es).toMatch(/\S/);
    expect(state.error?.en).toMatch(/\S/);
    expect(state.error?.es).not.toBe(state.error?.en);
    expect(mutate).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('registers an account by its username, and a walk-in by name as a guest', async () => {
    await registerEntrant(start, form({ who: ' ana ', guest: 'no', late: 'no' }));
    await registerEntrant(start, form({ who: 'Bea Ruiz', guest: 'yes', late: 'no' }));
    const [account, guest] = sent();
    expect(account!.mutation).toBe(REGISTER_PLAYER);
    expect(account!.variables).toMatchObject({ tournamentId: 'liga de otoño', username: 'ana' });
    expect(guest!.mutation).toBe(REGISTER_GUEST);
    expect(guest!.variables).toMatchObject({ tournamentId: 'liga de otoño', name: 'Bea Ruiz' });
  });

  it('sends a pasted list line by line, saying everyone paid only when the box is ticked', async () => {
    await registerList({ ...start, lines: '' }, form({ lines: '@ana\nPablo Ruiz', feePaid: 'on' }));
    await registerList({ ...start, lines: '' }, form({ lines: '@ana' }));
    const [paid, unpaid] = sent();
    expect(paid!.mutation).toBe(REGISTER_ENTRANTS);
    const blankLinesAside = await registerList({ ...start, lines: '' }, form({ lines: '@ana\n\n  \nPablo Ruiz\n' }));
    expect(blankLinesAside.said?.es).toBe('Inscritas las 2 personas de la lista.');
    expect(paid!.variables).toMatchObject({ lines: ['@ana', 'Pablo Ruiz'], feePaid: true });
    expect(unpaid!.variables).not.toHaveProperty('feePaid');
  });

  it('adds a late entry with the list typed at the desk, and without one when the box is empty', async () => {
    await registerEntrant(start, form({ who: 'Carla', guest: 'yes', late: 'yes', deck: '4 Bolt' }));
    await registerEntrant(start, form({ who: 'dani', guest: 'no', late: 'yes', deck: '' }));
    const [withList, withoutList] = sent();
    expect(withList!.mutation).toBe(ADD_LATE_ENTRY);
    expect(withList!.variables).toMatchObject({ guestName: 'Carla', deckSource: '4 Bolt' });
    expect(withList!.variables).not.toHaveProperty('username');
    expect(withoutList!.mutation).toBe(ADD_LATE_ENTRY);
    expect(withoutList!.variables).toMatchObject({ username: 'dani' });
    expect(withoutList!.variables).not.toHaveProperty('deckSource');
  });

  it('gives every registration its own command id, so a resent form is not taken twice', async () => {
    await registerEntrant(start, form({ who: 'ana', guest: 'no' }));
    await registerEntrant(start, form({ who: 'ana', guest: 'no' }));
    const [first, second] = sent().map((call) => call.variables.commandId);
    expect(first).toEqual(expect.any(String));
    expect(first).not.toBe(second);
  });

  it('reports done naming who, and refreshes the tournament’s pages once the API accepts', async () => {
    const state = await registerEntrant(start, form({ who: 'ana', guest: 'no' }));
    expect(state).toEqual({ error: null, done: true, said: { es: 'Inscripción hecha: ana.', en: 'Registered: ana.' } });
    const late = await registerEntrant(start, form({ who: 'Carla', guest: 'yes', late: 'yes' }));
    expect(late.said?.es).toBe('Entrada tardía añadida: Carla.');
    expect(revalidatePath).toHaveBeenCalledWith(`/tournaments/${encodeURIComponent('liga de otoño')}`, 'layout');
  });

  it('shows the API’s own refusal, in both languages, and refreshes nothing', async () => {
    mutate.mockRejectedValueOnce(ruleViolation('Ya está inscrito.', 'Already registered.'));
    const state = await registerEntrant(start, form({ who: 'ana', guest: 'no' }));
    expect(state).toEqual({ error: { es: 'Ya está inscrito.', en: 'Already registered.' }, done: false });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('says the server could not be reached when the request fails on the way', async () => {
    mutate.mockRejectedValueOnce(new TypeError('fetch failed'));
    const state = await registerEntrant(start, form({ who: 'ana', guest: 'no' }));
    expect(state.done).toBe(false);
    expect(state.error?.en).toMatch(/server/i);
    expect(state.error?.es).toMatch(/servidor/i);
  });
});

describe('handing in a list for a player', () => {
  it('needs both the player and the list before it sends', async () => {
    for (const fields of [
      { playerId: '', deck: '4 Bolt' },
      { playerId: 'p-ana', deck: '  ' },
    ]) {
      const state = await handInList(start, form(fields));
      expect(state.done).toBe(false);
      expect(state.error).not.toBeNull();
    }
    expect(mutate).not.toHaveBeenCalled();
  });

  it('shows every problem the game found in the list, in both languages', async () => {
    mutate.mockResolvedValueOnce({
      data: {
        submitDeckList: {
          valid: false,
          errors: [
            { message: { es: 'Faltan cartas.', en: 'Cards missing.' } },
            { message: { es: 'Carta prohibida.', en: 'Banned card.' } },
          ],
        },
      },
    });
    const state = await handInList(start, form({ playerId: 'p-ana', deck: '4 Bolt' }));
    expect(sent()[0]!.mutation).toBe(SUBMIT_LIST_FOR_PLAYER);
    expect(sent()[0]!.variables).toMatchObject({ playerId: 'p-ana', source: '4 Bolt' });
    expect(state).toEqual({
      error: { es: 'Faltan cartas. Carta prohibida.', en: 'Cards missing. Banned card.' },
      done: false,
    });
  });

  it('is done when the game accepts the list', async () => {
    mutate.mockResolvedValueOnce({ data: { submitDeckList: { valid: true, errors: [] } } });
    expect(await handInList(start, form({ playerId: 'p-ana', deck: '4 Bolt' }))).toEqual({ error: null, done: true });
  });
});

describe('the clock', () => {
  it('takes between 1 and 60 minutes, and refuses anything else before it reaches the API', async () => {
    for (const minutes of ['0', '61', '2.5', 'diez', '']) {
      const state = await extendClock(start, form({ minutes, table: '' }));
      expect(state.done, minutes).toBe(false);
      expect(state.error?.en, minutes).toContain('60');
    }
    expect(mutate).not.toHaveBeenCalled();
  });

  it('refuses a table number that is not a whole number from 1', async () => {
    for (const table of ['0', '-3', '1.5', 'x']) {
      const state = await extendClock(start, form({ minutes: '5', table }));
      expect(state.error?.en, table).toMatch(/table/i);
    }
    expect(mutate).not.toHaveBeenCalled();
  });

  it('adds minutes to the whole round when no table is named, or to the table named', async () => {
    await extendClock(start, form({ minutes: '5', table: '' }));
    await extendClock(start, form({ minutes: '3', table: '7' }));
    const [round, table] = sent();
    expect(round!.mutation).toBe(EXTEND_CLOCK);
    expect(round!.variables).toMatchObject({ minutes: 5, table: null });
    expect(table!.variables).toMatchObject({ minutes: 3, table: 7 });
  });

  it('says how many minutes went to which table once the clock is extended', async () => {
    expect((await extendClock(start, form({ minutes: '5', table: '' }))).said?.es).toBe('+5 min a la ronda');
    expect((await extendClock(start, form({ minutes: '3', table: '7' }))).said?.en).toBe('+3 min for table 7');
  });
});

describe('judges and the head judge', () => {
  it('appoints or removes a judge by username, as the form asks', async () => {
    await changeJudge(start, form({ username: 'jueza', change: 'appoint' }));
    await changeJudge(start, form({ username: 'jueza', change: 'remove' }));
    expect(sent().map((call) => call.mutation)).toEqual([APPOINT_JUDGE, REMOVE_JUDGE]);
    expect(sent()[1]!.variables).toMatchObject({ username: 'jueza' });
    const appointed = await changeJudge(start, form({ username: 'jueza', change: 'appoint' }));
    expect(appointed.said).toEqual({ es: 'jueza ya es juez del torneo.', en: 'jueza is now a judge of the event.' });
  });

  it('refuses an empty username or head judge choice without sending', async () => {
    expect((await changeJudge(start, form({ username: '', change: 'appoint' }))).done).toBe(false);
    expect((await nameHeadJudge(start, form({ accountId: '' }))).done).toBe(false);
    expect(mutate).not.toHaveBeenCalled();
  });
});

describe('no-shows and drops', () => {
  it('asks who did not show up before resolving a table', async () => {
    const state = await resolveNoShow(start, form({ round: '2', table: '4', playerId: '' }));
    expect(state.error?.es).toMatch(/\S/);
    expect(state.error?.en).toMatch(/\S/);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('takes a game loss unless the desk chose to drop the player', async () => {
    await resolveNoShow(start, form({ round: '2', table: '4', playerId: 'p-ana', outcome: 'drop' }));
    await resolveNoShow(start, form({ round: '2', table: '4', playerId: 'p-ana', outcome: 'anything' }));
    expect(sent().map((call) => call.variables.outcome)).toEqual(['drop', 'game-loss']);
    expect(sent()[0]!.variables).toMatchObject({ round: 2, table: 4, playerId: 'p-ana' });
  });

  it('drops the player the row names', async () => {
    await dropPlayer(start, form({ playerId: 'p-bea' }));
    expect(sent()[0]!.variables).toMatchObject({ tournamentId: 'liga de otoño', playerId: 'p-bea' });
  });
});

describe('the round commands and the draft', () => {
  it('sends each staff command with its own document', async () => {
    for (const command of STAFF_COMMANDS) await deskCommand(start, form({ command }));
    expect(sent().map((call) => call.mutation)).toEqual(STAFF_COMMANDS.map((command) => STAFF_DOCUMENTS[command]));
  });

  it('refuses a command the desk does not know, in both languages', async () => {
    const state = await deskCommand(start, form({ command: 'deleteEverything' }));
    expect(state.done).toBe(false);
    expect(state.error?.es).toMatch(/\S/);
    expect(state.error?.en).toMatch(/\S/);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('applies the previewed tables, and refuses tables it cannot read', async () => {
    const tables = [
      { table: 1, a: 'p-ana', b: 'p-bea' },
      { table: 2, a: 'p-carla', b: null },
    ];
    await applyDraftTables(start, form({ tables: JSON.stringify(tables) }));
    expect(sent()[0]!.mutation).toBe(REPAIR_WITH_TABLES);
    expect(sent()[0]!.variables.tables).toEqual(tables);
    for (const bad of ['not json', '[]', '[{"table":1}]']) {
      const state = await applyDraftTables(start, form({ tables: bad }));
      expect(state.done, bad).toBe(false);
    }
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});

describe('entering a result from the desk', () => {
  const slip = (extra: Record<string, string> = {}) =>
    form({ round: '3', table: '2', bestOf: '3', [fieldNames.winner(1)]: 'a', [fieldNames.winner(2)]: 'a', ...extra });

  it('sends the games as typed, for the round and table of the slip', async () => {
    const state = await overrideResult({ done: false, problem: null, values: null }, slip());
    expect(state.done).toBe(true);
    const [call] = sent();
    expect(call!.variables).toMatchObject({ round: 3, table: 2, result: { winner: 'a' } });
    expect(call!.variables).not.toHaveProperty('closeCalls');
  });

  it('also closes the table’s open judge calls when the box is ticked', async () => {
    await overrideResult({ done: false, problem: null, values: null }, slip({ closeCalls: 'on' }));
    expect(sent()[0]!.variables).toMatchObject({ closeCalls: true });
  });

  it('keeps what was typed when the slip has no winner, and sends nothing', async () => {
    const empty = form({ round: '3', table: '2', bestOf: '3' });
    const state = await overrideResult({ done: false, problem: null, values: null }, empty);
    expect(state.done).toBe(false);
    expect(state.problem?.message.es).toMatch(/\S/);
    expect(state.values?.games).toHaveLength(3);
    expect(mutate).not.toHaveBeenCalled();
  });
});
