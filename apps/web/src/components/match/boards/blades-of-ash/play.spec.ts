import { describe, expect, it } from 'vitest';
import type { BladesView, Die } from '@cronica/blades-of-ash';
import type { LegalCommand } from '../../../../graphql/match';
import { acceptedPayment, actionCommand, isListed, playOptions, rerollRule, wellFormed } from './play';

const die = (color: Die['color'], face: number, spent = false): Die => ({ color, face, spent });
const player = (seat: number, over: object = {}) => ({
  seat,
  hand: null,
  handCount: 5,
  deckCount: 20,
  graveyard: [],
  dice: [],
  picked: false,
  mulliganed: false,
  ...over,
});
const view = (over: object): BladesView =>
  ({
    viewer: { kind: 'seat', seat: 0 },
    phase: 'draft',
    round: 0,
    attacker: null,
    roleChooser: null,
    heroes: [],
    players: [player(0), player(1)],
    pairings: [],
    clash: null,
    result: null,
    ...over,
  }) as unknown as BladesView;
const legal = (...commands: Array<{ type: string; data: object }>): LegalCommand[] =>
  commands.map((command) => ({ command, text: command.type, rules: [] }));

describe('the reroll rule shown at the dice step (000, "Preparar Dados de Acción")', () => {
  it("reads the dice step's rule from the view for the seat at the dice, and none for the other seat", () => {
    const dice = [die('red', 1), die('red', 2), die('blue', 3), die('green', 4), die('blue', 5)];
    const clash = (mustKeep: number, maxReroll: number) => ({
      index: 0,
      heroes: [0, 5],
      diceStep: 0,
      reroll: { used: mustKeep - 1, allowed: 2, mustKeep, maxReroll },
      initiative: null,
      activation: 0,
      priority: 0,
      stack: [],
      pending: [],
    });
    expect(
      rerollRule(view({ phase: 'dice', clash: clash(1, 4), players: [player(0, { dice }), player(1)] }), 0),
    ).toMatchObject({ mustKeep: 1, maxReroll: 4 });
    expect(
      rerollRule(view({ phase: 'dice', clash: clash(3, 2), players: [player(0, { dice }), player(1)] }), 0),
    ).toMatchObject({ mustKeep: 3, maxReroll: 2 });
    expect(
      rerollRule(view({ phase: 'dice', clash: clash(1, 4), players: [player(0, { dice }), player(1)] }), 1),
    ).toBeNull();
  });
});

describe('playing a card: the option, its target and its dice', () => {
  const dice = [die('red', 5), die('red', 5), die('blue', 2)];
  const options = playOptions(
    legal(
      { type: 'Pass', data: {} },
      { type: 'PlayCard', data: { card: 'tajo', dice: [0], target: 5 } },
      { type: 'PlayCard', data: { card: 'tajo', dice: [0], target: 6 } },
      { type: 'ActivateAbility', data: { ability: 'finta', dice: [2] } },
      { type: 'DrawCard', data: { dice: [0, 2] } },
    ),
  );

  it('groups the legal commands into one option per card, ability and draw, with its targets', () => {
    expect(options.map((o) => o.key)).toEqual(['PlayCard:tajo', 'ActivateAbility:finta', 'DrawCard:']);
    expect(options[0]!.targets).toEqual([5, 6]);
    expect(options[1]!.targets).toEqual([]);
  });

  it('accepts any equal die as payment (ticking the second red 5 pays like the first) and refuses dice that do not fit', () => {
    expect(acceptedPayment(options[0]!, 5, dice, [1])).toEqual([0]);
    expect(acceptedPayment(options[0]!, 5, dice, [2])).toBeNull();
    expect(acceptedPayment(options[0]!, 7, dice, [0])).toBeNull();
  });

  it('builds commands the game command schema accepts, and a malformed one is refused before sending', () => {
    const command = actionCommand(options[0]!, 5, [0]);
    expect(command).toEqual({ type: 'PlayCard', data: { card: 'tajo', dice: [0], target: 5 } });
    expect(wellFormed(command, 0)).toBe(true);
    expect(wellFormed({ type: 'PlayCard', data: { card: '', dice: [0] } }, 0)).toBe(false);
    expect(wellFormed({ type: 'Mulligan', data: { discard: ['a', 'b'] } }, 1)).toBe(true);
  });

  it('finds a command among the listed ones whatever the order of its fields', () => {
    const listed = legal({ type: 'RerollDice', data: { dice: [0, 2] } });
    expect(isListed(listed, { type: 'RerollDice', data: { dice: [0, 2] } })).toBe(true);
    expect(isListed(listed, { type: 'RerollDice', data: { dice: [0, 1] } })).toBe(false);
  });
});
