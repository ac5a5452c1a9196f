import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { query } from './apollo-rsc';
import { apiRefusal } from './api-errors';

/**
 * A page's query for one thing by its id or name: its answer (null when the API sent none), or
 * undefined when the API refuses with `absentCode` (there is no such thing: the page is not found).
 * Any other failure is thrown, for the error page.
 */
export async function queryUnlessAbsent<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  absentCode: 'NOT_FOUND' | 'BAD_USER_INPUT',
): Promise<TData | null | undefined> {
  try {
    const { data } = await query({ query: document, variables });
    return data ?? null;
  } catch (error) {
    if (apiRefusal(error).code === absentCode) return undefined;
    throw error;
  }
}
