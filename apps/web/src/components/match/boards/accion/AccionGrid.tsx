import type { CSSProperties } from 'react';
import type { AccionView } from '@cronica/accion';
import { localized as l, pick, type Lang } from '@cronica/util';
import type { Translate } from '../../../../lib/i18n';
import styles from './accion.module.css';

/** One figure on a square: a player or an enemy, with the marker and full name the game's view gives. */
interface Figure {
  readonly key: string;
  readonly marker: string;
  readonly name: string;
  readonly kind: 'player' | 'enemy';
  readonly active: boolean;
}

const words = {
  player: l('jugador', 'player'),
  enemy: l('enemigo', 'enemy'),
  acting: l('en turno', 'acting'),
  empty: l('vacía', 'empty'),
  column: l('Columna', 'Column'),
  row: l('Fila', 'Row'),
};

const squareName = (x: number, y: number) => `${String.fromCharCode(65 + x)}${y + 1}`;

function figuresOf(
  view: AccionView,
  scene: string,
  lang: Lang,
  seatName: (seat: number) => string,
): Map<string, Figure> {
  const actor = view.turn?.actor ?? null;
  const figures = new Map<string, Figure>();
  for (const p of view.players) {
    if (p.scene !== scene || p.position === null || p.fallen || p.withdrawn) continue;
    const marker = p.marker ? pick(p.marker, lang) : String(p.seat);
    figures.set(`${p.position[0]},${p.position[1]}`, {
      key: p.actor,
      marker,
      name: p.name ?? seatName(p.seat),
      kind: 'player',
      active: actor === p.actor,
    });
  }
  for (const e of view.enemies) {
    if (e.scene !== scene || e.position === null || e.defeated) continue;
    const marker = e.marker ? pick(e.marker, lang) : pick(e.name, lang).slice(0, 2);
    figures.set(`${e.position[0]},${e.position[1]}`, {
      key: e.id,
      marker,
      name: pick(e.name, lang),
      kind: 'enemy',
      active: actor === e.id,
    });
  }
  return figures;
}

/** Where a target of the move being chosen is: a figure's id or a square's "sq:x,y". */
export interface GridTargets {
  readonly keys: ReadonlySet<string>;
  readonly onTarget: (key: string) => void;
}

type Scene = AccionView['encounter']['scenes'][number];

interface GridProps {
  view: AccionView;
  lang: Lang;
  seatName: (seat: number) => string;
  t: Translate;
  targets?: GridTargets;
}

/** The letters across the top, each column named in full for a screen reader. */
function ColumnHeads({ columns, t }: { columns: readonly number[]; t: Translate }) {
  return (
    <thead>
      <tr>
        <td />
        {columns.map((x) => (
          <th key={x} scope="col" abbr={`${t(words.column)} ${String.fromCharCode(65 + x)}`}>
            {String.fromCharCode(65 + x)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function SceneGrid({ view, lang, seatName, t, targets, scene }: GridProps & { scene: Scene }) {
  const figures = figuresOf(view, scene.id, lang, seatName);
  const columns = Array.from({ length: scene.width }, (_, x) => x);
  return (
    <div
      className={styles.scene}
      data-testid={`accion-grid-${scene.id}`}
      style={{ '--columns': scene.width } as CSSProperties}
    >
      <table className={styles.grid}>
        <caption>
          {pick(scene.name, lang)} · {scene.width}×{scene.height}
        </caption>
        <ColumnHeads columns={columns} t={t} />
        <tbody>
          {Array.from({ length: scene.height }, (_, y) => (
            <tr key={y}>
              <th scope="row" abbr={`${t(words.row)} ${y + 1}`}>
                {y + 1}
              </th>
              {columns.map((x) => (
                <Square key={x} x={x} y={y} figure={figures.get(`${x},${y}`)} targets={targets} t={t} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The tactical grid of each scene (003, "Regla de tácticas y miniaturas"): a table with a row per
 * line of squares, each square named by its letter and number and, when someone stands there, by
 * their full name ("Bandido 1, enemigo, C1"). Targets of the move being chosen are buttons.
 */
export function AccionGrid(props: GridProps) {
  return (
    <div className={styles.scenes}>
      {props.view.encounter.scenes.map((scene) => (
        <SceneGrid key={scene.id} {...props} scene={scene} />
      ))}
    </div>
  );
}

/** What a square says to a screen reader: who stands there (and whether they act now), or that it is empty. */
function squareLabel(figure: Figure | undefined, where: string, t: Translate): string {
  if (!figure) return `${t(words.empty)}, ${where}`;
  const kind = t(figure.kind === 'player' ? words.player : words.enemy);
  return `${figure.name}, ${kind}${figure.active ? `, ${t(words.acting)}` : ''}, ${where}`;
}

/** A square's look: whose figure stands there, whether it acts now, whether the move may aim at it. */
function squareClasses(figure: Figure | undefined, aimed: boolean): string {
  const kind = figure ? (figure.kind === 'player' ? styles.ofPlayer : styles.ofEnemy) : '';
  return [styles.square, kind, figure?.active ? styles.acting : '', aimed ? styles.target : '']
    .filter(Boolean)
    .join(' ');
}

function Square({
  x,
  y,
  figure,
  targets,
  t,
}: {
  x: number;
  y: number;
  figure: Figure | undefined;
  targets?: GridTargets | undefined;
  t: Translate;
}) {
  const where = squareName(x, y);
  const label = squareLabel(figure, where, t);
  const key = figure?.key ?? `sq:${x},${y}`;
  const aimed = targets?.keys.has(key) ?? false;
  const classes = squareClasses(figure, aimed);
  return (
    <td className={classes} data-square={where}>
      {aimed ? (
        <button
          type="button"
          className={styles.aim}
          aria-label={label}
          onClick={() => targets!.onTarget(key)}
          data-testid="accion-square-target"
        >
          {figure?.marker ?? '·'}
        </button>
      ) : (
        <>
          <span aria-hidden="true">{figure?.marker ?? ''}</span>
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </td>
  );
}
