'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useSubscription } from '@apollo/client/react';
import { INVITATIONS_CHANGED } from '../../graphql/invitations';

/**
 * Keeps the page current while the reader is signed in: whenever an invitation to her or from her
 * changes (one arrives, someone answers, the match starts), the server page is rendered again, so
 * the header's notice, the lists and an invitation's page follow without a reload.
 */
export function InvitationsLive() {
  const router = useRouter();
  const seen = useRef(0);
  const [listening, setListening] = useState(false);
  useSubscription(INVITATIONS_CHANGED, {
    onData: () => {
      // The first answer is the count when listening began: from then on, every change is heard.
      seen.current += 1;
      if (seen.current === 1) setListening(true);
      else router.refresh();
    },
  });
  return <span hidden data-testid="invitations-live" data-listening={listening ? 'yes' : 'no'} />;
}
