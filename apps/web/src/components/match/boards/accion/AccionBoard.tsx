'use client';

import {
  cardLabel,
  reasonText,
  type AccionResult,
  type AccionView,
  type Card,
  type EnemyView,
  type PlayerView,
} from '@cronica/accion';
import { localized as l, pick, type Lang } from '@cronica/util';
import { useState } from 'react';
import type { Translate } from '../../../../lib/i18n';
import { matchMessages as m } from '../../../../lib/match-messages';
import type { BoardProps } from '../types';
import { AccionGrid } from './AccionGrid';
import { AccionPicker } from './AccionPicker';
import { NO_CHOICE, remaining, stepOf, targetOf, type Choice } from './steps';

const words = {
  console: l(
    'Consola del director de juego: ves las manos de los enemigos, no las de los jugadores.',
    'Game master’s console: you see the enemies’ hands, not the players’.',
  ),
  playerBoard: l(
    'Tu personaje: ves tu mano; las de los demás y la del DJ están ocultas.',
    'Your character: you see your hand; the others’ and the GM’s are hidden.',
  ),
  round: (n: number) => l(`Ronda ${n}`, `Round ${n}`),
  mode: {
    combat: l('combate', 'combat'),
    social: l('social', 'social'),
    exploration: l('exploración', 'exploration'),
  } as const,
  turn: (who: string, left: number) =>
    l(`Turno de ${who}: le quedan ${left} de 3 acciones`, `${who}'s turn: ${left} of 3 actions left`),
  setup: l('El DJ aún no ha empezado el encuentro.', 'The GM has not started the encounter yet.'),
  waitingFor: (names: string) => l(`Esperando a: ${names}`, `Waiting for: ${names}`),
  greed: (name: string, times: number) => l(`${name} ×${times}`, `${name} ×${times}`),
  greedTitle: l('Avaricia (repeticiones este turno)', 'Greed (repeats this turn)'),
  players: l('Jugadores', 'Players'),
  enemies: l('Enemigos (los dirige el DJ)', 'Enemies (the GM runs them)'),
  bars: l('Barras', 'Bars'),
  table: l('Cartas donadas en la mesa', 'Cards donated to the table'),
  hand: l('Mano', 'Hand'),
  cards: (n: number) => l(n === 1 ? '1 carta' : `${n} cartas`, n === 1 ? '1 card' : `${n} cards`),
  hidden: (n: number) => l(`${n} ocultas`, `${n} hidden`),
  deck: (n: number) => l(`mazo ${n}`, `deck ${n}`),
  fallen: l('caído', 'fallen'),
  withdrawn: l('retirado', 'withdrawn'),
  defeated: l('derrotado', 'defeated'),
  prepared: l('preparado', 'prepared'),
  interrupted: l('interrumpido', 'interrupted'),
  nextTurn: (n: number) => l(`próximo turno: ${n} acción`, `next turn: ${n} action`),
  threat: (n: number) => l(`amenaza ${n}`, `threat ${n}`),
  by: (name: string) => l(`de ${name}`, `from ${name}`),
  spectating: l('Estás mirando el encuentro.', 'You are watching the encounter.'),
  partyWins: l('Victoria del grupo', 'The party wins'),
  gmWins: l('Ganan los enemigos (el DJ)', 'The enemies (the GM) prevail'),
  unresolved: l('Sin resolver', 'Unresolved'),
};

function ResultLine({ result, t }: { result: AccionResult; t: Translate }) {
  const side = result.side === 'party' ? words.partyWins : result.side === 'gm' ? words.gmWins : words.unresolved;
  return (
    <p className="accion__turn" data-testid="accion-result" data-side={result.side ?? 'none'}>
      {t(side)}: {t(reasonText(result.reason))}
    </p>
  );
}

function actorName(view: AccionView, actor: string, seatName: (seat: number) => string, lang: Lang): string {
  const p = view.players.find((x) => x.actor === actor);
  if (p) return p.name ?? seatName(p.seat);
  const e = view.enemies.find((x) => x.id === actor);
  return e ? pick(e.name, lang) : actor;
}

