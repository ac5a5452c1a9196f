import { ME, type Viewer } from '../graphql/auth';
import { query } from './apollo-rsc';
import { sessionToken } from './session';

/** The signed-in reader, or null (anonymous, expired session, or API unreachable). */
export async function currentViewer(): Promise<Viewer | null> {
  if (!(await sessionToken())) return null;
  try {
    const { data } = await query({ query: ME });
    return data?.me ?? null;
  } catch {
    return null;
  }
}
