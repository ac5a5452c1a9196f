import { gameRegistry } from '@cronica/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, signUp, type Account } from '../testing/harness.js';
import { over, TRANSPORTS } from '../testing/transports.js';
import { suiteApi } from '../testing/suite-api.js';

// My decks through the API: a person saves decks (text or JSON, read by the game's own library),
// lists them with the validator's verdict, deletes them, and plays one in practice and in a
// friendly invitation; a refusal reads the same over HTTP and WebSocket and writes nothing.

const DECK_FIELDS =
  'id game gameName name text json valid errors { code message { es en } line } faction cardCount savedAt';
const SAVE = `mutation ($c: ID!, $g: String!, $n: String!, $t: String!, $d: ID) { saveDeck(commandId: $c, game: $g, name: $n, text: $t, deckId: $d) { ${DECK_FIELDS} } }`;
const DELETE = `mutation ($c: ID!, $d: ID!) { deleteDeck(commandId: $c, deckId: $d) }`;
const MINE = `query ($g: String) { myDecks(game: $g) { ${DECK_FIELDS} } }`;
const PRACTICE = `mutation ($c: ID!, $g: String, $d: ID, $b: ID) { startPracticeMatch(commandId: $c, game: $g, deckId: $d, botDeckId: $b) { match { matchId } } }`;
const SEATS = `query ($m: ID!) { matchView(matchId: $m) { seats { playerId deckName } } }`;
const INVITE = `mutation ($c: ID!, $g: String!, $s: [TableSeatInput!]!) { inviteToMatch(commandId: $c, game: $g, seats: $s) { id matchId seats { seat deckName } yourDecks { id name saved } } }`;
const ACCEPT = `mutation ($c: ID!, $i: ID!, $d: ID) { acceptMatchInvitation(commandId: $c, invitationId: $i, deckId: $d) { id status matchId } }`;

interface SavedShape {
  id: string;
  game: string;
  name: string;
  text: string;
  json: string | null;
  valid: boolean;
  errors: Array<{ code: string; message: { es: string; en: string } }>;
  faction: string | null;
  cardCount: number;
  savedAt: string | null;
}

const blades = gameRegistry().module('blades-of-ash')!;
const ready = blades.setup.readyDecks();
/** A ready-made deck as the JSON a person exports from elsewhere. */
const ALBA_JSON = JSON.stringify(ready[0]!.deck);
/** Readable but not legal: five heroes and no actions. */
const SHORT_TEXT = 'Héroes\n1 Belain Thalier\n1 Maera de los Siete Votos';

