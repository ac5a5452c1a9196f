'use client';

import { useState } from 'react';
import type { Localized } from '@cronica/util';
import type { AccountField, FormRefusal } from '../../lib/account-form';

/**
 * The API's refusals by field, until the reader edits that field: then the live hint takes over
 * (a refusal of what is no longer there would contradict it). A new answer starts afresh.
 */
export function useFieldRefusals(refusal: FormRefusal | null) {
  const [answer, setAnswer] = useState(refusal);
  const [edited, setEdited] = useState<ReadonlySet<AccountField>>(new Set());
  if (answer !== refusal) {
    setAnswer(refusal);
    setEdited(new Set());
  }
  return {
    refusalOf: (field: AccountField): Localized | undefined => (edited.has(field) ? undefined : refusal?.fields[field]),
    edit: (...fields: AccountField[]) => {
      setEdited((before) => (fields.every((f) => before.has(f)) ? before : new Set([...before, ...fields])));
    },
  };
}
