import { NoDeprecatedCustomRule, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as account from './account';
import * as audit from './audit';
import * as auth from './auth';
import * as deckLists from './deck-lists';
import * as deskRegistration from './desk-registration';
import * as deskRounds from './desk-rounds';
import * as campaigns from './campaigns';
import * as draftReport from './draft-report';
import * as eventFile from './event-file';
import * as eventTemplate from './event-template';
import * as exportsDocuments from './exports';
import * as invitations from './invitations';
import * as judging from './judging';
import * as match from './match';
import * as matches from './matches';
import * as myDecks from './my-decks';
import { STAFF_DOCUMENTS } from './organizer';
import * as organizerDesk from './organizer-desk';
import * as player from './player';
import * as playerActions from './player-actions';
import * as rulebook from './rulebook';
import * as screen from './screen';
import * as tournament from './tournament';
import * as tournamentPage from './tournament-page';
import * as tournamentRounds from './tournament-rounds';
import * as tournaments from './tournaments';
import { apiSchema, operationsIn } from '../testing/graphql-documents';

const documents = operationsIn({
  ...account,
  ...audit,
  ...auth,
  ...deckLists,
  ...deskRegistration,
  ...deskRounds,
  ...campaigns,
  ...draftReport,
  ...eventFile,
  ...eventTemplate,
  ...exportsDocuments,
  ...invitations,
  ...judging,
  ...match,
  ...matches,
  ...myDecks,
  ...organizerDesk,
  ...player,
  ...playerActions,
  ...rulebook,
  ...screen,
  ...tournament,
  ...tournamentPage,
  ...tournamentRounds,
  ...tournaments,
  ...STAFF_DOCUMENTS,
});

describe('the web’s GraphQL documents', () => {
  it('are all checked', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'TOURNAMENTS',
        'TOURNAMENT',
        'MATCH_VIEW',
        'SUBMIT_GAME_COMMAND',
        'REGISTER',
        'LOGIN',
        'LOGOUT',
        'CHANGE_PASSWORD',
        'SIGN_OUT_EVERYWHERE',
        'MY_ACCOUNT',
        'ME',
        'PLAYER',
        'REPORT_RESULT',
        'SUBMIT_DECK_LIST',
        'pairNextRound',
        'publishPairings',
        'MATCHES',
        'JUDGE_DESK',
        'JUDGE_CALLS_UPDATED',
        'CALL_JUDGE',
        'RULE_DISPUTE',
        'CHECK_DECK',
        'CREATE_TOURNAMENT_MATCH',
        'MATCH_AUDIT',
        'MATCH_SANDBOX',
        'BACK_UP_MATCH',
        'APPEAL_RULING',
        'RULE_APPEAL',
        'DECK_LIST',
        'NAME_HEAD_JUDGE',
        'DESK_JUDGES',
        'INVITE_TO_MATCH',
        'ACCEPT_MATCH_INVITATION',
        'INVITATIONS_CHANGED',
        'INVITE_CAMPAIGN_PLAYER',
        'ACCEPT_CAMPAIGN_INVITATION',
      ]),
    );
  });

  // Store positions no longer leave the API (SECURITY.md "Hidden information"): writes ask for `readToken`.
  it.each(documents)('%s is valid against the API schema and selects no deprecated field', (_name, document) => {
    expect(
      validate(apiSchema, document, [...specifiedRules, NoDeprecatedCustomRule]).map((error) => error.message),
    ).toEqual([]);
  });
});
