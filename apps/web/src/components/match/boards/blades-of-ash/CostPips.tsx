import { DIE_COLOR_NAMES, type Cost } from '@cronica/blades-of-ash';
import type { Translate } from '../../../../lib/i18n';
import { bladesMessages as b } from './messages';
import styles from './blades.module.css';

/** A glyph per colour as well as a hue, so the colour is never the only mark. */
export const COLOUR_GLYPH: Readonly<Record<string, string>> = { red: '▲', green: '●', blue: '■', any: '◆' };

/**
 * A cost in dice (000_7cbcfc9bc47f1014.txt, "Resolución de Acciones": dice "que se iguale en
 * número y color al coste"): one pip per die, its colour and the face it needs.
 */
export function CostPips({ cost, t }: { cost: Cost; t: Translate }) {
  if (cost.length === 0) return <span className={`${styles.pips} ${styles.pipsFree}`}>{t(b.free)}</span>;
  const words = cost
    .map(
      (d) =>
        `${d.color === 'any' ? t(b.anyColour) : t(DIE_COLOR_NAMES[d.color])}${d.face !== undefined ? ` ${d.face}` : d.min !== undefined ? ` ${d.min}+` : ''}`,
    )
    .join(', ');
  return (
    <span className={styles.pips}>
      {/* A span may not carry aria-label (screen readers drop it): the cost is read as text. */}
      <span className="visually-hidden">{`${t(b.cost)}: ${words}`}</span>
      {cost.map((d, index) => (
        <span key={index} className={`${styles.pip} ${styles[d.color]}`} data-pip={d.color} aria-hidden="true">
          {COLOUR_GLYPH[d.color]}
          {d.face !== undefined ? d.face : d.min !== undefined ? `${d.min}+` : ''}
        </span>
      ))}
    </span>
  );
}
