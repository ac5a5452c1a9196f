import { useRef, type ReactNode } from 'react';
import type { Translate } from '../../lib/i18n';
import { fieldNames, type ResultProblem, type ResultValues, type Seat, type Winner } from '../../lib/result-form';
import { resultFormMessages as m } from '../../lib/result-form-messages';
import { Options } from '../FormParts';
import { useFocusOnRefusal } from '../RefusalFocus';

/** The problem's text beside its field (tied to it by `aria-describedby`), when the problem is there; focus goes to the field. */
export function FieldError({
  id,
  problem,
  field,
  t,
}: {
  id: string;
  problem: ResultProblem | null;
  field: string;
  t: Translate;
}) {
  const own = useRef<HTMLParagraphElement>(null);
  const mine = problem?.field === field ? problem : null;
  useFocusOnRefusal(own, mine);
  if (mine === null) return null;
  return (
    <p ref={own} id={id} className="form__field-error" role="alert" data-testid={`${field}-error`}>
      {t(mine.message)}
    </p>
  );
}

/** What an input carries when the last answer refused it. */
export function invalidProps(problem: ResultProblem | null, field: string, errorId: string) {
  return problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
}

export interface ResultFieldsProps {
  readonly bestOf: number;
  /** The event's tiebreakers count life totals (SCORE): each game asks for them. */
  readonly needLife: boolean;
  /** What the form starts from: the values of a refused try, or of the result being corrected. */
  readonly values: ResultValues | null;
  readonly problem: ResultProblem | null;
  /** The winner choices in the order shown, worded for whoever fills in the form. */
  readonly choices: readonly { readonly value: Winner; readonly label: string }[];
  /** The life inputs in the order shown (the reader's own first on a player's form). */
  readonly lives: readonly { readonly seat: Seat; readonly label: string }[];
  /** Unique per form on the page, for the inputs' ids. */
  readonly idPrefix: string;
  /** Changes with each answer of the form's action: the lines mount again with the answer's values (`useAnswerKey`). */
  readonly answer: number;
  readonly t: Translate;
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <span className="result-game__field">
      <label htmlFor={id}>{label}</label>
      {children}
    </span>
  );
}

type GameValues = NonNullable<ResultFieldsProps['values']>['games'][number] | undefined;

function GameLine({ n, props }: { n: number; props: ResultFieldsProps }) {
  const { needLife, values, problem, lives, idPrefix, t } = props;
  const game = values?.games[n - 1];
  const winner = fieldNames.winner(n);
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="report__game result-game" data-testid="result-game">
      <legend id={id(`game${n}`)}>{t(m.game(n))}</legend>
      <WinnerField n={n} game={game} props={props} />
      {needLife
        ? lives.map(({ seat, label }) => (
            <LifeField key={seat} n={n} seat={seat} label={label} game={game} props={props} />
          ))
        : null}
      <FieldError id={id(`${winner}-error`)} problem={problem} field={winner} t={t} />
      {lives.map(({ seat }) => (
        <FieldError
          key={seat}
          id={id(`${fieldNames.life(n, seat)}-error`)}
          problem={problem}
          field={fieldNames.life(n, seat)}
          t={t}
        />
      ))}
    </fieldset>
  );
}

/** Who won game `n`: a choice of the form's winners; the first game must be chosen, later ones may be unplayed. */
function WinnerField({ n, game, props }: { n: number; game: GameValues; props: ResultFieldsProps }) {
  const { problem, choices, idPrefix, t } = props;
  const winner = fieldNames.winner(n);
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <span className="result-game__field">
      <label id={id(`${winner}-label`)} htmlFor={id(winner)}>
        {t(m.whoWon)}
      </label>
      <select
        id={id(winner)}
        name={winner}
        defaultValue={game?.winner ?? ''}
        aria-labelledby={`${id(`game${n}`)} ${id(`${winner}-label`)}`}
        {...invalidProps(problem, winner, id(`${winner}-error`))}
      >
        <option value="">{n === 1 ? t(m.choose) : t(m.notPlayed)}</option>
        <Options items={choices} value={(c) => c.value} label={(c) => c.label} />
      </select>
    </span>
  );
}

/** One seat's final life in game `n`. */
function LifeField(props: { n: number; seat: Seat; label: string; game: GameValues; props: ResultFieldsProps }) {
  const { n, seat, label, game } = props;
  const { problem, idPrefix } = props.props;
  const name = fieldNames.life(n, seat);
  const id = `${idPrefix}-${name}`;
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        size={4}
        maxLength={5}
        defaultValue={seat === 'a' ? (game?.lifeA ?? '') : (game?.lifeB ?? '')}
        {...invalidProps(problem, name, `${idPrefix}-${name}-error`)}
      />
    </Labelled>
  );
}

/**
 * The games of a best-of-N match (002 C.1), one line each: who won it and, where the event's
 * tiebreakers count them, each player's final life. Shared by a player's report and the desk.
 */
export function ResultFields(props: ResultFieldsProps) {
  const { bestOf, t } = props;
  return (
    <div className="result-games" data-testid="result-games" data-best-of={bestOf}>
      {bestOf > 1 ? <p className="legend">{t(m.bestOf(bestOf))}</p> : null}
      {Array.from({ length: bestOf }, (_, i) => (
        <GameLine key={`${props.answer}-${i}`} n={i + 1} props={props} />
      ))}
    </div>
  );
}

/** Who won each game and each seat's life, named by the table's two players. */
export function seatChoices(nameA: string, nameB: string, t: Translate) {
  return {
    choices: [
      { value: 'a' as const, label: t(m.won(nameA)) },
      { value: 'b' as const, label: t(m.won(nameB)) },
      { value: 'draw' as const, label: t(m.drawn) },
    ],
    lives: [
      { seat: 'a' as const, label: t(m.lifeOf(nameA)) },
      { seat: 'b' as const, label: t(m.lifeOf(nameB)) },
    ],
  };
}
