/** DI tokens for the infrastructure every module shares. */
export const EVENT_STORE = Symbol('EVENT_STORE');
export const READ_DB = Symbol('READ_DB');
export const PUB_SUB = Symbol('PUB_SUB');
/** The event store's identity (EventStore.storeId), read once at boot. */
export const STORE_ID = Symbol('STORE_ID');
