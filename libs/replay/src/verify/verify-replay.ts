import type { Finding, CheckName, CheckReport, CheckStatus } from './report.js';
import { CHECK_NAMES, Findings } from './report.js';
import { checkChain, parseLines, type ParsedReplay } from './chain.js';
import { checkSignatures, type SignatureOutcome } from './signatures.js';
import { checkSeeds, type SeedOutcome } from './seeds.js';
import { checkResult, checkRules, type GameCatalog, type RulesOutcome } from './rules.js';
import { checkJudging, type JudgingOutcome } from './judging.js';
import { viewName } from '../policy.js';
import { isSecretMarker } from '../secrets.js';
import type { SignatureVerifier } from '../signature.js';
import type { ReplayHashes } from '../bytes.js';

export interface VerifyOptions {
  /** Public keys (raw Ed25519, hex) the caller trusts; without them the header's key is used. */
  readonly publicKeys?: readonly string[];
  /**
   * The rules libraries the caller knows, by game id; a file of a game missing here has its rules
   * left unverifiable. The caller says which: a browser page loads only the game of the file it checks.
   */
  readonly games: GameCatalog;
  /** The Ed25519 check (default: @noble/curves, strict); Node passes its native one for speed. */
  readonly signatureVerifier?: SignatureVerifier;
  /** SHA-256 and HMAC (default: @noble/hashes); Node passes its native ones for speed. */
  readonly hashes?: ReplayHashes;
  /**
   * The accounts the match's tournament lists as judges (e.g. from its export). Without it a judge
   * line is vouched for by the server's signature alone and the judging check is partial.
   */
  readonly judges?: readonly string[];
}

/**
 * A seat of the header. `deckHash` is the SHA-256 of the seat's deck list when this view opens
 * its commitment (the judge's), so a judge can compare it with the list handed in; other views
 * only learn that a list was committed (`deckHashWithheld`).
 */
export interface SeatReport {
  readonly seat: number;
  readonly player: string;
  readonly deckHash: string | null;
  readonly deckHashWithheld: boolean;
}

export interface VerifyReport {
  /** True only for a sealed replay whose every check passed or was withheld by design. */
  readonly verified: boolean;
  /** Verified and every check ran in full (a judge file); a seat or public file is only partly checkable. */
  readonly fullyVerified: boolean;
  /** False when the replay has no seal: it can be trusted at most up to `verifiedUpTo`. */
  readonly complete: boolean;
  readonly view: string | null;
  readonly match: string | null;
  readonly game: string | null;
  /** Number of event lines. */
  readonly events: number;
  readonly keyId: string | null;
  readonly keyPinned: boolean;
  readonly verifiedUpTo: number | null;
  readonly result: unknown;
  /** Each seat's player and deck-list hash, as far as this view opens it (see `SeatReport`). */
  readonly seats: readonly SeatReport[];
  readonly checks: Readonly<Record<CheckName, CheckReport>>;
  readonly errors: readonly Finding[];
  /**
   * What this file cannot check yet, by design, and when it can: the checks withheld in this view
   * (partial, unverifiable or incomplete) and `until` the match ends (no seal yet) or the tournament
   * ends (every secret is revealed then); null when nothing is withheld.
   */
  readonly availability: Availability;
}

export interface Availability {
  readonly withheld: readonly CheckName[];
  readonly until: 'match-end' | 'tournament-end' | null;
}

const WITHHELD: ReadonlySet<CheckStatus> = new Set(['partial', 'unverifiable', 'incomplete']);

function availabilityOf(checks: Readonly<Record<CheckName, CheckReport>>, sealed: boolean): Availability {
  const withheld = CHECK_NAMES.filter((name) => WITHHELD.has(checks[name].status));
  if (withheld.length === 0) return { withheld, until: null };
  return { withheld, until: sealed ? 'tournament-end' : 'match-end' };
}

/**
 * Verifies a replay file without trusting the server. Pure: runs in Node and the browser.
 * Untrusted input never throws; everything wrong is a finding.
 */
export function verifyReplay(text: string, options: VerifyOptions): VerifyReport {
  const findings = new Findings();
  const hashedTexts = new WeakMap<object, string>();
  const lines = parseLines(text, findings, hashedTexts);
  const replay = lines === undefined ? undefined : checkChain(lines, findings, hashedTexts, options.hashes);
  if (replay === undefined) return unreadable(findings);
  const signature = checkSignatures(replay, options.publicKeys, findings, options.signatureVerifier);
  const seeds = checkSeeds(replay, findings);
  const rules = checkRules(replay, options.games, seeds.master, findings, options.hashes);
  const result = checkResult(replay, rules, findings);
  const judging = checkJudging(replay, options.judges, findings, options.signatureVerifier);
  if (replay.seal === undefined) findings.error('signature', 'replay.incomplete', null);
  return report(replay, findings, { signature, seeds, rules, result, judging });
}

