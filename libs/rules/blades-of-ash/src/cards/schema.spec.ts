import { describe, expect, it } from 'vitest';
import { ActionCardSchema, HeroSchema } from './schema.js';
import { belainThalier, fixtureActions, tajo } from '../testing/fixtures.js';

// 000_7cbcfc9bc47f1014.txt, "Resolviendo Ataques" and "Resolución de Acciones": the card data
// the engine interprets is validated before play.
describe('card schema', () => {
  it('accepts the fixture cards and the worked-example hero', () => {
    expect(belainThalier.strength).toBe(3);
    expect(fixtureActions.every((c) => ActionCardSchema.safeParse(c).success)).toBe(true);
  });

  it('refuses a reaction without a window (Reacciones need a timing)', () => {
    const r = ActionCardSchema.safeParse({ ...fixtureActions.find((c) => c.kind === 'reaction'), window: undefined });
    expect(r.success).toBe(false);
  });

  it('refuses an effect aimed at `target` without a target pool', () => {
    expect(ActionCardSchema.safeParse({ ...tajo, target: undefined }).success).toBe(false);
  });

  it('refuses unknown effect ops and counters', () => {
    expect(ActionCardSchema.safeParse({ ...tajo, effects: [{ op: 'explode', to: 'target' }] }).success).toBe(false);
    expect(
      ActionCardSchema.safeParse({
        ...tajo,
        effects: [{ op: 'addCounter', counter: 'burning', amount: 1, to: 'target' }],
      }).success,
    ).toBe(false);
  });

  it('refuses a hero ability without a dice cost', () => {
    const bad = { ...belainThalier, abilities: [{ ...belainThalier.abilities[0], cost: [] }] };
    expect(HeroSchema.safeParse(bad).success).toBe(false);
  });
});
