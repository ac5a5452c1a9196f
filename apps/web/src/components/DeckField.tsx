interface Props {
  readonly label: string;
  readonly decks: readonly { id: string; name: string }[];
  /** The form field's name; `deckId` unless a form picks two decks. */
  readonly name?: string;
  readonly defaultValue?: string;
  /** Adds a first choice that leaves the deck to the game's default. */
  readonly anyLabel?: string;
}

/** A picker of ready-made decks. */
export function DeckField({ label, decks, name = 'deckId', defaultValue, anyLabel }: Props) {
  return (
    <label className="form__field">
      <span>{label}</span>
      <select name={name} defaultValue={defaultValue}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {decks.map((deck) => (
          <option key={deck.id} value={deck.id}>
            {deck.name}
          </option>
        ))}
      </select>
    </label>
  );
}
