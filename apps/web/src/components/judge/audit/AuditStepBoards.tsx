'use client';

import { useState } from 'react';
import type { Lang } from '@cronica/util';
import type { MatchView } from '../../../graphql/match';
import { auditMessages as m } from '../../../lib/audit-messages';
import { translator, type Translate } from '../../../lib/i18n';
import { ReadOnlyBoard } from '../../match/boards/ReadOnlyBoard';
import { TablesInPageColumn } from '../../match/kit';
import { seatNamer } from '../../../lib/seat-names';
import { ButtonOnceHydrated } from '../../ButtonOnceHydrated';

/** A game's own board, read-only, drawing a judge's view of the state (every hidden card shown). */
export function JudgeBoard({ match, state, lang }: { match: MatchView; state: unknown; lang: Lang }) {
  const t = translator(lang);
  const seatName = seatNamer(match);
  return (
    <TablesInPageColumn>
      <ReadOnlyBoard
        match={{ ...match, viewer: 'judge', yourSeat: null, status: 'finished' }}
        state={state}
        mySeat={null}
        ended={false}
        seatName={seatName}
        lang={lang}
        t={t}
      />
    </TablesInPageColumn>
  );
}

type Side = 'before' | 'after';

/** Before and after, as tabs: only the page's code switches them. */
function SideTabs({ side, onSide, t }: { side: Side; onSide: (side: Side) => void; t: Translate }) {
  return (
    <div className="tabs" role="tablist">
      {(['before', 'after'] as const).map((option) => (
        <ButtonOnceHydrated
          key={option}
          role="tab"
          aria-selected={side === option}
          className="tabs__tab"
          aria-current={side === option ? 'page' : undefined}
          onClick={() => onSide(option)}
          data-testid={`audit-${option}`}
        >
          {t(option === 'before' ? m.before : m.after)}
        </ButtonOnceHydrated>
      ))}
    </div>
  );
}

/** The board after the selected event, or before it: two tabs, so a phone shows one board at a time. */
export function AuditStepBoards({
  match,
  before,
  after,
  lang,
}: {
  match: MatchView;
  before: unknown;
  after: unknown;
  lang: Lang;
}) {
  const t = translator(lang);
  const [side, setSide] = useState<Side>('after');
  const shown = side === 'before' ? before : after;
  return (
    <section
      className="block audit-boards"
      aria-label={t(m.boardOf(side === 'before' ? t(m.before) : t(m.after)))}
      data-testid="audit-board"
      data-side={side}
    >
      <SideTabs side={side} onSide={setSide} t={t} />
      <h3 className="section-title">{t(m.boardOf(side === 'before' ? t(m.before) : t(m.after)))}</h3>
      {shown === null || shown === undefined ? (
        <p className="muted">{t(m.noBefore)}</p>
      ) : (
        <JudgeBoard match={match} state={shown} lang={lang} />
      )}
    </section>
  );
}
