import { checksThatApply, type CheckName, type VerifyReport } from '@cronica/replay';
import type { Localized } from '@cronica/util';
import type { Translate } from '../../lib/i18n';
import { matchMessages } from '../../lib/match-messages';
import { replayMessages } from '../../lib/replay-messages';
import { replayViewWords } from './view-words';

const m = matchMessages.replay;

function verdict(report: VerifyReport, t: Translate): { text: string; tone: string } {
  if (!report.complete) return { text: t(m.incomplete), tone: 'bad' };
  if (!report.verified) return { text: t(m.notVerified), tone: 'bad' };
  return { text: report.fullyVerified ? t(m.fullyVerified) : t(m.verified), tone: 'good' };
}

const plain = replayMessages.plain;

/** In plain words: what was checked here, what cannot be yet and until when, and what failed. */
function PlainSummary({ report, t }: { report: VerifyReport; t: Translate }) {
  const shown = checksThatApply(report);
  const named = (checks: readonly CheckName[]) =>
    checks.length === 0 ? t(plain.nothing) : checks.map((c) => t(m.check[c])).join(', ');
  const checked = shown.filter((c) => report.checks[c].status === 'passed' || report.checks[c].status === 'partial');
  const failed = shown.filter((c) => report.checks[c].status === 'failed');
  const waiting = report.availability.withheld;
  const decisions = Number(report.checks.rules['decisions'] ?? 0);
  const until = report.availability.until === 'match-end' ? t(plain.untilMatch) : t(plain.untilTournament);
  return (
    <ul className="plain-summary" data-testid="verify-summary">
      <li data-testid="verify-checked">
        <strong>{t(plain.checked)}:</strong> {named(checked)}
        {decisions > 0 ? ` (${t(plain.decisions(decisions))})` : ''}
      </li>
      {waiting.length > 0 ? (
        <li data-testid="verify-waiting">
          <strong>{t(plain.notYet)}:</strong> {named(waiting)} — {until}
        </li>
      ) : null}
      {failed.length > 0 ? (
        <li className="check--failed" data-testid="verify-failed">
          <strong>{t(plain.failed)}:</strong> {named(failed)}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The verifier's answer: a verdict, what it means in plain words, each check, and every problem by
 * line. `gameName`: the name of the file's game, null for one the platform does not know (its id shows).
 */
export function VerifyReportView(props: { report: VerifyReport; gameName: Localized | null; t: Translate }) {
  const { report, gameName, t } = props;
  const { text, tone } = verdict(report, t);
  return (
    <section className={`verdict verdict--${tone}`} data-testid="verify-report" data-verified={String(report.verified)}>
      <p className="verdict__main" data-testid="verdict">
        {text}
      </p>
      <p className="muted">
        {t(m.events(report.events))} · {t(m.view)}:{' '}
        {report.view === null ? '—' : t(replayViewWords(report.view, report.game))} ·{' '}
        {gameName ? t(gameName) : (report.game ?? '—')}
      </p>
      <PlainSummary report={report} t={t} />
      <CheckList report={report} t={t} />
      <Findings errors={report.errors} t={t} />
    </section>
  );
}

/**
 * Each check and the key the signature was checked with. Folded when the file is fully verified
 * and the key is the published one: the summary above already says so, and open they would
 * push the replay itself a quarter of a phone's screen lower. Open whenever anything needs reading.
 */
function CheckList({ report, t }: { report: VerifyReport; t: Translate }) {
  const checks = checksThatApply(report);
  const nothingToRead = report.fullyVerified && report.keyPinned && report.errors.length === 0;
  return (
    <details className="verdict__checks" open={!nothingToRead} data-testid="verify-checks">
      <summary className="section-title">{t(m.checksEach)}</summary>
      <p className="muted">{report.keyPinned && report.keyId ? t(m.keyPinned(report.keyId)) : t(m.keyUnpinned)}</p>
      <ul className="checks">
        {/* A practice or friendly match has no tournament judges: that check is not listed. */}
        {checks.map((check) => (
          <CheckLine key={check} report={report} check={check} t={t} />
        ))}
      </ul>
    </details>
  );
}

function CheckLine({ report, check, t }: { report: VerifyReport; check: CheckName; t: Translate }) {
  const status = report.checks[check].status;
  return (
    <li className={`check check--${status}`} data-check={check} data-status={status}>
      <strong>{t(m.check[check])}</strong>: {t(m.status[status])}
      {report.checks[check].notes.map((note, index) => (
        <span key={index} className="check__note">
          {t(note.message)}
        </span>
      ))}
    </li>
  );
}

/** Every problem the verifier found, by line of the file where it has one. */
function Findings({ errors, t }: { errors: VerifyReport['errors']; t: Translate }) {
  if (errors.length === 0) return null;
  return (
    <>
      <h3 className="section-title">{t(m.errors)}</h3>
      <ul className="findings" data-testid="findings">
        {errors.map((finding, index) => (
          <li key={index}>
            {finding.seq !== null ? <span className="mono">{t(m.line(finding.seq))}: </span> : null}
            {t(finding.message)} <span className="muted mono">({finding.code})</span>
          </li>
        ))}
      </ul>
    </>
  );
}
