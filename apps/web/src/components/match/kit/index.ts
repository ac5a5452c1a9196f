// The table kit: what every board lays out the same way, fed by what each game's library describes.
export { CommandButton } from './CommandButton';
export { GameCard, CardLine, CardTextToggle } from './GameCard';
export { kitWords } from './words';
export { Legend } from './Legend';
export { Pickable } from './Pickable';
export { RuleLinks, WhyLink } from './WhyLink';
