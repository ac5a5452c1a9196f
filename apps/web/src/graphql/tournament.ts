import { graphql, type ResultOf } from './tada';
import type { Localized } from '@cronica/util';
import { ONLINE_MATCH_FIELDS } from './matches';

/** One pairing and its result, as the tournament page and a player's own matches show it. */
export const PAIRING_FIELDS = graphql(`
  fragment PairingFields on Pairing {
    round
    table
    bestOf
    playerA
    playerB
    published
    roundLabel {
      es
      en
    }
    label {
      es
      en
    }
    result {
      winner
      gamesA
      gamesB
      lifeA
      lifeB
      gameLifeA
      gameLifeB
      status
      reportedBy
    }
  }
`);

/** A table as a page lists it to be followed: its pairing and the online match played at it, if any. */
export const TABLE_FIELDS = graphql(
  `
    fragment TableFields on Pairing {
      ...PairingFields
      onlineMatch {
        ...OnlineMatchFields
      }
    }
  `,
  [PAIRING_FIELDS, ONLINE_MATCH_FIELDS],
);

/** A player's entry as every list of the event's players shows it (the page, the desk, the sheets, the deck pages). */
export const PLAYER_FIELDS = graphql(`
  fragment PlayerFields on TournamentPlayer {
    playerId
    name
    status
    hasDeck
  }
`);

/** Who did something to a player's entry (dropped them, handed in their list): the account and its role at the event. */
export const ACTOR_FIELDS = graphql(`
  fragment ActorFields on ActorView {
    id
    name
    role
  }
`);

/** Who dropped a player and why: the API answers it to the player and the tournament's staff only (null for others). */
export const PLAYER_DROP = graphql(
  `
    fragment PlayerDrop on TournamentPlayer {
      droppedBy {
        by {
          ...ActorFields
        }
        cause
        at
      }
    }
  `,
  [ACTOR_FIELDS],
);

/** What an event announces besides play: its description, when it starts (the venue's clock) and where. */
export const TOURNAMENT_ANNOUNCEMENT = graphql(`
  fragment TournamentAnnouncement on Tournament {
    description
    startsAt
    timeZone
    venue
    checkInOpensBefore
    checkInOpensAt
    entryFee {
      amount
      currency
      text {
        es
        en
      }
    }
  }
`);

/** What the tournament page shows of the event itself: small at any size (no list of players, tables or standings). */
export const TOURNAMENT_SUMMARY = graphql(
  `
    fragment TournamentSummary on Tournament {
      id
      name
      ...TournamentAnnouncement
      game
      status
      currentRound
      plannedRounds
      roundLabel {
        es
        en
      }
      playerCount
      updatedAt
      winner
      myStaffRole
      checkInOpen
      checkInOpenedBySchedule
      placesLeft
      placesTaken
      waitlistCount
      myWaitlistPlace
      announcement {
        text
        postedAt
      }
      organizer {
        id
        displayName
      }
      judges {
        id
        displayName
      }
      format {
        bestOf
        byeScore
        finalBestOf
        lateEntry
        prizePlaces
        requireDeckLists
        capacity
        roundMinutes
        thirdPlaceMatch
        tiebreakers
        topCutSize
        options {
          key
          label {
            es
            en
          }
          text {
            es
            en
          }
          rule
          main
          standard
        }
      }
      clock {
        round
        phase
        remainingMs
        startedAt
        endsAt
      }
    }
  `,
  [TOURNAMENT_ANNOUNCEMENT],
);

/** A player's place and record in the standings: what their profile says of each event. */
export const STANDING_RECORD = graphql(`
  fragment StandingRecord on Standing {
    rank
    points
    wins
    losses
    draws
    byes
    dropped
  }
`);

export const STANDING_FIELDS = graphql(
  `
    fragment StandingFields on Standing {
      ...StandingRecord
      playerId
      playerName
      random
      tiebreakMatch
      tiebreakers {
        name
        value
      }
    }
  `,
  [STANDING_RECORD],
);

const TOURNAMENT_FIELDS = graphql(
  `
    fragment TournamentDetail on Tournament {
      ...TournamentSummary
      staffActions
      lateEntryOpen
      waitlist {
        playerId
        name
        since
      }
      feesCollected {
        text {
          es
          en
        }
      }
      paidNotEntered {
        playerId
        name
        amount {
          text {
            es
            en
          }
        }
      }
      players {
        ...PlayerFields
        checkedIn
        checkedInAt
        feePaid
        ...PlayerDrop
      }
      pairings {
        ...PairingFields
      }
      standings {
        ...StandingFields
      }
    }
  `,
  [TOURNAMENT_SUMMARY, PAIRING_FIELDS, STANDING_FIELDS, PLAYER_FIELDS, PLAYER_DROP],
);

export const TOURNAMENT = graphql(
  `
    query TournamentPage($id: ID!) {
      tournament(id: $id) {
        ...TournamentDetail
      }
    }
  `,
  [TOURNAMENT_FIELDS],
);

export const TOURNAMENT_UPDATED = graphql(`
  subscription TournamentUpdated($id: ID!) {
    tournamentUpdated(id: $id) {
      id
      updatedAt
    }
  }
`);

export type TournamentDetail = ResultOf<typeof TOURNAMENT_FIELDS>;
/** One pairing and its result; unpublished pairings reach only the organizer and judges. */
export type PairingRow = ResultOf<typeof PAIRING_FIELDS>;
/** A table with its online match, as the event page and a player's own table read it. */
export type TableRow = ResultOf<typeof TABLE_FIELDS>;
export type MatchResult = NonNullable<PairingRow['result']>;
export type StandingRow = TournamentDetail['standings'][number];
export type TournamentFormat = NonNullable<TournamentDetail['format']>;
export type RoundClock = NonNullable<TournamentDetail['clock']>;
export type PersonRef = NonNullable<TournamentDetail['organizer']>;
export type PlayerDropRecord = NonNullable<TournamentDetail['players'][number]['droppedBy']>;
/** A player's entry; `droppedBy`, `checkedIn` and `feePaid` where the query asked for them (the desk, the reader's own entry). */
export type TournamentPlayerRow = Omit<
  TournamentDetail['players'][number],
  'droppedBy' | 'checkedIn' | 'checkedInAt' | 'feePaid'
> & {
  /** The amount the desk marked paid (the fee asked then), on the reader's own entry. */
  readonly feePaidAmount?: { readonly text: Localized } | null;
  readonly droppedBy?: PlayerDropRecord | null;
  readonly checkedIn?: boolean | null;
  readonly checkedInAt?: string | null;
  readonly feePaid?: boolean | null;
};
