/** Demo accounts the API seeds on a fresh store (apps/api/src/seed/demo-accounts.ts, README). */
export const DEMO_PASSWORD = 'cronica-demo';
export const DEMO_PLAYER = { username: 'jugadora', displayName: 'Jimena Jugadora' };
export const DEMO_ORGANIZER = { username: 'organizadora', displayName: 'Olga Organizadora' };
export const DEMO_JUDGE = { username: 'juez', displayName: 'Julián Juez' };
