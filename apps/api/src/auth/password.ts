import { availableParallelism } from 'node:os';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are hashed with scrypt, a memory-hard KDF. OWASP's Password Storage Cheat Sheet
 * lists N=2^15, r=8, p=3 (32 MiB, the same work as N=2^17, p=1) among its minimum
 * configurations: that is the default and the floor. The parameters travel in the hash, so they
 * can be raised later; a hash below the floor is replaced at the next successful sign-in.
 */
export interface KdfParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** log2(N) of the floor. The environment (SCRYPT_COST) may raise it, never lower it. */
export const MIN_SCRYPT_COST = 15;
export const DEFAULT_KDF: KdfParams = { N: 2 ** MIN_SCRYPT_COST, r: 8, p: 3 };
export function kdfFromCost(cost: number): KdfParams {
  if (cost < MIN_SCRYPT_COST) throw new Error(`scrypt cost ${cost} is below the floor ${MIN_SCRYPT_COST}`);
  return { ...DEFAULT_KDF, N: 2 ** cost };
}

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** Places (running or waiting) one network may hold in the hashing queue at once, unless configured. */
export const NETWORK_SHARE = 8;

/** Where a hash comes from: the client's network and the places it may hold in the queue. */
export interface KdfLane {
  readonly network: string;
  readonly share: number;
}

/**
 * At most one hash per core runs at once and a bounded queue waits: a burst of sign-ins (or an
 * attacker's) slows sign-in down instead of exhausting memory at 32 MiB a hash. Work comes in
 * lanes, one per client network (common/client-address.ts `networkOf`): a lane holds at most
 * its `share` of places, and a freed core goes to the lanes in turn, so a flood from one network is
 * refused beyond its share and puts at most one hash per busy network ahead of anyone else's.
 * The server's own hashes (no lane) have no share limit.
 */
export class KdfQueue {
  private running = 0;
  private waitingCount = 0;
  /** Waiting work per lane; a Map keeps insertion order, and a served lane goes to the back. */
  private readonly waiting = new Map<string, Array<() => void>>();
  private readonly held = new Map<string, number>();

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `work` when a core is free; KdfBusyError at once when its lane or the queue is full. */
  async run<T>(work: () => Promise<T>, lane?: KdfLane): Promise<T> {
    const key = lane?.network ?? '';
    if (lane !== undefined && (this.held.get(key) ?? 0) >= lane.share) throw new KdfBusyError('network');
    if (this.running >= this.slots && this.waitingCount >= this.maxWaiting) throw new KdfBusyError('queue');
    this.held.set(key, (this.held.get(key) ?? 0) + 1);
    if (this.running < this.slots) this.running += 1;
    else await this.wait(key);
    try {
      return await work();
    } finally {
      this.running -= 1;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
      this.next();
    }
  }

  /** Places held (running or waiting) by a lane. */
  heldBy(lane: string): number {
    return this.held.get(lane) ?? 0;
  }

  private wait(key: string): Promise<void> {
    this.waitingCount += 1;
    return new Promise((resolve) => {
      const lane = this.waiting.get(key);
      if (lane) lane.push(resolve);
      else this.waiting.set(key, [resolve]);
    });
  }

  /** Hands a free core to the first waiting lane, which then goes to the back of the line. */
  private next(): void {
    const first = this.waiting.entries().next();
    if (first.done || this.running >= this.slots) return;
    const [key, lane] = first.value;
    const resolve = lane.shift()!;
    this.waiting.delete(key);
    if (lane.length > 0) this.waiting.set(key, lane);
    this.waitingCount -= 1;
    // The core passes straight to the waiter, so no newcomer takes it in between.
    this.running += 1;
    resolve();
  }
}

/** Too many password hashes queued (in all, or from one network): the caller answers RATE_LIMITED. */
export class KdfBusyError extends Error {
  override readonly name = 'KdfBusyError';
  constructor(readonly budget: 'queue' | 'network') {
    super(
      budget === 'network'
        ? "this network's share of the password hashing queue is full"
        : 'password hashing queue is full',
    );
  }
}

const queue = new KdfQueue(Math.max(1, availableParallelism()), 64);

function scrypt(password: string, salt: Buffer, params: KdfParams, lane?: KdfLane): Promise<Buffer> {
  const maxmem = 256 * params.N * params.r + 1024 * 1024;
  return queue.run(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    lane,
  );
}

/** `lane`: the client's network, for its share of the queue (none for the server's own hashes). */
export async function hashPassword(password: string, params: KdfParams = DEFAULT_KDF, lane?: KdfLane): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params, lane);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { params: KdfParams; salt: Buffer; hash: Buffer } | null {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (kind !== 'scrypt' || !salt || !hash || ![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0))
    return null;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string, lane?: KdfLane): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.params, lane);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash does less work (N·r·p) than `wanted`: rehash it after a good sign-in. */
export function needsRehash(stored: string, wanted: KdfParams = DEFAULT_KDF): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return parsed.params.N * parsed.params.r * parsed.params.p < wanted.N * wanted.r * wanted.p;
}
