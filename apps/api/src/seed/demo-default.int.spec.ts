import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { startTestApi } from '../testing/harness.js';
import { DEMO_ORGANIZER, DEMO_PASSWORD } from './demo-accounts.js';

describe('demo data is off unless asked for', () => {
  it('defaults SEED_DEMO to off', () => {
    expect(loadConfig({}).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('starts an API without SEED_DEMO with no demo account to sign in to', async () => {
    // Blank counts as unset: the default applies.
    const api = await startTestApi({ SEED_DEMO: '' });
    try {
      const login = await api.gql(
        'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
        { u: DEMO_ORGANIZER.username, p: DEMO_PASSWORD },
      );
      expect(login.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await api.storeHead()).toBeNull();
    } finally {
      await api.stop();
    }
  });
});
