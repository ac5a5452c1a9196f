'use server';

import { redirect } from 'next/navigation';
import type { TournamentOptions } from '@cronica/tournament';
import { localized, type Localized } from '@cronica/util';
import { CREATE_TOURNAMENT } from '../../../graphql/organizer-desk';
import type { VariablesOf } from '../../../graphql/tada';
import { getClient } from '../../../lib/apollo-rsc';
import { apiRefusal, fieldRefusals } from '../../../lib/api-errors';
import { formProblems, optionsFromValues, valuesFromForm, type FormValues } from '../../../lib/create-tournament-form';
import { formCommandId } from '../../../lib/form-command-id';

/** What the creation form shows after a refusal: each problem by field, and what was typed. */
export interface CreateState {
  readonly problems: readonly { readonly field: string; readonly message: Localized }[];
  readonly values: FormValues | null;
  /** No answer came from the API: sent again, the form keeps its command id and opens the event made. */
  readonly unanswered?: boolean;
}

type CreateInput = VariablesOf<typeof CREATE_TOURNAMENT>['input'];

const MAX_CATALOG_BYTES = 90_000;

/** The API's creation input from options the tournament library has already accepted. */
function inputFor(o: TournamentOptions, catalog: unknown, commandId: string): CreateInput {
  const cut = o.topCut ?? {};
  return {
    commandId,
    name: (o.name ?? '').trim(),
    ...(o.description?.trim() ? { description: o.description.trim() } : {}),
    ...(o.startsAt === undefined ? {} : { startsAt: o.startsAt, timeZone: o.timeZone ?? null }),
    ...(o.venue === undefined ? {} : { venue: o.venue }),
    ...(o.checkInOpensBefore === undefined ? {} : { checkInOpensBefore: o.checkInOpensBefore }),
    ...(o.entryFee === undefined ? {} : { entryFee: o.entryFee }),
    game: o.game,
    // Omitted: "by field size", ⌈log₂ N⌉ when registration closes.
    ...(typeof o.rounds === 'number' ? { rounds: o.rounds } : {}),
    prizePlaces: o.prizePlaces,
    ...(o.capacity === undefined ? {} : { capacity: o.capacity }),
    registration: o.registration,
    // Omitted: the game's own default.
    ...(typeof o.tiebreakers === 'string' ? { tiebreakPreset: o.tiebreakers } : {}),
    roundMinutes: o.roundMinutes,
    bestOf: o.bestOf,
    ...(o.byeScore === undefined ? {} : { byeScore: o.byeScore }),
    lateEntry: o.lateEntry,
    exhaustedPairings: o.exhaustedPairings,
    requireDeckLists: o.requireDeckLists,
    topCut: { size: cut.size ?? 0, finalBestOf: cut.finalBestOf ?? 1, thirdPlaceMatch: cut.thirdPlaceMatch ?? false },
    // The game's own options (a legendary cap, the turns after time, battle rounds…): the tournament holds them for every match.
    gameOptions: o.gameOptions ?? {},
    ...(catalog === undefined ? {} : { catalog }),
  };
}

/** A catalog file, when one was chosen: parsed JSON, or the problem with it. */
async function readCatalog(form: FormData): Promise<{ catalog?: unknown; problem?: Localized }> {
  const file = form.get('catalog');
  if (!(file instanceof File) || file.size === 0) return {};
  if (file.size > MAX_CATALOG_BYTES)
    return { problem: localized('El catálogo ocupa más de 90 kB.', 'The catalog is larger than 90 kB.') };
  try {
    return { catalog: JSON.parse(await file.text()) as unknown };
  } catch {
    return { problem: localized('El catálogo no es un JSON válido.', 'The catalog is not valid JSON.') };
  }
}

/**
 * Creates the tournament once the tournament library accepts every option (nothing is written
 * otherwise), then opens its desk.
 */
export async function createTournament(_previous: CreateState, form: FormData): Promise<CreateState> {
  const values = valuesFromForm(form);
  const problems = formProblems(values).map((p) => ({ field: p.field, message: p.message }));
  const { catalog, problem } = await readCatalog(form);
  if (problem) problems.push({ field: 'catalog', message: problem });
  if (problems.length > 0) return { problems, values };
  let id: string;
  try {
    const { data } = await getClient().mutate({
      mutation: CREATE_TOURNAMENT,
      variables: { input: inputFor(optionsFromValues(values), catalog, formCommandId(form, 'create')) },
    });
    const created = data?.createTournament.tournament?.id;
    if (!created) throw new Error('no tournament in the answer');
    id = created;
  } catch (error) {
    // A field the API refused is shown beside that field (`input.name` → name), anything else for the form.
    const fields = fieldRefusals(error).map((f) => ({ field: f.path.replace(/^input\./, ''), message: f.message }));
    if (fields.length > 0) return { problems: fields, values };
    const refusal = apiRefusal(error);
    return {
      problems: [{ field: 'form', message: refusal.message }],
      values,
      unanswered: refusal.code === 'UNREACHABLE',
    };
  }
  redirect(`/tournaments/${encodeURIComponent(id)}/desk`);
}
