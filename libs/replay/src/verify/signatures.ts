import type { CheckpointLine, SealLine } from '../format.js';
import { keyIdOf, verifyHead, type SignatureVerifier } from '../signature.js';
import type { ParsedReplay } from './chain.js';
import type { Findings } from './report.js';

export interface SignatureOutcome {
  readonly keyPinned: boolean;
  readonly keyId: string;
  /** The last `seq` a valid signature covers (the seal's, else the last good checkpoint's). */
  readonly verifiedUpTo: number | null;
  readonly checkpoints: number;
}

/**
 * The signature check: the seal and every checkpoint verify with the pinned key; with none
 * pinned, the header's key is used and the report says so.
 */
export function checkSignatures(
  replay: ParsedReplay,
  publicKeys: readonly string[] | undefined,
  findings: Findings,
  verify?: SignatureVerifier,
): SignatureOutcome {
  const key = replay.header.key;
  const keyPinned = publicKeys !== undefined && publicKeys.length > 0;
  if (!keyPinned) findings.note('signature', 'replay.key-unpinned', null, key.id);
  else if (!publicKeys.map((k) => k.toLowerCase()).includes(key.publicKey))
    findings.error('signature', 'replay.key-not-pinned', 0, key.id);
  if (keyIdOf(key.publicKey) !== key.id) findings.error('signature', 'replay.key-id-mismatch', 0, key.id);
  let verifiedUpTo: number | null = null;
  for (const checkpoint of replay.checkpoints) {
    if (checkSigned(replay, checkpoint, key.publicKey, findings, verify))
      verifiedUpTo = Math.max(verifiedUpTo ?? 0, checkpoint.signed.seq);
  }
  if (replay.seal !== undefined) {
    if (replay.seal.signed.seq !== replay.lastSeq)
      findings.error(
        'signature',
        'replay.seal-not-at-head',
        replay.seal.signed.seq,
        `${replay.seal.signed.seq} ≠ ${replay.lastSeq}`,
      );
    if (checkSigned(replay, replay.seal, key.publicKey, findings, verify) && replay.seal.signed.seq === replay.lastSeq)
      verifiedUpTo = replay.lastSeq;
  }
  if (findings.failed('signature')) verifiedUpTo = null;
  return { keyPinned, keyId: key.id, verifiedUpTo, checkpoints: replay.checkpoints.length };
}

function checkSigned(
  replay: ParsedReplay,
  line: CheckpointLine | SealLine,
  publicKey: string,
  findings: Findings,
  verify?: SignatureVerifier,
): boolean {
  const { signed } = line;
  const errorsBefore = findings.errors.length;
  if (signed.kind !== line.kind)
    findings.error('signature', 'replay.signature-invalid', signed.seq, `${signed.kind} ≠ ${line.kind}`);
  if (signed.match !== replay.header.match.id) findings.error('signature', 'replay.match-mismatch', signed.seq);
  if (line.keyId !== replay.header.key.id)
    findings.error('signature', 'replay.key-id-mismatch', signed.seq, line.keyId);
  if (replay.hashes.get(signed.seq) !== signed.head) findings.error('signature', 'replay.head-mismatch', signed.seq);
  if (!verifyHead(publicKey, signed, line.signature, verify))
    findings.error('signature', 'replay.signature-invalid', signed.seq);
  return findings.errors.length === errorsBefore;
}
