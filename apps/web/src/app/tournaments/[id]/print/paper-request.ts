import type { Lang } from '@cronica/util';
import type { TournamentPaper } from '../../../../graphql/exports';
import { translator, type Translate } from '../../../../lib/i18n';
import { paperOrNotFound } from '../../../../lib/paper-page';
import { currentLang } from '../../../../lib/server-lang';
import type { IdPageProps } from '../../../page-setup';

/** What every print page starts from: the event's paper record (or a 404) and the reader's language. */
export interface PaperRequest {
  readonly tournament: TournamentPaper;
  readonly lang: Lang;
  readonly t: Translate;
}

export async function paperRequest(params: IdPageProps['params']): Promise<PaperRequest> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  return { tournament: await paperOrNotFound(id, lang), lang, t: translator(lang) };
}
