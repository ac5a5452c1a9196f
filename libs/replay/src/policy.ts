import { randomFamily } from '@cronica/rules-kernel';

/**
 * Who may see which seed, and when (issue 5, "Fair randomness"): dice are revealed to the players
 * right after the match; deck orders, which expose a closed deck list, to judges at match end and
 * to everyone when the tournament ends. Nothing is revealed while the match is live. Judges get
 * the master seed at match end, which re-derives every sub-seed. This table is what the seal and
 * the exported views apply.
 */
export type ViewKind = 'judge' | 'seat' | 'public';
export type ReplayView = { readonly kind: 'judge' } | { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'public' };
export type RevealPhase = 'live' | 'match-ended' | 'tournament-ended';
export const REVEAL_PHASES: readonly RevealPhase[] = ['live', 'match-ended', 'tournament-ended'];

export interface FamilyPolicy {
  /** `hidden`: the outcomes themselves (a deck order) are salted commitments in the chain. */
  readonly outcomes: 'public' | 'hidden';
  /** Which kinds of viewer get the family's sub-seed in each phase. */
  readonly seedTo: Readonly<Record<RevealPhase, readonly ViewKind[]>>;
}

export const REVEAL_POLICY: Readonly<Record<'deck' | 'other', FamilyPolicy>> = {
  deck: { outcomes: 'hidden', seedTo: { live: [], 'match-ended': ['judge'], 'tournament-ended': ['judge', 'seat', 'public'] } },
  other: { outcomes: 'public', seedTo: { live: [], 'match-ended': ['judge', 'seat'], 'tournament-ended': ['judge', 'seat', 'public'] } },
};

export function familyPolicy(family: string): FamilyPolicy {
  return family === 'deck' || family.startsWith('deck:') ? REVEAL_POLICY.deck : REVEAL_POLICY.other;
}

/** Whether a draw's outcome is committed (hidden) rather than written in clear. */
export function isOutcomeHidden(label: string): boolean {
  return familyPolicy(randomFamily(label)).outcomes === 'hidden';
}

export function seedRevealedTo(family: string, view: ReplayView, phase: RevealPhase): boolean {
  return familyPolicy(family).seedTo[phase].includes(view.kind);
}

/** Judges get the master seed once the match has ended. */
export function masterRevealedTo(view: ReplayView, phase: RevealPhase): boolean {
  return view.kind === 'judge' && phase !== 'live';
}

export function viewName(view: ReplayView): string {
  return view.kind === 'seat' ? `seat:${view.seat}` : view.kind;
}

/** `judge`, `public` or `seat:N`; anything else is `undefined`. */
export function parseView(text: string): ReplayView | undefined {
  if (text === 'judge' || text === 'public') return { kind: text };
  const match = /^seat:(0|[1-9][0-9]{0,2})$/.exec(text);
  return match ? { kind: 'seat', seat: Number(match[1]) } : undefined;
}

/** Whether a viewer may read a hidden field visible to `visibleTo` (judges read everything). */
export function mayRead(view: ReplayView, visibleTo: readonly number[]): boolean {
  return view.kind === 'judge' || (view.kind === 'seat' && visibleTo.includes(view.seat));
}
