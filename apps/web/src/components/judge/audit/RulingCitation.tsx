import { useState } from 'react';
import type { GuideEntry } from '../../../graphql/audit';
import { rulingMessages as m } from '../../../lib/audit-messages';
import type { Translate } from '../../../lib/i18n';
import { ruleCitation } from '../../../lib/code-labels';
import { guideRule } from '../../../lib/ruling-form';
import type { NamedRule } from '../../../lib/rulebook';
import { Field } from '../../FormParts';

/** The rule choice meaning "write the rule by hand". */
export const OTHER = 'other';
const GUIDE_ID = 'cronica-penalty-guide';

interface CitationProps {
  guide: readonly GuideEntry[];
  /** The rule lines the event ruled on follows (`000:39`), as its "why?" names them. */
  rules: readonly NamedRule[];
  /** The event ruled on (its log index). */
  index: number;
  game: string;
  t: Translate;
}

/**
 * The infraction and the rule a ruling cites: a rule line the event follows, picked by its name
 * (cited by its id, read as "Espadas de Ceniza, línea 39"); choosing an infraction of the penalty
 * guide cites its rule; any other is typed as the judge names it, the game's rulebook and section.
 */
export function Citation({ guide, rules, index, game, t }: CitationProps) {
  const [infraction, setInfraction] = useState('');
  const [rule, setRule] = useState(OTHER);
  const pickInfraction = (code: string) => {
    setInfraction(code);
    const entry = guide.find((g) => g.code === code);
    if (entry) setRule(guideRule(GUIDE_ID, entry));
  };
  return (
    <>
      <InfractionSelect guide={guide} value={infraction} onPick={pickInfraction} t={t} />
      <RuleSelect guide={guide} rules={rules} index={index} value={rule} onPick={setRule} t={t} />
      {rule === OTHER ? (
        <Field label={t(m.ruleText)}>
          <input name="ruleText" maxLength={200} placeholder={t(m.rulePlaceholder(game))} />
        </Field>
      ) : null}
      {/* Beside the field, not in its name: the field is named the same with or without an infraction. */}
      {rule === OTHER && infraction === '' ? <p className="muted">{t(m.ruleTextOptional)}</p> : null}
    </>
  );
}

interface SelectProps {
  guide: readonly GuideEntry[];
  value: string;
  onPick: (value: string) => void;
  t: Translate;
}

function InfractionSelect({ guide, value, onPick, t }: SelectProps) {
  return (
    <Field label={t(m.infraction)}>
      <select name="infraction" value={value} onChange={(e) => onPick(e.target.value)}>
        <option value="">{t(m.noInfraction)}</option>
        {guide.map((g) => (
          <option key={g.code} value={g.code}>
            {g.section} · {g.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

function RuleSelect({ guide, rules, index, value, onPick, t }: SelectProps & Pick<CitationProps, 'rules' | 'index'>) {
  return (
    <Field label={t(m.rule)}>
      <select name="ruleChoice" value={value} onChange={(e) => onPick(e.target.value)}>
        {rules.length > 0 ? (
          <optgroup label={t(m.rulesOfEvent(index))}>
            {rules.map((rule) => (
              <option key={rule.id} value={rule.id}>
                {t(rule.name)}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label={t(m.guideRules)}>
          {guide.map((g) => (
            <option key={g.code} value={guideRule(GUIDE_ID, g)}>
              {t(ruleCitation(guideRule(GUIDE_ID, g)))}
            </option>
          ))}
        </optgroup>
        <option value={OTHER}>{t(m.ruleOther)}</option>
      </select>
    </Field>
  );
}
