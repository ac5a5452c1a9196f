import { newCommandId } from './random-id';

/**
 * The field a page's form sends its command id in (`sendKeepingId` in `components/useFormAction.ts` sets it): the same id while
 * the same form is sent again after an answer that never came back, so the API answers the first
 * outcome instead of doing it twice.
 */
export const FORM_COMMAND_ID = 'commandId';

/** What the page's ids start with; the server action puts its own kind in their place. */
export const FORM_COMMAND_KIND = 'form';

const FROM_PAGE = new RegExp(`^${FORM_COMMAND_KIND}-([0-9a-f]{24})$`);

/**
 * The command id for a form's command of `kind`: the page's id for this form when it sent one (a
 * form posted by a browser that runs no script sends none), else a fresh one.
 */
export function formCommandId(form: FormData, kind: string): string {
  const sent = form.get(FORM_COMMAND_ID);
  const key = typeof sent === 'string' ? FROM_PAGE.exec(sent)?.[1] : undefined;
  return key === undefined ? newCommandId(kind) : `${kind}-${key}`;
}
