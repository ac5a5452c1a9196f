import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bladesOfAsh, type BladesState, type BladesView } from '@cronica/blades-of-ash';
import { isRuleViolation, type Message } from '@cronica/rules-kernel';
import type { LegalCommand } from '../../../../graphql/match';
import { translator } from '../../../../lib/i18n';
import { bladesWriter } from '../../../../lib/replay-fixture';
import { actionChoice } from './action-choice';
import { NO_PICKS, type ChoiceContext, type Picks } from './choices';
import { playOptions } from './play';

// "Resolución de Acciones" (000_7cbcfc9bc47f1014.txt): the rival's item on the stack, answered
// from the prompt a phone keeps over the bottom of its screen.

const legalOf = (state: BladesState, seat: number): LegalCommand[] =>
  bladesOfAsh
    .legalCommands(state, seat)
    .map((command) => ({ command, text: command.type, rules: [] }) as unknown as LegalCommand);

/** Whether `seat` answers an item on the stack with a card or an ability its dice pay for. */
const answersWithDice = (state: BladesState, seat: number) =>
  (state.clash?.stack.length ?? 0) > 0 &&
  state.clash?.priority === seat &&
  playOptions(legalOf(state, seat)).some((o) => o.type !== 'DrawCard' && o.diceCount > 0);

/** A match played by its library, each seat playing a card or an ability whenever it can, until a seat may answer the stack with one. */
function atAnswer(): { state: BladesState; seat: number } {
  const writer = bladesWriter<BladesState>('answer', 'm-answer');
  for (let step = 0; step < 3000 && bladesOfAsh.result(writer.state) === null; step += 1) {
    const seat = [0, 1].find((s) => bladesOfAsh.legalCommands(writer.state, s).length > 0)!;
    if (answersWithDice(writer.state, seat)) return { state: writer.state, seat };
    const legal = bladesOfAsh.legalCommands(writer.state, seat);
    const play = legal.find((c) => c.type === 'PlayCard' || c.type === 'ActivateAbility') ?? legal[0]!;
    const outcome = writer.play(play as Message);
    if (isRuleViolation(outcome)) throw new Error(outcome.code);
  }
  throw new Error('no answer to the stack came up');
}

function panel(state: BladesState, seat: number, picks: Picks): string {
  const context: ChoiceContext = {
    view: bladesOfAsh.view(state, { kind: 'seat', seat }) as BladesView,
    seat,
    legal: legalOf(state, seat),
    busy: false,
    t: translator('es'),
    picks,
    setPicks: () => undefined,
    submit: () => undefined,
  };
  return renderToStaticMarkup(<>{actionChoice(context).panel}</>);
}

describe('answering the rival’s item on the stack', () => {
  const { state, seat } = atAnswer();
  const answered = (html: string) => /data-testid="answered"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '';

  it('reads the item whole before an answer is picked, and its name alone once one is, «Pasar» still in the prompt', () => {
    const before = panel(state, seat, NO_PICKS);
    expect(answered(before)).toContain('<br/>');
    expect(before).toContain('data-testid="pass"');
    const option = playOptions(legalOf(state, seat)).find((o) => o.type !== 'DrawCard' && o.diceCount > 0)!;
    const picked = panel(state, seat, { option: option.key, target: option.targets[0] ?? null, selected: [] });
    expect(picked).toContain('data-testid="pay-dice"');
    expect(answered(picked)).not.toContain('<br/>');
    expect(answered(picked)).toContain(answered(before).split('<br/>')[0]);
    expect(picked).toContain('data-testid="pass"');
  });
});
