export * from './cards/schema.js';
export * from './engine/index.js';
export * from './content/index.js';
export * from './bots/index.js';
export { describeEvent, resultLine } from './module/describe-events.js';
export { describeCommand } from './module/describe-commands.js';
export { finalLife, bladesMatchReport } from './module/report.js';
export { bladesSetupSpec } from './module/setup.js';
export { BLADES_BOTS } from './module/bots.js';
