/**
 * One handler per message type (an event or a command): the compiler checks the table names
 * every type, as an exhaustive switch would, and each handler reads its own narrowed message.
 */
export type ByType<M extends { readonly type: string }, A extends readonly unknown[], R> = {
  readonly [K in M['type']]: (message: Extract<M, { readonly type: K }>, ...args: A) => R;
};

/** Hands a message to its type's handler in the table. */
export function byType<M extends { readonly type: string }, A extends readonly unknown[], R>(
  table: ByType<M, A, R>,
  message: M,
  ...args: A
): R {
  // The table's key for `message.type` holds the handler of exactly that message's type.
  const handle = table[message.type as M['type']] as ((message: M, ...args: A) => R) | undefined;
  // A message the types rule out (a stored event of an unknown type) is a fault, as assertNever's.
  if (handle === undefined || !Object.hasOwn(table, message.type))
    throw new Error(`Unexpected message: ${JSON.stringify(message)}`);
  return handle(message, ...args);
}
