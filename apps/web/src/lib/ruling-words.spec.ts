import { describe, expect, it } from 'vitest';
import { describeJudgeEvent, type JudgeEvent } from '@cronica/rules-kernel';
import { citationWords, infractionName } from '@cronica/tournament';
import { auditMessages } from './audit-messages';
import { translator } from './i18n';

// What judges and players read of a ruling: never its codes ("procedural-error", "none",
// "cronica-penalty-guide 2.1"), in the audit, the player's rulings and the match log alike.
const RAW = /procedural-error|\bnone\b|cronica-penalty-guide|_[0-9a-f]{16}\.txt/;
const rulings = [
  {
    infraction: 'procedural-error',
    rule: 'cronica-penalty-guide 2.1 (002_a36596f8eaed8fcc.txt, A.7.4 (acumulación de irregularidades))',
  },
  { infraction: 'none', rule: 'none' },
];

describe('a ruling in the words people read', () => {
  it('names the infraction and the rule by the penalty guide and the rulebook, in Spanish and English', () => {
    for (const lang of ['es', 'en'] as const) {
      const t = translator(lang);
      for (const { infraction, rule } of rulings) {
        expect(t(auditMessages.infractionOf(infraction))).not.toMatch(RAW);
        expect(t(auditMessages.ruleOf(rule))).not.toMatch(RAW);
        const upheld: JudgeEvent = {
          type: 'JudgeUpheld',
          data: { ruling: { infraction, rule, remedy: 'Se mantiene', judge: 'juez' } },
        };
        expect(describeJudgeEvent(upheld, true, { infraction: infractionName, rule: citationWords })[lang]).not.toMatch(
          RAW,
        );
      }
    }
    expect(translator('es')(auditMessages.infractionOf('procedural-error'))).toBe('Infracción: Error de procedimiento');
    expect(translator('es')(auditMessages.ruleOf('none'))).toBe('Regla: Ninguna (no hubo infracción)');
  });
});
