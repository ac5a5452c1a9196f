'use client';

import { useState } from 'react';
import { recoveryMessages as m } from '../../lib/recovery-messages';
import type { Translate } from '../../lib/i18n';
import { ButtonOnceHydrated } from '../ButtonOnceHydrated';
import { FormDone } from '../FormParts';

/** A recovery code the API just made, shown this once, large enough to copy by hand, with a copy button. */
export function RecoveryCodeShown({ code, t }: { code: string; t: Translate }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  return (
    <div className="recovery-code" data-testid="recovery-code">
      <p className="recovery-code__value mono" aria-label={t(m.code)}>
        {code.split('-').map((group, i) => (
          <span key={i}>
            {i > 0 ? '-' : ''}
            {group}
          </span>
        ))}
      </p>
      <p className="form__aside">
        <strong>{t(m.shownOnce)}</strong>
      </p>
      <p className="recovery-code__actions">
        <ButtonOnceHydrated className="button button--quiet" onClick={() => void copy()}>
          {t(m.copy)}
        </ButtonOnceHydrated>{' '}
        <FormDone text={copied && t(m.copied)} inline />
      </p>
    </div>
  );
}
