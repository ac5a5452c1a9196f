import type { AccionView } from '@cronica/accion';
import { localized, pick, type Lang } from '@cronica/util';

const EMPTY = localized('vacía', 'empty');

/** One figure on a square: a player (its seat number) or an enemy (its initial). */
interface Figure {
  readonly key: string;
  readonly label: string;
  readonly title: string;
  readonly kind: 'player' | 'enemy';
  readonly active: boolean;
}

/**
 * The tactical grid of each scene (003, "Regla de tácticas y miniaturas"): squares from the top
 * left, players and standing enemies where they stand. Fallen figures leave the grid.
 */
export function AccionGrid({ view, lang, seatName }: { view: AccionView; lang: Lang; seatName: (seat: number) => string }) {
  const actor = view.turn?.actor ?? null;
  return (
    <div className="accion__scenes">
      {view.encounter.scenes.map((scene) => {
        const figures = new Map<string, Figure>();
        for (const p of view.players) {
          if (p.scene !== scene.id || p.position === null || p.fallen || p.withdrawn) continue;
          const name = p.name ?? seatName(p.seat);
          figures.set(`${p.position[0]},${p.position[1]}`, { key: p.actor, label: name.slice(0, 2), title: name, kind: 'player', active: actor === p.actor });
        }
        for (const e of view.enemies) {
          if (e.scene !== scene.id || e.position === null || e.defeated) continue;
          const name = pick(e.name, lang);
          figures.set(`${e.position[0]},${e.position[1]}`, { key: e.id, label: name.slice(0, 2), title: name, kind: 'enemy', active: actor === e.id });
        }
        return (
          <figure key={scene.id} className="accion__scene" data-testid={`accion-grid-${scene.id}`}>
            <figcaption>
              {pick(scene.name, lang)} · {scene.width}×{scene.height}
            </figcaption>
            {/* A table of rows (not an interactive grid): each square says who stands there, in full, or that it is empty. */}
            <div className="accion__grid" style={{ gridTemplateColumns: `repeat(${scene.width}, minmax(0, 2.4rem))` }} role="table" aria-label={pick(scene.name, lang)}>
              {Array.from({ length: scene.height }, (_, y) => (
                <div key={y} role="row" className="accion__row">
                  {Array.from({ length: scene.width }, (_, x) => {
                    const figure = figures.get(`${x},${y}`);
                    const where = `[${x},${y}]`;
                    return (
                      <span
                        key={`${x},${y}`}
                        role="cell"
                        aria-label={`${figure ? figure.title : pick(EMPTY, lang)} ${where}`}
                        className={`accion__square${figure ? ` accion__square--${figure.kind}` : ''}${figure?.active ? ' accion__square--active' : ''}`}
                        title={figure ? `${figure.title} ${where}` : where}
                      >
                        <span aria-hidden="true">{figure?.label ?? ''}</span>
                      </span>
                    );
                  })}
                </div>
              ))}
            </div>
          </figure>
        );
      })}
    </div>
  );
}
