import type { WotView } from '@cronica/warlords-of-terra';
import type { Translate } from '../../../../lib/i18n';
import { GameCard } from '../../kit';
import { wotWords as w } from './words';

/**
 * The combat under way and the stack, top first (002 A.6.1): each item as the library describes
 * it (cost, type, stats, text), the top one open, since it is what the player with priority answers.
 */
export function StackAndCombat({
  view,
  seatName,
  t,
}: {
  view: WotView;
  seatName: (seat: number) => string;
  t: Translate;
}) {
  if (view.stack.length === 0 && view.combat === null) return null;
  const attacker = view.combat ? view.troops.find((troop) => troop.uid === view.combat!.attacker) : undefined;
  return (
    <section className="clash" aria-label={t(w.stack)}>
      {view.combat ? <p>{t(w.combat(attacker ? t(attacker.name) : '?', t(w.combatStep[view.combat.step])))}</p> : null}
      {view.stack.length > 0 ? (
        <>
          <h2>{t(w.stack)}</h2>
          <ol className="stack" data-testid="wot-stack">
            {[...view.stack].reverse().map((item, at) => (
              <li key={item.id} data-testid="wot-stack-item">
                <GameCard
                  face={item.face}
                  t={t}
                  open={at === 0}
                  {...(item.card !== null ? { card: item.card } : {})}
                  extra={<span className="muted">{seatName(item.seat)}</span>}
                />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
