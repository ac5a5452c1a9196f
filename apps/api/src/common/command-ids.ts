import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { badInput } from './errors.js';

/**
 * A client's command id: letters, digits and `: . _ -`, 1 to 100 of them. Ids reach the command
 * log, the events' metadata and the operators' log lines, so nothing that could end a line or
 * hide in one (NUL, line feeds, controls, spaces) is ever taken.
 */
export const COMMAND_ID_PATTERN = /^[A-Za-z0-9:._-]{1,100}$/;

export const isCommandId = (value: unknown): value is string =>
  typeof value === 'string' && COMMAND_ID_PATTERN.test(value);

/** Refuses a command id that breaks the rule (BAD_USER_INPUT on `path`); nothing is written. */
export function checkCommandId(value: unknown, path = 'commandId'): void {
  if (isCommandId(value)) return;
  throw badInput([
    {
      path,
      message: 'commandId: 1–100 characters among A–Z a–z 0–9 : . _ -',
      messages: {
        es: 'El identificador de comando debe tener de 1 a 100 caracteres entre A–Z, a–z, 0–9, «:», «.», «_» y «-».',
        en: 'The command id must have 1 to 100 characters among A–Z, a–z, 0–9, ":", ".", "_" and "-".',
      },
    },
  ]);
}

/** Refuses ids out of 1–100 characters, and a command id that breaks its rule, naming each field. */
export function checkIds(ids: Record<string, string>): void {
  if (ids.commandId !== undefined) checkCommandId(ids.commandId);
  const bad = Object.entries(ids).filter(([, value]) => value.length < 1 || value.length > 100);
  if (bad.length > 0) throw badInput(bad.map(([path]) => ({ path, message: '1–100' })));
}

/** The command ids one mutation field was given: its own `commandId` argument and any input object's. */
export function commandIdsOf(
  args: Readonly<Record<string, unknown>>,
): Array<{ readonly path: string; readonly value: unknown }> {
  const found: Array<{ path: string; value: unknown }> = [];
  for (const [name, value] of Object.entries(args)) {
    if (name === 'commandId') found.push({ path: name, value });
    else if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.hasOwn(value, 'commandId')
    ) {
      found.push({ path: `${name}.commandId`, value: (value as { commandId: unknown }).commandId });
    }
  }
  return found;
}

const isMutationField = (info: GraphQLResolveInfo | undefined) =>
  info?.operation.operation === 'mutation' && info.path.prev === undefined;

/**
 * Every mutation's command ids are checked before its resolver runs, on HTTP and WebSocket alike
 * (both execute the same resolvers), so no mutation can forget the rule. A guard rather than an
 * interceptor: Nest wraps every root resolver of every operation in an interceptor's observables,
 * while a guard is one call; its refusal reaches the same exception filter.
 */
@Injectable()
export class CommandIdGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType<GqlContextType>() === 'graphql') {
      const gql = GqlExecutionContext.create(context);
      if (isMutationField(gql.getInfo<GraphQLResolveInfo>())) {
        for (const { path, value } of commandIdsOf(gql.getArgs<Record<string, unknown>>())) checkCommandId(value, path);
      }
    }
    return true;
  }
}
