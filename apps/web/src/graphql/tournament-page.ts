import { graphql, type ResultOf } from './tada';
import { PLAYER_DROP, PLAYER_FIELDS, STANDING_FIELDS, TABLE_FIELDS, TOURNAMENT_SUMMARY } from './tournament';

/**
 * The tournament page: the event and one page of each long list (apps/api/schema.gql,
 * Tournament.standingsPage, pairingsPage and playersPage), searched by name on the API, so a view
 * of a 2,048-player event reads fifty rows of each, not the whole event. `me`: the reader's own entry.
 */
export const TOURNAMENT_LISTS = graphql(
  `
    query TournamentListsPage(
      $id: ID!
      $q: String
      $round: Int
      $standingsRound: Int
      $standingsOffset: Int!
      $tablesOffset: Int!
      $playersOffset: Int!
      $limit: Int!
      $lang: String
      $me: [ID!]!
    ) {
      tournament(id: $id) {
        ...TournamentSummary
        standingsPage(round: $standingsRound, q: $q, offset: $standingsOffset, limit: $limit) {
          total
          unfilteredTotal
          offset
          limit
          round
          rows {
            ...StandingFields
          }
        }
        pairingsPage(round: $round, q: $q, offset: $tablesOffset, limit: $limit) {
          total
          unfilteredTotal
          offset
          limit
          round
          rounds
          unpublishedRounds
          rows {
            ...TableFields
          }
          players {
            ...PlayerFields
          }
        }
        playersPage(q: $q, lang: $lang, offset: $playersOffset, limit: $limit) {
          total
          unfilteredTotal
          offset
          limit
          rows {
            ...PlayerFields
          }
        }
        me: playersPage(ids: $me) {
          rows {
            ...PlayerFields
            ...PlayerDrop
            checkedIn
            feePaid
            feePaidAmount {
              text {
                es
                en
              }
            }
          }
        }
      }
    }
  `,
  [TOURNAMENT_SUMMARY, STANDING_FIELDS, TABLE_FIELDS, PLAYER_FIELDS, PLAYER_DROP],
);

/** The page's title: the event's name alone. */
export const TOURNAMENT_TITLE = graphql(`
  query TournamentTitle($id: ID!) {
    tournament(id: $id) {
      id
      name
    }
  }
`);

/** A few players by id with their standings (a rival, the winner, the players of a dispute). */
export const TOURNAMENT_PEOPLE = graphql(
  `
    query TournamentPeople($id: ID!, $ids: [ID!]!) {
      tournament(id: $id) {
        id
        playersPage(ids: $ids, limit: 100) {
          rows {
            ...PlayerFields
          }
        }
        standingsPage(ids: $ids, limit: 100) {
          rows {
            ...StandingFields
          }
        }
      }
    }
  `,
  [PLAYER_FIELDS, STANDING_FIELDS],
);

export type TournamentSummary = ResultOf<typeof TOURNAMENT_SUMMARY>;
export type TournamentLists = NonNullable<ResultOf<typeof TOURNAMENT_LISTS>['tournament']>;
export type StandingsPageView = TournamentLists['standingsPage'];
export type PairingsPageView = TournamentLists['pairingsPage'];
export type PlayersPageView = TournamentLists['playersPage'];
export type PeopleView = NonNullable<ResultOf<typeof TOURNAMENT_PEOPLE>['tournament']>;