const cards = (hand: readonly Card[]) => hand.map(cardLabel).join(' ');

function Meter({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <meter className="accion__meter" min={0} max={Math.max(max, 1)} value={Math.max(value, 0)} aria-label={label} />
  );
}

function PlayerRow({
  p,
  view,
  seatName,
  t,
}: {
  p: PlayerView;
  view: AccionView;
  seatName: (seat: number) => string;
  t: Translate;
}) {
  const flags = [
    p.fallen && t(words.fallen),
    p.withdrawn && t(words.withdrawn),
    p.prepared && t(words.prepared),
    p.nextTurnActions < 3 && t(words.nextTurn(p.nextTurnActions)),
  ].filter(Boolean);
  const name = p.name ? `${p.name} (${seatName(p.seat)})` : seatName(p.seat);
  return (
    <li
      className={`accion__figure${view.turn?.actor === p.actor ? ' accion__figure--active' : ''}`}
      data-testid={`accion-player-${p.seat}`}
    >
      <strong>{name}</strong>
      {p.marker ? <span className="muted"> ({t(p.marker)})</span> : null} · HP {p.hp}/{p.maxHp}{' '}
      <Meter value={p.hp} max={p.maxHp} label={`HP ${name}`} /> · MP {p.mp} · {t(words.deck(p.deckCount))}
      {flags.length > 0 ? <span className="muted"> · {flags.join(' · ')}</span> : null}
      <br />
      {t(words.hand)}:{' '}
      {p.hand !== null ? (
        <span className="accion__hand" data-testid="accion-own-hand">
          {cards(p.hand) || '—'}
        </span>
      ) : (
        <span className="muted">{t(words.hidden(p.handCount))}</span>
      )}
    </li>
  );
}

function EnemyRow({ e, view, lang, t }: { e: EnemyView; view: AccionView; lang: Lang; t: Translate }) {
  const name = pick(e.name, lang);
  const flags = [e.defeated && t(words.defeated), e.interrupted && t(words.interrupted)].filter(Boolean);
  return (
    <li
      className={`accion__figure${view.turn?.actor === e.id ? ' accion__figure--active' : ''}`}
      data-testid={`accion-enemy-${e.id}`}
    >
      <strong>{name}</strong>
      {e.marker ? <span className="muted"> ({t(e.marker)})</span> : null} · HP {e.hp}/{e.maxHp}{' '}
      <Meter value={e.hp} max={e.maxHp} label={`HP ${name}`} /> · {t(words.threat(e.threat))}
      {flags.length > 0 ? <span className="muted"> · {flags.join(' · ')}</span> : null}
      <br />
      {t(words.hand)}:{' '}
      {e.hand !== null ? (
        <span className="accion__hand" data-testid="accion-enemy-hand">
          {cards(e.hand) || '—'}
        </span>
      ) : (
        <span className="muted">{t(words.hidden(e.handCount))}</span>
      )}
    </li>
  );
}

/**
 * La Regla de Acción (003_9d379b4d763b9b92.txt): the GM's console or a player's board, from the
 * game's own view for this viewer (what it may see and nothing else), then the legal commands.
 */
