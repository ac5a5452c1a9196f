import type { Lang } from '@cronica/util';
import { translator } from '../lib/i18n';
import { statusLabel, statusTone } from '../lib/labels';

export function StatusBadge({ status, currentRound, lang }: { status: string; currentRound: number; lang: Lang }) {
  const t = translator(lang);
  return (
    <span className={`badge badge--${statusTone(status, currentRound)}`}>{t(statusLabel(status, currentRound))}</span>
  );
}
