import { useMemo, useState } from 'react';
import { commandKey } from '@cronica/rules-kernel';
import type { BladesView, Phase } from '@cronica/blades-of-ash';
import type { GameCommand } from '../../../../graphql/match';
import { parseBladesView } from './names';
import { bladesMessages as b } from './messages';
import { wellFormed } from './play';
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
import { TableColumns, TablePrompt } from '../../kit';
import type { BoardProps } from '../types';
import styles from './blades.module.css';

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

/**
 * The player's picks on the table. They start empty when what she is asked changes (her legal
 * commands), not at every event: the rival confirming her secret draft, or any push that leaves
 * this player's choice as it was, keeps the heroes and cards she has picked so far.
 */
function useHeldPicks(legal: BoardProps['legal']): [Picks, (next: Picks) => void] {
  const asked = useMemo(() => legal.map((entry) => commandKey(entry.command)).join('\n'), [legal]);
  const [held, setHeld] = useState<{ stamp: string; picks: Picks }>({ stamp: asked, picks: NO_PICKS });
  const picks = held.stamp === asked ? held.picks : NO_PICKS;
  return [picks, (next) => setHeld({ stamp: asked, picks: next })];
}

interface PromptProps {
  choice: Choice | null;
  invalid: boolean;
  phase: Phase;
  seated: boolean;
  autoPass: boolean;
  setAutoPass: (on: boolean) => void;
  t: BoardProps['t'];
}

/**
 * The choice of the moment in the kit's prompt (sticky at the top of the left column on a laptop,
 * fixed over the bottom of a phone's screen), with the auto-pass switch while actions are played.
 */
function ChoicePrompt({ choice, invalid, phase, seated, autoPass, setAutoPass, t }: PromptProps) {
  const toggle = phase === 'actions' ? <AutoPassToggle on={autoPass} set={setAutoPass} t={t} /> : null;
  return (
    <>
      {invalid ? <InvalidNote t={t} /> : null}
      {choice ? (
        <TablePrompt testId="choice">
          {choice.panel}
          {toggle}
        </TablePrompt>
      ) : seated ? (
        toggle
      ) : null}
    </>
  );
}

/** A command the game's schema refused before it was sent. */
function InvalidNote({ t }: Pick<BoardProps, 't'>) {
  return (
    <p className="form__error" role="alert">
      {t(b.invalid)}
    </p>
  );
}

/** Under the prompt: the clash's stack (what may be answered), then the round's pairings. */
function TableMiddle({ view, me, seatName, t }: { view: BladesView; me: number } & Pick<BoardProps, 'seatName' | 't'>) {
  return (
    <div className={styles.middle}>
      <StackPanel view={view} seatName={seatName} t={t} />
      <Pairings view={view} mySeat={me} seatName={seatName} t={t} />
    </div>
  );
}

/**
 * The player's sender: a move goes once the game's command schema takes it; with it, whether the
 * last move was refused before it was sent.
 */
function useCheckedSubmit(me: number, setPicks: (picks: Picks) => void, send: BoardProps['send']) {
  const [invalid, setInvalid] = useState(false);
  const submit = (command: GameCommand) => {
    const ok = wellFormed(command, me);
    setInvalid(!ok);
    if (!ok) return;
    // Her own move answers what she picked: the next choice starts empty even where it asks the same.
    setPicks(NO_PICKS);
    send(command);
  };
  return [invalid, submit] as const;
}

/**
 * Whether the prompt column stands beside the heroes on a laptop. Read-only before the first pairing
 * (a replay, a judge or a spectator at the draft or the opening hand) it would hold only "not paired
 * yet": the heroes take the table's whole width.
 */
const leadsBeside = (view: BladesView, mySeat: number | null) => mySeat !== null || view.pairings.length > 0;

/**
 * Espadas de Ceniza / Blades of Ash: both sides' heroes (abilities and costs from the card data),
 * dice, hands as cards and graveyards; the round's pairings and the clash's stack; and the
 * player's choice of the moment built from picks on the table (heroes, cards, dice), checked
 * against the game's command schema before it is sent. Without a seat that may act it is
 * read-only (spectators, judges, the replay viewer).
 */
export function BladesBoard({ state, mySeat, canAct, ended, legal, busy, send, seatName, match, t }: BoardProps) {
  const [picks, setPicks] = useHeldPicks(legal);
  const me = mySeat ?? 0;
  const [invalid, submit] = useCheckedSubmit(me, setPicks, send);
  const [autoPass, setAutoPass] = useAutoPassSetting();
  const view = parseBladesView(state);
  useAutoPass(autoPass, view, canAct && mySeat !== null, busy, legal, match.eventCount, send);
  if (!view) return null;
  const make = canAct && mySeat !== null && legal.length > 0 ? CHOICES[view.phase] : null;
  const choice = make ? make({ view, seat: me, legal, picks, setPicks, submit, busy, t }) : null;
  const prompt = { choice, invalid, phase: view.phase, seated: mySeat !== null, autoPass, setAutoPass, t };
  const [area, rivalPicks] = [{ seated: mySeat !== null, t }, { hero: choice?.picks.hero }];
  // Laptop: the prompt (dice to pay in it) leads the left column over the stack, the heroes beside,
  // all on a 1280×800 first screen. Phone: one column, the prompt fixed over the screen's bottom.
  return (
    <div className="table" data-testid="blades-board">
      <TurnBanner view={view} mySeat={mySeat} ended={ended} seatName={seatName} t={t} />
      <TableColumns
        beside={leadsBeside(view, mySeat)}
        className={styles.columns}
        lead={
          <>
            <ChoicePrompt {...prompt} />
            <TableMiddle view={view} me={me} seatName={seatName} t={t} />
          </>
        }
        main={
          <>
            <PlayerArea view={view} seat={1 - me} label={seatName(1 - me)} picks={rivalPicks} {...area} />
            <PlayerArea view={view} seat={me} label={seatName(me)} picks={choice?.picks ?? {}} {...area} />
          </>
        }
      />
    </div>
  );
}
