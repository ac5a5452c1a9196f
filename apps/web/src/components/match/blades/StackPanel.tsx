import type { BladesView } from '@cronica/blades-of-ash';
import type { Translate } from '../../../lib/i18n';
import { abilityName, cardName, heroName, triggerName } from '../../../lib/blades';
import { matchMessages as m } from '../../../lib/match-messages';

/** The clash under way: active heroes, initiative, priority and the LIFO stack, top first ("Resolución de Acciones"). */
export function StackPanel({ view, seatName, t }: { view: BladesView; seatName: (seat: number) => string; t: Translate }) {
  const clash = view.clash;
  if (!clash) return null;
  const stack = [...clash.stack].reverse();
  return (
    <section className="clash" data-testid="clash">
      <h2>
        {t(m.clash(clash.index))}: {t(heroName(view, clash.heroes[0]))} ⚔ {t(heroName(view, clash.heroes[1]))}
      </h2>
      <p className="muted">
        {clash.initiative !== null ? `${t(m.initiative)}: ${seatName(clash.initiative)} · ` : ''}
        {t(m.priority)}: {seatName(clash.priority)}
      </p>
      <h3 className="section-title">{t(m.stack)}</h3>
      {stack.length === 0 ? (
        <p className="muted">{t(m.stackEmpty)}</p>
      ) : (
        <ol className="stack" data-testid="stack">
          {stack.map((item) => (
            <li key={item.id}>
              <strong>{item.card ? t(cardName(item.card)) : item.ability ? t(abilityName(view, item.ability)) : t(triggerName(item.trigger ?? ''))}</strong>{' '}
              <span className="muted">
                ({seatName(item.seat)}: {t(heroName(view, item.performer))}
                {item.target !== null ? ` → ${t(heroName(view, item.target))}` : ''})
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
