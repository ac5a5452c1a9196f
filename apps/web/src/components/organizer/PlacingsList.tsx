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
 */
export function PlacingsList({ placings, lang }: { placings: readonly Placing[]; lang: Lang }) {
  const t = translator(lang);
  if (placings.length === 0) return null;
  const sorted = [...placings].sort((a, b) => a.place - b.place);
  const shared = sorted[0]!.to > 1 && !sorted[0]!.disqualified;
  return (
    <section aria-labelledby="placings-title" className="block desk-section" data-testid="placings">
      <h2 id="placings-title">{t(pm.title)}</h2>
      <p className="legend">{t(pm.hint)}</p>
      {shared ? <p className="notice-inline">{t(pm.noChampion)}</p> : null}
      <ol className="placings">
        {sorted.map((p) => (
          <li
            key={p.playerId}
            className={p.disqualified ? 'placings__row placings__row--out panel' : 'placings__row panel'}
            data-testid="placing"
          >
            <span className="placings__place">{t(p.label)}</span>
            <span>{p.playerName}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
