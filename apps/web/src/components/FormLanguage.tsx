'use client';

import { useEffect } from 'react';
import { pick, type Lang } from '@cronica/util';
import { validityMessage } from '../lib/validity-messages';

type Checked = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isChecked = (target: EventTarget | null): target is Checked =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/**
 * Puts the page's language on the browser's own form checks: a required field left empty, a
 * number out of range. The browser words them in its language, not the page's; this words each
 * in the page's as it fails, and lets the browser check afresh as the field changes.
 */
export function FormLanguage({ lang }: { lang: Lang }) {
  useEffect(() => {
    const onInvalid = (event: Event) => {
      const field = event.target;
      if (!isChecked(field)) return;
      const message = validityMessage(field.validity, {
        type: field.type,
        minLength: 'minLength' in field ? field.minLength : -1,
        length: field.value.length,
        min: 'min' in field ? field.min : '',
        max: 'max' in field ? field.max : '',
      });
      if (message !== null) field.setCustomValidity(pick(message, lang));
    };
    // Any edit clears the words set on the whole form, so the browser checks every field afresh: a
    // radio group's other buttons, which the edit does not reach, keep no stale complaint.
    const onChange = (event: Event) => {
      if (!isChecked(event.target)) return;
      const fields = event.target.form ? [...event.target.form.elements] : [event.target];
      for (const field of fields) if (isChecked(field)) field.setCustomValidity('');
    };
    // `invalid` does not bubble: listened for on the way down, before it reaches the field.
    document.addEventListener('invalid', onInvalid, true);
    document.addEventListener('input', onChange, true);
    document.addEventListener('change', onChange, true);
    return () => {
      document.removeEventListener('invalid', onInvalid, true);
      document.removeEventListener('input', onChange, true);
      document.removeEventListener('change', onChange, true);
    };
  }, [lang]);
  return null;
}
