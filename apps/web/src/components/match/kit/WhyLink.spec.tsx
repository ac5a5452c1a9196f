import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LegalCommand } from '../../../graphql/match';
import { translator } from '../../../lib/i18n';
import { MatchLog } from '../MatchLog';
import { CommandList } from '../boards/CommandList';
import { Choices } from '../boards/picks';
import { RuleLinks, WhyLink } from './WhyLink';

const es = translator('es');
const en = translator('en');
const sections = { '999:7': 'El turno', '999:3': 'Preparación' };
const atTable = (children: ReactNode) =>
  renderToStaticMarkup(
    <RuleLinks game="dice-race" sections={sections}>
      {children}
    </RuleLinks>,
  );
const move = (type: string, rules: string[]): LegalCommand => ({ command: { type, data: {} }, text: type, rules });

describe('the "why?" link beside a move or a log line', () => {
  it('is a real link to the first governing line, named by its rule and section, highlighting every governing line', () => {
    const html = atTable(<WhyLink rules={['999:7', '999:8']} t={es} />);
    expect(html).toContain('href="/rules/dice-race?ids=999:7,999:8#r-999-7"');
    expect(html).toContain('aria-label="¿Por qué? Regla 999:7, «El turno» (se abre en otra pestaña)"');
    // The rulebook opens in another tab: the table stays where the player left it.
    expect(html).toContain('target="_blank"');
    expect(html).toContain('>¿por qué?</a>');
    expect(atTable(<WhyLink rules={['999:7']} t={en} />)).toContain(
      'aria-label="Why? Rule 999:7, “El turno” (opens in another tab)"',
    );
  });

  it('names the rule alone when its section is not known, and shows nothing without rules or outside a table', () => {
    expect(atTable(<WhyLink rules={['999:40']} t={es} />)).toContain(
      'aria-label="¿Por qué? Regla 999:40 (se abre en otra pestaña)"',
    );
    expect(atTable(<WhyLink rules={[]} t={es} />)).toBe('');
    expect(renderToStaticMarkup(<WhyLink rules={['999:7']} t={es} />)).toBe('');
  });

  it('stands beside each log line that has rules, and not beside one that has none', () => {
    const html = atTable(
      <MatchLog
        lines={[
          { index: 0, text: 'Se barajan los mazos', seat: null, rules: ['999:3'] },
          { index: 1, text: 'Un juez corrige', seat: null, rules: [] },
        ]}
        t={es}
      />,
    );
    expect(html.match(/data-testid="why-link"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="¿Por qué? Regla 999:3, «Preparación» (se abre en otra pestaña)"');
  });

  it('stands beside each move of the shared move chooser and of the generic command list', () => {
    const legal = [move('RollDie', ['999:7', '999:8']), move('Concede', [])];
    const choices = atTable(<Choices entries={legal} busy={false} send={() => undefined} t={es} label="Jugadas" />);
    expect(choices.match(/data-testid="why-link"/g)).toHaveLength(1);
    expect(choices).toContain('href="/rules/dice-race?ids=999:7,999:8#r-999-7"');
    const list = atTable(<CommandList legal={legal} busy={false} onSend={() => undefined} t={es} />);
    expect(list.match(/data-testid="why-link"/g)).toHaveLength(1);
  });
});
