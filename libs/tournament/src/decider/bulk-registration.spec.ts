import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmd,
  created,
  ENTRY_FEE,
  feePaid,
  judge,
  now,
  opened,
  organizer,
  player,
  refusal,
  run,
  step,
  tournament,
} from '../testing/tournament-script.js';
import type { TournamentEvent } from './events.js';
import { MAX_ENTRANTS_AT_ONCE } from './bulk-registration.js';

const list = (...entrants: Array<{ playerId: string; name: string; guest?: boolean }>) =>
  cmd('RegisterEntrants', organizer, { entrants });
const account = (id: string) => ({ playerId: id, name: `Cuenta ${id}` });
const walkIn = (id: string, name: string) => ({ playerId: id, name, guest: true });
/** A line registered as recorded: a walk-in's entry says so. */
const entered = (line: { playerId: string; name: string; guest?: boolean }): TournamentEvent => ({
  type: 'PlayerRegistered',
  data: { ...line, at: now() },
});

describe('registering a list of entrants at the desk', () => {
  it('registers every line in order, accounts and walk-ins alike', () => {
    const lines = [account('ana'), walkIn('g1', 'Pablo Ruiz'), account('bea')];
    const state = tournament
      .given(opened())
      .when(list(...lines))
      .then(lines.map(entered));
    expect(state.order).toEqual(['ana', 'g1', 'bea']);
    expect(state.players['g1']).toMatchObject({ name: 'Pablo Ruiz', guest: true });
  });

  it('registers nobody when one line is refused, and names that line and why', () => {
    const state = run(created(), cmd('RegisterPlayer', player('bea'), { playerId: 'bea', name: 'Bea' }));
    const refused = refusal(state, list(account('ana'), account('bea'), account('cris')));
    expect(refused.code).toBe('tournament.player.duplicate');
    expect(refused.message.es).toBe('Línea 2 (Cuenta bea): Ese jugador ya está inscrito. No se ha inscrito a nadie.');
    expect(refused.message.en).toContain('Line 2 (Cuenta bea)');
    expect(refusal(created(), list(account('ana'), account('ana'))).message.es).toContain('Línea 2');
    expect(refusal(created(), list(walkIn('g1', 'x'.repeat(200)))).message.es).toContain('Línea 1');
  });

  it('takes 1 to 256 lines, from the organizer only, while registration is open', () => {
    expect(refusal(created(), list()).code).toBe('tournament.registration.list-size');
    const many = Array.from({ length: MAX_ENTRANTS_AT_ONCE + 1 }, (_, i) => account(`p${i}`));
    expect(refusal(created(), list(...many)).code).toBe('tournament.registration.list-size');
    expect(step(created(), list(...many.slice(1))).state.order).toHaveLength(MAX_ENTRANTS_AT_ONCE);
    const byJudge = cmd('RegisterEntrants', judge, { entrants: [account('ana')] });
    expect(refusal(created(), byJudge).code).toBe('tournament.actor.not-allowed');
    const closed = run(created(), cmd('CloseRegistration', organizer));
    expect(refusal(closed, list(account('ana'))).code).toBe('tournament.registration.not-open');
  });

  it('checks in everyone on the list while check-in is open: the desk registers people in the room', () => {
    const checking = run(created(), cmd('OpenCheckIn', organizer));
    const { state } = step(checking, list(account('ana'), walkIn('g1', 'Pablo Ruiz')));
    expect(state.players['ana']?.checkedIn).toBeDefined();
    expect(state.players['g1']?.checkedIn).toBeDefined();
  });

  it('records the entry fee of everyone on a list that all paid, with their entries, and refuses it for a free event', () => {
    const paying = created({ entryFee: ENTRY_FEE });
    const lines = [account('ana'), walkIn('g1', 'Pablo')];
    const paidList = () => cmd('RegisterEntrants', organizer, { entrants: lines, feePaid: true });
    const state = tournament
      .given(opened({ entryFee: ENTRY_FEE }))
      .when(paidList())
      .then(lines.flatMap((line) => [entered(line), feePaid(line.playerId)]));
    expect(Object.keys(state.feesPaid ?? {})).toEqual(['ana', 'g1']);
    expect(state.feesPaid?.['g1']).toMatchObject({ fee: { amount: 500, currency: 'EUR' }, name: 'Pablo' });
    expect(step(paying, list(account('ana'))).state.feesPaid ?? {}).toEqual({});
    const free = refusal(created(), paidList());
    expect(free.code).toBe('tournament.entry-fee.none');
    expect(free.message.es).toMatch(/^Línea 1 \(Cuenta ana\): .* No se ha inscrito a nadie\.$/);
  });

  it('registers a list exactly when its entrants one by one would all be registered, and then the same people', () => {
    const ids = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 3 }), fc.array(ids, { minLength: 1, maxLength: 6 }), (before, lines) => {
        const state = run(
          created(),
          ...[...new Set(before)].map((id) => cmd('RegisterPlayer', organizer, account(id))),
        );
        const one = lines.reduce<typeof state | null>((s, id) => {
          if (s === null) return null;
          try {
            return step(s, cmd('RegisterPlayer', organizer, account(id))).state;
          } catch {
            return null;
          }
        }, state);
        const together = (() => {
          try {
            return step(state, list(...lines.map(account))).state;
          } catch {
            return null;
          }
        })();
        expect(together?.order ?? null).toEqual(one?.order ?? null);
      }),
    );
  });
});
