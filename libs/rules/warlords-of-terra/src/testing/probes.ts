import type { Viewer } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { sampleWotCatalog } from '../catalog.js';
import type { WotCommand } from '../engine/commands.js';
import type { WotEvent } from '../engine/events.js';
import { secrets } from '../engine/report.js';

/** Commands for property tests: arbitrary ones, near misses of a real one, and events with their secrets changed. */

const ids = sampleWotCatalog.cards.map((c) => c.id);

/** A target of any kind (or none), sometimes one that does not exist. */
function targetArb(seat: fc.Arbitrary<number>, uid: fc.Arbitrary<number>, zone: fc.Arbitrary<number>) {
  return fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('troop'), uid }),
      fc.record({ kind: fc.constant('player'), seat }),
      fc.record({ kind: fc.constant('zone'), zone }),
      fc.record({ kind: fc.constant('place'), uid }),
    ),
    { nil: undefined },
  );
}

/** What an attack strikes: a troop or an object in a zone, the player, or the area. */
function strikeArb(zone: fc.Arbitrary<number>) {
  return fc.oneof(
    fc.record({ kind: fc.constant('troop'), zone }),
    fc.constant({ kind: 'player' }),
    fc.constant({ kind: 'area' }),
    fc.record({ kind: fc.constant('object'), zone }),
  );
}

export function commandArb(): fc.Arbitrary<WotCommand> {
  const seat = fc.constantFrom(0, 1, 2, -1);
  const card = fc.constantFrom(...ids, 'no-such-card');
  const uid = fc.integer({ min: 0, max: 400 });
  const zone = fc.integer({ min: -1, max: 26 });
  const target = targetArb(seat, uid, zone);
  const strike = strikeArb(zone);
  const c = (type: string, data: fc.Arbitrary<Record<string, unknown>>) =>
    data.map((d) => ({ type, data: d }) as unknown as WotCommand);
  return fc.oneof(
    c('SwapSideboardCard', fc.record({ seat, out: card, in: card })),
    c('ConfirmDeck', fc.record({ seat })),
    c('Mulligan', fc.record({ seat })),
    c('KeepHand', fc.record({ seat })),
    c('AddMana', fc.record({ seat, heroPoint: fc.boolean() })),
    c('AddGold', fc.record({ seat, heroPoint: fc.boolean(), hire: fc.boolean() })),
    c('DrawCard', fc.record({ seat, deck: fc.constantFrom('battle', 'construction', 'hand') })),
    c('SummonTroop', fc.record({ seat, card, zone })),
    c('BuildPlace', fc.record({ seat, card })),
    c('ForgeObject', fc.record({ seat, card })),
    c('EquipObject', fc.record({ seat, object: uid, troop: uid })),
    c('CastSpell', fc.record({ seat, card, target })),
    c(
      'ActivateAbility',
      fc.record({ seat, source: uid, ability: fc.constantFrom('curar', 'reemplazo', 'nada'), target }),
    ),
    c(
      'UseHeroPower',
      fc.record({ seat, power: fc.constantFrom('grask-temple', 'lirael-savia', 'azhar-pacto', 'nada'), target }),
    ),
    c('MoveTroop', fc.record({ seat, troop: uid, to: zone, strike: fc.option(strike, { nil: undefined }) })),
    c('Attack', fc.record({ seat, troop: uid, strike })),
    c('RangedAttack', fc.record({ seat, troop: uid, zone })),
    c('Pass', fc.record({ seat })),
    c('EndPhase', fc.record({ seat })),
    c('DiscardCard', fc.record({ seat, card })),
    c('DestroyObject', fc.record({ seat, object: uid })),
    c('Bogus', fc.record({ seat })),
  );
}

/** Commands one detail away from one just played: the other seat, another zone, target or card. */
export function nearMisses(command: WotCommand): WotCommand[] {
  const data = command.data as Record<string, unknown> & { seat: number };
  const variants: Record<string, unknown>[] = [{ ...data, seat: data.seat === 0 ? 1 : 0 }];
  if (typeof data.zone === 'number') variants.push({ ...data, zone: (data.zone + 1) % 25 });
  if (typeof data.to === 'number')
    variants.push({ ...data, to: (data.to + 5) % 25 }, { ...data, strike: { kind: 'player' } });
  if ('target' in data) variants.push({ ...data, target: { kind: 'troop', uid: 9999 } });
  if (typeof data.card === 'string') variants.push({ ...data, card: ids[(ids.indexOf(data.card) + 1) % ids.length] });
  if ('strike' in data) variants.push({ ...data, strike: { kind: 'area' } });
  return variants.map((d) => ({ type: command.type, data: d }) as unknown as WotCommand);
}

/** The event with every field hidden from the viewer replaced by something else. */
export function redactFor(event: WotEvent, viewer: Viewer): WotEvent {
  let data = event.data as Record<string, unknown>;
  for (const secret of secrets(event)) {
    if (viewer.kind === 'judge' || (viewer.kind === 'seat' && secret.visibleTo.includes(viewer.seat))) continue;
    const field = String(secret.path[0]);
    const value = data[field];
    data = { ...data, [field]: Array.isArray(value) ? value.map(() => 'carta-oculta') : 'carta-oculta' };
  }
  return { ...event, data } as WotEvent;
}
