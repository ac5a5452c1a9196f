'use client';

import { useState, type ChangeEvent } from 'react';
import { localized as l } from '@cronica/util';
import type { Translate } from '../lib/i18n';

const words = {
  choose: l('Elegir un archivo', 'Choose a file'),
  none: l('Ningún archivo elegido', 'No file chosen'),
  chosen: (name: string) => l(`Elegido: ${name}`, `Chosen: ${name}`),
};

interface FilePickerProps {
  readonly accept: string;
  readonly name?: string;
  readonly onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly testId?: string;
  readonly t: Translate;
}

/**
 * A file chooser in the page's language: the browser's own («Choose File», «No file chosen») speaks
 * the browser's language, not the page's. The native input stays (keyboard, screen readers and
 * form posts use it), hidden behind a button-like face and the chosen file's name. Put it inside
 * the field's label, which names it and opens it on a tap.
 */
export function FilePicker({ accept, name, onChange, testId, t }: FilePickerProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <span className="file-picker">
      <input
        type="file"
        className="visually-hidden"
        name={name}
        accept={accept}
        data-testid={testId}
        onChange={(event) => {
          setChosen(event.target.files?.[0]?.name ?? null);
          onChange?.(event);
        }}
      />
      <span className="button button--quiet file-picker__face" aria-hidden="true">
        {t(words.choose)}
      </span>
      <span className="muted file-picker__name" data-testid={testId ? `${testId}-name` : undefined}>
        {chosen === null ? t(words.none) : t(words.chosen(chosen))}
      </span>
    </span>
  );
}
