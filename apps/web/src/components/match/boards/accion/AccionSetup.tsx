'use client';

import { useState } from 'react';
import { SAMPLE_ENCOUNTERS, type AccionOptionsInput } from '@cronica/accion';
import { localized as l, pick, type Lang } from '@cronica/util';
import type { Translate } from '../../../../lib/i18n';
import { Field, Options } from '../../../FormParts';

const words = {
  encounter: l('Encuentro', 'Encounter'),
  tactical: l('Con casillas (acciones tácticas)', 'On a grid (tactical actions)'),
  handLimit: l('Límite de mano', 'Hand limit'),
  roundLimit: l('Rondas como máximo', 'Most rounds'),
  greed: l('La avaricia cuenta repeticiones', 'Greed counts repeats'),
  greedTurn: l('en todo el turno', 'over the whole turn'),
  greedConsecutive: l('solo seguidas', 'back to back only'),
  retaliation: l('Al fallar junto a enemigos golpea', 'A miss next to enemies is struck by'),
  targetOnly: l('el enemigo atacado', 'the enemy attacked'),
  eachAdjacent: l('cada enemigo adyacente', 'each adjacent enemy'),
  rulesNote: l(
    'El resto del encuentro (enemigos, barras, amenaza) viene del encuentro elegido.',
    'The rest (enemies, bars, threat) comes from the chosen encounter.',
  ),
};

type GreedCounts = 'turn' | 'consecutive';
type MissRetaliation = 'target-only' | 'each-adjacent';

/** The GM's picks so far and the options they make: the sample's own, with the table's changes over them. */
function useEncounterForm() {
  const [sample, setSample] = useState(SAMPLE_ENCOUNTERS[0]!.id);
  const chosen = SAMPLE_ENCOUNTERS.find((s) => s.id === sample) ?? SAMPLE_ENCOUNTERS[0]!;
  const [tactical, setTactical] = useState<boolean | null>(null);
  const [handLimit, setHandLimit] = useState(8);
  const [roundLimit, setRoundLimit] = useState<number | null>(null);
  const [greed, setGreed] = useState<GreedCounts>('turn');
  const [retaliation, setRetaliation] = useState<MissRetaliation>('target-only');
  const base = chosen.options;
  const options: AccionOptionsInput = {
    ...base,
    tactical: tactical ?? base.tactical ?? true,
    table: {
      ...base.table,
      handLimit,
      roundLimit: roundLimit ?? base.table?.roundLimit ?? 10,
      greedCounts: greed,
      missRetaliation: retaliation,
    },
  };
  // Another sample brings its own grid and round limit.
  const chooseSample = (id: string) => {
    setSample(id);
    setTactical(null);
    setRoundLimit(null);
  };
  return {
    sample,
    chooseSample,
    base,
    options,
    setTactical,
    handLimit,
    setHandLimit,
    setRoundLimit,
    greed,
    setGreed,
    retaliation,
    setRetaliation,
  };
}

type EncounterForm = ReturnType<typeof useEncounterForm>;

function SampleSelect({ form, lang, t }: { form: EncounterForm; lang: Lang; t: Translate }) {
  return (
    <Field label={t(words.encounter)}>
      <select name="encounter" value={form.sample} onChange={(e) => form.chooseSample(e.target.value)}>
        <Options items={SAMPLE_ENCOUNTERS} value={(s) => s.id} label={(s) => pick(s.name, lang)} />
      </select>
    </Field>
  );
}

interface NumberFieldProps {
  readonly label: string;
  readonly name: string;
  /** The least and the most it takes. */
  readonly range: readonly [number, number];
  readonly value: number;
  readonly onChange: (value: number) => void;
}

/** A whole-number limit of the encounter, labelled. */
function NumberField({ label, name, range, value, onChange }: NumberFieldProps) {
  return (
    <Field label={label}>
      <input
        type="number"
        name={name}
        min={range[0]}
        max={range[1]}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </Field>
  );
}

/** The grid, the hand limit and the most rounds. */
function TableLimits({ form, t }: { form: EncounterForm; t: Translate }) {
  return (
    <>
      <label className="form__check">
        <input
          type="checkbox"
          name="tactical"
          checked={form.options.tactical}
          onChange={(e) => form.setTactical(e.target.checked)}
        />{' '}
        {t(words.tactical)}
      </label>
      <NumberField
        label={t(words.handLimit)}
        name="handLimit"
        range={[5, 20]}
        value={form.handLimit}
        onChange={form.setHandLimit}
      />
      <NumberField
        label={t(words.roundLimit)}
        name="roundLimit"
        range={[1, 99]}
        value={form.options.table?.roundLimit ?? 10}
        onChange={form.setRoundLimit}
      />
    </>
  );
}

/** How greed counts repeats and whom a miss next to enemies is struck by. */
function TableRules({ form, t }: { form: EncounterForm; t: Translate }) {
  return (
    <>
      <Field label={t(words.greed)}>
        <select name="greedCounts" value={form.greed} onChange={(e) => form.setGreed(e.target.value as GreedCounts)}>
          <option value="turn">{t(words.greedTurn)}</option>
          <option value="consecutive">{t(words.greedConsecutive)}</option>
        </select>
      </Field>
      <Field label={t(words.retaliation)}>
        <select
          name="missRetaliation"
          value={form.retaliation}
          onChange={(e) => form.setRetaliation(e.target.value as MissRetaliation)}
        >
          <option value="target-only">{t(words.targetOnly)}</option>
          <option value="each-adjacent">{t(words.eachAdjacent)}</option>
        </select>
      </Field>
    </>
  );
}

/** The encounter the GM sets at creation: a sample encounter and the table options a table may change (RULES-NOTES.md). */
export function EncounterOptions({ lang, t }: { lang: Lang; t: Translate }) {
  const form = useEncounterForm();
  return (
    <fieldset className="form__group" data-testid="encounter-options">
      <legend>{t(words.encounter)}</legend>
      <input type="hidden" name="options" value={JSON.stringify(form.options)} />
      <SampleSelect form={form} lang={lang} t={t} />
      {form.base.description ? <p className="muted">{pick(form.base.description, lang)}</p> : null}
      <TableLimits form={form} t={t} />
      <TableRules form={form} t={t} />
      <p className="muted">{t(words.rulesNote)}</p>
    </fieldset>
  );
}
