import { reasonText, type AccionResult, type AccionView } from '@cronica/accion';
import { pick, type Lang } from '@cronica/util';
import type { Translate } from '../../../../lib/i18n';
import { boardWords as words } from './words';
import styles from './accion.module.css';

function ResultLine({ result, t }: { result: AccionResult; t: Translate }) {
  const side = result.side === 'party' ? words.partyWins : result.side === 'gm' ? words.gmWins : words.unresolved;
  return (
    <p className={styles.turn} data-testid="accion-result" data-side={result.side ?? 'none'}>
      {t(side)}: {t(reasonText(result.reason))}
    </p>
  );
}

interface HeaderProps {
  view: AccionView;
  name: (actor: string) => string;
  waiting: string;
  /** The match is over, however it ended: nobody's turn goes on. */
  ended: boolean;
  lang: Lang;
  t: Translate;
}

/** The encounter's name and mode, the round, whose turn it is and who the table waits for. */
export function AccionHeader({ view, name, waiting, ended, lang, t }: HeaderProps) {
  // Once the encounter or the match is over nobody's turn goes on: the result says how it ended.
  const turn = view.phase === 'ended' || ended ? null : view.turn;
  return (
    <header className={styles.head}>
      <h2>{pick(view.encounter.name, lang)}</h2>
      <p className="muted">
        {t(words.mode[view.encounter.mode])} · {t(words.round(view.initiative.round))}
        {view.role === 'gm' ? ` · ${t(words.console)}` : view.role === 'player' ? ` · ${t(words.playerBoard)}` : ''}
      </p>
      {view.phase === 'setup' ? <p>{t(words.setup)}</p> : null}
      {view.result ? <ResultLine result={view.result as AccionResult} t={t} /> : null}
      {turn ? (
        <p className={styles.turn} data-testid="accion-turn">
          {t(words.turn(name(turn.actor), turn.actionsLeft))}
        </p>
      ) : null}
      {turn && turn.repeats.length > 0 ? (
        <p className="muted">
          {t(words.greedTitle)}:{' '}
          {turn.repeats.map((r) => t(words.greed(r.name ? t(r.name) : r.key, r.times))).join(' · ')}
        </p>
      ) : null}
      {waiting && !ended && view.phase !== 'ended' ? (
        <p className="muted" data-testid="accion-waiting">
          {t(words.waitingFor(waiting))}
        </p>
      ) : null}
    </header>
  );
}
