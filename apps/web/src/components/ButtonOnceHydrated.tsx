'use client';

import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from '../lib/hydrated';

/**
 * A button that submits no form, so only the page's code answers it: off while the page is the
 * server's drawing, so a tap on a page still loading waits for it instead of falling on nothing.
 */
export function ButtonOnceHydrated({ disabled = false, ...props }: Omit<ComponentPropsWithRef<'button'>, 'type'>) {
  const hydrated = useHydrated();
  return <button type="button" {...props} disabled={disabled || !hydrated} />;
}
