import type { Lang, Localized } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { placingsMessages as pm } from '../../lib/placings-messages';

export interface Placing {
  readonly place: number;
  readonly to: number;
  readonly label: Localized;
  readonly playerId: string;
  readonly playerName: string;
  readonly disqualified?: boolean;
}

/**
 * Final placings (1st, 2nd, 3rd–4th, 5th–8th…), as stored when the event ended: the top cut's
 * results first, then the Swiss order; a disqualified player takes no place and is listed last.
 * The reader's own place is said first and marked in the list.
 */
export function PlacingsList(props: {
  placings: readonly Placing[];
  topCut: boolean;
  viewerId?: string | null;
  lang: Lang;
}) {
  const { placings, topCut, viewerId = null, lang } = props;
  const t = translator(lang);
  if (placings.length === 0) return null;
  const sorted = [...placings].sort((a, b) => a.place - b.place);
  const shared = sorted[0]!.to > 1 && !sorted[0]!.disqualified;
  const mine = sorted.find((p) => p.playerId === viewerId);
  return (
    <section aria-labelledby="placings-title" className="block desk-section" data-testid="placings">
      <h2 id="placings-title">{t(pm.title)}</h2>
      <p className="legend">{t(topCut ? pm.hint : pm.hintSwissOnly)}</p>
      {mine ? (
        <p className="notice-inline" data-testid="my-placing">
          {t(pm.yours(t(mine.label)))}
        </p>
      ) : null}
      {shared ? <p className="notice-inline">{t(pm.noChampion)}</p> : null}
      <ol className="placings">
        {sorted.map((p) => (
          <li key={p.playerId} className={rowClass(p, p === mine)} data-testid="placing">
            <span className="placings__place">{t(p.label)}</span>
            <span>{p.playerName}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function rowClass(placing: Placing, mine: boolean): string {
  return ['placings__row', 'panel', placing.disqualified ? 'placings__row--out' : '', mine ? 'is-mine' : '']
    .filter(Boolean)
    .join(' ');
}
