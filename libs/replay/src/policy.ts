import { randomFamily } from '@cronica/rules-kernel';

/**
 * Who may see which seed and which hidden field, and when. Nothing is revealed while the match is
 * live. At match end, dice seeds go to the players, and judges get the master seed (which
 * re-derives every sub-seed) and every hidden field; deck orders, which expose a closed deck list,
 * stay closed to players and the public. When the tournament ends (a match outside any tournament
 * ends its own event), nothing is secret any more: every view gets the master seed and every
 * hidden field, so anyone can verify every check. This table is what the seal and the exported
 * views apply.
 */
export type ViewKind = 'judge' | 'seat' | 'public';
export type ReplayView =
  { readonly kind: 'judge' } | { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'public' };
export type RevealPhase = 'live' | 'match-ended' | 'tournament-ended';
export const REVEAL_PHASES: readonly RevealPhase[] = ['live', 'match-ended', 'tournament-ended'];

export interface FamilyPolicy {
  /** `hidden`: the outcomes themselves (a deck order) are salted commitments in the chain. */
  readonly outcomes: 'public' | 'hidden';
  /** Which kinds of viewer get the family's sub-seed in each phase. */
  readonly seedTo: Readonly<Record<RevealPhase, readonly ViewKind[]>>;
}

export const REVEAL_POLICY: Readonly<Record<'deck' | 'other', FamilyPolicy>> = {
  deck: {
    outcomes: 'hidden',
    seedTo: { live: [], 'match-ended': ['judge'], 'tournament-ended': ['judge', 'seat', 'public'] },
  },
  other: {
    outcomes: 'public',
    seedTo: { live: [], 'match-ended': ['judge', 'seat'], 'tournament-ended': ['judge', 'seat', 'public'] },
  },
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

/** Judges get the master seed once the match has ended; everyone once the tournament has. */
export function masterRevealedTo(view: ReplayView, phase: RevealPhase): boolean {
  return phase === 'tournament-ended' || (view.kind === 'judge' && phase !== 'live');
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

/**
 * Whether a viewer may read a hidden field visible to `visibleTo`: judges read everything, a seat
 * its own fields, and everyone everything once the tournament has ended.
 */
export function mayRead(view: ReplayView, visibleTo: readonly number[], phase: RevealPhase = 'match-ended'): boolean {
  return (
    phase === 'tournament-ended' || view.kind === 'judge' || (view.kind === 'seat' && visibleTo.includes(view.seat))
  );
}
