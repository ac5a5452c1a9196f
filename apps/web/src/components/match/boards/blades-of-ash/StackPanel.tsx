import type { BladesView } from '@cronica/blades-of-ash';
import type { Translate } from '../../../../lib/i18n';
import { heroName } from './names';
import { bladesMessages as b } from './messages';
import { GameCard } from '../../kit';

interface PanelProps {
  view: BladesView;
  seatName: (seat: number) => string;
  t: Translate;
}

/** The stack, top first and open; each item says who plays it, with which hero, at whom. */
function StackList({ view, seatName, t }: PanelProps) {
  const stack = [...(view.clash?.stack ?? [])].reverse();
  if (stack.length === 0) return <p className="muted">{t(b.stackEmpty)}</p>;
  return (
    <ol className="stack" data-testid="stack">
      {stack.map((item, at) => (
        <li key={item.id} data-testid="stack-item">
          <GameCard
            face={item.face}
            t={t}
            open={at === 0}
            extra={
              <span className="muted">
                {seatName(item.seat)}: {t(heroName(view, item.performer))}
                {item.target !== null ? ` → ${t(heroName(view, item.target))}` : ''}
              </span>
            }
          />
        </li>
      ))}
    </ol>
  );
}

/**
 * The clash under way: active heroes, initiative, priority and the LIFO stack, top first
 * ("Resolución de Acciones"). Each item reads as the library describes it (cost, kind, text),
 * the top one open: it is what the player with priority decides to answer.
 */
export function StackPanel({ view, seatName, t }: PanelProps) {
  const clash = view.clash;
  if (!clash) return null;
  return (
    <section className="clash" data-testid="clash">
      <h2>
        {t(b.clash(clash.index))}: {t(heroName(view, clash.heroes[0]))} ⚔ {t(heroName(view, clash.heroes[1]))}
      </h2>
      <p className="muted">
        {clash.initiative !== null ? `${t(b.initiative)}: ${seatName(clash.initiative)} · ` : ''}
        {t(b.priority)}: {seatName(clash.priority)}
      </p>
      <h3 className="section-title">{t(b.stack)}</h3>
      <StackList view={view} seatName={seatName} t={t} />
    </section>
  );
}
