'use client';

import type { AccionView } from '@cronica/accion';
import { pick, type Lang } from '@cronica/util';
import { useState, type ComponentProps } from 'react';
import type { LegalCommand } from '../../../../graphql/match';
import { matchMessages as m } from '../../../../lib/match-messages';
import { inReaderLang } from '../../../../lib/person-name';
import type { BoardProps } from '../types';
import styles from './accion.module.css';
import { AccionBars, AccionSides, TableCards } from './AccionFigures';
import { AccionGrid } from './AccionGrid';
import { AccionHeader } from './AccionHeader';
import { AccionPicker } from './AccionPicker';
import { NO_CHOICE, remaining, stepOf, targetOf, type Choice } from './steps';
import { boardWords as words } from './words';

function actorName(view: AccionView, actor: string, seatName: (seat: number) => string, lang: Lang): string {
  const p = view.players.find((x) => x.actor === actor);
  if (p) return p.name ?? seatName(p.seat);
  const e = view.enemies.find((x) => x.id === actor);
  return e ? pick(e.name, lang) : actor;
}

/** The GM's console and a player's board are marked apart; a spectator's or a judge's is neither. */
const roleClass: Partial<Record<AccionView['role'], string>> = { gm: styles.gm, player: styles.player };

/** A choice whose commands are gone (the table moved on: its action, target or kind no longer offered) starts over. */
export function liveChoice(offered: readonly LegalCommand[], picked: Choice): Choice {
  return picked.type !== null && remaining(offered, picked).length > 0 ? picked : NO_CHOICE;
}

/** The squares a half-made choice may aim at on the grid, when its next step is the target. */
function gridTargetsFor(offered: readonly LegalCommand[], choice: Choice, setChoice: (choice: Choice) => void) {
  const aimable = choice.type !== null && stepOf(remaining(offered, choice), choice) === 'target';
  if (!aimable) return undefined;
  return {
    keys: new Set(
      remaining(offered, choice)
        .map(targetOf)
        .filter((x): x is string => x !== null),
    ),
    onTarget: (target: string) => setChoice({ ...choice, target }),
  };
}

/** The viewer's move, picked step by step. */
function AccionCommands(props: ComponentProps<typeof AccionPicker>) {
  return (
    <section className={`commands ${styles.decision}`} data-testid="commands" aria-busy={props.busy}>
      <h2>{props.t(m.yourMove)}</h2>
      <AccionPicker {...props} />
    </section>
  );
}

/**
 * La Regla de Acción (003_9d379b4d763b9b92.txt): the GM's console or a player's board, from the
 * game's own view for this viewer (what it may see and nothing else), then the legal commands.
 */
export function AccionBoard(props: BoardProps) {
  const { state, canAct, legal, seatName, lang, t, match } = props;
  // A character named by a player who erased their account reads in the viewer's language.
  const view = inReaderLang(state as AccionView | null, t);
  const [picked, setChoice] = useState<Choice>(NO_CHOICE);
  if (!view) return null;
  const offered = canAct ? legal : [];
  const choice = liveChoice(offered, picked);
  const gridTargets = gridTargetsFor(offered, choice, setChoice);
  const name = (actor: string) => actorName(view, actor, seatName, lang);
  const tactical = view.encounter.tactical;
  const waiting = view.waitingFor.map(seatName).join(', ');
  return (
    <section
      className={[styles.board, roleClass[view.role] ?? '', tactical ? styles.tactical : ''].filter(Boolean).join(' ')}
      data-testid="accion-board"
      data-role={view.role}
      data-phase={view.phase}
    >
      <AccionHeader view={view} name={name} waiting={waiting} ended={props.ended} lang={lang} t={t} />
      {view.objectives.length > 0 || view.threat ? <AccionBars view={view} lang={lang} t={t} /> : null}
      {tactical ? <AccionGrid view={view} lang={lang} seatName={seatName} t={t} targets={gridTargets} /> : null}
      {canAct && legal.length > 0 ? (
        <AccionCommands {...props} view={view} choice={choice} onChoice={setChoice} />
      ) : null}
      <AccionSides view={view} seatName={seatName} lang={lang} t={t} />
      {view.table.length > 0 ? <TableCards view={view} seatName={seatName} t={t} /> : null}
      {!canAct && match.status === 'live' ? <p className="waiting">{t(words.spectating)}</p> : null}
    </section>
  );
}
