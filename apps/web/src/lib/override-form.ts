import { localized, type Localized } from '@cronica/util';

/** A staff result: who won and (optionally) the final life totals, with the reason on the record. */
export interface OverrideInput {
  readonly round: number;
  readonly table: number;
  readonly reason: string;
  readonly result: { readonly winner: 'a' | 'b' | 'draw'; readonly games: { winner: string; lifeA?: number; lifeB?: number }[] };
  /** Also mark the table's open judge calls handled (the form's checkbox, on by default when there are any). */
  readonly closeCalls: boolean;
}

const NO_WINNER = localized('Elige quién ganó.', 'Choose who won.');
const NO_REASON = localized('Escribe el motivo: queda registrado con el resultado.', 'Write the reason: it is recorded with the result.');
const BAD_LIFE = localized('La vida final debe ser un número entero de 0 a 999.', 'Final life must be a whole number from 0 to 999.');
const BAD_TABLE = localized('Mesa o ronda no válida.', 'Invalid table or round.');

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

function life(text: string): number | undefined | null {
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= 999 ? value : null;
}

/** Reads the desk's result form (one game, best-of-1 Swiss by default, 002 C.1) into the API's input. */
export function overrideFromForm(form: FormData): OverrideInput | { readonly error: Localized } {
  const [round, table] = [Number(field(form, 'round')), Number(field(form, 'table'))];
  if (!Number.isInteger(round) || !Number.isInteger(table) || round < 1 || table < 1) return { error: BAD_TABLE };
  const winner = field(form, 'winner');
  if (winner !== 'a' && winner !== 'b' && winner !== 'draw') return { error: NO_WINNER };
  const reason = field(form, 'reason').slice(0, 500);
  if (reason === '') return { error: NO_REASON };
  const [lifeA, lifeB] = [life(field(form, 'lifeA')), life(field(form, 'lifeB'))];
  if (lifeA === null || lifeB === null) return { error: BAD_LIFE };
  const game = { winner, ...(lifeA !== undefined ? { lifeA } : {}), ...(lifeB !== undefined ? { lifeB } : {}) };
  return { round, table, reason, result: { winner, games: [game] }, closeCalls: form.get('closeCalls') === 'on' };
}
