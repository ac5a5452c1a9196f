import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Lang } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { paperMessages } from '../../lib/paper-messages';
import { PrintButton } from './PrintButton';

const m = paperMessages.sheet;

/** The event a sheet is printed for: its page (the tool bar's way back) and its name (the sheet's head). */
interface SheetEvent {
  readonly id: string;
  readonly name: string;
}

/**
 * A printable sheet: large type, no site menu or footer (paper.css hides them on any page that
 * holds a sheet), a tool bar on screen only, and a head naming the event, the sheet and the round.
 */
export function PrintSheet(props: {
  tournament: SheetEvent;
  title: string;
  subtitle?: string;
  draft?: boolean;
  variant?: string;
  lang: Lang;
  children: ReactNode;
}) {
  const { tournament, title, subtitle, draft = false, variant, lang, children } = props;
  const t = translator(lang);
  return (
    <div className={`print-sheet${variant ? ` print-sheet--${variant}` : ''}`} data-testid="print-sheet">
      <nav className="print-toolbar" aria-label={t(m.toolbar)}>
        <Link href={`/tournaments/${encodeURIComponent(tournament.id)}`}>← {t(m.back)}</Link>
        <PrintButton label={t(m.printNow)} />
      </nav>
      <header className="print-sheet__head">
        <p className="print-sheet__event">{tournament.name}</p>
        <h1>{title}</h1>
        {subtitle ? <p className="print-sheet__subtitle">{subtitle}</p> : null}
        {draft ? (
          <p className="print-sheet__draft" role="note">
            {t(m.draft)}
          </p>
        ) : null}
      </header>
      {children}
    </div>
  );
}

/** One round's sheet: marked as a draft while any of the round's tables is unpublished. */
export function RoundSheet(props: {
  tournament: SheetEvent;
  title: string;
  subtitle: string;
  tables: ReadonlyArray<{ readonly published: boolean }>;
  variant: string;
  lang: Lang;
  children: ReactNode;
}) {
  const { tables, ...sheet } = props;
  return <PrintSheet {...sheet} draft={tables.some((table) => !table.published)} />;
}

/** The sheet of a round-by-round print when the event has no round to print yet. */
export function NoRoundSheet(props: { tournament: SheetEvent; title: string; lang: Lang }) {
  return (
    <PrintSheet {...props}>
      <p>{translator(props.lang)(m.noRound)}</p>
    </PrintSheet>
  );
}
