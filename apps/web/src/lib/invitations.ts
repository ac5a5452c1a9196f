import { INVITATIONS, PENDING_INVITATION_COUNT, type ListedInvitation } from '../graphql/invitations';
import { query } from './apollo-rsc';
import { sessionToken } from './session';

/** How many invitations wait for the signed-in reader's answer (0 signed out, or when the API cannot say). */
export async function pendingInvitationCount(): Promise<number> {
  if (!(await sessionToken())) return 0;
  try {
    const { data } = await query({ query: PENDING_INVITATION_COUNT });
    return data?.pendingInvitationCount ?? 0;
  } catch {
    return 0;
  }
}

/** What waits for the signed-in reader's answer and what she sent (empty lists when the API cannot say). */
export async function loadInvitations(): Promise<{ received: ListedInvitation[]; sent: ListedInvitation[] }> {
  try {
    const { data } = await query({ query: INVITATIONS });
    return { received: data?.invitations ?? [], sent: data?.sentInvitations ?? [] };
  } catch {
    return { received: [], sent: [] };
  }
}
