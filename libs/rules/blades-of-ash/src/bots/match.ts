/** The generic bot-match runner lives in the kernel; Blades of Ash re-exports it for its callers. */
export { playBotMatch, botFor } from '@cronica/rules-kernel';
export type { BotMatch, BotMatchOptions } from '@cronica/rules-kernel';
