/**
 * The demo's accounts, one per role.
 * Documented in the README; the password is the same for all of them.
 */
export const DEMO_PASSWORD = 'cronica-demo';

export interface DemoAccount {
  readonly username: string;
  readonly displayName: string;
  readonly role: 'organizer' | 'judge' | 'player';
}

export const DEMO_ORGANIZER: DemoAccount = {
  username: 'organizadora',
  displayName: 'Olga Organizadora',
  role: 'organizer',
};
export const DEMO_JUDGE: DemoAccount = { username: 'juez', displayName: 'Julián Juez', role: 'judge' };
export const DEMO_PLAYER: DemoAccount = { username: 'jugadora', displayName: 'Jimena Jugadora', role: 'player' };

/** The other players of the demo tournament (they can sign in too). */
export const DEMO_EXTRA_PLAYERS: readonly DemoAccount[] = [
  { username: 'ana', displayName: 'Ana Robles', role: 'player' },
  { username: 'bruno', displayName: 'Bruno Sáez', role: 'player' },
  { username: 'carla', displayName: 'Carla Núñez', role: 'player' },
  { username: 'diego', displayName: 'Diego Ibarra', role: 'player' },
  { username: 'elena', displayName: 'Elena Vidal', role: 'player' },
  { username: 'fermin', displayName: 'Fermín Ortiz', role: 'player' },
  { username: 'gala', displayName: 'Gala Herrera', role: 'player' },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ORGANIZER, DEMO_JUDGE, DEMO_PLAYER, ...DEMO_EXTRA_PLAYERS];
