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

/**
 * At most one hash per core runs at once and a bounded queue waits: a burst of sign-ins (or an
 * attacker's) slows sign-in down instead of exhausting memory at 32 MiB a hash.
 */
class KdfQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw new KdfBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

/** Too many password hashes queued: the caller answers RATE_LIMITED. */
export class KdfBusyError extends Error {
  override readonly name = 'KdfBusyError';
  constructor() {
    super('password hashing queue is full');
  }
}

const queue = new KdfQueue(Math.max(1, availableParallelism()), 64);

function scrypt(password: string, salt: Buffer, params: KdfParams): Promise<Buffer> {
  const maxmem = 256 * params.N * params.r + 1024 * 1024;
  return queue.run(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string, params: KdfParams = DEFAULT_KDF): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { params: KdfParams; salt: Buffer; hash: Buffer } | null {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (kind !== 'scrypt' || !salt || !hash || ![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.params);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash does less work (N·r·p) than `wanted`: rehash it after a good sign-in. */
export function needsRehash(stored: string, wanted: KdfParams = DEFAULT_KDF): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return parsed.params.N * parsed.params.r * parsed.params.p < wanted.N * wanted.r * wanted.p;
}
