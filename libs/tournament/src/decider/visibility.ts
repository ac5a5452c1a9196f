import { assertNever, byType, type ByType } from '@cronica/util';
import type { TournamentEvent } from './events.js';
import type { JudgingEvent } from './judging-events.js';
import type { Actor } from './types.js';

/**
 * What each reader may see of the tournament log. The seed stays with the organizer while the event
 * runs (it decides every draw) and is public once it ends (`TournamentEnded.seed`); a deck list is seen by its player, judges and the organizer,
 * while its hash is public so anyone can check that a list was not changed after registration.
 *
 * The judge's side: staff read everything. A judge call is read by the player
 * who made it; a dispute and its ruling by the players of that table; a penalty and a deck check
 * by the player concerned. The public reads none of them — only their consequences, which are
 * ordinary events (an overridden result, a drop) — except a disqualification, which an organizer
 * announces: its player and kind are public, its note is not.
 */
export type TournamentViewer = Actor | { readonly role: 'public' };

function sees(viewer: TournamentViewer, owner?: string): boolean {
  return viewer.role === 'organizer' || viewer.role === 'judge' || (viewer.role === 'player' && viewer.id === owner);
}

function seesAny(viewer: TournamentViewer, owners: readonly string[]): boolean {
  return (
    viewer.role === 'organizer' || viewer.role === 'judge' || (viewer.role === 'player' && owners.includes(viewer.id))
  );
}

/** Whether `viewer` may read a judging event in full. */
function readsJudging(event: JudgingEvent, viewer: TournamentViewer): boolean {
  switch (event.type) {
    case 'JudgeCalled':
      return sees(viewer, event.data.playerId);
    case 'DisputeOpened':
    case 'DisputeRuled':
    case 'RulingAppealed':
    case 'AppealRuled':
    case 'MatchRulingAppealed':
    case 'CallAnswered':
    case 'JudgeCallHandled':
      return seesAny(viewer, event.data.players);
    case 'HeadJudgeNamed':
      return true;
    case 'PenaltyIssued':
    case 'DeckChecked':
      return sees(viewer, event.data.playerId);
    default:
      return assertNever(event, 'judging event');
  }
}

/** Whether `viewer` may read the event at all (judging records are not public). */
export function tournamentEventVisibleTo(event: TournamentEvent, viewer: TournamentViewer): boolean {
  switch (event.type) {
    case 'JudgeCalled':
    case 'DisputeOpened':
    case 'DisputeRuled':
    case 'DeckChecked':
    case 'RulingAppealed':
    case 'AppealRuled':
    case 'MatchRulingAppealed':
    case 'CallAnswered':
    case 'JudgeCallHandled':
      return readsJudging(event, viewer);
    case 'PenaltyIssued':
      return event.data.penalty === 'disqualification' || readsJudging(event, viewer);
    // Who came to the venue and when, and who paid (`entry-fee.ts`), are the desk's business and the
    // player's own, not the public's.
    case 'PlayerCheckedIn':
    case 'PlayerCheckInUndone':
    case 'EntryFeePaid':
    case 'EntryFeePaymentUndone':
      return sees(viewer, event.data.playerId);
    default:
      return true;
  }
}

function redactJudging(event: JudgingEvent, viewer: TournamentViewer): TournamentEvent {
  if (readsJudging(event, viewer)) return event;
  switch (event.type) {
    case 'JudgeCalled':
      return { ...event, data: { ...event.data, reason: '' } };
    case 'DisputeOpened':
      return { ...event, data: { ...event.data, summary: '' } };
    case 'DisputeRuled':
      return { ...event, data: { ...event.data, ruling: '' } };
    case 'PenaltyIssued':
      return { ...event, data: { ...event.data, note: '' } };
    case 'DeckChecked':
      return { ...event, data: { ...event.data, presented: { game: event.data.presented.game, sections: {} } } };
    case 'RulingAppealed':
      return { ...event, data: { ...event.data, reason: '' } };
    case 'MatchRulingAppealed':
      return { ...event, data: { ...event.data, reason: '' } };
    case 'CallAnswered':
    case 'JudgeCallHandled':
      return event;
    case 'AppealRuled':
      return { ...event, data: { ...event.data, ruling: '' } };
    case 'HeadJudgeNamed':
      return event;
    default:
      return assertNever(event, 'judging event');
  }
}

/** The event as `viewer` may read it (fields they may not see are removed). */
export function redactTournamentEvent(event: TournamentEvent, viewer: TournamentViewer): TournamentEvent {
  return byType(REDACTIONS, event, viewer);
}

const shownAsIs = <E extends TournamentEvent>(event: E): E => event;
const judging = (event: JudgingEvent, viewer: TournamentViewer): TournamentEvent => redactJudging(event, viewer);

/** What each event hides: the seed from all but the organizer, a deck list from all but its player and staff. */
const REDACTIONS: ByType<TournamentEvent, [TournamentViewer], TournamentEvent> = {
  TournamentCreated: (event, viewer) => {
    if (viewer.role === 'organizer') return event;
    const { seed: _seed, ...config } = event.data.config;
    return { ...event, data: { ...event.data, config: { ...config, seed: '' } } };
  },
  DeckListSubmitted: (event, viewer) =>
    sees(viewer, event.data.playerId)
      ? event
      : { ...event, data: { ...event.data, deck: { game: event.data.deck.game, sections: {} } } },
  RegistrationOpened: shownAsIs,
  EventDetailsChanged: shownAsIs,
  PlayerRegistered: shownAsIs,
  RegistrationClosed: shownAsIs,
  RoundPaired: shownAsIs,
  PairingsPublished: shownAsIs,
  ResultReported: shownAsIs,
  ResultConfirmed: shownAsIs,
  ResultOverridden: shownAsIs,
  PlayerDropped: shownAsIs,
  LateEntryAdded: shownAsIs,
  RoundClockStarted: shownAsIs,
  ExtraTurnsStarted: shownAsIs,
  RoundEnded: shownAsIs,
  TopCutStarted: shownAsIs,
  TournamentEnded: shownAsIs,
  PlayerRemoved: shownAsIs,
  PlayerReinstated: shownAsIs,
  DraftDiscarded: shownAsIs,
  RoundClockPaused: shownAsIs,
  RoundClockResumed: shownAsIs,
  RoundClockExtended: shownAsIs,
  AnnouncementPosted: shownAsIs,
  AnnouncementCleared: shownAsIs,
  CapacityChanged: shownAsIs,
  // Who waits for a place is the staff's and their own to read; others read that someone joined the line.
  JoinedWaitlist: (event, viewer) =>
    sees(viewer, event.data.playerId) ? event : { ...event, data: { ...event.data, name: '' } },
  LeftWaitlist: shownAsIs,
  CheckInOpened: shownAsIs,
  PlayerCheckedIn: shownAsIs,
  PlayerCheckInUndone: shownAsIs,
  EntryFeePaid: shownAsIs,
  EntryFeePaymentUndone: shownAsIs,
  JudgeCalled: judging,
  DisputeOpened: judging,
  DisputeRuled: judging,
  PenaltyIssued: judging,
  DeckChecked: judging,
  HeadJudgeNamed: judging,
  RulingAppealed: judging,
  AppealRuled: judging,
  MatchRulingAppealed: judging,
  CallAnswered: judging,
  JudgeCallHandled: judging,
};
