'use client';

import { useState } from 'react';
import type { Lang } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { myDeckMessages } from '../../lib/my-deck-messages';
import { FormDone } from '../FormParts';
import { ButtonOnceHydrated } from '../ButtonOnceHydrated';

const m = myDeckMessages.export;

/** A file name from the deck's name: letters, digits and dashes. */
const fileName = (name: string) =>
  `${
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'mazo'
  }.txt`;

/** The deck as the text it was saved as: to copy, or to download as a .txt file. */
export function DeckExport({ name, text, lang }: { name: string; text: string; lang: Lang }) {
  const t = translator(lang);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <section className="deck-export" aria-labelledby="deck-export" data-testid="deck-export">
      <h2 id="deck-export">{t(m.title)}</h2>
      <p className="muted">{t(m.hint)}</p>
      <textarea
        readOnly
        rows={12}
        value={text}
        className="mono deck-text"
        aria-label={t(m.title)}
        data-testid="export-text"
      />
      <p className="deck-export__actions">
        <ButtonOnceHydrated className="button" onClick={() => void copy()}>
          {t(m.copy)}
        </ButtonOnceHydrated>{' '}
        <a
          className="button button--quiet"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={fileName(name)}
        >
          {t(m.download)}
        </a>{' '}
        <FormDone text={copied && t(m.copied)} inline />
      </p>
    </section>
  );
}
