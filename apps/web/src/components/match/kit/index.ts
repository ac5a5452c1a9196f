// The table kit: what every board lays out the same way, fed by what each game's library describes.
export { CommandButton } from './CommandButton';
export { GameCard, CardLine, CardTextToggle, CardTitle } from './GameCard';
export { CardStrip } from './CardStrip';
export { CardDialog } from './CardDialog';
export { FieldTile } from './FieldTile';
export { kitWords } from './words';
export { Legend } from './Legend';
export type { PiecePicking } from './Pickable';
export { Note, Scores, type Score } from './Scores';
export { RuleLinks, WhyLink } from './WhyLink';
export { DuelTable, seatOnTurn } from './DuelTable';
export { TableColumns, TablesInPageColumn } from './TableColumns';
export { SeatPrompt, TablePrompt } from './TablePrompt';
export { TableSide } from './TableSide';
export { useHandPicking } from './hand-copies';
