import { useState } from 'react';
import type { BladesView, Phase } from '@cronica/blades-of-ash';
import type { GameCommand } from '../../../../graphql/match';
import { parseBladesView } from '../../../../lib/blades';
import { useBottomInset } from '../../../../lib/bottom-inset';
import { bladesMessages as b } from '../../../../lib/blades-messages';
import { wellFormed } from '../../../../lib/blades-play';
import { actionChoice } from './action-choice';
import { AutoPassToggle, useAutoPass, useAutoPassSetting } from './AutoPass';
import {
  NO_PICKS,
  diceChoice,
  draftChoice,
  handLimitChoice,
  mulliganChoice,
  roleChoice,
  type Choice,
  type ChoiceContext,
  type Picks,
} from './choices';
import { pairingChoice } from './pairing-choice';
import { Pairings } from './Pairings';
import { PlayerArea } from './PlayerArea';
import { StackPanel } from './StackPanel';
import { TurnBanner } from './TurnBanner';
import type { BoardProps } from '../types';

const CHOICES: Readonly<Record<Phase, ((c: ChoiceContext) => Choice) | null>> = {
  draft: draftChoice,
  mulligan: mulliganChoice,
  role: roleChoice,
  pairing: pairingChoice,
  dice: diceChoice,
  actions: actionChoice,
  handLimit: handLimitChoice,
  over: null,
};

/** The player's picks on the table; they start empty after every event (a new view asks anew). */
function useHeldPicks(eventCount: number): [Picks, (next: Picks) => void] {
  const [held, setHeld] = useState<{ stamp: number; picks: Picks }>({ stamp: eventCount, picks: NO_PICKS });
  const picks = held.stamp === eventCount ? held.picks : NO_PICKS;
  return [picks, (next) => setHeld({ stamp: eventCount, picks: next })];
}

interface DockProps {
  choice: Choice | null;
  phase: Phase;
  seated: boolean;
  choiceRef: (panel: HTMLDivElement | null) => void;
  autoPass: boolean;
  setAutoPass: (on: boolean) => void;
  t: BoardProps['t'];
}

/** The choice of the moment at the bottom, with the auto-pass switch while actions are played. */
function ChoiceDock({ choice, phase, seated, choiceRef, autoPass, setAutoPass, t }: DockProps) {
  if (choice)
    return (
      <div className="table__choice" ref={choiceRef}>
        {choice.panel}
        {phase === 'actions' ? <AutoPassToggle on={autoPass} set={setAutoPass} t={t} /> : null}
      </div>
    );
  return seated && phase === 'actions' ? <AutoPassToggle on={autoPass} set={setAutoPass} t={t} /> : null;
}

/** A command the game's schema refused before it was sent. */
function InvalidNote({ t }: Pick<BoardProps, 't'>) {
  return (
    <p className="form__error" role="alert">
      {t(b.invalid)}
    </p>
  );
}

/** Between the sides: the round's pairings and the clash's stack. */
function TableMiddle({ view, me, seatName, t }: { view: BladesView; me: number } & Pick<BoardProps, 'seatName' | 't'>) {
  return (
    <div className="table__middle">
      <Pairings view={view} mySeat={me} seatName={seatName} t={t} />
      <StackPanel view={view} seatName={seatName} t={t} />
    </div>
  );
}

/**
 * Espadas de Ceniza / Blades of Ash: both sides' heroes (abilities and costs from the card data),
 * dice, hands as cards and graveyards; the round's pairings and the clash's stack; and the
 * player's choice of the moment built from picks on the table (heroes, cards, dice), checked
 * against the game's command schema before it is sent. Without a seat that may act it is
 * read-only (spectators, judges, the replay viewer).
 */
export function BladesBoard({ state, mySeat, canAct, legal, busy, send, seatName, match, t }: BoardProps) {
  const [picks, setPicks] = useHeldPicks(match.eventCount);
  const [invalid, setInvalid] = useState(false);
  const choiceRef = useBottomInset<HTMLDivElement>();
  const [autoPass, setAutoPass] = useAutoPassSetting();
  const view = parseBladesView(state);
  useAutoPass(autoPass, view, canAct && mySeat !== null, busy, legal, match.eventCount, send);
  if (!view) return null;
  const me = mySeat ?? 0;
  const submit = (command: GameCommand) => {
    const ok = wellFormed(command, me);
    setInvalid(!ok);
    if (ok) send(command);
  };
  const make = CHOICES[view.phase];
  const choice =
    canAct && mySeat !== null && legal.length > 0 && make
      ? make({ view, seat: me, legal, picks, setPicks, submit, busy, t })
      : null;
  return (
    <div className="table" data-testid="blades-board">
      <TurnBanner view={view} mySeat={mySeat} seatName={seatName} t={t} />
      <PlayerArea view={view} seat={1 - me} label={seatName(1 - me)} picks={{ hero: choice?.picks.hero }} t={t} />
      <TableMiddle view={view} me={me} seatName={seatName} t={t} />
      <PlayerArea view={view} seat={me} label={seatName(me)} picks={choice?.picks ?? {}} t={t} />
      {invalid ? <InvalidNote t={t} /> : null}
      <ChoiceDock
        choice={choice}
        phase={view.phase}
        seated={mySeat !== null}
        choiceRef={choiceRef}
        autoPass={autoPass}
        setAutoPass={setAutoPass}
        t={t}
      />
    </div>
  );
}