export function AccionBoard({ state, canAct, legal, busy, send, seatName, lang, t, match }: BoardProps) {
  const view = state as AccionView | null;
  const [picked, setChoice] = useState<Choice>(NO_CHOICE);
  if (!view) return null;
  const offered = canAct ? legal : [];
  // A choice whose commands are gone (the table moved on) starts over.
  const choice =
    picked.type !== null && remaining(offered, { ...NO_CHOICE, type: picked.type }).length > 0 ? picked : NO_CHOICE;
  const aimable = choice.type !== null && stepOf(remaining(offered, choice), choice) === 'target';
  const gridTargets = aimable
    ? {
        keys: new Set(
          remaining(offered, choice)
            .map(targetOf)
            .filter((x): x is string => x !== null),
        ),
        onTarget: (target: string) => setChoice({ ...choice, target }),
      }
    : undefined;
  const name = (actor: string) => actorName(view, actor, seatName, lang);
  const waiting = view.waitingFor.map((seat) => (seat === 0 ? seatName(0) : seatName(seat))).join(', ');
  return (
    <section
      className={`accion accion--${view.role}`}
      data-testid="accion-board"
      data-role={view.role}
      data-phase={view.phase}
    >
      <header className="accion__head">
        <h2>{pick(view.encounter.name, lang)}</h2>
        <p className="muted">
          {t(words.mode[view.encounter.mode])} · {t(words.round(view.initiative.round))}
          {view.role === 'gm' ? ` · ${t(words.console)}` : view.role === 'player' ? ` · ${t(words.playerBoard)}` : ''}
        </p>
        {view.phase === 'setup' ? <p>{t(words.setup)}</p> : null}
        {view.result ? <ResultLine result={view.result as AccionResult} t={t} /> : null}
        {view.turn ? (
          <p className="accion__turn" data-testid="accion-turn">
            {t(words.turn(name(view.turn.actor), view.turn.actionsLeft))}
          </p>
        ) : null}
        {view.turn && view.turn.repeats.length > 0 ? (
          <p className="muted">
            {t(words.greedTitle)}:{' '}
            {view.turn.repeats.map((r) => t(words.greed(r.name ? t(r.name) : r.key, r.times))).join(' · ')}
          </p>
        ) : null}
        {waiting && view.phase !== 'ended' ? (
          <p className="muted" data-testid="accion-waiting">
            {t(words.waitingFor(waiting))}
          </p>
        ) : null}
      </header>
      {view.encounter.tactical ? (
        <AccionGrid view={view} lang={lang} seatName={seatName} t={t} targets={gridTargets} />
      ) : null}
      {view.objectives.length > 0 || view.threat ? (
        <div>
          <h3>{t(words.bars)}</h3>
          <ul className="accion__list">
            {view.objectives.map((b) => (
              <li key={b.id}>
                {pick(b.name, lang)} · {b.progress}/{b.size}{' '}
                <Meter value={b.progress} max={b.size} label={pick(b.name, lang)} /> · {t(words.threat(b.threat))}
              </li>
            ))}
            {view.threat ? (
              <li>
                {pick(view.threat.name, lang)} · {view.threat.progress}/{view.threat.size}{' '}
                <Meter value={view.threat.progress} max={view.threat.size} label={pick(view.threat.name, lang)} />
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <div className="accion__sides">
        <div>
          <h3>{t(words.players)}</h3>
          <ul className="accion__list">
            {view.players.map((p) => (
              <PlayerRow key={p.seat} p={p} view={view} seatName={seatName} t={t} />
            ))}
          </ul>
        </div>
        <div>
          <h3>{t(words.enemies)}</h3>
          <ul className="accion__list">
            {view.enemies.map((e) => (
              <EnemyRow key={e.id} e={e} view={view} lang={lang} t={t} />
            ))}
          </ul>
        </div>
      </div>
      {view.table.length > 0 ? (
        <p>
          {t(words.table)}:{' '}
          {view.table.map((c) => `${cardLabel(c.card)} (${t(words.by(seatName(c.donor)))})`).join(' · ')}
        </p>
      ) : null}
      {canAct && legal.length > 0 ? (
        <section className="commands" data-testid="commands">
          <h2>{t(m.yourMove)}</h2>
          <AccionPicker
            view={view}
            legal={legal}
            choice={choice}
            onChoice={setChoice}
            busy={busy}
            send={send}
            seatName={seatName}
            lang={lang}
            t={t}
          />
        </section>
      ) : null}
      {!canAct && match.status === 'live' ? <p className="waiting">{t(words.spectating)}</p> : null}
    </section>
  );
}
