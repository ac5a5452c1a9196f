import { graphql, type ResultOf } from './tada';
import { MATCH_SUMMARY_FIELDS } from './matches';
import { TOURNAMENT_SUMMARY_FIELDS } from './tournaments';

export const PLAYER = graphql(
  `
    query PlayerPage($id: ID!) {
      player(id: $id) {
        id
        username
        displayName
        tournaments {
          ...TournamentSummaryFields
        }
        matches(limit: 10) {
          ...MatchSummaryFields
        }
      }
    }
  `,
  [MATCH_SUMMARY_FIELDS, TOURNAMENT_SUMMARY_FIELDS],
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
