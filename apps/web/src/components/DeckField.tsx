import { Field, Options } from './FormParts';

interface DeckOption {
  readonly id: string;
  readonly name: string;
}

interface Props {
  readonly label: string;
  readonly decks: readonly DeckOption[];
  /** The person's own saved decks (My decks), listed first under their own heading. */
  readonly saved?: readonly DeckOption[];
  /** Headings of the two groups, when there are saved decks: [mine, ready-made]. */
  readonly groups?: readonly [string, string];
  /** The form field's name; `deckId` unless a form picks two decks. */
  readonly name?: string;
  readonly defaultValue?: string;
  /** Adds a first choice that leaves the deck to the game's default. */
  readonly anyLabel?: string;
}

const options = (decks: readonly DeckOption[]) => (
  <Options items={decks} value={(deck) => deck.id} label={(deck) => deck.name} />
);

/** A picker of decks: the person's saved decks (when she has any) and the game's ready-made ones. */
export function DeckField({ label, decks, saved = [], groups, name = 'deckId', defaultValue, anyLabel }: Props) {
  return (
    <Field label={label}>
      <select name={name} defaultValue={defaultValue}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {saved.length > 0 && groups ? (
          <>
            <optgroup label={groups[0]}>{options(saved)}</optgroup>
            <optgroup label={groups[1]}>{options(decks)}</optgroup>
          </>
        ) : (
          options(decks)
        )}
      </select>
    </Field>
  );
}
