/**
 * GraphQL subscription topics. They are published only by the projection runner, from the event
 * store's own subscription, so a command any API instance handled reaches subscribers on every
 * instance (each instance subscribes to the store, none tells another).
 */
export const matchTopic = (matchId: string) => `matchUpdated.${matchId}`;
export const tournamentTopic = (id: string) => `tournamentUpdated.${id}`;
