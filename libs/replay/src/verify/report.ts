import type { Localized } from '@cronica/util';
import { messageOf, type FindingCode } from './messages.js';

export type CheckName = 'chain' | 'signature' | 'seed' | 'rules' | 'result' | 'judging';
export const CHECK_NAMES: readonly CheckName[] = ['chain', 'signature', 'seed', 'rules', 'result', 'judging'];

/**
 * `passed`: checked in full. `partial`: what this view carries passed, the rest is withheld by
 * design (e.g. deck seeds before the tournament ends). `unverifiable`: this view or this verifier
 * cannot check it at all. `incomplete`: the replay has no seal. `skipped`: an earlier check failed
 * so badly this one could not run. `failed`: refused.
 */
export type CheckStatus = 'passed' | 'partial' | 'unverifiable' | 'incomplete' | 'skipped' | 'failed';

export interface Finding {
  /** The chain line concerned (0 = header), or null for the file as a whole. */
  readonly seq: number | null;
  readonly check: CheckName;
  readonly code: FindingCode;
  readonly message: Localized;
}

export interface CheckReport {
  readonly status: CheckStatus;
  /** Why a check is partial, unverifiable or skipped, and other remarks that are not failures. */
  readonly notes: readonly Finding[];
  readonly [detail: string]: unknown;
}

export class Findings {
  readonly errors: Finding[] = [];
  readonly notes: Finding[] = [];

  error(check: CheckName, code: FindingCode, seq: number | null, detail?: string): void {
    this.errors.push({ seq, check, code, message: messageOf(code, detail) });
  }

  note(check: CheckName, code: FindingCode, seq: number | null, detail?: string): void {
    this.notes.push({ seq, check, code, message: messageOf(code, detail) });
  }

  failed(check: CheckName): boolean {
    return this.errors.some((finding) => finding.check === check);
  }

  notesOf(check: CheckName): Finding[] {
    return this.notes.filter((finding) => finding.check === check);
  }
}
