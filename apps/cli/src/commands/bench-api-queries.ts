/**
 * The GraphQL texts `bench api` sends, written once: the bench's players and the probes in
 * `tools/probe-command-*.mjs` (which read the built copy) ask the API exactly the same things.
 */
export const REGISTER = 'mutation ($i: RegisterInput!) { register(input: $i) { token player { id } } }';
export const DECKS = '{ readyDecks { id } }';
// A friendly match is an invitation the other player accepts (nobody is seated without saying yes).
export const INVITE =
  'mutation ($c: ID!, $s: [TableSeatInput!]!) { inviteToMatch(commandId: $c, game: "blades-of-ash", seats: $s) { id } }';
export const ACCEPT =
  'mutation ($c: ID!, $i: ID!, $d: ID) { acceptMatchInvitation(commandId: $c, invitationId: $i, deckId: $d) { matchId } }';
export const SEED =
  'mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { match { status } } }';
export const TRIVIAL = '{ __typename }';
/** What a player reads of the match after each move, polled or pushed. */
export const VIEW_FIELDS = 'status eventCount legalCommands { command }';
export const VIEW = `query ($m: ID!) { matchView(matchId: $m) { ${VIEW_FIELDS} } }`;
export const SUBMIT = `mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { match { ${VIEW_FIELDS} } } }`;
