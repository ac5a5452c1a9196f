import Link from 'next/link';
import type { Translate } from '../../lib/i18n';
import { invitationMessages as m } from '../../lib/invitation-messages';
import styles from './invitations.module.css';

/** The header's notice while invitations wait for the reader's answer (server-rendered; kept current by InvitationsLive). */
export function InvitationNotice({ count, t }: { count: number; t: Translate }) {
  if (count <= 0) return null;
  return (
    <Link href="/invitations" className={styles.notice} data-testid="invitations-notice" data-count={count}>
      <span aria-hidden="true">✉</span>
      {t(m.notice(count))}
    </Link>
  );
}
