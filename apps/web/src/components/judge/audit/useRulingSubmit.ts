import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { Localized } from '@cronica/util';
import {
  AWARD_MATCH_LOSS,
  BACK_UP_MATCH,
  CORRECT_MATCH_VALUE,
  RULING_OUTCOME_FIELDS,
  UPHOLD_RULING,
  type JudgeRulingInput,
  type RulingOutcome,
} from '../../../graphql/audit';
import { readFragment, type FragmentOf } from '../../../graphql/tada';
import type { MatchView } from '../../../graphql/match';
import { apiRefusal } from '../../../lib/api-errors';
import { rulingMessages as m } from '../../../lib/audit-messages';
import { useResendableIds } from '../../../lib/resendable-ids';
import { correction, rulingInput, type RulingKind } from '../../../lib/ruling-form';
import { OTHER } from './RulingCitation';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

type RulingAnswer = { readonly error: Localized } | { readonly outcome: RulingOutcome | null };

/** Sends the ruling of the chosen kind; the answer is the API's refusal or what the ruling did to the match. */
function useRule(match: MatchView, index: number) {
  const [uphold] = useMutation(UPHOLD_RULING);
  const [backUp] = useMutation(BACK_UP_MATCH);
  const [correct] = useMutation(CORRECT_MATCH_VALUE);
  const [award] = useMutation(AWARD_MATCH_LOSS);
  const outcome = (answer: FragmentOf<typeof RULING_OUTCOME_FIELDS> | undefined): RulingAnswer => ({
    outcome: answer ? readFragment(RULING_OUTCOME_FIELDS, answer) : null,
  });
  return async (
    kind: RulingKind,
    ruling: JudgeRulingInput,
    form: FormData,
    commandId: string,
  ): Promise<RulingAnswer> => {
    const base = { matchId: match.matchId, commandId, ruling };
    if (kind === 'uphold') return outcome((await uphold({ variables: base })).data?.upholdRuling);
    if (kind === 'backUp') return outcome((await backUp({ variables: { ...base, toEvent: index } })).data?.backUpMatch);
    if (kind === 'loss')
      return outcome(
        (await award({ variables: { ...base, seat: Number(text(form, 'seat')), scope: text(form, 'scope') } })).data
          ?.awardMatchLoss,
      );
    const fixed = correction(text(form, 'path'), text(form, 'value'));
    if ('error' in fixed) return { error: fixed.error };
    return outcome((await correct({ variables: { ...base, ...fixed } })).data?.correctMatchValue);
  };
}

interface RulingState {
  error: Localized | null;
  done: Localized | null;
  busy: boolean;
}

/** The ruling the form's fields describe: infraction, rule cited, remedy, and the call or appeal it answers. */
function rulingOf(form: FormData): { error: Localized } | JudgeRulingInput {
  const choice = text(form, 'ruleChoice');
  const ruling = rulingInput({
    infraction: text(form, 'infraction'),
    rule: choice === OTHER ? text(form, 'ruleText') : choice,
    remedy: text(form, 'remedy'),
  });
  if ('error' in ruling) return ruling;
  const [callId, appealOf] = [text(form, 'callId'), text(form, 'appealOf')];
  return { ...ruling, ...(callId ? { callId } : {}), ...(appealOf ? { appealOf } : {}) };
}

/** Submits the ruling form: refuses a ruling without what it needs, else sends it and says what it did. */
export function useRulingSubmit(match: MatchView, index: number, kind: RulingKind) {
  const router = useRouter();
  const [state, setState] = useState<RulingState>({ error: null, done: null, busy: false });
  const rule = useRule(match, index);
  // A ruling whose answer was lost, sent again from the same view, is recorded once.
  const resend = useResendableIds('ruling', match.version);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const ruling = rulingOf(form);
    if ('error' in ruling) return setState({ error: ruling.error, done: null, busy: false });
    setState({ error: null, done: null, busy: true });
    try {
      const answer = await resend.send([kind, index, ...form.entries()], (commandId) =>
        rule(kind, ruling, form, commandId),
      );
      if ('error' in answer) return setState({ error: answer.error, done: null, busy: false });
      const over = answer.outcome?.match.status === 'finished';
      setState({ error: null, done: over ? m.doneMatchOver : m.done, busy: false });
      router.refresh();
    } catch (failure) {
      setState({ error: apiRefusal(failure).message, done: null, busy: false });
    }
  }
  return { state, submit };
}
