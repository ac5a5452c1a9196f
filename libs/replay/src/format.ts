import { z } from 'zod';

/**
 * The replay file: JSON Lines, each line RFC 8785 canonical JSON.
 * - `header`: match, seats, game and rules library, seed commitment, signing key, and (outside
 *   the hash) which view the file is;
 * - chain lines, `seq` 1, 2, … each with `prev` (the previous line's hash; the header's for the
 *   first) and `hash` = SHA-256 of the canonical line without `hash` and without `reveals`:
 *   one `seeds` line (the players' seeds and the sub-seed commitments, written once the match
 *   seed is fixed and before any draw), then one `event` line per game event; the first event
 *   of each player decision carries the decision (the command, committed: only its seat and
 *   judges read it) and its `actor`;
 * - `checkpoint` lines, each signing the head at some `seq`, right after the line they sign;
 * - the `seal`: head, result and final-state hash, signed, plus the seeds this view may see.
 * Hidden fields are `{"$secret":{"commit","visibleTo"}}` in the hashed part; a file entitled to
 * one adds `{ path, value, salt }` under `reveals`, outside the hash. So every view of a match
 * shares one chain and one signature. Each seat's deck-list hash is one of them (version 2): in
 * clear it would let anyone confirm a guessed closed deck list.
 */
export const REPLAY_FORMAT = 'cronica-replay';
/** 2: the header's `seats[].deckHash` is a hidden field (salted commitment), no longer in clear. */
export const REPLAY_VERSION = 2;
export const SECRET_KEY = '$secret';

export type JsonPath = readonly (string | number)[];

export interface SecretMarker {
  readonly [SECRET_KEY]: { readonly commit: string; readonly visibleTo: readonly number[] };
}

export interface Reveal {
  readonly path: JsonPath;
  readonly value: unknown;
  readonly salt: string;
}

const hex = (bytes?: number) =>
  z
    .string()
    .regex(bytes === undefined ? /^(?:[0-9a-f]{2})*$/ : new RegExp(`^[0-9a-f]{${bytes * 2}}$`), 'lowercase hex');
const seq = z.number().int().min(1);
const seat = z.number().int().min(0);
/** Who made a decision: a seat, or the platform (SYSTEM_SEAT, -1: the round's time called) for a game's `systemCommands`. */
const actorSeat = z.number().int().min(-1);
const secretMarkerSchema = z
  .object({ [SECRET_KEY]: z.object({ commit: hex(32), visibleTo: z.array(seat) }).strict() })
  .strict();
const revealSchema = z
  .object({ path: z.array(z.union([z.string(), z.number().int().min(0)])), value: z.unknown(), salt: hex(32) })
  .strict();
/** The secrets a file is entitled to, outside the hash. */
const reveals = z.array(revealSchema).optional();
/** What links a chain line to the one before it: the previous line's hash, and its own. */
const chainLink = { prev: hex(32), hash: hex(32) };
/** The format and version a header or a signed statement is written in. */
const formatTag = { format: z.literal(REPLAY_FORMAT), version: z.literal(REPLAY_VERSION) };
/** An Ed25519 signature by the key `keyId` names. */
const keySignature = { keyId: z.string(), signature: hex(64) };

export const headerSchema = z
  .object({
    kind: z.literal('header'),
    ...formatTag,
    match: z
      .object({
        id: z.string().min(1),
        tournament: z.string().nullable(),
        round: z.number().int().nullable(),
        table: z.number().int().nullable(),
      })
      .strict(),
    /** `deckHash`: the committed SHA-256 of the seat's deck list (judges read it), or null when none was registered. */
    seats: z
      .array(z.object({ seat, player: z.string().min(1), deckHash: secretMarkerSchema.nullable() }).strict())
      .min(1),
    game: z
      .object({
        id: z.string().min(1),
        version: z.string().min(1),
        library: z.string().min(1),
        libraryVersion: z.string().min(1),
      })
      .strict(),
    setup: z.unknown(),
    seeds: z.object({ alg: z.string(), commitment: hex(32) }).strict(),
    key: z.object({ id: z.string().min(1), alg: z.literal('Ed25519'), publicKey: hex(32) }).strict(),
    checkpointEvery: z.number().int().min(1),
    view: z.string(),
    hash: hex(32),
    reveals,
  })
  .strict();