describe('my decks through the API', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '10000' });
  let ana: Account;
  let bea: Account;

  beforeAll(async () => {
    [ana, bea] = [await signUp(api, 'ana-mazos'), await signUp(api, 'bea-mazos')];
  });

  const save = async (
    account: Account,
    name: string,
    text: string,
    deckId: string | null = null,
    game = 'blades-of-ash',
  ) =>
    (
      await mutate<{ saveDeck: SavedShape }>(
        api,
        SAVE,
        { c: cmd('mazo'), g: game, n: name, t: text, d: deckId },
        account.token,
      )
    ).saveDeck;
  const mine = async (account: Account, game: string | null = null) =>
    (await api.gql<{ myDecks: SavedShape[] }>(MINE, { g: game }, account.token)).data!.myDecks;

  it('saves a deck, lists it with its verdict, saves a new version in place and deletes it; each person sees only her own', async () => {
    const alba = await save(ana, 'Alba de práctica', ALBA_JSON);
    expect(alba).toMatchObject({
      game: 'blades-of-ash',
      name: 'Alba de práctica',
      valid: true,
      errors: [],
      cardCount: 36,
    });
    expect(alba.id).toMatch(/^mine-/);
    expect(alba.faction).toBe(ready[0]!.deck.faction);
    const short = await save(ana, 'A medias', SHORT_TEXT);
    expect(short.valid).toBe(false);
    expect(short.errors.length).toBeGreaterThan(0);
    expect((await mine(ana)).map((d) => d.name)).toEqual(['Alba de práctica', 'A medias']);
    expect(await mine(ana, 'ecg')).toEqual([]);
    expect(await mine(bea)).toEqual([]);

    const renamed = await save(ana, 'Alba afinada', ALBA_JSON, alba.id);
    expect(renamed.id).toBe(alba.id);
    expect((await mine(ana)).map((d) => d.name)).toEqual(['Alba afinada', 'A medias']);
    expect(await mutate(api, DELETE, { c: cmd('borra'), d: short.id }, ana.token)).toEqual({ deleteDeck: true });
    expect((await mine(ana)).map((d) => d.id)).toEqual([alba.id]);
  });

  it('refuses, on both transports and with Spanish and English words, what cannot be saved, played or deleted, and writes nothing', async () => {
    const own = await save(bea, 'Cuervo', ALBA_JSON);
    const broken = await save(bea, 'Roto', SHORT_TEXT);
    const head = await api.storeHead();
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['empty name', SAVE, { g: 'blades-of-ash', n: '  ', t: ALBA_JSON }, 'deck.name.length'],
      ['long name', SAVE, { g: 'blades-of-ash', n: 'x'.repeat(61), t: ALBA_JSON }, 'deck.name.length'],
      [
        'long text',
        SAVE,
        { g: 'blades-of-ash', n: 'Grande', t: `Héroes\n${'1 Belain Thalier\n'.repeat(1300)}` },
        'deck.text.too-long',
      ],
      ['no card line', SAVE, { g: 'blades-of-ash', n: 'Nada', t: 'hola mundo' }, 'deck.text.unreadable'],
      [
        'another game',
        SAVE,
        { g: 'blades-of-ash', n: 'Otro', t: '{"game":"ecg","sections":{"main":[{"card":"x","count":1}]}}' },
        'deck.text.unreadable',
      ],
      [
        'moved to another game',
        SAVE,
        { g: 'ecg', n: 'Cuervo', t: 'Héroe\n1 Aurelia, Heraldo del Alba', d: own.id },
        'deck.game.other',
      ],
      ['delete unknown', DELETE, { d: 'mine-nothere' }, 'deck.unknown'],
      ['practice with another person’s deck', PRACTICE, { d: (await mine(ana))[0]!.id }, 'deck.unknown'],
      ['practice with a deck that no longer passes', PRACTICE, { d: broken.id }, 'deck.invalid'],
    ];
    for (const transport of TRANSPORTS) {
      for (const [label, query, variables, rule] of cases) {
        const answer = await over(api, transport, query, { c: cmd('malo'), ...variables }, bea.token);
        expect(answer.errors?.[0]?.extensions, `${transport}: ${label}`).toMatchObject({
          code: 'RULE_VIOLATION',
          rule,
        });
        const messages = answer.errors?.[0]?.extensions?.messages as { es: string; en: string };
        expect(messages.es, label).not.toBe(messages.en);
      }
    }
    expect(await api.storeHead()).toBe(head);
    expect((await mine(bea)).map((d) => d.name)).toEqual(['Cuervo', 'Roto']);
  });

  it('starts a practice match with a saved deck (for the player and for the bot), named as saved', async () => {
    const deck = await save(ana, 'Para el bot', ALBA_JSON);
    const started = await mutate<{ startPracticeMatch: { match: { matchId: string } } }>(
      api,
      PRACTICE,
      { c: cmd('practica'), g: 'blades-of-ash', d: deck.id, b: deck.id },
      ana.token,
    );
    const view = (
      await api.gql<{ matchView: { seats: Array<{ playerId: string; deckName: string }> } }>(
        SEATS,
        { m: started.startPracticeMatch.match.matchId },
        ana.token,
      )
    ).data!;
    expect(view.matchView.seats.map((s) => s.deckName)).toEqual(['Para el bot', 'Para el bot']);
  });

  it('plays saved decks in a friendly: the inviter sits with hers, the invited person picks hers among her saved decks', async () => {
    const anas = await save(ana, 'Alba de Ana', ALBA_JSON);
    const beas = await save(bea, 'Alba de Bea', ALBA_JSON);
    const sent = (
      await mutate<{
        inviteToMatch: {
          id: string;
          seats: Array<{ deckName: string | null }>;
          yourDecks: Array<{ id: string; saved: boolean }>;
        };
      }>(
        api,
        INVITE,
        { c: cmd('amistoso'), g: 'blades-of-ash', s: [{ deckId: anas.id }, { player: bea.username }] },
        ana.token,
      )
    ).inviteToMatch;
    expect(sent.seats[0]!.deckName).toBe('Alba de Ana');
    expect(sent.yourDecks.filter((d) => d.saved).map((d) => d.id)).toContain(anas.id);
    // Ana's deck is not Bea's to pick.
    const stolen = await api.gql(ACCEPT, { c: cmd('acepta'), i: sent.id, d: anas.id }, bea.token);
    expect(stolen.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'deck.unknown' });
    const accepted = (
      await mutate<{ acceptMatchInvitation: { status: string; matchId: string } }>(
        api,
        ACCEPT,
        { c: cmd('acepta'), i: sent.id, d: beas.id },
        bea.token,
      )
    ).acceptMatchInvitation;
    expect(accepted.status).toBe('started');
    const view = (
      await api.gql<{ matchView: { seats: Array<{ playerId: string; deckName: string }> } }>(
        SEATS,
        { m: accepted.matchId },
        ana.token,
      )
    ).data!;
    expect(view.matchView.seats.map((s) => s.deckName)).toEqual(['Alba de Ana', 'Alba de Bea']);
  });
});
