import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perInstance } from '../common/rate-limiter.js';
import {
  ATTACK_FAILURES,
  ATTACK_WAIT_MS,
  FREE_FAILURES,
  LoginGuard,
  MAX_BACKOFF_MS,
  type Admission,
  type Attempt,
} from './login-guard.js';

const waitOf = (admission: Admission) => (admission.admitted ? 0 : admission.waitMs);
const from = (address: string, username = 'eva'): Attempt => ({ username, address });
const device = (id: string, address = '203.0.113.1', username = 'eva'): Attempt => ({ username, address, device: id });

describe('the login guard, per client', () => {
  it('lets one client’s first wrong passwords through, then doubles its wait up to fifteen minutes', () => {
    const guard = new LoginGuard(1000);
    const guesser = from('198.51.100.7');
    let now = 0;
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(guard.admit(guesser, now)).toEqual({ admitted: true });
      guard.failed(guesser, now);
    }
    expect(guard.admit(guesser, now)).toEqual({ admitted: false, waitMs: 1000, reason: 'client' });
    const waits = [];
    for (let i = 0; i < 12; i += 1) {
      now += waitOf(guard.admit(guesser, now));
      guard.failed(guesser, now);
      waits.push(waitOf(guard.admit(guesser, now)));
    }
    expect(waits.slice(0, 4)).toEqual([2000, 4000, 8000, 16_000]);
    expect(Math.max(...waits)).toBe(MAX_BACKOFF_MS);
    expect(guard.admit(from('198.51.100.7', 'otra'), now)).toEqual({ admitted: true });
  });

  it('never holds back the right password from another client: another address, or a recognised device at the guesser’s own address', () => {
    const guard = new LoginGuard(1000);
    for (let i = 0; i < FREE_FAILURES + 3; i += 1) guard.failed(from('203.0.113.1'), 0);
    expect(guard.admit(from('203.0.113.1'), 0).admitted).toBe(false);
    expect(guard.admit(from('192.0.2.44'), 0)).toEqual({ admitted: true });
    expect(guard.admit(device('phone-of-eva', '203.0.113.1'), 0)).toEqual({ admitted: true });
  });

  it('counts an IPv6 host by its /64, so rotating addresses inside it gives no fresh client', () => {
    const guard = new LoginGuard(1000);
    for (let i = 0; i < FREE_FAILURES; i += 1) guard.failed(from(`2001:db8:7:1::${i + 1}`), 0);
    expect(guard.admit(from('2001:db8:7:1::ffff'), 0).admitted).toBe(false);
    expect(guard.admit(from('2001:db8:7:2::1'), 0)).toEqual({ admitted: true });
  });

  it('ends a client’s run after its right password, and only that client’s', () => {
    const guard = new LoginGuard(1000);
    for (let i = 0; i < FREE_FAILURES + 2; i += 1) {
      guard.failed(from('192.0.2.1'), 0);
      guard.failed(from('192.0.2.2'), 0);
    }
    guard.succeeded(from('192.0.2.1'));
    expect(guard.admit(from('192.0.2.1'), 0)).toEqual({ admitted: true });
    expect(guard.admit(from('192.0.2.2'), 0).admitted).toBe(false);
  });

  it('counts password checks per address, not for the server’s own calls', () => {
    const guard = new LoginGuard(2);
    expect([0, 1, 2].map((i) => guard.admit(from('203.0.113.1', `u${i}`), 0))).toEqual([
      { admitted: true },
      { admitted: true },
      { admitted: false, waitMs: 30_000, reason: 'address' },
    ]);
    expect(guard.admit(from('203.0.113.2', 'u9'), 0)).toEqual({ admitted: true });
    expect(guard.admit({ username: 'u9' }, 0)).toEqual({ admitted: true });
  });
});

describe('the login guard, for an account under attack from many addresses', () => {
  const underAttack = () => {
    const guard = new LoginGuard(1000);
    for (let i = 0; i < ATTACK_FAILURES; i += 1) guard.failed(from(`198.51.100.${i + 1}`), 0);
    return guard;
  };

  it('makes every unrecognised client that has failed wait an hour after each wrong password', () => {
    const guard = underAttack();
    expect(guard.admit(from('198.51.100.1'), 1000)).toEqual({
      admitted: false,
      waitMs: ATTACK_WAIT_MS - 1000,
      reason: 'attack',
    });
    expect(guard.admit(from('198.51.100.1'), ATTACK_WAIT_MS)).toEqual({ admitted: true });
  });

  it('still checks a client that has not been failing, and a recognised device that has', () => {
    const guard = underAttack();
    expect(guard.admit(from('192.0.2.10'), 1000)).toEqual({ admitted: true });
    guard.failed(device('tablet'), 0);
    expect(guard.admit(device('tablet'), 1000)).toEqual({ admitted: true });
  });

  it('is not ended by the owner signing in', () => {
    const guard = underAttack();
    guard.succeeded(from('192.0.2.10'));
    expect(guard.admit(from('198.51.100.2'), 1000)).toMatchObject({ admitted: false, reason: 'attack' });
  });

  it('holds for any guesses by others: the right password from a client that has not been failing is always checked', () => {
    const attacker = fc.record({
      address: fc.ipV4(),
      device: fc.option(fc.constantFrom('stolen-1', 'stolen-2'), { nil: undefined }),
      at: fc.integer({ min: 0, max: 2 * 24 * 60 * 60_000 }),
    });
    fc.assert(
      fc.property(fc.array(attacker, { maxLength: 80 }), fc.boolean(), (guesses, owner) => {
        const guard = new LoginGuard(1_000_000);
        const sorted = [...guesses].sort((a, b) => a.at - b.at);
        for (const guess of sorted)
          if (guard.admit({ username: 'eva', ...guess }, guess.at).admitted)
            guard.failed({ username: 'eva', ...guess }, guess.at);
        const now = sorted.at(-1)?.at ?? 0;
        const mine: Attempt = owner
          ? device('owners-phone', sorted[0]?.address ?? '192.0.2.1')
          : from('2001:db8:ffff::1');
        return guard.admit(mine, now).admitted;
      }),
    );
  });
});

describe('the login guard of one of several API instances', () => {
  it('checks its share of the per-address limit: with 2 instances and 4 a minute, 2 here', () => {
    const guard = new LoginGuard(perInstance(4, 2));
    expect([0, 1, 2].map((i) => waitOf(guard.admit(from('203.0.113.1', `u${i}`), 0)))).toEqual([0, 0, 30_000]);
  });

  it('never drops a limit to nothing, however many instances share it', () => {
    expect(perInstance(3, 10)).toBe(1);
    expect(perInstance(10, 1)).toBe(10);
  });
});
