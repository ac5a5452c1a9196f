import { graphql } from './tada';

/** A tournament as EVENT.json (the CLI's format), built by the API from the event's log. */
export const TOURNAMENT_EVENT_FILE = graphql(`
  query TournamentEventFile($id: ID!) {
    tournament(id: $id) {
      id
      name
      eventFile {
        json
        includesSeed
      }
    }
  }
`);
