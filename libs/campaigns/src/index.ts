// Campaigns: a game master's table meeting over sessions, each session a match; the aggregate's events, commands and decider.
export * from './campaign-events.js';
export * from './campaign-decide.js';
export { campaignDecider, campaignStream } from './campaign-decider.js';
