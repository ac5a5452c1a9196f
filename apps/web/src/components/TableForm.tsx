'use client';

import { useState } from 'react';
import { localized as l, type Lang } from '@cronica/util';
import { startTable } from '../app/play/actions';
import type { GameInfo } from '../graphql/match';
import { translator, type Translate } from '../lib/i18n';
import { Field, FormError, Options, SubmitButton } from './FormParts';
import { WhileGameLoads } from './GameCode';
import { seatWords, tableSetupFor } from './match/boards';
import { useFormAction } from './useFormAction';

const words = {
  seats: l('Asientos', 'Seats'),
  you: l('Tú', 'You'),
  player: l('Otra persona (usuario)', 'Another person (username)'),
  bot: (label: string) => l(`Bot: ${label}`, `Bot: ${label}`),
  /** The person's username for a seat, named as the table names it («Jugador 1», «Asiento 2»). */
  username: (seat: string) => l(`${seat}: usuario`, `${seat}: username`),
  start: l('Crear la mesa', 'Create the table'),
  starting: l('Creando…', 'Creating…'),
  invite: l(
    'Cada persona invitada recibe un aviso y acepta o rechaza; la mesa empieza cuando todas acepten (la invitación caduca a las 24 horas). Con solo bots, empieza ya.',
    'Each invited person gets a notice and accepts or declines; the table starts once all of them accept (the invitation expires after 24 hours). With bots only, it starts now.',
  ),
};

type SeatKind = string;

/** How many seats the table has and who sits in each: you first, then a person, then the game's practice bot. */
function useSeats(game: GameInfo) {
  const min = game.minSeats ?? 2;
  const max = game.maxSeats ?? 2;
  const practice = game.bots.find((bot) => bot.practiceDefault) ?? game.bots[0];
  const firstBot = practice ? `bot:${practice.name}` : 'player';
  const [count, setCount] = useState(Math.min(max, Math.max(min, 3)));
  const [kinds, setKinds] = useState<SeatKind[]>(
    Array.from({ length: max }, (_, seat) => (seat === 0 ? 'you' : seat === 1 ? 'player' : firstBot)),
  );
  const setKind = (seat: number, kind: SeatKind) => setKinds(kinds.map((k, i) => (i === seat ? kind : k)));
  return { min, max, count, setCount, kinds, setKind };
}

/**
 * A match of a whole table, seat by seat: you, people invited by username and the game's bots.
 * The game may name its seats (a game master's) and adds its own format fields.
 */
export function TableForm({ game, lang }: { game: GameInfo; lang: Lang }) {
  const t = translator(lang);
  const setup = tableSetupFor(game.id);
  const [state, action, pending] = useFormAction(startTable, { error: null });
  const { min, max, count, setCount, kinds, setKind } = useSeats(game);
  const label = (seat: number) => t(seatWords(game.id, seat));
  return (
    <form action={action} className="form" data-testid="table-form">
      <input type="hidden" name="game" value={game.id} />
      <Field label={t(words.seats)}>
        <select name="seats" value={count} onChange={(e) => setCount(Number(e.target.value))}>
          <Options
            items={Array.from({ length: max - min + 1 }, (_, i) => min + i)}
            value={(n) => n}
            label={(n) => String(n)}
          />
        </select>
      </Field>
      {Array.from({ length: count }, (_, seat) => (
        <SeatField
          key={seat}
          seat={seat}
          label={label(seat)}
          kind={kinds[seat]!}
          onKind={setKind}
          bots={game.bots}
          t={t}
        />
      ))}
      <p className="muted">{t(words.invite)}</p>
      {setup ? (
        <WhileGameLoads lang={lang}>
          <setup.Options lang={lang} t={t} />
        </WhileGameLoads>
      ) : null}
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={words.start} pendingLabel={words.starting} t={t} />
    </form>
  );
}

/** Who sits in one seat: you, a person by username, or one of the game's bots. */
function SeatField(props: {
  seat: number;
  label: string;
  kind: SeatKind;
  onKind: (seat: number, kind: SeatKind) => void;
  bots: GameInfo['bots'];
  t: Translate;
}) {
  const { seat, label, kind, onKind, bots, t } = props;
  return (
    <fieldset className="form__group" data-testid={`table-seat-${seat}`}>
      <legend>{label}</legend>
      <select name={`seat-${seat}`} aria-label={label} value={kind} onChange={(e) => onKind(seat, e.target.value)}>
        <option value="you">{t(words.you)}</option>
        <option value="player">{t(words.player)}</option>
        <Options items={bots} value={(bot) => `bot:${bot.name}`} label={(bot) => t(words.bot(bot.label))} />
      </select>
      {kind === 'player' ? (
        <input
          name={`seat-${seat}-player`}
          aria-label={t(words.username(label))}
          placeholder={t(words.username(label))}
          required
          autoComplete="off"
        />
      ) : null}
    </fieldset>
  );
}
