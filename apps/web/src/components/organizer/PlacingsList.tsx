import type { Lang, Localized } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';

export interface Placing {
  readonly place: number;
  readonly to: number;
  readonly label: Localized;
  readonly playerId: string;
  readonly playerName: string;
}

/** Final placings (1st, 2nd, 3rd–4th, 5th–8th…), as stored when the event ended. */
export function PlacingsList({ placings, lang }: { placings: readonly Placing[]; lang: Lang }) {
  const t = translator(lang);
  if (placings.length === 0) return null;
  return (
    <section aria-labelledby="placings-title" className="block desk-section" data-testid="placings">
      <h2 id="placings-title">{t(om.cut.placings)}</h2>
      <ol className="placings">
        {[...placings]
          .sort((a, b) => a.place - b.place)
          .map((p) => (
            <li key={p.playerId} className="placings__row">
              <span className="placings__place">{t(p.label)}</span>
              <span>{p.playerName}</span>
            </li>
          ))}
      </ol>
    </section>
  );
}