export const seedsLineSchema = z
  .object({
    kind: z.literal('seeds'),
    seq,
    playerSeeds: z.array(hex(32)),
    subSeeds: z.record(z.string(), hex(32)),
    ...chainLink,
  })
  .strict();

export const eventLineSchema = z
  .object({
    kind: z.literal('event'),
    seq,
    type: z.string().min(1),
    actor: actorSeat,
    decision: z.unknown().optional(),
    data: z.unknown(),
    random: z.array(z.unknown()),
    ...chainLink,
    reveals,
  })
  .strict();

/**
 * A judge's ruling in the chain (`JudgeUpheld`, `JudgeBackedUp`, `JudgeCorrected`,
 * `JudgeAwardedLoss` from `@cronica/rules-kernel`): hashed and linked like an event line, made by
 * `judge` (an account) as a judge of `tournament`, which the server attests by signing the line's
 * `JudgeAttestation` (outside the hash, like a seal's signature). Hidden fields (a backed-up
 * state, a corrected card in hand) are salted commitments as in event lines. The same line records
 * `MatchClosed`, the tournament closing the match (its table's result settled outside it, its
 * round or event ended): there `judge` is the account whose tournament command closed the table.
 */
export const judgeLineSchema = z
  .object({
    kind: z.literal('judge'),
    seq,
    type: z.enum(['JudgeUpheld', 'JudgeBackedUp', 'JudgeCorrected', 'JudgeAwardedLoss', 'MatchClosed']),
    judge: z.string().min(1),
    tournament: z.string().min(1),
    data: z.unknown(),
    ...chainLink,
    ...keySignature,
    reveals,
  })
  .strict();

/** What the server signs for a judge line: this line, by this judge, of this tournament's match. */
export const judgeAttestationSchema = z
  .object({
    ...formatTag,
    kind: z.literal('judge'),
    match: z.string().min(1),
    tournament: z.string().min(1),
    judge: z.string().min(1),
    seq,
    hash: hex(32),
  })
  .strict();

export const signedHeadSchema = z
  .object({
    ...formatTag,
    kind: z.enum(['checkpoint', 'seal']),
    match: z.string().min(1),
    seq: z.number().int().min(0),
    head: hex(32),
    stateHash: hex(32),
    result: z.unknown().optional(),
  })
  .strict();

export const checkpointLineSchema = z
  .object({ kind: z.literal('checkpoint'), signed: signedHeadSchema, ...keySignature })
  .strict();

export const sealRevealSchema = z
  .object({ master: hex(32).optional(), subSeeds: z.record(z.string(), hex(32)).optional() })
  .strict();

export const sealLineSchema = z
  .object({
    kind: z.literal('seal'),
    signed: signedHeadSchema,
    ...keySignature,
    reveal: sealRevealSchema,
  })
  .strict();

export type HeaderLine = z.infer<typeof headerSchema>;
export type SeedsLine = z.infer<typeof seedsLineSchema>;
export type EventLine = z.infer<typeof eventLineSchema>;
export type SignedHead = z.infer<typeof signedHeadSchema>;
export type CheckpointLine = z.infer<typeof checkpointLineSchema>;
export type SealLine = z.infer<typeof sealLineSchema>;
export type SealReveal = z.infer<typeof sealRevealSchema>;
export type JudgeLine = z.infer<typeof judgeLineSchema>;
export type JudgeAttestation = z.infer<typeof judgeAttestationSchema>;
export type ChainLine = SeedsLine | EventLine | JudgeLine;
export type ReplayLine = HeaderLine | ChainLine | CheckpointLine | SealLine;

export const lineSchema = z.discriminatedUnion('kind', [
  headerSchema,
  seedsLineSchema,
  eventLineSchema,
  judgeLineSchema,
  checkpointLineSchema,
  sealLineSchema,
]);

/** Members left out of a header's or chain line's hashed form (a judge line's signature signs its hash). */
export const UNHASHED_MEMBERS: ReadonlySet<string> = new Set(['hash', 'reveals', 'view', 'keyId', 'signature']);

/** The hashed form of a header or chain line: everything but `hash`, `reveals`, the header's `view` and a judge line's signature. */
export function hashedForm(line: HeaderLine | ChainLine): Record<string, unknown> {
  const { hash: _hash, ...rest } = line as HeaderLine;
  const {
    reveals: _reveals,
    view: _view,
    keyId: _keyId,
    signature: _signature,
    ...hashed
  } = rest as Partial<HeaderLine> & Record<string, unknown>;
  return hashed;
}
