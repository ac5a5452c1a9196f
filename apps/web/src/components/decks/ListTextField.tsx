import { Field } from '../FormParts';

/** A card list typed or pasted as text, under its label: set in monospace like a printed list, never spell-checked. */
export function ListTextField({
  label,
  rows,
  text,
  onText,
}: {
  label: string;
  rows: number;
  text: string;
  onText: (text: string) => void;
}) {
  return (
    <Field label={label}>
      <textarea
        rows={rows}
        value={text}
        onChange={(event) => onText(event.target.value)}
        className="mono"
        spellCheck={false}
      />
    </Field>
  );
}
