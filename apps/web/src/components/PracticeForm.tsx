'use client';

import { useState } from 'react';
import type { Lang } from '@cronica/util';
import { startPractice } from '../app/play/actions';
import type { GameBot, ReadyDeck } from '../graphql/match';
import { Field, FormError, Options, SubmitButton } from './FormParts';
import { DeckField } from './DeckField';
import { translator } from '../lib/i18n';
import { matchMessages } from '../lib/match-messages';
import { myDeckMessages } from '../lib/my-deck-messages';
import { useFormAction } from './useFormAction';

const m = matchMessages.practice;

interface Props {
  readonly game: string;
  readonly decks: readonly ReadyDeck[];
  /** The person's saved decks (My decks), offered before the ready-made ones. */
  readonly saved?: readonly { id: string; name: string }[];
  /** A deck to preselect for the person's seat. */
  readonly chosen?: string;
  /** The game's bots, weakest first; the one marked for practice is chosen to begin with. */
  readonly bots: readonly GameBot[];
  readonly lang: Lang;
}

/** A practice match against a bot: each seat plays one of the person's saved decks or a ready-made one (`chosen` preselects hers). */
export function PracticeForm({ game, decks, saved = [], chosen, bots, lang }: Props) {
  const t = translator(lang);
  const groups = [t(myDeckMessages.pick.mine), t(myDeckMessages.pick.ready)] as const;
  const [state, action, pending] = useFormAction(startPractice, { error: null });
  return (
    <form action={action} className="form">
      <input type="hidden" name="game" value={game} />
      {bots.length > 1 ? <BotField label={t(m.bot)} bots={bots} /> : null}
      <DeckField
        label={t(m.yourDeck)}
        decks={decks}
        saved={saved}
        groups={groups}
        anyLabel={t(m.anyDeck)}
        {...(chosen ? { defaultValue: chosen } : {})}
      />
      <DeckField
        label={t(m.botDeck)}
        decks={decks}
        saved={saved}
        groups={groups}
        name="botDeckId"
        anyLabel={t(m.anyDeck)}
      />
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={m.start} pendingLabel={m.starting} t={t} />
    </form>
  );
}

/**
 * The opponent's strength: each bot by name, and what to expect of the chosen one in full under the
 * list (in the option itself a phone cut it off after a few words).
 */
function BotField({ label, bots }: { label: string; bots: readonly GameBot[] }) {
  const [chosen, choose] = useState(() => (bots.find((bot) => bot.practiceDefault) ?? bots[0])?.name);
  const description = bots.find((bot) => bot.name === chosen)?.description;
  return (
    <div className="form__field">
      <Field label={label}>
        <select
          name="bot"
          value={chosen}
          onChange={(event) => choose(event.target.value)}
          aria-describedby={description ? 'bot-hint' : undefined}
        >
          <Options items={bots} value={(bot) => bot.name} label={(bot) => bot.label} />
        </select>
      </Field>
      {description ? (
        <small id="bot-hint" className="form__hint" data-testid="bot-hint">
          {description}
        </small>
      ) : null}
    </div>
  );
}
