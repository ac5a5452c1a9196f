'use client';

import { ButtonOnceHydrated } from '../ButtonOnceHydrated';

/** Opens the browser's print dialog (the sheet's print stylesheet hides this button on paper). */
export function PrintButton({ label }: { label: string }) {
  return (
    <ButtonOnceHydrated className="button" onClick={() => window.print()} data-testid="print-button">
      {label}
    </ButtonOnceHydrated>
  );
}
