/** DI tokens for the infrastructure every module shares. */
export const EVENT_STORE = Symbol('EVENT_STORE');
export const READ_DB = Symbol('READ_DB');
export const PUB_SUB = Symbol('PUB_SUB');
