'use client';

import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import type { Lang } from '@cronica/util';
import type { MatchView } from '../../graphql/match';
import { browserApiUrl, type BrowserApiConfig } from '../../lib/config';
import { translator, type Translate } from '../../lib/i18n';
import { matchMessages } from '../../lib/match-messages';
import { useReplayGames, verifyWithItsGame, type BrowserVerification } from '../../lib/replay-games';
import { waitingForItsGame } from '../GameCode';
import { retryFailedDownloads } from '../match/boards/on-demand';
import { FilePicker } from '../FilePicker';
import { EventList } from './EventList';
import { ReplayViewer } from './ReplayViewer';
import { VerifyReportView } from './VerifyReportView';
import { ButtonOnceHydrated } from '../ButtonOnceHydrated';

const m = matchMessages.replay;

/** The keys the API publishes for verifiers to pin; none when they cannot be fetched. */
async function publishedKeys(api: BrowserApiConfig): Promise<string[]> {
  const origin = new URL(browserApiUrl(api, window.location)).origin;
  try {
    const response = await fetch(`${origin}/.well-known/cronica-replay-keys.json`);
    const body = (await response.json()) as { keys?: Array<{ publicKey?: unknown }> };
    return (body.keys ?? []).map((key) => key.publicKey).filter((key): key is string => typeof key === 'string');
  } catch {
    return [];
  }
}

/**
 * The replay verified here: the file shown (the page's, or one the reader opened for as long as the
 * page shows the same replay: another view brings another file, and the board must follow it) and
 * the report of `verifyReplay` on it, run again on demand.
 */
function useVerifiedReplay(jsonl: string, api: BrowserApiConfig, judges: readonly string[] | undefined) {
  const [own, setOwn] = useState<{ over: string; text: string } | null>(null);
  const text = own !== null && own.over === jsonl ? own.text : jsonl;
  const [report, setReport] = useState<BrowserVerification | null>(null);
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async (replay: string) => {
      // «Verificar de nuevo» after the game's rules failed to download fetches them again.
      retryFailedDownloads();
      setRunning(true);
      setReport(null);
      const keys = publishedKeys(api);
      await new Promise((next) => setTimeout(next, 0));
      setReport(await verifyWithItsGame(replay, keys, judges));
      setRunning(false);
    },
    [api, judges],
  );
  useEffect(() => {
    void run(jsonl);
  }, [jsonl, run]);
  async function verifyOwnFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const content = await file.text();
    setOwn({ over: jsonl, text: content });
    await run(content);
  }
  return { text, report, running, run, verifyOwnFile };
}

/**
 * Downloads the replay and verifies it here, in the reader's browser, with `verifyReplay`; with
 * the match, steps through it on the game's board. A file the reader opens replaces both.
 */
export function ReplayVerifier(props: {
  jsonl: string;
  /** Where the same file downloads from (`/matches/<id>/replay.jsonl?view=…`): the page does not carry it twice. */
  downloadHref: string;
  api: BrowserApiConfig;
  lang: Lang;
  match?: MatchView;
  judges?: readonly string[];
}) {
  const { jsonl, downloadHref, api, lang, match, judges } = props;
  const t = translator(lang);
  const { text, report, running, run, verifyOwnFile } = useVerifiedReplay(jsonl, api, judges);
  return (
    <div className="replay">
      <p className="replay__tools">
        <a className="button" href={downloadHref} download data-testid="replay-download">
          {t(m.download)}
        </a>
        <ButtonOnceHydrated className="link-button" onClick={() => run(text)} disabled={running}>
          {t(m.verify)}
        </ButtonOnceHydrated>
      </p>
      <Verdict report={running ? null : report} t={t} />
      {/* Rules that did not download are said once, by the verdict, whose «Verificar de nuevo» brings the board back. */}
      {match && report?.kind !== 'game-unavailable' ? <ViewerOfItsGame jsonl={text} match={match} lang={lang} /> : null}
      <OwnFileField onChange={verifyOwnFile} t={t} />
      <EventList jsonl={text} t={t} />
    </div>
  );
}

/** The verifier's report, a word while it runs, or that the game's rules could not be fetched. */
function Verdict({ report, t }: { report: BrowserVerification | null; t: Translate }) {
  if (report === null) return <p className="waiting">{t(m.verifying)}</p>;
  if (report.kind === 'game-unavailable')
    return (
      <p className="form__error" role="alert" data-testid="replay-game-unavailable">
        {t(m.gameUnavailable)}
      </p>
    );
  return <VerifyReportView report={report.report} gameName={report.gameName} t={t} />;
}

/** The viewer, given the rules library of the file's game once the browser has it (the verifier's report arriving leaves it be). */
const ViewerOfItsGame = waitingForItsGame(function ViewerOfItsGame(props: {
  jsonl: string;
  match: MatchView;
  lang: Lang;
}) {
  return (
    <ReplayViewer jsonl={props.jsonl} match={props.match} modules={useReplayGames(props.jsonl)} lang={props.lang} />
  );
});

function OwnFileField({ onChange, t }: { onChange: (event: ChangeEvent<HTMLInputElement>) => void; t: Translate }) {
  return (
    <label className="form__field replay__own">
      <span>{t(m.ownFile)}</span>
      <FilePicker accept=".jsonl,.json,.txt,application/jsonl" onChange={onChange} testId="replay-file" t={t} />
      <small className="muted">{t(m.ownFileHint)}</small>
    </label>
  );
}
