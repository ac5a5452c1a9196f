import { graphql, type ResultOf } from './tada';
import { MATCH_SUMMARY_FIELDS } from './matches';
import { STANDING_RECORD } from './tournament';
import { TOURNAMENT_SUMMARY_FIELDS } from './tournaments';

export const PLAYER = graphql(
  `
    query PlayerPage($id: ID!, $eventsOffset: Int! = 0) {
      player(id: $id) {
        id
        username
        displayName
        tournamentsPage(offset: $eventsOffset) {
          total
          offset
          limit
          rows {
            ...TournamentSummaryFields
            standingsPage(ids: [$id], limit: 1) {
              rows {
                ...StandingRecord
              }
            }
            placings(ids: [$id]) {
              label {
                es
                en
              }
            }
          }
        }
        matches(limit: 10) {
          ...MatchSummaryFields
        }
      }
    }
  `,
  [MATCH_SUMMARY_FIELDS, TOURNAMENT_SUMMARY_FIELDS, STANDING_RECORD],
);

/**
 * The signed-in reader's own events (`id`: their account), with whether each one's check-in is
 * open and their own entry, and the events they run: the home page puts those, and a check-in
 * waiting for them, before the list of every event.
 */
export const MY_EVENTS = graphql(
  `
    query MyEvents($id: ID!) {
      player(id: $id) {
        id
        tournaments {
          ...TournamentSummaryFields
          checkInOpen
          checkInOpensAt
          timeZone
          playersPage(ids: [$id]) {
            rows {
              status
              checkedIn
            }
          }
        }
      }
      myWaitingLists {
        ...TournamentSummaryFields
        myWaitlistPlace
      }
      myStaffedEvents {
        ...TournamentSummaryFields
        myStaffRole
      }
    }
  `,
  [TOURNAMENT_SUMMARY_FIELDS],
);

export type MyEvent = ResultOf<typeof MY_EVENTS>['player']['tournaments'][number];
/** An event whose waiting list the reader is on, with their place in line. */
export type MyWaitingList = ResultOf<typeof MY_EVENTS>['myWaitingLists'][number];
/** An event the reader organizes or judges, with their role there. */
export type MyStaffedEvent = ResultOf<typeof MY_EVENTS>['myStaffedEvents'][number];

/** How many of the reader's live matches the home page lists (the API prices whose turn it is per match). */
export const MY_LIVE_MATCHES_SHOWN = 10;

/** The reader's matches being played, each with whether it waits on her now. */
export const MY_LIVE_MATCHES = graphql(
  `
    query MyLiveMatches($id: ID!, $limit: Int!) {
      player(id: $id) {
        id
        matches(status: LIVE, limit: $limit) {
          ...MatchSummaryFields
          yourTurn
        }
      }
    }
  `,
  [MATCH_SUMMARY_FIELDS],
);

export const PLAYER_NAME = graphql(`
  query PlayerName($id: ID!) {
    player(id: $id) {
      id
      displayName
    }
  }
`);

export type PlayerProfile = ResultOf<typeof PLAYER>['player'];
/** An event on a player's profile, with their own standing and final place in it. */
export type ProfileEvent = PlayerProfile['tournamentsPage']['rows'][number];