/** Only a tournament's match has judges; outside one the check is shown only if a judge line is there (and so fails). */
function judgingApplies(replay: ParsedReplay, findings: Findings): boolean {
  return replay.header.match.tournament !== null || replay.judgements.length > 0 || findings.failed('judging');
}

/** The checks a reader is shown: all of them, but the judging check only where there are judges (a tournament's match). */
export function checksThatApply(report: Pick<VerifyReport, 'checks'>): CheckName[] {
  return CHECK_NAMES.filter((check) => check !== 'judging' || report.checks.judging['applies'] !== false);
}

/** A check's status: failed on an error (an unsealed file's missing seal aside), else as far as this file lets it run. */
function statusOf(findings: Findings, sealed: boolean) {
  return (check: CheckName, partial = false, unverifiable = false): CheckStatus => {
    if (findings.failed(check) && !(check === 'signature' && onlyIncomplete(findings))) return 'failed';
    if (!sealed && check !== 'chain') return 'incomplete';
    if (unverifiable) return 'unverifiable';
    return partial ? 'partial' : 'passed';
  };
}

interface Outcomes {
  readonly signature: SignatureOutcome;
  readonly seeds: SeedOutcome;
  readonly rules: RulesOutcome;
  readonly result: unknown;
  readonly judging: JudgingOutcome;
}

function checkReports(replay: ParsedReplay, findings: Findings, o: Outcomes): Record<CheckName, CheckReport> {
  const { signature, seeds, rules, judging } = o;
  const status = statusOf(findings, replay.seal !== undefined);
  return {
    chain: { status: status('chain'), notes: findings.notesOf('chain'), lines: replay.lastSeq + 1 },
    signature: {
      status: status('signature'),
      notes: findings.notesOf('signature'),
      keyId: signature.keyId,
      keyPinned: signature.keyPinned,
      checkpoints: signature.checkpoints,
    },
    seed: {
      status: status('seed', seeds.notVerifiable > 0, seeds.verified === 0 && seeds.notVerifiable > 0),
      notes: findings.notesOf('seed'),
      verified: seeds.verified,
      notVerifiable: seeds.notVerifiable,
      families: seeds.families,
    },
    rules: {
      status: status('rules', rules.ran && findings.notesOf('rules').length > 0, !rules.ran),
      notes: findings.notesOf('rules'),
      decisions: rules.decisions,
    },
    result: { status: status('result', false, rules.finalState === undefined), notes: findings.notesOf('result') },
    judging: {
      status: status('judging', judging.rulings > 0 && !judging.listed),
      notes: findings.notesOf('judging'),
      rulings: judging.rulings,
      applies: judgingApplies(replay, findings),
    },
  };
}

function report(replay: ParsedReplay, findings: Findings, outcomes: Outcomes): VerifyReport {
  const { signature, result } = outcomes;
  const sealed = replay.seal !== undefined;
  const checks = checkReports(replay, findings, outcomes);
  const verified = sealed && findings.errors.length === 0;
  return {
    verified,
    fullyVerified: verified && Object.values(checks).every((check) => check.status === 'passed'),
    complete: sealed,
    view: replay.view === undefined ? null : viewName(replay.view),
    match: replay.header.match.id,
    game: replay.header.game.id,
    events: replay.events.length,
    keyId: signature.keyId,
    keyPinned: signature.keyPinned,
    verifiedUpTo: signature.verifiedUpTo,
    result: replay.seal?.signed.result ?? result ?? null,
    seats: seatReports(replay),
    checks,
    errors: findings.errors,
    availability: availabilityOf(checks, sealed),
  };
}

function seatReports(replay: ParsedReplay): SeatReport[] {
  return replay.openHeader.seats.map(({ seat, player, deckHash }) => {
    const withheld = isSecretMarker(deckHash);
    return {
      seat,
      player,
      deckHash: withheld || typeof deckHash !== 'string' ? null : deckHash,
      deckHashWithheld: withheld,
    };
  });
}

function onlyIncomplete(findings: Findings): boolean {
  return findings.errors
    .filter((finding) => finding.check === 'signature')
    .every((finding) => finding.code === 'replay.incomplete');
}

function unreadable(findings: Findings): VerifyReport {
  const checks = Object.fromEntries(
    CHECK_NAMES.map((check) => [
      check,
      { status: check === 'chain' ? 'failed' : 'skipped', notes: findings.notesOf(check) },
    ]),
  ) as unknown as Record<CheckName, CheckReport>;
  return {
    verified: false,
    fullyVerified: false,
    complete: false,
    view: null,
    match: null,
    game: null,
    events: 0,
    keyId: null,
    keyPinned: false,
    verifiedUpTo: null,
    result: null,
    seats: [],
    checks,
    errors: findings.errors,
    availability: { withheld: [], until: null },
  };
}
