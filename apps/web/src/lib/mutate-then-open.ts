import { redirect } from 'next/navigation';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Localized } from '@cronica/util';
import { getClient } from './apollo-rsc';
import { formError } from './api-errors';

/**
 * A form's server action that makes something and opens its page: sends the mutation, then goes to
 * the page `pageOf` names from the answer. A refusal (or no answer) comes back as the form's error in
 * the API's words; the redirect stays outside the try, since Next's redirect is thrown.
 */
export async function mutateThenOpen<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pageOf: (data: TData) => string,
): Promise<{ readonly error: Localized; readonly unanswered?: true }> {
  let page: string;
  try {
    const { data } = await getClient().mutate({ mutation, variables });
    if (!data) throw new Error('empty answer');
    page = pageOf(data);
  } catch (error) {
    return formError(error);
  }
  redirect(page);
}
