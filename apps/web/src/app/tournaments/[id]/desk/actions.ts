'use server';

// The rounds desk's actions: the one-button staff commands, the draft's tables, results, no-shows and the clock.

import { localized } from '@cronica/util';
import { EXTEND_CLOCK, OVERRIDE_RESULT, REPAIR_WITH_TABLES, RESOLVE_NO_SHOW } from '../../../../graphql/desk-rounds';
import { STAFF_DOCUMENTS, isStaffCommand } from '../../../../graphql/organizer';
import { getClient } from '../../../../lib/apollo-rsc';
import { parseTables } from '../../../../lib/draft-tables';
import { formCommandId } from '../../../../lib/form-command-id';
import { submitResult } from '../../../../lib/result-action';
import { closesCalls, type ResultFormState } from '../../../../lib/result-form';
import type { ActionState } from '../../../../lib/tournament-action';
import { deskRoundMessages } from '../../../../lib/desk-round-messages';
import { run, saying, sendCommand, text } from './desk-command';

/** A published table's player did not show up: a game loss, or a drop; no other table moves. */
export async function resolveNoShow(_previous: ActionState, form: FormData): Promise<ActionState> {
  const [round, table] = [Number(text(form, 'round')), Number(text(form, 'table'))];
  const [playerId, outcome] = [text(form, 'playerId'), text(form, 'outcome') === 'drop' ? 'drop' : 'game-loss'];
  if (playerId === '')
    return { error: localized('Elige quién no se presentó.', 'Choose who did not show up.'), done: false };
  return sendCommand(form, RESOLVE_NO_SHOW, 'no-show', { round, table, playerId, outcome });
}

/** Adds minutes to the round, or to one table (a judge call, a deck check). */
export async function extendClock(_previous: ActionState, form: FormData): Promise<ActionState> {
  const minutes = Number(text(form, 'minutes'));
  const tableText = text(form, 'table');
  const table = tableText === '' ? null : Number(tableText);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60)
    return { error: localized('Entre 1 y 60 minutos.', 'Between 1 and 60 minutes.'), done: false };
  if (table !== null && (!Number.isInteger(table) || table < 1))
    return { error: localized('Número de mesa no válido.', 'Invalid table number.'), done: false };
  return saying(
    await sendCommand(form, EXTEND_CLOCK, 'extend', { minutes, table }),
    deskRoundMessages.clock.extended(minutes, table),
  );
}

/**
 * Enters a table's result from a paper slip, or corrects one it already has (with the reason on
 * the record); a refused form comes back with every value as typed. Ticking "close this table's
 * open judge call" also marks the table's open calls handled.
 */
export async function overrideResult(_previous: ResultFormState, form: FormData): Promise<ResultFormState> {
  const tournamentId = text(form, 'tournamentId');
  const [round, table] = [Number(text(form, 'round')), Number(text(form, 'table'))];
  const closeCalls = closesCalls(form);
  return submitResult(tournamentId, form, (result, reason) =>
    getClient().mutate({
      mutation: OVERRIDE_RESULT,
      variables: {
        tournamentId,
        round,
        table,
        commandId: formCommandId(form, 'override'),
        result: { winner: result.winner, games: [...result.games] },
        ...(reason ? { reason } : {}),
        ...(closeCalls ? { closeCalls: true } : {}),
      },
    }),
  );
}

/** Applies the organizer's own tables to the draft (a swap, or two players seated together). */
export async function applyDraftTables(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tables = parseTables(text(form, 'tables', 50_000));
  if (tables === null)
    return {
      error: localized('Las mesas propuestas no se entienden.', 'The proposed tables could not be read.'),
      done: false,
    };
  return sendCommand(form, REPAIR_WITH_TABLES, 'tables', { tables });
}

/** The commands that need nothing but the tournament (pair, publish, end round, top cut, end). */
export async function deskCommand(_previous: ActionState, form: FormData): Promise<ActionState> {
  const command = text(form, 'command');
  if (!isStaffCommand(command)) return { error: localized('Acción desconocida.', 'Unknown action.'), done: false };
  return run(form, (tournamentId) =>
    getClient().mutate({
      mutation: STAFF_DOCUMENTS[command],
      variables: { tournamentId, commandId: formCommandId(form, command) },
    }),
  );
}
