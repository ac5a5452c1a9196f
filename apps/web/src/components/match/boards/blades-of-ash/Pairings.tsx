import type { BladesView } from '@cronica/blades-of-ash';
import type { Translate } from '../../../../lib/i18n';
import { heroName } from './names';
import { bladesMessages as b } from './messages';

interface PairingsProps {
  view: BladesView;
  mySeat: number;
  seatName: (seat: number) => string;
  t: Translate;
}

/** The pairings in order, my hero first, each marked previous, current or next against the clash. */
function PairingList({ view, mySeat, t }: Omit<PairingsProps, 'seatName'>) {
  const current = view.clash?.index ?? null;
  const rival = 1 - mySeat;
  const state = (index: number) =>
    current === null ? null : index === current ? 'current' : index < current ? 'previous' : 'next';
  return (
    <ol className="pairings__list">
      {view.pairings.map((pair, index) => {
        const mark = state(index);
        return (
          <li
            key={index}
            className={`pairing${mark ? ` pairing--${mark}` : ''}`}
            data-state={mark ?? 'pending'}
            aria-current={mark === 'current' ? 'step' : undefined}
          >
            <span className="pairing__hero">{t(heroName(view, pair[mySeat]))}</span>
            <span className="pairing__vs">⚔</span>
            <span className="pairing__hero">{t(heroName(view, pair[rival]))}</span>
            {mark ? <span className="pairing__mark">{t(b.pairingState[mark])}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The battle round's pairings, laid out in order (000_7cbcfc9bc47f1014.txt, "Emparejamientos":
 * "cada emparejamiento se coloca seguido del anterior"), so neighbours are the adjacent heroes;
 * the current clash highlighted, previous and upcoming pairings marked.
 */
export function Pairings({ view, mySeat, seatName, t }: PairingsProps) {
  return (
    <section className="pairings" data-testid="pairings" aria-label={t(b.pairings)}>
      <h2 className="section-title">{t(b.pairings)}</h2>
      {/* The roles under the title, in the names' own case: the title's capitals made long names hard to read. */}
      {view.attacker !== null ? (
        <p className="muted pairings__roles" data-testid="pairing-roles">
          {seatName(view.attacker)}: {t(b.attacker)} · {seatName(1 - view.attacker)}: {t(b.defender)}
        </p>
      ) : null}
      {view.pairings.length === 0 ? (
        <p className="muted">{t(b.noPairings)}</p>
      ) : (
        <PairingList view={view} mySeat={mySeat} t={t} />
      )}
      {view.pairings.length > 1 ? <p className="muted pairings__note">{t(b.adjacency)}</p> : null}
    </section>
  );
}
